// Field encryption (spec 1 §3.5, §9): each value becomes the envelope
// {encryptedData, iv, salt, level, keyVersion, algorithm}, AES-GCM 256 with a fresh 12-byte IV, under the
// key of its level, derived from the data key with PBKDF2 at that level's iterations and the level's salt.
// (The data key is already 32 random bytes, so the iterations add cost, not strength; they are the spec's.)
// Level keys are derived once per salt and kept for the session.
import type { EncryptedEnvelope } from '@taxapp/contracts/form';
import type { WrappedKey } from '@taxapp/contracts/keys';
import { ALGORITHM, IV_BYTES, LEVEL_ITERATIONS, type EncryptionLevel } from './constants';
import { fromBase64, randomBytes, toBase64, utf8 } from './encoding';

/** Additional data: an envelope moved to another level or version fails to decrypt. */
const envelopeAad = (level: number, keyVersion: number) => utf8.encode(`taxapp field l${level} v${keyVersion}`);

export class FieldCipher {
  private readonly levelKeys = new Map<string, Promise<CryptoKey>>();
  private readonly material: Promise<CryptoKey>;

  /** `material` is the data key as non-extractable PBKDF2 key material (deviceKeys.importDataKey). */
  constructor(
    material: CryptoKey,
    private readonly record: Pick<WrappedKey, 'keyVersion' | 'levelSalts'>,
  ) {
    this.material = Promise.resolve(material);
  }

  get keyVersion(): number {
    return this.record.keyVersion;
  }

  private levelKey(level: EncryptionLevel, salt: string): Promise<CryptoKey> {
    const cacheKey = `${level}:${salt}`;
    let key = this.levelKeys.get(cacheKey);
    if (!key) {
      key = this.material.then((material) =>
        crypto.subtle.deriveKey(
          { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations: LEVEL_ITERATIONS[level] },
          material,
          { name: ALGORITHM, length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
      key.catch(() => this.levelKeys.delete(cacheKey));
      this.levelKeys.set(cacheKey, key);
    }
    return key;
  }

  /** Derives the four level keys now (so the first save does not wait for them). */
  async warmUp(): Promise<void> {
    await Promise.all(([1, 2, 3, 4] as const).map((level) => this.levelKey(level, this.record.levelSalts[level])));
  }

  async encrypt(value: string, level: EncryptionLevel): Promise<EncryptedEnvelope> {
    const salt = this.record.levelSalts[level];
    const iv = randomBytes(IV_BYTES);
    const key = await this.levelKey(level, salt);
    const data = await crypto.subtle.encrypt({ name: ALGORITHM, iv, additionalData: envelopeAad(level, this.record.keyVersion) }, key, utf8.encode(value));
    return { encryptedData: toBase64(new Uint8Array(data)), iv: toBase64(iv), salt, level, keyVersion: this.record.keyVersion, algorithm: ALGORITHM };
  }

  /** The plaintext; rejects if the envelope is not this key's or was altered. */
  async decrypt(envelope: EncryptedEnvelope): Promise<string> {
    if (envelope.algorithm !== ALGORITHM) throw new Error(`Unsupported algorithm ${envelope.algorithm}`);
    if (envelope.keyVersion !== this.record.keyVersion) throw new Error(`No key for version ${envelope.keyVersion}`);
    const level = envelope.level as EncryptionLevel;
    if (!(level in LEVEL_ITERATIONS)) throw new Error(`Missing key for level ${envelope.level}`);
    const key = await this.levelKey(level, envelope.salt);
    const data = await crypto.subtle.decrypt(
      { name: ALGORITHM, iv: fromBase64(envelope.iv), additionalData: envelopeAad(level, envelope.keyVersion) },
      key,
      fromBase64(envelope.encryptedData),
    );
    return utf8.decode(data);
  }
}
