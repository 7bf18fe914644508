// Form 1040 line 12: the standard deduction (Standard Deduction Chart, i1040) or Schedule A (2024).
import type { FilingStatus } from '@taxapp/contracts/form';
import {
  ADDITIONAL_STANDARD_DEDUCTION, CASUALTY_LOSS_AGI_RATE, CASUALTY_LOSS_FLOOR, CHARITABLE_CASH_LIMIT_RATE,
  CHARITABLE_FIFTY_PERCENT_RATE, CHARITABLE_NONCASH_LIMIT_RATE, DEPENDENT_EARNED_INCOME_ADDITION, DEPENDENT_STANDARD_DEDUCTION_MINIMUM,
  LONG_TERM_CARE_PREMIUM_LIMITS, MEDICAL_FLOOR_RATE, SALT_CAP,
  STANDARD_DEDUCTION,
} from './years/2024';

/** Standard deduction plus 1,550 / 1,950 for each box checked (65 or older, blind) for you and your spouse. */
export function standardDeduction(status: FilingStatus, boxesChecked: number): number {
  return STANDARD_DEDUCTION[status] + boxesChecked * ADDITIONAL_STANDARD_DEDUCTION[status];
}

/**
 * i1040 (2024) line 12, 'Standard Deduction Worksheet for Dependents': line 3 = the larger of 1,300 or earned income
 * + 450 (lines 1-2); line 5a = the smaller of line 3 or the basic standard deduction (line 4); line 5b adds 1,950
 * (single, HOH) or 1,550 (married) for each 65-or-older or blind box; line 5c is the total.
 */
export function dependentStandardDeduction(status: FilingStatus, earnedIncome: number, boxesChecked: number): number {
  const line3 = Math.max(DEPENDENT_STANDARD_DEDUCTION_MINIMUM, earnedIncome + DEPENDENT_EARNED_INCOME_ADDITION);
  const line5a = Math.min(line3, STANDARD_DEDUCTION[status]);
  return line5a + boxesChecked * ADDITIONAL_STANDARD_DEDUCTION[status];
}

/** RP 2023-34 §3.20: the deductible part of long-term care premiums for a person of this age (unknown age: 40 or less). */
export function longTermCarePremiumLimit(age: number | null): number {
  const a = age ?? 0;
  for (const row of LONG_TERM_CARE_PREMIUM_LIMITS) if (a <= row.maxAge) return row.limit;
  return LONG_TERM_CARE_PREMIUM_LIMITS[LONG_TERM_CARE_PREMIUM_LIMITS.length - 1].limit;
}

export interface ItemizedInputs {
  medical: number;
  stateLocalIncomeOrSalesTax: number;
  realEstateTax: number;
  personalPropertyTax: number;
  mortgageInterest: number;
  investmentInterest: number;
  netInvestmentIncome: number;
  charitableCash: number;
  charitableNoncash: number;
  charitableCarryover: number;
  casualtyLoss: number;
}

export interface ScheduleAResult {
  /** Line 1: medical and dental expenses before the 7.5% floor. */
  line1: number;
  line4: number;
  line5a: number;
  line5b: number;
  line5c: number;
  line5e: number;
  line7: number;
  line8a: number;
  line9: number;
  line10: number;
  line11: number;
  line12: number;
  line13: number;
  line14: number;
  line15: number;
  line17: number;
  charitableCarryforward: number;
}

/** Schedule A (Form 1040) 2024, lines 1-17. All amounts in dollars, rounded by the caller. */
export function scheduleA(inputs: ItemizedInputs, agi: number, status: FilingStatus): ScheduleAResult {
  const positiveAgi = Math.max(0, agi);
  // Lines 1-4: medical and dental expenses above 7.5% of AGI.
  const line4 = Math.max(0, inputs.medical - positiveAgi * MEDICAL_FLOOR_RATE);
  // Lines 5a-5e: state and local taxes, capped at 10,000 (5,000 MFS).
  const line5a = inputs.stateLocalIncomeOrSalesTax;
  const line5b = inputs.realEstateTax;
  const line5c = inputs.personalPropertyTax;
  const line5e = Math.min(line5a + line5b + line5c, SALT_CAP[status]);
  const line7 = line5e;
  // Line 8a: home mortgage interest (Form 1098); line 9: investment interest up to net investment income (Form 4952).
  const line8a = inputs.mortgageInterest;
  const line9 = Math.min(inputs.investmentInterest, Math.max(0, inputs.netInvestmentIncome));
  const line10 = line8a + line9;
  // Lines 11-14: gifts to charity within the AGI limits of Pub 526: cash 60%; property (treated as capital gain
  // property) 30%, and not more than 50% of AGI less the cash gifts; the 2023 carryover is treated as cash.
  const cash = inputs.charitableCash + inputs.charitableCarryover;
  const line11 = Math.min(cash, positiveAgi * CHARITABLE_CASH_LIMIT_RATE);
  const line12 = Math.min(
    inputs.charitableNoncash,
    positiveAgi * CHARITABLE_NONCASH_LIMIT_RATE,
    Math.max(0, positiveAgi * CHARITABLE_FIFTY_PERCENT_RATE - cash),
  );
  const line14 = line11 + line12;
  const charitableCarryforward = Math.max(0, cash + inputs.charitableNoncash - line14);
  // Line 15: casualty loss from a federally declared disaster (Form 4684): 100 per event and 10% of AGI.
  const line15 = Math.max(0, inputs.casualtyLoss - CASUALTY_LOSS_FLOOR - positiveAgi * CASUALTY_LOSS_AGI_RATE);
  const line17 = line4 + line7 + line10 + line14 + line15;
  return { line1: inputs.medical, line4, line5a, line5b, line5c, line5e, line7, line8a, line9, line10, line11, line12, line13: 0, line14, line15, line17, charitableCarryforward };
}
