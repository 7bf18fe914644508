// The session as the gate sees it (spec 1 §2.1, §4): being checked, signed out, signed in, or a session
// without a user id. Startup reads the session once; sign-in and sign-out events update it.
import type { SessionStatus } from '@taxapp/contracts/flow';
import type { ShellUser } from '@taxapp/contracts/shell';
import { ApiError } from '../../lib/http';
import { clearLocalSessionData } from '../../lib/localCopy';
import { createStore } from '../../lib/store';
import { getMe } from './api/getMe';
import { signOutRequest } from './api/signOut';
import { forgetUnlockedKeys } from './deviceKeys';

export interface SessionState {
  status: SessionStatus;
  user: ShellUser | null;
}

export const sessionStore = createStore<SessionState>({ status: 'loading', user: null });

function toSessionState(user: Partial<ShellUser> | null | undefined): SessionState {
  if (!user) return { status: 'signed-out', user: null };
  if (!user.id) return { status: 'missing-user-id', user: null };
  return { status: 'signed-in', user: { id: user.id, email: user.email ?? '', role: user.role === 'admin' ? 'admin' : 'user' } };
}

/** Reads the session; a read error counts as no session (spec 1 §4) and clears the local entries. */
export async function checkSession(): Promise<SessionState> {
  try {
    const { user } = await getMe();
    const state = toSessionState(user);
    sessionStore.set(state);
    return state;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) clearLocalSessionData();
    else void forgetUnlockedKeys();
    const state: SessionState = { status: 'signed-out', user: null };
    sessionStore.set(state);
    return state;
  }
}

/** The signed-in event: the user (with role) as the server returned it. */
export function signedIn(user: Partial<ShellUser>) {
  sessionStore.set(toSessionState(user));
}

/**
 * Signs out on the server, then deletes the local session entries and the saved taxFormData (spec 1 §4).
 * Rejects (and keeps the user signed in) if the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  await signOutRequest();
  clearLocalSessionData();
  await forgetUnlockedKeys();
  sessionStore.set({ status: 'signed-out', user: null });
}
