// One encryption service for the remote (spec 1 §4): initialised once the user is known, cleared when the
// user changes. Screens read its status through useEncryption().
import { useEffect, useSyncExternalStore } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { sendEncryptionAudit } from '../api/encryptionAudit';
import { keyApi } from '../api/keys';
import { EncryptionService, type EncryptionStatus, type KeyApi } from '../crypto/service';
import { EncryptionAuditSender } from './encryptionAudit';

export const encryption = new EncryptionService();

/** Every encryption event also goes to the server's audit log, batched and without waiting (spec 1 §7.1). */
export const encryptionAudit = new EncryptionAuditSender({ send: sendEncryptionAudit });
encryption.onAudit((entry, userId) => encryptionAudit.push(entry, userId));
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => encryptionAudit.flush());

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const ENCRYPTION_TOASTS = {
  initError: { title: 'Security Initialization Error', description: 'Failed to initialize enhanced encryption. Please refresh the page.', variant: 'destructive' as const },
  setupSuccess: { title: 'Zero-Knowledge Encryption Enabled', description: 'Your data is now protected with zero-knowledge encryption.' },
  setupFailed: { title: 'Encryption Setup Failed', description: 'Failed to setup zero-knowledge encryption. Please try again.', variant: 'destructive' as const },
};

let announcedSetup = false;

/** Starts the service for this user (once) and returns its status; toasts the spec's setup messages. */
export function useEncryption(user: RemoteAppProps['user'], toast: RemoteAppProps['toast'], api: KeyApi = keyApi): EncryptionStatus {
  const status = useSyncExternalStore(subscribe, () => encryption.status);
  useEffect(() => {
    if (encryption.status === 'ready' || encryption.status === 'initialising') {
      // Same user: nothing to do. Another user: start over.
      if (encryption.userId === user.id) return;
    }
    const run = encryption.initialise(user.id, api);
    notify();
    run.then(
      () => {
        notify();
        if (encryption.createdKey && !announcedSetup) {
          announcedSetup = true;
          toast({ ...ENCRYPTION_TOASTS.setupSuccess, duration: 3000 });
        }
      },
      (error) => {
        console.error('Encryption initialisation failed:', error);
        notify();
        toast({ ...ENCRYPTION_TOASTS.initError, duration: 5000 });
      },
    );
  }, [user.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return status;
}

export { isEnvelope as isEnvelopeValue } from '../crypto/service';
