// For screens that only read encrypted fields (the review, the PDF): the user's key as this device holds it,
// opened once per page and kept; null while the device has not unlocked it (nothing is asked for here).
import { indexedDbDeviceKeys, type DeviceKeyStore } from './deviceKeys';
import { keyApi } from './api';
import { EncryptionService, type KeyApi } from './service';

const opened = new WeakMap<DeviceKeyStore, Map<string, Promise<EncryptionService | null>>>();

export function openOnThisDevice(userId: string, api: KeyApi = keyApi, store: DeviceKeyStore = indexedDbDeviceKeys): Promise<EncryptionService | null> {
  let byUser = opened.get(store);
  if (!byUser) opened.set(store, (byUser = new Map()));
  const known = byUser.get(userId);
  if (known) return known;
  const service = new EncryptionService(store);
  const opening = service.initialise(userId, api).then(
    () => (service.status === 'ready' ? service : null),
    (error: unknown) => {
      console.error('Opening the encryption key on this device failed:', error);
      return null;
    },
  );
  byUser.set(userId, opening);
  // Only an open key is kept: a locked device may be unlocked on My Information meanwhile.
  void opening.then((ready) => {
    if (!ready) byUser.delete(userId);
  });
  return opening;
}
