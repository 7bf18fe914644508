import { requestJson } from '../../../lib/http';

/** GET /api/identity/google/status: whether Google sign-in is configured on this server. */
export function getGoogleStatus(): Promise<{ configured: boolean }> {
  return requestJson('GET', '/api/identity/google/status');
}

/** Google sign-in is a browser navigation (OpenID Connect code flow), not a fetch. */
export const GOOGLE_START_PATH = '/api/identity/google/start';
