import { identityApi } from '@taxapp/contracts/api/identity';
import { callEndpoint } from '../../../lib/http';

/** Whether Google sign-in is configured on this server. */
export function getGoogleStatus(): Promise<{ configured: boolean }> {
  return callEndpoint(identityApi.googleStatus, {});
}

/** Google sign-in is a browser navigation (OpenID Connect code flow), not a fetch. */
export const GOOGLE_START_PATH = identityApi.googleStart.path;
