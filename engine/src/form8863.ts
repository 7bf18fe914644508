// Form 8863 (2024), Education Credits: American opportunity (Part I/III) and lifetime learning (Part II).
import type { FilingStatus } from '@taxapp/contracts/form';
import {
  AOTC_FIRST_TIER, AOTC_REFUNDABLE_RATE, AOTC_SECOND_TIER, AOTC_SECOND_TIER_RATE, EDUCATION_PHASEOUT_END, EDUCATION_PHASEOUT_RANGE,
  LLC_EXPENSE_LIMIT, LLC_RATE,
} from './years/2024';

/** Part III line 30 for one student: 100% of the first 2,000 and 25% of the next 2,000. */
export function americanOpportunityTentative(expenses: number): number {
  const e = Math.max(0, expenses);
  return Math.min(e, AOTC_FIRST_TIER) + Math.max(0, Math.min(e - AOTC_FIRST_TIER, AOTC_SECOND_TIER)) * AOTC_SECOND_TIER_RATE;
}

/** Lines 3-6 / 13-17: (end - MAGI) / range, rounded to three places, between 0 and 1. */
export function educationPhaseoutFraction(modifiedAgi: number, status: FilingStatus): number {
  const joint = status === 'married-joint';
  const end = joint ? EDUCATION_PHASEOUT_END.joint : EDUCATION_PHASEOUT_END.single;
  const range = joint ? EDUCATION_PHASEOUT_RANGE.joint : EDUCATION_PHASEOUT_RANGE.single;
  if (modifiedAgi >= end) return 0;
  if (modifiedAgi <= end - range) return 1;
  return Math.round(((end - modifiedAgi) / range) * 1000) / 1000;
}

export interface Form8863Result {
  /** Line 8: refundable American opportunity credit (Form 1040 line 29). */
  refundable: number;
  /** Line 9: nonrefundable part of the AOTC. */
  aotcNonrefundable: number;
  /** Line 18: lifetime learning credit before the tax limit. */
  lifetimeLearning: number;
  /** Line 19: nonrefundable education credits (Schedule 3 line 3), after the Credit Limit Worksheet. */
  nonrefundable: number;
}

/** One amount of AOTC expenses shared equally by `students` (at least 1): when the students' own amounts are not known. */
export function form8863(aotcExpenses: number, students: number, llcExpenses: number, modifiedAgi: number, status: FilingStatus, taxLimit: number): Form8863Result {
  const n = Math.max(1, students);
  return form8863ByStudent(aotcExpenses > 0 ? Array.from({ length: n }, () => aotcExpenses / n) : [], llcExpenses, modifiedAgi, status, taxLimit);
}

/**
 * aotcExpensesByStudent: Part III line 27 of each student who passes the AOTC tests (lines 23-26), adjusted
 * qualified expenses (1098-T box 1 less box 5); line 1 adds each student's line 30. llcExpenses: the line 31s of
 * the other students, added (line 10).
 */
export function form8863ByStudent(aotcExpensesByStudent: readonly number[], llcExpenses: number, modifiedAgi: number, status: FilingStatus, taxLimit: number): Form8863Result {
  const aotcExpenses = aotcExpensesByStudent.reduce((sum, expenses) => sum + Math.max(0, expenses), 0);
  if (status === 'married-separate' || (aotcExpenses <= 0 && llcExpenses <= 0)) return { refundable: 0, aotcNonrefundable: 0, lifetimeLearning: 0, nonrefundable: 0 };
  const fraction = educationPhaseoutFraction(modifiedAgi, status);
  const line1 = aotcExpensesByStudent.reduce((sum, expenses) => sum + americanOpportunityTentative(expenses), 0);
  const line7 = line1 * fraction;
  const refundable = Math.round(line7 * AOTC_REFUNDABLE_RATE); // line 8
  const aotcNonrefundable = Math.round(line7 - refundable); // line 9
  const line12 = Math.min(Math.max(0, llcExpenses), LLC_EXPENSE_LIMIT) * LLC_RATE; // lines 10-12
  const lifetimeLearning = Math.round(line12 * fraction); // line 18
  const nonrefundable = Math.min(aotcNonrefundable + lifetimeLearning, Math.max(0, taxLimit)); // line 19
  return { refundable, aotcNonrefundable, lifetimeLearning, nonrefundable };
}
