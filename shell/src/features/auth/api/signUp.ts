import { identityApi, type User } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** Creates the account and signs in; 409 when the email is taken. */
export function signUp(body: { email: string; password: string }): Promise<{ user: User }> {
  return callEndpoint(identityApi.signUp, body);
}
