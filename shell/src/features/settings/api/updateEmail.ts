import { identityApi, type User } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** 409 when another account has that email; 403 without the current password (when the account has one). */
export function updateEmail(email: string, currentPassword: string): Promise<{ user: User }> {
  return callEndpoint(identityApi.updateEmail, { email, ...(currentPassword ? { currentPassword } : {}) });
}
