// query-tax-insights (spec 1 §7.3), for the field coach popup.
import { chatApi } from '@taxapp/contracts/api/chat';
import type { TaxInsightsResponse } from '@taxapp/contracts/insights';
import { callEndpoint } from '@taxapp/ui/http';

export async function queryTaxInsights(
  body: { fieldName: string; fieldValue: string; formData: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<TaxInsightsResponse> {
  return callEndpoint(chatApi.queryTaxInsights, body, { signal });
}
