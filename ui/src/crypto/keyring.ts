// The user's data key (issue 7 item 4): 32 random bytes made once in the browser, stored on the server only
// wrapped (AES-GCM) under keys derived with PBKDF2-SHA256 at 200,000 iterations (spec 1 §9, password-derived
// master key) from what the user types to unlock and from the recovery key. Nothing the server holds opens it.
import { UNLOCK_ITERATIONS, type KeyWrap, type UnlockSecretKind, type WrappedKey } from '@taxapp/contracts/keys';
import { ALGORITHM, IV_BYTES, KEY_BYTES, SALT_BYTES } from './constants';
import { fromBase64, randomBytes, toBase64, utf8 } from './encoding';

export type WrapSlot = 'secret' | 'recovery';

async function wrappingKey(secret: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8.encode(secret.normalize('NFKC')), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: ALGORITHM, length: 256 }, false, ['encrypt', 'decrypt']);
}

/** Additional data binding a wrap to its version and slot: a record edited to claim another fails to unwrap. */
const wrapAad = (keyVersion: number, slot: WrapSlot) => utf8.encode(`taxapp data key v${keyVersion} ${slot}`);

export function newDataKey(): Uint8Array<ArrayBuffer> {
  return randomBytes(KEY_BYTES);
}

async function wrap(dataKey: Uint8Array<ArrayBuffer>, secret: string, keyVersion: number, slot: WrapSlot): Promise<KeyWrap> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await wrappingKey(secret, salt, UNLOCK_ITERATIONS);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: ALGORITHM, iv, additionalData: wrapAad(keyVersion, slot) }, key, dataKey));
  return { wrappedKey: toBase64(wrapped), iv: toBase64(iv), salt: toBase64(salt), iterations: UNLOCK_ITERATIONS };
}

/** A new key record: the data key wrapped under the unlock secret and under the recovery key. */
export async function createKeyRecord(
  dataKey: Uint8Array<ArrayBuffer>,
  unlock: { secret: string; kind: UnlockSecretKind },
  recoverySecret: string,
  keyVersion = 1,
): Promise<WrappedKey> {
  const [secretWrap, recoveryWrap] = await Promise.all([wrap(dataKey, unlock.secret, keyVersion, 'secret'), wrap(dataKey, recoverySecret, keyVersion, 'recovery')]);
  return {
    keyVersion,
    algorithm: ALGORITHM,
    kdf: 'PBKDF2-SHA256',
    secretKind: unlock.kind,
    secretWrap,
    recoveryWrap,
    levelSalts: { 1: toBase64(randomBytes(SALT_BYTES)), 2: toBase64(randomBytes(SALT_BYTES)), 3: toBase64(randomBytes(SALT_BYTES)), 4: toBase64(randomBytes(SALT_BYTES)) },
  };
}

/** The same data key wrapped again in one slot (a new password, a new recovery key); the rest is kept. */
export async function rewrapKeyRecord(record: WrappedKey, dataKey: Uint8Array<ArrayBuffer>, slot: WrapSlot, secret: string): Promise<WrappedKey> {
  const fresh = await wrap(dataKey, secret, record.keyVersion, slot);
  const { createdAt: _created, ...kept } = record;
  return slot === 'secret' ? { ...kept, secretWrap: fresh } : { ...kept, recoveryWrap: fresh };
}

/** The data key's bytes; rejects when the secret or the record is wrong (AES-GCM authentication fails). */
export async function unwrapDataKey(record: WrappedKey, slot: WrapSlot, secret: string): Promise<Uint8Array<ArrayBuffer>> {
  const stored = slot === 'secret' ? record.secretWrap : record.recoveryWrap;
  const key = await wrappingKey(secret, fromBase64(stored.salt), stored.iterations);
  const raw = await crypto.subtle.decrypt({ name: ALGORITHM, iv: fromBase64(stored.iv), additionalData: wrapAad(record.keyVersion, slot) }, key, fromBase64(stored.wrappedKey));
  if (raw.byteLength !== KEY_BYTES) throw new Error('The data key has the wrong length');
  return new Uint8Array(raw);
}
