// api-gateway/calculation/* (spec 3 §7), served by calc. Body {taxReturnId}; the answer's `data` holds the
// federal result, the state result, or both (spec 3 §3). A non-OK answer is {error}, shown as 'API Error: {error}'.
import { z } from 'zod';
import { endpoint } from './common';

export const CALCULATION_ERRORS = {
  /** spec 3 §5 */
  noTaxReturnId: 'No tax return ID provided',
  /** spec 3 §8 'No Tax Return' toast text, for a return without a saved form. */
  noForm: 'Please complete your tax information first.',
} as const;

export const calculationRequestSchema = z.object({
  taxReturnId: z.string({ error: CALCULATION_ERRORS.noTaxReturnId }).trim().min(1, CALCULATION_ERRORS.noTaxReturnId),
});
export type CalculationRequest = z.infer<typeof calculationRequestSchema>;

/** The engine's results (engine/src/index.ts: FederalResult, StateResult); lines serialise keyed by line id. */
const resultSchema = z.record(z.string(), z.unknown());
export const federalCalculationResponseSchema = z.object({ data: resultSchema });
export const stateCalculationResponseSchema = z.object({ data: resultSchema });
export const fullCalculationResponseSchema = z.object({ data: z.object({ federal: resultSchema, state: resultSchema }) });

const base = '/api/api-gateway/calculation';
export const calculationApi = {
  calculateFederal: endpoint({ method: 'POST', path: `${base}/calculate-federal`, request: calculationRequestSchema, response: federalCalculationResponseSchema }),
  calculateState: endpoint({ method: 'POST', path: `${base}/calculate-state`, request: calculationRequestSchema, response: stateCalculationResponseSchema }),
  calculateFull: endpoint({ method: 'POST', path: `${base}/calculate-full`, request: calculationRequestSchema, response: fullCalculationResponseSchema }),
} as const;
