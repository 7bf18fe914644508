// The unlocked data key on this device, so a reload does not ask for the password again: kept in IndexedDB
// as a non-extractable CryptoKey (usable to derive the field keys, never readable as bytes, not even by the
// page's own scripts), per user, and forgotten on sign-out. The shell and every remote read the same store.
import type { WrappedKey } from '@taxapp/contracts/keys';

export interface DeviceKey {
  userId: string;
  keyVersion: number;
  /** PBKDF2 key material of the data key (non-extractable). */
  material: CryptoKey;
}

export interface DeviceKeyStore {
  get(userId: string): Promise<DeviceKey | null>;
  put(key: DeviceKey): Promise<void>;
  forgetAll(): Promise<void>;
}

/** Imports the data key's bytes as non-extractable PBKDF2 material (FieldCipher derives the level keys from it). */
export function importDataKey(dataKey: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', dataKey, 'PBKDF2', false, ['deriveKey']);
}

export async function rememberDataKey(store: DeviceKeyStore, userId: string, record: Pick<WrappedKey, 'keyVersion'>, dataKey: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await importDataKey(dataKey);
  await store.put({ userId, keyVersion: record.keyVersion, material });
  return material;
}

const DB_NAME = 'taxapp-device-keys';
const STORE = 'keys';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

export const indexedDbDeviceKeys: DeviceKeyStore = {
  async get(userId) {
    if (typeof indexedDB === 'undefined') return null;
    return ((await run('readonly', (store) => store.get(userId))) as DeviceKey | undefined) ?? null;
  },
  async put(key) {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (store) => store.put(key));
  },
  async forgetAll() {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (store) => store.clear());
  },
};

/** For tests and for browsers without IndexedDB: the key lives as long as the page. */
export function memoryDeviceKeys(): DeviceKeyStore {
  const keys = new Map<string, DeviceKey>();
  return {
    get: async (userId) => keys.get(userId) ?? null,
    put: async (key) => void keys.set(key.userId, key),
    forgetAll: async () => keys.clear(),
  };
}
