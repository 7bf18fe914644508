// Form 2441 (2024), Child and Dependent Care Expenses (nonrefundable for 2024).
import type { FilingStatus } from '@taxapp/contracts/form';
import {
  CARE_CREDIT_AGI_START, CARE_CREDIT_AGI_STEP, CARE_CREDIT_MAX_RATE, CARE_CREDIT_MIN_RATE, CARE_EXPENSE_LIMIT_ONE,
  CARE_EXPENSE_LIMIT_TWO, DEPENDENT_CARE_EXCLUSION,
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
  // Part III lines 27-31 (line 28 = the excluded benefits; no deductible benefits here): line 29 = the limit
  // less line 28; line 30 = the expenses less what the benefits paid for ("don't include ... any benefits
  // shown on line 28"); line 31 (to line 3) = the smaller of the two. Without benefits, line 3 = the smaller
  // of the expenses or the limit (line 2 column (d), line 3).
  const benefits = Math.max(0, input.excludedBenefits);
  const line29 = Math.max(0, limit - benefits);
  const line30 = Math.max(0, input.expenses - benefits);
  const line3 = Math.min(line29, line30);
  const line4 = input.taxpayerEarnedIncome;
  const line5 = input.spouseEarnedIncome === null ? line4 : input.spouseEarnedIncome;
  const line6 = Math.max(0, Math.min(line3, line4, line5));
  const line8 = careCreditRate(input.agi);
  const line9 = Math.round(line6 * line8);
  return { line3, line6, line8, line9, credit: Math.min(line9, Math.max(0, input.taxLimit)) };
}

/**
 * Form 2441 (2024) Part III, lines 12-26: how much of the W-2 box 10 dependent care benefits is excluded
 * from income (line 25) and how much is taxable wages (line 26, Form 1040 line 1e). The exclusion reaches
 * only the care expenses incurred (line 17: the smaller of the benefits or the expenses), each spouse's
 * earned income (lines 18-20) and 5,000 (2,500 married filing separately, line 21): benefits with no care
 * expenses are all taxable.
 */
export interface Form2441PartIIIInput {
  status: FilingStatus;
  /** Line 12: W-2 box 10 of both spouses. */
  benefits: number;
  /** Line 13: benefits carried over from 2023 (grace period) and used in 2024. */
  carriedOver?: number;
  /** Line 14: benefits forfeited or carried to 2025. */
  forfeitedOrCarriedForward?: number;
  /** Line 16: qualified care expenses incurred in 2024. */
  expenses: number;
  /** Line 18. */
  taxpayerEarnedIncome: number;
  /** Line 19: the spouse's earned income on a joint return; null uses line 18. */
  spouseEarnedIncome: number | null;
  /** Line 22: benefits from your own sole proprietorship or partnership (deductible part, line 24). */
  ownBusinessBenefits?: number;
}

export interface Form2441PartIIIResult {
  line15: number;
  line17: number;
  line20: number;
  line21: number;
  line24: number;
  line25: number;
  line26: number;
}

export function form2441PartIII(input: Form2441PartIIIInput): Form2441PartIIIResult {
  const line15 = Math.max(0, input.benefits + (input.carriedOver ?? 0) - (input.forfeitedOrCarriedForward ?? 0));
  const line17 = Math.min(line15, Math.max(0, input.expenses));
  const line18 = Math.max(0, input.taxpayerEarnedIncome);
  const line19 = input.spouseEarnedIncome === null ? line18 : Math.max(0, input.spouseEarnedIncome);
  const line20 = Math.min(line17, line18, line19);
  const line21 = input.status === 'married-separate' ? DEPENDENT_CARE_EXCLUSION / 2 : DEPENDENT_CARE_EXCLUSION;
  const line22 = Math.max(0, input.ownBusinessBenefits ?? 0);
  const line23 = line15 - line22;
  const line24 = line22 > 0 ? Math.min(line20, line21, line22) : 0;
  const line25 = Math.min(line20, line21) - line24;
  const line26 = Math.max(0, line23 - line25);
  return { line15, line17, line20, line21, line24, line25, line26 };
}
