// What the shell does with the data key around the account (issue 7 item 4): at sign-in the password just
// typed unlocks the key on this device, or sets the first one up (its recovery words are shown once); a
// password change carries the key re-wrapped under the new password; Settings makes a new recovery key;
// sign-out forgets the device's keys.
import type { WrappedKey } from '@taxapp/contracts/keys';
import { type DeviceKeyStore, indexedDbDeviceKeys, rememberDataKey } from './deviceKeys';
import { createKeyRecord, newDataKey, rewrapKeyRecord, unwrapDataKey } from './keyring';
import { newRecoveryWords } from './recovery';
import type { KeyApi } from './service';

export const ACCOUNT_KEY_ERRORS = {
  staleWrap: 'Your encrypted information does not open with this password. Open My Information to unlock it with your recovery key first.',
  passphraseAccount: 'Your encrypted information is protected by a vault passphrase, not by a password.',
} as const;

/**
 * After a password sign-in or sign-up: unlocks the stored key with the password on this device, or sets up
 * the account's first key. Answers the recovery words when a key was made (to show once). Never throws for
 * a key that does not open: My Information then asks how to unlock it.
 */
export async function unlockAtSignIn(userId: string, password: string, api: KeyApi, store: DeviceKeyStore = indexedDbDeviceKeys): Promise<{ recoveryWords?: string[] }> {
  const { key } = await api.getKeys();
  if (key) {
    await openWithPassword(userId, key, password, store);
    return {};
  }
  const words = newRecoveryWords();
  const dataKey = newDataKey();
  const answer = await api.putKey(await createKeyRecord(dataKey, { secret: password, kind: 'password' }, words.join(' ')), password);
  if ('conflict' in answer) {
    await openWithPassword(userId, answer.conflict, password, store);
    return {};
  }
  await rememberDataKey(store, userId, answer.stored, dataKey);
  return { recoveryWords: words };
}

async function openWithPassword(userId: string, key: WrappedKey, password: string, store: DeviceKeyStore) {
  if (key.secretKind !== 'password') return;
  const device = await store.get(userId);
  if (device?.keyVersion === key.keyVersion) return;
  try {
    await rememberDataKey(store, userId, key, await unwrapDataKey(key, 'secret', password));
  } catch {
    // A wrap the password does not open (changed elsewhere in the middle): My Information asks.
  }
}

/** The key re-wrapped under the new password, for the password change request; undefined when there is none to carry. */
export async function keyForNewPassword(currentPassword: string, newPassword: string, api: KeyApi): Promise<WrappedKey | undefined> {
  const { key } = await api.getKeys();
  if (!key || key.secretKind !== 'password') return undefined;
  let dataKey: Uint8Array<ArrayBuffer>;
  try {
    dataKey = await unwrapDataKey(key, 'secret', currentPassword);
  } catch {
    // Either the current password is wrong (the server says so in its words) or the wrap is stale.
    return key;
  }
  return rewrapKeyRecord(key, dataKey, 'secret', newPassword);
}

/** Replaces the recovery key (the old words stop working); answers the new words to show once. */
export async function newRecoveryKey(currentPassword: string, api: KeyApi): Promise<string[]> {
  const { key } = await api.getKeys();
  if (!key) throw new Error('There is no encryption key on this account yet.');
  if (key.secretKind !== 'password') throw new Error(ACCOUNT_KEY_ERRORS.passphraseAccount);
  let dataKey: Uint8Array<ArrayBuffer>;
  try {
    dataKey = await unwrapDataKey(key, 'secret', currentPassword);
  } catch {
    throw new Error(ACCOUNT_KEY_ERRORS.staleWrap);
  }
  const words = newRecoveryWords();
  const answer = await api.putKey(await rewrapKeyRecord(key, dataKey, 'recovery', words.join(' ')), currentPassword);
  if ('conflict' in answer) throw new Error('Your encryption key changed meanwhile. Please reload the page and try again.');
  return words;
}

/** Sign-out: this device keeps no unlocked key. */
export function forgetDeviceKeys(store: DeviceKeyStore = indexedDbDeviceKeys): Promise<void> {
  return store.forgetAll();
}
