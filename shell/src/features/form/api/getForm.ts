import { formsApi, type TaxFormRow } from '@taxapp/contracts/api/forms';
import { callEndpoint } from '../../../lib/http';

/** The newest form (404 'No tax form ID found' before it was opened). */
export function getForm(): Promise<{ form: TaxFormRow }> {
  return callEndpoint(formsApi.get, {});
}
