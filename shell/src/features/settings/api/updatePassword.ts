import { requestJson } from '../../../lib/http';

/** POST /api/identity/password: ends the user's other sessions; this one stays. */
export function updatePassword(password: string, confirmPassword: string): Promise<{ ok: true }> {
  return requestJson('POST', '/api/identity/password', { password, confirmPassword });
}
