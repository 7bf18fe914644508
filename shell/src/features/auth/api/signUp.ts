import type { User } from '@taxapp/contracts/api/identity';
import { requestJson } from '../../../lib/http';

/** POST /api/identity/sign-up: creates the account and signs in; 409 when the email is taken. */
export function signUp(body: { email: string; password: string }): Promise<{ user: User }> {
  return requestJson('POST', '/api/identity/sign-up', body);
}
