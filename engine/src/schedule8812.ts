// Schedule 8812 (Form 1040) 2024: child tax credit, credit for other dependents, additional child tax credit.
import type { FilingStatus } from '@taxapp/contracts/form';
import {
  ADDITIONAL_CHILD_TAX_CREDIT_MAX, CHILD_TAX_CREDIT, CTC_EARNED_INCOME_FLOOR, CTC_PHASEOUT_START, CTC_REFUNDABLE_RATE,
  OTHER_DEPENDENT_CREDIT,
} from './years/2024';

export interface Schedule8812Input {
  qualifyingChildren: number;
  otherDependents: number;
  modifiedAgi: number;
  status: FilingStatus;
  /** Credit Limit Worksheet A line 3: Form 1040 line 18 less the credits of Schedule 3 lines 1-4, 5b, 6d, 6f, 6l, 6m. */
  taxLimit: number;
  earnedIncome: number;
  /** Social security and Medicare taxes withheld (W-2 boxes 4 and 6) + half... for 3+ children (Part II-B line 21-26). */
  socialSecurityAndMedicareTaxes: number;
  earnedIncomeCredit: number;
  /** Schedule 3 line 11 (excess social security tax withheld): Part II-B line 24 with the EIC. */
  excessSocialSecurity?: number;
}

export interface Schedule8812Result {
  line8: number;
  line12: number;
  /** Line 14: nonrefundable credit (Form 1040 line 19). */
  line14: number;
  /** Line 27: additional child tax credit (Form 1040 line 28). */
  line27: number;
}

export function schedule8812(input: Schedule8812Input): Schedule8812Result {
  const line4 = input.qualifyingChildren;
  const line5 = line4 * CHILD_TAX_CREDIT;
  const line7 = input.otherDependents * OTHER_DEPENDENT_CREDIT;
  const line8 = line5 + line7;
  // Lines 9-11: 50 for each 1,000 (or part of 1,000) of modified AGI over 400,000 MFJ / 200,000 others.
  const over = input.modifiedAgi - CTC_PHASEOUT_START[input.status];
  const line10 = over > 0 ? Math.ceil(over / 1000) * 1000 : 0;
  const line11 = line10 * 0.05;
  const line12 = Math.max(0, line8 - line11);
  const line13 = Math.max(0, input.taxLimit);
  const line14 = Math.min(line12, line13);
  // Part II-A: refundable part, only when line 12 exceeds line 14 and there are qualifying children.
  let line27 = 0;
  if (line4 > 0 && line12 > line14) {
    const line16a = line12 - line14;
    const line16b = line4 * ADDITIONAL_CHILD_TAX_CREDIT_MAX;
    const line17 = Math.min(line16a, line16b);
    const line18a = input.earnedIncome;
    const line19 = Math.max(0, line18a - CTC_EARNED_INCOME_FLOOR);
    const line20 = line19 * CTC_REFUNDABLE_RATE;
    if (line4 < 3 || line20 >= line17) line27 = Math.min(line17, line20);
    else {
      // Part II-B: taxes paid over the earned income credit, if larger.
      const line24 = input.earnedIncomeCredit + (input.excessSocialSecurity ?? 0);
      const line25 = Math.max(0, input.socialSecurityAndMedicareTaxes - line24);
      line27 = Math.min(line17, Math.max(line20, line25));
    }
  }
  return { line8, line12, line14, line27: Math.round(line27) };
}

/** Line 12 alone (lines 4-12): the credits before the tax limit. */
export function schedule8812Line12(qualifyingChildren: number, otherDependents: number, modifiedAgi: number, status: FilingStatus): number {
  return schedule8812({ qualifyingChildren, otherDependents, modifiedAgi, status, taxLimit: 0, earnedIncome: 0, socialSecurityAndMedicareTaxes: 0, earnedIncomeCredit: 0 }).line12;
}

export interface CreditLimitWorksheetBInput {
  /** Schedule 8812 line 12. */
  line12: number;
  /** Schedule 8812 line 4: qualifying children under 17 (the worksheet applies only when more than zero). */
  qualifyingChildren: number;
  /** Earned Income Worksheet line 7 (Schedule 8812 line 18a). */
  earnedIncome: number;
  /** W-2 boxes 4 and 6 + Schedule 1 line 15 + Schedule 2 lines 5, 6, 13 (worksheet lines 7-9). */
  socialSecurityAndMedicareTaxes: number;
  /** Form 1040 line 27 + Schedule 3 line 11 (worksheet line 10). */
  earnedIncomeCreditAndExcessSocialSecurity: number;
}

/**
 * Credit Limit Worksheet B, lines 1-14 (2024 Instructions for Schedule 8812), for returns claiming the mortgage
 * interest (8396), adoption (8839), residential clean energy (5695 Part I) or DC homebuyer (8859) credit with a
 * qualifying child: line 14 is the part of the child tax credit that cannot become refundable, which those
 * credits' own limit worksheets then take as already used (instead of Form 1040 line 19), so the refundable
 * additional child tax credit is as large as the law allows (IRC §24(d)(1)) before those carryforward credits.
 */
export function creditLimitWorksheetB(input: CreditLimitWorksheetBInput): { line5: number; line12: number; line13: number; line14: number } {
  const line1 = input.line12;
  const line2 = input.qualifyingChildren * ADDITIONAL_CHILD_TAX_CREDIT_MAX;
  const line4 = Math.max(0, input.earnedIncome - CTC_EARNED_INCOME_FLOOR);
  const line5 = line4 * CTC_REFUNDABLE_RATE;
  let line12 = line5;
  // Lines 6-11: with three or more qualifying children (line 2 at least 5,100), taxes paid over the EIC, if larger.
  if (line2 >= 3 * ADDITIONAL_CHILD_TAX_CREDIT_MAX && line5 < line1) {
    const line11 = Math.max(0, input.socialSecurityAndMedicareTaxes - input.earnedIncomeCreditAndExcessSocialSecurity);
    line12 = Math.max(line5, line11);
  }
  const line13 = Math.min(line2, line12);
  const line14 = Math.max(0, line1 - line13);
  return { line5, line12, line13, line14: Math.round(line14) };
}
