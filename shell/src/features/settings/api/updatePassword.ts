import { identityApi } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/**
 * Ends the user's other sessions; this one stays. The current password is required when the account has
 * one, and the data key travels re-wrapped under the new password (issue 7 item 4), made in this browser.
 */
export async function updatePassword(password: string, confirmPassword: string, currentPassword: string): Promise<{ ok: true }> {
  const { keyApi, keyForNewPassword } = await import('@taxapp/ui/crypto');
  const key = currentPassword ? await keyForNewPassword(currentPassword, password, keyApi) : undefined;
  return callEndpoint(identityApi.updatePassword, { password, confirmPassword, ...(currentPassword ? { currentPassword } : {}), ...(key ? { key } : {}) });
}
