import type { TaxFormRow } from '@taxapp/contracts/api/forms';
import { requestJson } from '../../../lib/http';

/** PATCH /api/forms/form: saves changed top-level keys at `version`; 409 {error, current} when stale. */
export function patchForm(body: { version: number; data: Record<string, unknown>; clientId: string }): Promise<{ form: TaxFormRow }> {
  return requestJson('PATCH', '/api/forms/form', body);
}
