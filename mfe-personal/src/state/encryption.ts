// One encryption service for the remote (spec 1 §4): initialised once the user is known, cleared when the
// user changes. Screens read its status through useEncryption(); while it is locked they show UnlockPanel.
import { useEffect, useSyncExternalStore } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { EncryptionService, indexedDbDeviceKeys, keyApi, type EncryptionStatus, type KeyApi } from '@taxapp/ui/crypto';
import { sendEncryptionAudit } from '../api/encryptionAudit';
import { EncryptionAuditSender } from './encryptionAudit';

export const encryption = new EncryptionService(indexedDbDeviceKeys);

/** Every encryption event also goes to the server's audit log, batched and without waiting (spec 1 §7.1). */
export const encryptionAudit = new EncryptionAuditSender({ send: sendEncryptionAudit });
encryption.onAudit((entry, userId) => encryptionAudit.push(entry, userId));
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => encryptionAudit.flush());

export const ENCRYPTION_TOASTS = {
  initError: { title: 'Security Initialization Error', description: 'Failed to initialize enhanced encryption. Please refresh the page.', variant: 'destructive' as const },
  setupSuccess: { title: 'Zero-Knowledge Encryption Enabled', description: 'Your data is now protected with zero-knowledge encryption.' },
  setupFailed: { title: 'Encryption Setup Failed', description: 'Failed to setup zero-knowledge encryption. Please try again.', variant: 'destructive' as const },
};

const subscribe = (listener: () => void) => encryption.onStatus(listener);

/** Starts the service for this user (once) and returns its status; toasts the spec's failure message. */
export function useEncryption(user: RemoteAppProps['user'], toast: RemoteAppProps['toast'], api: KeyApi = keyApi): EncryptionStatus {
  const status = useSyncExternalStore(subscribe, () => encryption.status);
  useEffect(() => {
    // Same user, already started: nothing to do. Another user: start over.
    if (encryption.status !== 'uninitialised' && encryption.status !== 'error' && encryption.userId === user.id) return;
    encryption.initialise(user.id, api).catch((error) => {
      console.error('Encryption initialisation failed:', error);
      toast({ ...ENCRYPTION_TOASTS.initError, duration: 5000 });
    });
  }, [user.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return status;
}

export { isEnvelope as isEnvelopeValue } from '@taxapp/ui/crypto';

/** Recovery words of a key set up on this page, shown once until the user says they are saved (any wizard step). */
let recoveryWords: string[] | null = null;
const wordListeners = new Set<() => void>();
export function showRecoveryWords(words: string[] | null) {
  recoveryWords = words;
  for (const listener of wordListeners) listener();
}
export function useRecoveryWords(): string[] | null {
  return useSyncExternalStore(
    (listener) => {
      wordListeners.add(listener);
      return () => void wordListeners.delete(listener);
    },
    () => recoveryWords,
  );
}
