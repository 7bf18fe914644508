// When the calculation cannot reach the server (no network, the gateway answers 502/503/504 because calc is down),
// the browser computes with the bundled engine instead (spec 3 §4 'Calculation method').
import { ApiError } from '@taxapp/ui/http';

export const CALC_UNREACHABLE = 'The calculation service could not be reached.';

export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}
