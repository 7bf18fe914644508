// Schedule 1 (Form 1040) 2024, Part II: the worksheets behind the adjustments to income.
import type { FilingStatus } from '@taxapp/contracts/form';
import {
  DEFINED_CONTRIBUTION_LIMIT, ELECTIVE_DEFERRAL_CATCH_UP, ELECTIVE_DEFERRAL_LIMIT, HSA_CATCH_UP, HSA_LIMIT_FAMILY,
  HSA_LIMIT_SELF_ONLY, IRA_CATCH_UP, IRA_LIMIT, IRA_PHASEOUT_COVERED, IRA_PHASEOUT_SPOUSE_COVERED, SELF_EMPLOYED_PLAN_RATE,
  STUDENT_LOAN_INTEREST_LIMIT, STUDENT_LOAN_PHASEOUT,
} from './years/2024';

/** Schedule 1 line 21, Student Loan Interest Deduction Worksheet (i1040): 2,500 cap, phase-out by MAGI; none for MFS. */
export function studentLoanInterestDeduction(interestPaid: number, modifiedAgi: number, status: FilingStatus): number {
  const phaseout = STUDENT_LOAN_PHASEOUT[status];
  if (!phaseout || interestPaid <= 0) return 0;
  const line1 = Math.min(interestPaid, STUDENT_LOAN_INTEREST_LIMIT);
  if (modifiedAgi <= phaseout.start) return line1;
  // Line 6: (MAGI - start) / range, "rounded to at least three places"; line 7 = line 1 x line 6.
  const ratio = Math.min(1, Math.round(((modifiedAgi - phaseout.start) / phaseout.range) * 1000) / 1000);
  return Math.max(0, line1 - line1 * ratio);
}

/** Pub 590-A (2024) Worksheet 1-2: the IRA deduction limit of one person after the phase-out. */
export function iraDeductionLimit(limit: number, modifiedAgi: number, phaseout: { start: number; range: number } | null): number {
  if (!phaseout || modifiedAgi <= phaseout.start) return limit;
  const end = phaseout.start + phaseout.range;
  if (modifiedAgi >= end) return 0;
  // Lines 3-7: (end - MAGI) x limit / range, rounded up to the next 10; at least 200 if above 0.
  const allowed = Math.ceil(((end - modifiedAgi) * limit) / phaseout.range / 10) * 10;
  return Math.min(limit, Math.max(200, allowed));
}

export interface IraPerson {
  age50: boolean;
  compensation: number;
  covered: boolean;
}

/** The phase-out range that applies to one person (Pub 590-A Tables 1-2 and 1-3). */
export function iraPhaseout(status: FilingStatus, person: IraPerson, spouse: IraPerson | null): { start: number; range: number } | null {
  if (person.covered) return IRA_PHASEOUT_COVERED[status];
  if (status === 'married-joint' && spouse?.covered) return IRA_PHASEOUT_SPOUSE_COVERED;
  // MFS not covered but spouse covered also phases out at 0-10,000; spouse's coverage is unknown for MFS.
  return null;
}

/**
 * Schedule 1 line 20 (IRA Deduction Worksheet, i1040; Pub 590-A): contributions are allocated to the
 * taxpayer first, then to the spouse (married filing jointly), each limited to 7,000 (+1,000 at 50),
 * to taxable compensation (combined for a spousal IRA) and to the phase-out of a workplace plan.
 */
export function iraDeduction(contributions: number, modifiedAgi: number, status: FilingStatus, taxpayer: IraPerson, spouse: IraPerson | null): number {
  if (contributions <= 0) return 0;
  const people = spouse ? [taxpayer, spouse] : [taxpayer];
  const combinedCompensation = people.reduce((sum, p) => sum + Math.max(0, p.compensation), 0);
  let left = contributions;
  let compensationLeft = combinedCompensation;
  let deduction = 0;
  for (const person of people) {
    const base = IRA_LIMIT + (person.age50 ? IRA_CATCH_UP : 0);
    const contributed = Math.min(left, base, compensationLeft);
    left -= contributed;
    compensationLeft -= contributed;
    const partner = person === taxpayer ? spouse : taxpayer;
    const limit = iraDeductionLimit(base, modifiedAgi, iraPhaseout(status, person, partner));
    deduction += Math.min(contributed, limit);
  }
  return deduction;
}

/**
 * Form 8889 (2024) line 13: contributions up to the limit less employer contributions (W-2 box 12 code W).
 * age55: the account holder is 55 or older, or (a joint return's one amount) how many spouses are: each adds
 * its own 1,000 catch-up (Form 8889 line 7 of each spouse's form).
 */
export function hsaDeduction(contributions: number, familyCoverage: boolean, age55: boolean | number, employerContributions: number): number {
  if (contributions <= 0) return 0;
  const catchUps = typeof age55 === 'number' ? age55 : age55 ? 1 : 0;
  const limit = (familyCoverage ? HSA_LIMIT_FAMILY : HSA_LIMIT_SELF_ONLY) + catchUps * HSA_CATCH_UP;
  return Math.min(contributions, Math.max(0, limit - employerContributions));
}

/**
 * Schedule 1 line 16 (Pub 560, deduction worksheet for self-employed): the larger plan that may have been
 * used, a solo 401(k): elective deferral (23,000, +7,500 at 50, less W-2 deferrals) + 20% of net earnings
 * less half SE tax, capped at 69,000 (+7,500).
 */
export function selfEmployedRetirementDeduction(contributions: number, netProfit: number, halfSeTax: number, age50: boolean, w2Deferrals: number): number {
  if (contributions <= 0) return 0;
  const earnings = Math.max(0, netProfit - halfSeTax);
  if (earnings === 0) return 0;
  const deferral = Math.max(0, ELECTIVE_DEFERRAL_LIMIT + (age50 ? ELECTIVE_DEFERRAL_CATCH_UP : 0) - w2Deferrals);
  const employer = earnings * SELF_EMPLOYED_PLAN_RATE;
  const limit = Math.min(earnings, Math.min(deferral, earnings) + employer, DEFINED_CONTRIBUTION_LIMIT + (age50 ? ELECTIVE_DEFERRAL_CATCH_UP : 0));
  return Math.min(contributions, limit);
}

/** Schedule 1 line 17 (Form 7206): premiums limited to net profit less half SE tax and the plan deduction. */
export function selfEmployedHealthInsuranceDeduction(premiums: number, netProfit: number, halfSeTax: number, retirementDeduction: number): number {
  if (premiums <= 0) return 0;
  return Math.min(premiums, Math.max(0, netProfit - halfSeTax - retirementDeduction));
}
