import { formsApi, type TaxFormRow } from '@taxapp/contracts/api/forms';
import { callEndpoint } from '../../../lib/http';

/** The newest form, created from `localCopy` (or the defaults) when none exists. */
export function openForm(localCopy: unknown): Promise<{ form: TaxFormRow; created: boolean }> {
  return callEndpoint(formsApi.open, localCopy === undefined ? {} : { localCopy });
}
