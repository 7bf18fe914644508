import { identityApi, type User } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** 409 when another account has that email. */
export function updateEmail(email: string): Promise<{ user: User }> {
  return callEndpoint(identityApi.updateEmail, { email });
}
