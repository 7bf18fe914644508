import type { User } from '@taxapp/contracts/api/identity';
import { requestJson } from '../../../lib/http';

/** GET /api/identity/me: the signed-in user with role; 401 'Not authenticated' when signed out. */
export function getMe(): Promise<{ user: User }> {
  return requestJson('GET', '/api/identity/me');
}
