import { callEndpoint } from '../../../lib/http';

/** Ends the session (cookie taxapp.sid). The contract is the one getMe loads (kept out of the initial JS). */
export async function signOutRequest(): Promise<{ ok: true }> {
  const { sessionApi } = await import('@taxapp/contracts/api/session');
  return callEndpoint(sessionApi.signOut, {});
}
