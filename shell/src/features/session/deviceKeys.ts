// The data key on this device (issue 7 item 4), loaded only after sign-in so /auth's first paint stays light.
import type { ShellUser } from '@taxapp/contracts/shell';
import { createStore } from '../../lib/store';

/** Unlocks (or sets up) the user's data key with the password just typed; the recovery words when one was made. */
export async function unlockWithPassword(user: Pick<ShellUser, 'id'>, password: string): Promise<string[] | undefined> {
  const { keyApi, unlockAtSignIn } = await import('@taxapp/ui/crypto');
  return (await unlockAtSignIn(user.id, password, keyApi)).recoveryWords;
}

/** Sign-out: the device keeps no unlocked key. A failure is logged, never shown (the key is per user anyway). */
export function forgetUnlockedKeys(): Promise<void> {
  return import('@taxapp/ui/crypto')
    .then(({ forgetDeviceKeys }) => forgetDeviceKeys())
    .catch((error: unknown) => console.error('Forgetting the device keys failed:', error));
}

/** Recovery words made at sign-up (or in Settings), shown once until the user says they are saved. */
export const recoveryWordsStore = createStore<string[] | null>(null);
