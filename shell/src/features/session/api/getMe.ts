import type { User } from '@taxapp/contracts/api/session';
import { callEndpoint } from '../../../lib/http';

// The gate asks before the first page: its contract (zod/mini, about 19 KB gzip with zod's core) starts
// loading when the shell starts, beside the first paint instead of in the initial JS.
const sessionContract = import('@taxapp/contracts/api/session');

/** The signed-in user with role; 401 'Not authenticated' when signed out. */
export async function getMe(): Promise<{ user: User }> {
  const { sessionApi } = await sessionContract;
  return callEndpoint(sessionApi.me, {});
}
