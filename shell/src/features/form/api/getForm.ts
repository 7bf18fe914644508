import type { TaxFormRow } from '@taxapp/contracts/api/forms';
import { requestJson } from '../../../lib/http';

/** GET /api/forms/form: the newest form (404 'No tax form ID found' before it was opened). */
export function getForm(): Promise<{ form: TaxFormRow }> {
  return requestJson('GET', '/api/forms/form');
}
