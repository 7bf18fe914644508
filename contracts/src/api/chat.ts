// chat service endpoints (spec 1 §7.3): the field coach's insights.
import { QUERY_TAX_INSIGHTS_PATH, taxInsightsRequestSchema, taxInsightsResponseSchema } from '../insights';
import { endpoint } from './common';

export const chatApi = {
  queryTaxInsights: endpoint({ method: 'POST', path: QUERY_TAX_INSIGHTS_PATH, request: taxInsightsRequestSchema, response: taxInsightsResponseSchema }),
} as const;
