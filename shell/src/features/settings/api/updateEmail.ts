import type { User } from '@taxapp/contracts/api/identity';
import { requestJson } from '../../../lib/http';

/** POST /api/identity/email: 409 when another account has that email. */
export function updateEmail(email: string): Promise<{ user: User }> {
  return requestJson('POST', '/api/identity/email', { email });
}
