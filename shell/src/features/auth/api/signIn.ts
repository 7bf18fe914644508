import { identityApi, type User } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** 401 invalid credentials, 429 too many attempts. */
export function signIn(body: { email: string; password: string }): Promise<{ user: User }> {
  return callEndpoint(identityApi.signIn, body);
}
