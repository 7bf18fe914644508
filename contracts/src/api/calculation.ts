// api-gateway/calculation/* (spec 3 §7), served by calc. Body {taxReturnId}; the answer's `data` holds the
// federal result, the state result, or both (spec 3 §3). A non-OK answer is {error}, shown as 'API Error: {error}'.
import { z } from 'zod';
import { endpoint } from './common';
import { FILING_STATUSES } from '../form';

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

// The engine's results as JSON (engine/src/index.ts computeReturn; the engine's types are checked against these
// in engine/src/resultSchema.test.ts). Spec 3 §3 names first, then the engine's own lines with their explanations.

/** One computed line with its explanation (engine/src/explain.ts). */
export const explainedLineSchema = z.object({
  /** Stable id, e.g. 'form1040.line11'. */
  id: z.string(),
  /** What the line is, in the IRS's words. */
  label: z.string(),
  value: z.number(),
  /** The formula in words, naming its inputs. */
  formula: z.string(),
  /** Each input line id with its value, or 'entered on the form'. */
  inputs: z.record(z.string(), z.union([z.number(), z.string()])),
  /** IRS form and line, publication or statute. */
  source: z.string(),
  /** Why, when an assumption was made. */
  note: z.string().optional(),
});
export type ExplainedLine = z.infer<typeof explainedLineSchema>;

export const federalCreditsSchema = z.object({
  /** Form 1040 line 19 (Schedule 8812 line 14). */
  childTaxCredit: z.number(),
  /** Form 1040 line 28 (Schedule 8812 line 27). */
  additionalChildTaxCredit: z.number(),
  /** Schedule 3 line 2 (Form 2441 line 11). */
  childAndDependentCare: z.number(),
  /** Schedule 3 line 3 (Form 8863 line 19). */
  educationNonrefundable: z.number(),
  /** Form 1040 line 29 (Form 8863 line 8). */
  americanOpportunityRefundable: z.number(),
  /** Schedule 3 line 4 (Form 8880 line 12). */
  saversCredit: z.number(),
  /** Schedule 3 line 5a (Form 5695 line 15). */
  residentialCleanEnergy: z.number(),
  /** Form 5695 line 16. */
  residentialCleanEnergyCarryforward: z.number(),
  /** Schedule 3 line 6c (Form 8839 line 16). */
  adoption: z.number(),
  adoptionCarryforward: z.number(),
  /** Form 1040 line 27. */
  earnedIncomeCredit: z.number(),
  /** Schedule 3 line 11 (Form 1040 line 31): a payment, counted with the refundable credits. */
  excessSocialSecurityWithheld: z.number(),
});
export type FederalCredits = z.infer<typeof federalCreditsSchema>;

