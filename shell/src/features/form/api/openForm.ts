import type { TaxFormRow } from '@taxapp/contracts/api/forms';
import { requestJson } from '../../../lib/http';

/** POST /api/forms/form/open: the newest form, created from `localCopy` (or the defaults) when none exists. */
export function openForm(localCopy: unknown): Promise<{ form: TaxFormRow; created: boolean }> {
  return requestJson('POST', '/api/forms/form/open', localCopy === undefined ? {} : { localCopy });
}
