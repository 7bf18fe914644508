// For tests of the screens that encrypt: a key API kept in memory (first writer wins; storing needs the
// account's password, as identity does) and a service set up and ready for a user.
import type { WrappedKey } from '@taxapp/contracts/keys';
import { memoryDeviceKeys } from './deviceKeys';
import { EncryptionService, type KeyApi } from './service';

export const TEST_ACCOUNT_PASSWORD = 'test-account-password';

export function memoryKeyApi(accountPassword: string | null = TEST_ACCOUNT_PASSWORD): KeyApi {
  let stored: WrappedKey | null = null;
  return {
    getKeys: async () => ({ key: stored, accountHasPassword: accountPassword !== null }),
    putKey: async (key, currentPassword) => {
      if (accountPassword !== null && currentPassword !== accountPassword) throw new Error('Your current password is not correct.');
      if (stored && stored.keyVersion >= key.keyVersion) return { conflict: stored };
      stored = key;
      return { stored: key };
    },
  };
}

/** A service with a new key, ready to encrypt, on its own device. */
export async function readyEncryptionService(userId: string, service = new EncryptionService(memoryDeviceKeys()), api: KeyApi = memoryKeyApi()): Promise<EncryptionService> {
  await service.initialise(userId, api);
  if (service.status === 'locked') await service.setUp(TEST_ACCOUNT_PASSWORD);
  return service;
}
