import { identityApi } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** Ends the user's other sessions; this one stays. */
export function updatePassword(password: string, confirmPassword: string): Promise<{ ok: true }> {
  return callEndpoint(identityApi.updatePassword, { password, confirmPassword });
}
