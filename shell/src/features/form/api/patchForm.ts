import { formsApi, type TaxFormRow } from '@taxapp/contracts/api/forms';
import { callEndpoint } from '../../../lib/http';

/** Saves changed top-level keys at `version`; 409 {error, current} when stale. */
export function patchForm(body: { version: number; data: Record<string, unknown>; clientId: string }): Promise<{ form: TaxFormRow }> {
  return callEndpoint(formsApi.patch, body);
}
