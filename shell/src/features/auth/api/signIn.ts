import type { User } from '@taxapp/contracts/api/identity';
import { requestJson } from '../../../lib/http';

/** POST /api/identity/sign-in: 401 invalid credentials, 429 too many attempts. */
export function signIn(body: { email: string; password: string }): Promise<{ user: User }> {
  return requestJson('POST', '/api/identity/sign-in', body);
}
