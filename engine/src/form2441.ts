// Form 2441 (2024), Child and Dependent Care Expenses (nonrefundable for 2024).
import type { FilingStatus } from '@taxapp/contracts/form';
import {
  CARE_CREDIT_AGI_START, CARE_CREDIT_AGI_STEP, CARE_CREDIT_MAX_RATE, CARE_CREDIT_MIN_RATE, CARE_EXPENSE_LIMIT_ONE,
  CARE_EXPENSE_LIMIT_TWO,
} from './years/2024';

/** Line 8: 35% less 1 point for each 2,000 (or part) of AGI over 15,000, not below 20%. */
export function careCreditRate(agi: number): number {
  if (agi <= CARE_CREDIT_AGI_START) return CARE_CREDIT_MAX_RATE;
  const steps = Math.ceil((agi - CARE_CREDIT_AGI_START) / CARE_CREDIT_AGI_STEP);
  return Math.max(CARE_CREDIT_MIN_RATE, Math.round((CARE_CREDIT_MAX_RATE - steps * 0.01) * 100) / 100);
}

export interface Form2441Input {
  status: FilingStatus;
  qualifyingPersons: number;
  expenses: number;
  /** Excluded dependent care benefits (Part III line 25), which reduce the expense limit (line 31). */
  excludedBenefits: number;
  taxpayerEarnedIncome: number;
  /** Null when not married filing jointly. */
  spouseEarnedIncome: number | null;
  agi: number;
  /** Credit Limit Worksheet: Form 1040 line 18 less Schedule 3 line 1. */
  taxLimit: number;
}

export interface Form2441Result {
  line3: number;
  line6: number;
  line8: number;
  line9: number;
  credit: number;
}

export function form2441(input: Form2441Input): Form2441Result {
  const zero = { line3: 0, line6: 0, line8: 0, line9: 0, credit: 0 };
  if (input.status === 'married-separate' || input.qualifyingPersons === 0 || input.expenses <= 0) return zero;
  const limit = input.qualifyingPersons >= 2 ? CARE_EXPENSE_LIMIT_TWO : CARE_EXPENSE_LIMIT_ONE;
  const line3 = Math.min(input.expenses, Math.max(0, limit - input.excludedBenefits)); // lines 2-3 and 27-31
  const line4 = input.taxpayerEarnedIncome;
  const line5 = input.spouseEarnedIncome === null ? line4 : input.spouseEarnedIncome;
  const line6 = Math.max(0, Math.min(line3, line4, line5));
  const line8 = careCreditRate(input.agi);
  const line9 = Math.round(line6 * line8);
  return { line3, line6, line8, line9, credit: Math.min(line9, Math.max(0, input.taxLimit)) };
}