export const federalResultSchema = z.object({
  taxYear: z.literal(2024),
  filingStatus: z.enum(FILING_STATUSES),
  dependentsCount: z.number(),
  // Spec 3 §3 "Federal result (server form)"
  /** Form 1040 line 11. */
  agi: z.number(),
  /** Form 1040 line 15. */
  taxableIncome: z.number(),
  /** Tax before any credit: Form 1040 line 18 + line 23. */
  taxLiability: z.number(),
  /** Nonrefundable credits (line 21) + refundable credits and other payments of line 32. */
  totalCredits: z.number(),
  /** taxLiability - totalCredits (negative when refundable credits exceed the tax). */
  taxAfterCredits: z.number(),
  /** Withholding (line 25d) + estimated payments (line 26). */
  totalWithholdings: z.number(),
  /** Positive = refund (line 34), negative = amount due (line 37). */
  refundOwed: z.number(),
  // Spec 3 §3 "Federal result (local fallback and full form)"
  /** Form 1040 line 9. */
  totalIncome: z.number(),
  /** Form 1040 line 16. */
  regularTax: z.number(),
  /** Schedule 2 line 4. */
  selfEmploymentTax: z.number(),
  /** Form 1040 line 24. */
  totalTax: z.number(),
  /** Form 1040 line 33. */
  totalPayments: z.number(),
  /** Form 1040 line 34. */
  refund: z.number(),
  /** Form 1040 line 37. */
  amountDue: z.number(),
  /** The standard deduction the return is entitled to (Form 1040 line 12 when not itemizing). */
  standardDeduction: z.number(),
  /** Schedule A line 17 (computed even when the standard deduction is larger). */
  itemizedDeductions: z.number(),
  deductionType: z.enum(['standard', 'itemized']),
  /** Schedule 1 line 26 (Form 1040 line 10). */
  aboveLineDeductions: z.number(),
  /** Schedule D line 16: net gain or loss before the 3,000 loss limit (Form 1040 line 7 is `capitalGainOrLoss`). */
  netCapitalGain: z.number(),
  /** Form 1040 line 7: Schedule D line 16 if a gain, else line 21 (the loss allowed this year). */
  capitalGainOrLoss: z.number(),
  /** Loss allowed this year (Schedule D line 21, as a positive amount). */
  capitalLossDeduction: z.number(),
  /** Capital loss carried to 2025 (Capital Loss Carryover Worksheet, short + long term). */
  capitalLossCarryforward: z.number(),
  /** Form 1040 line 13. */
  qbiDeduction: z.number(),
  // The engine's further figures
  /** Schedule 2 line 2 (Form 6251 line 11). */
  alternativeMinimumTax: z.number(),
  /** Schedule 2 line 11 (Form 8959 line 18). */
  additionalMedicareTax: z.number(),
  /** Schedule 2 line 12 (Form 8960 line 17). */
  netInvestmentIncomeTax: z.number(),
  /** Form 1040 line 21. */
  nonrefundableCredits: z.number(),
  /** Form 1040 line 32. */
  refundableCredits: z.number(),
  credits: federalCreditsSchema,
  /** Form 1040 line 25d. */
  withholding: z.number(),
  /** Form 1040 line 26. */
  estimatedTaxPayments: z.number(),
  /** Rate of the bracket the last dollar of taxable income falls in (decimal). */
  marginalRate: z.number(),
  /** totalTax / totalIncome (decimal; 0 when no income). */
  effectiveRate: z.number(),
  /** Every computed line with its formula, inputs and source, keyed by line id. */
  lines: z.record(z.string(), explainedLineSchema),
});
export type FederalResult = z.infer<typeof federalResultSchema>;

const namedAmountSchema = z.object({ name: z.string(), amount: z.number(), source: z.string() });

/** One row of the State Tax Calculation card with its explanation. */
export const stateLineSchema = z.object({
  /** Card row key, e.g. 'taxableIncome'. */
  key: z.string(),
  label: z.string(),
  amount: z.number(),
  /** The formula with its inputs, in words. */
  formula: z.string(),
  /** The state's rule: form and line, statute or instruction page. */
  source: z.string(),
});
export type StateLine = z.infer<typeof stateLineSchema>;

export const stateCreditSchema = z.object({ name: z.string(), amount: z.number(), refundable: z.boolean(), source: z.string() });

export const stateBreakdownSchema = z.object({
  /** What the state starts from: 'federal-agi', 'federal-taxable-income', 'state-gross-income', ... */
  incomeStartingPoint: z.string(),
  additions: z.array(namedAmountSchema),
  subtractions: z.array(namedAmountSchema),
  brackets: z.array(z.object({ min: z.number(), max: z.number().nullable(), rate: z.number(), amountTaxed: z.number(), tax: z.number() })),
  /** Credits against state tax (spec 3 §3 "breakdown (including credits)"). */
  credits: z.array(stateCreditSchema),
  totalCredits: z.number(),
  /**
   * Each local tax apart from the state tax (ARCHITECTURE decision 9): its own W-2 box 19 withholding and its own
   * refund or amount due; `estimated` when the locality is not known and the spec's rate is shown as an estimate.
   */
  localTaxes: z.array(
    z.object({
      jurisdiction: z.string(),
      base: z.number(),
      rate: z.number(),
      amount: z.number(),
      formula: z.string(),
      source: z.string(),
      estimated: z.boolean().default(false),
      withholding: z.number().default(0),
      refund: z.number().default(0),
      amountDue: z.number().default(0),
    }),
  ),
  /** days/365 for a part-year period (spec 3 §4), the state-source share for a nonresident, else 1. */
  allocationRatio: z.number(),
  fullYearTaxableIncome: z.number(),
  fullYearTax: z.number(),
  /** Every row of the card with its formula and source, in card order. */
  lines: z.array(stateLineSchema),
});

