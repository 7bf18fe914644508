// POST /api/functions/query-tax-insights (spec 1 §7.3): the field coach's answer for one field.
import { Router } from 'express';
import { parseWith, requireUser } from '@taxapp/platform';
import { QUERY_TAX_INSIGHTS_PATH, taxInsightsRequestSchema, type TaxInsightsResponse } from '@taxapp/contracts/insights';
import { insightsFor } from '../knowledge/lookup';
import type { Rephraser } from '../rephrase';

export function taxInsightsRouter(deps: { rephrase: Rephraser | null }): Router {
  const router = Router();
  router.post(QUERY_TAX_INSIGHTS_PATH, requireUser, async (req, res) => {
    const input = parseWith(taxInsightsRequestSchema, req.body ?? {});
    const answer = insightsFor(input.fieldName, input.fieldValue, input.formData ?? {});
    const response: TaxInsightsResponse = deps.rephrase ? await deps.rephrase(input.fieldName, answer) : answer;
    res.json(response);
  });
  return router;
}
