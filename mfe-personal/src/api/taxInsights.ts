// POST /api/functions/query-tax-insights (spec 1 §7.3), for the field coach popup.
import { QUERY_TAX_INSIGHTS_PATH, taxInsightsResponseSchema, type TaxInsightsResponse } from '@taxapp/contracts/insights';
import { requestJson } from '@taxapp/ui/http';

export async function queryTaxInsights(
  body: { fieldName: string; fieldValue: string; formData: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<TaxInsightsResponse> {
  return taxInsightsResponseSchema.parse(await requestJson('POST', QUERY_TAX_INSIGHTS_PATH, body, { signal }));
}
