// Spec 1 §2.10: "Continue is disabled and labelled 'Initializing Security...' until the encryption service
// is ready." The page sets the shell's own Continue (RemoteAppProps.setContinueState); 'Security Setup
// Required' when initialisation failed. Pressing it still reaches the page's handler, which toasts why.
import { useEffect } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { ENCRYPTION_NOT_READY_MESSAGE, ENCRYPTION_NOT_READY_TITLE } from '@taxapp/contracts/validation';
import type { EncryptionStatus } from '@taxapp/ui/crypto';

export const INITIALIZING_SECURITY = 'Initializing Security...';

/** The spec 1 §8 'Encryption not ready' toast. */
export const ENCRYPTION_NOT_READY_TOAST = { title: ENCRYPTION_NOT_READY_TITLE, description: ENCRYPTION_NOT_READY_MESSAGE, variant: 'destructive' as const, duration: 3000 };

export function continueLabelFor(status: EncryptionStatus): string | null {
  if (status === 'ready') return null;
  return status === 'error' || status === 'locked' ? ENCRYPTION_NOT_READY_TITLE : INITIALIZING_SECURITY;
}

export function useSecureContinue(setContinueState: RemoteAppProps['setContinueState'], status: EncryptionStatus) {
  const label = continueLabelFor(status);
  useEffect(() => {
    setContinueState?.(label ? { disabled: true, label } : null);
  }, [setContinueState, label]);
  useEffect(() => () => setContinueState?.(null), [setContinueState]);
}