/** One state of spec 3 §3 "State result". */
export const stateTaxResultSchema = z.object({
  state: z.string(),
  stateName: z.string(),
  taxType: z.enum(['none', 'flat', 'progressive', 'limited']),
  residentType: z.enum(['resident', 'part-year', 'nonresident']),
  daysInState: z.number(),
  grossIncome: z.number(),
  adjustedGrossIncome: z.number(),
  federalAgiBase: z.number(),
  stateDeductions: z.number(),
  personalExemptions: z.number(),
  /** Prorated for days (spec 3 §4). */
  taxableIncome: z.number(),
  regularTax: z.number(),
  /** Total credits (the card shows "Tax Credits" only when above 0). */
  credits: z.number(),
  /** The local taxes' total, apart: not part of stateTax. */
  localTax: z.number(),
  /** Regular tax - credits, not below 0 (local taxes are apart). */
  stateTax: z.number(),
  withholdings: z.number(),
  /** 2024 estimated payments and overpayment applied for this state (issue 9 item 2); absent in older answers. */
  estimatedPayments: z.number().default(0),
  refund: z.number(),
  amountDue: z.number(),
  /** The local taxes' own W-2 box 19 withholding, refund and amount due (issue 9 item 1); absent in older answers. */
  localWithholdings: z.number().default(0),
  localRefund: z.number().default(0),
  localAmountDue: z.number().default(0),
  marginalRate: z.number(),
  effectiveRate: z.number(),
  /** Why the tax is 0 for an untaxed state, else null. */
  noTaxReason: z.string().nullable(),
  breakdown: stateBreakdownSchema,
  calculationDetails: z.array(z.string()),
});
export type StateTaxResult = z.infer<typeof stateTaxResultSchema>;

export const stateResultSchema = z.object({
  states: z.array(stateTaxResultSchema),
  totalStateTax: z.number(),
  totalWithholdings: z.number(),
  totalRefund: z.number(),
  totalAmountDue: z.number(),
  /** The local taxes apart, over every state (issue 9 item 1); absent in older answers. */
  totalLocalTax: z.number().default(0),
  totalLocalWithholdings: z.number().default(0),
  totalLocalRefund: z.number().default(0),
  totalLocalAmountDue: z.number().default(0),
});
export type StateResult = z.infer<typeof stateResultSchema>;

export const fullCalculationSchema = z.object({ federal: federalResultSchema, state: stateResultSchema });
export type FullCalculation = z.infer<typeof fullCalculationSchema>;

export const federalCalculationResponseSchema = z.object({ data: federalResultSchema });
export const stateCalculationResponseSchema = z.object({ data: stateResultSchema });
export const fullCalculationResponseSchema = z.object({ data: fullCalculationSchema });

/** Where calc mounts these routes (behind its sign-in guard). */
export const CALCULATION_BASE_PATH = '/api/api-gateway/calculation';
export const calculationApi = {
  calculateFederal: endpoint({ method: 'POST', path: `${CALCULATION_BASE_PATH}/calculate-federal`, request: calculationRequestSchema, response: federalCalculationResponseSchema }),
  calculateState: endpoint({ method: 'POST', path: `${CALCULATION_BASE_PATH}/calculate-state`, request: calculationRequestSchema, response: stateCalculationResponseSchema }),
  calculateFull: endpoint({ method: 'POST', path: `${CALCULATION_BASE_PATH}/calculate-full`, request: calculationRequestSchema, response: fullCalculationResponseSchema }),
} as const;
