import { identityApi, type User } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** The signed-in user with role; 401 'Not authenticated' when signed out. */
export function getMe(): Promise<{ user: User }> {
  return callEndpoint(identityApi.me, {});
}
