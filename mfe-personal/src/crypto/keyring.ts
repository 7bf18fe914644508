// The user's data key: 32 random bytes made once, stored on the server only wrapped (AES-GCM) under a
// key derived with PBKDF2 (100000 iterations, spec 1 §9 'browser-derived') from the user's wrapping secret.
import type { WrappedKey } from '@taxapp/contracts/keys';
import { ALGORITHM, IV_BYTES, KEY_BYTES, MASTER_KEY_ITERATIONS, SALT_BYTES } from './constants';
import { fromBase64, randomBytes, toBase64, utf8 } from './encoding';

async function wrappingKey(wrappingSecret: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8.encode(wrappingSecret), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: ALGORITHM, length: 256 }, false, ['encrypt', 'decrypt']);
}

/** Additional data binding a wrapped key to its version: a record edited to claim another version fails to unwrap. */
const wrapAad = (keyVersion: number) => utf8.encode(`taxapp data key v${keyVersion}`);

export function newDataKey(): Uint8Array<ArrayBuffer> {
  return randomBytes(KEY_BYTES);
}

export async function wrapDataKey(dataKey: Uint8Array<ArrayBuffer>, wrappingSecret: string, keyVersion = 1): Promise<WrappedKey> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const iterations = MASTER_KEY_ITERATIONS.browser;
  const key = await wrappingKey(wrappingSecret, salt, iterations);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: ALGORITHM, iv, additionalData: wrapAad(keyVersion) }, key, dataKey));
  return {
    keyVersion,
    wrappedKey: toBase64(wrapped),
    iv: toBase64(iv),
    salt: toBase64(salt),
    iterations,
    algorithm: ALGORITHM,
    kdf: 'PBKDF2-SHA256',
    levelSalts: { 1: toBase64(randomBytes(SALT_BYTES)), 2: toBase64(randomBytes(SALT_BYTES)), 3: toBase64(randomBytes(SALT_BYTES)), 4: toBase64(randomBytes(SALT_BYTES)) },
  };
}

/** The data key's bytes; rejects when the secret or the record is wrong (AES-GCM authentication fails). */
export async function unwrapDataKey(record: WrappedKey, wrappingSecret: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await wrappingKey(wrappingSecret, fromBase64(record.salt), record.iterations);
  const raw = await crypto.subtle.decrypt({ name: ALGORITHM, iv: fromBase64(record.iv), additionalData: wrapAad(record.keyVersion) }, key, fromBase64(record.wrappedKey));
  if (raw.byteLength !== KEY_BYTES) throw new Error('The data key has the wrong length');
  return new Uint8Array(raw);
}
