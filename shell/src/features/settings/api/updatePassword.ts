import { identityApi } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** Ends the user's other sessions; this one stays. The current password is required when the account has one. */
export function updatePassword(password: string, confirmPassword: string, currentPassword: string): Promise<{ ok: true }> {
  return callEndpoint(identityApi.updatePassword, { password, confirmPassword, ...(currentPassword ? { currentPassword } : {}) });
}
