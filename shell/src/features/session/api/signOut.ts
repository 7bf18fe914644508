import { requestJson } from '../../../lib/http';

/** POST /api/identity/sign-out: ends the session (cookie taxapp.sid). */
export function signOutRequest(): Promise<{ ok: true }> {
  return requestJson('POST', '/api/identity/sign-out', {});
}
