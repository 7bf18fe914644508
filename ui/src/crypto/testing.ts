// For tests of the screens that encrypt: a key API kept in memory (first writer wins; storing needs the
// account's password, as identity does) and a service set up and ready for a user.
import type { WrappedKey } from '@taxapp/contracts/keys';
import { memoryDeviceKeys } from './deviceKeys';
import { EncryptionService, type KeyApi } from './service';

export const TEST_ACCOUNT_PASSWORD = 'test-account-password';

export interface MemoryKeyApi extends KeyApi {
  /** How many keys were stored. */
  puts(): number;
  stored(): WrappedKey | null;
  /** What a password change does on the server: the new password, and the key re-wrapped under it. */
  setPassword(password: string, key: WrappedKey): void;
}

/**
 * identity's rules in memory: storing needs the account's password (a Google-only account, none, sets its first
 * key only); the first key wins a race; the same version re-wraps with its salts; a higher one replaces.
 */
export function memoryKeyApi(accountPassword: string | null = TEST_ACCOUNT_PASSWORD): MemoryKeyApi {
  let stored: WrappedKey | null = null;
  let puts = 0;
  return {
    getKeys: async () => ({ key: stored, accountHasPassword: accountPassword !== null }),
    putKey: async (key, currentPassword) => {
      if (accountPassword !== null && currentPassword !== accountPassword) throw new Error('Your current password is not correct.');
      if (accountPassword === null && stored) throw new Error('Please enter your current password.');
      const rewrap = stored && key.keyVersion === stored.keyVersion && key.levelSalts[1] === stored.levelSalts[1];
      if (stored && !rewrap && key.keyVersion <= stored.keyVersion) return { conflict: stored };
      puts += 1;
      stored = key;
      return { stored: key };
    },
    puts: () => puts,
    stored: () => stored,
    setPassword: (password, key) => {
      accountPassword = password;
      stored = key;
    },
  };
}

/** A service with a new key, ready to encrypt, on its own device. */
export async function readyEncryptionService(userId: string, service = new EncryptionService(memoryDeviceKeys()), api: KeyApi = memoryKeyApi()): Promise<EncryptionService> {
  await service.initialise(userId, api);
  if (service.status === 'locked') await service.setUp(TEST_ACCOUNT_PASSWORD);
  return service;
}
