import { identityApi } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** Ends the session (cookie taxapp.sid). */
export function signOutRequest(): Promise<{ ok: true }> {
  return callEndpoint(identityApi.signOut, {});
}
