// State and Local Income Tax Refund Worksheet—Schedule 1, Line 1 (2024 Instructions for Form 1040): a refund of
// 2023 state or local income tax received in 2024 is income only as far as its deduction on the 2023 Schedule A
// lowered the 2023 tax (the tax benefit rule, Pub 525 'Recoveries').
import type { FilingStatus } from '@taxapp/contracts/form';

/** 2023 standard deduction by filing status (2023 Instructions for Form 1040, line 12; Rev. Proc. 2022-38 §3.15). */
const STANDARD_DEDUCTION_2023: Record<FilingStatus, number> = {
  single: 13_850,
  'married-separate': 13_850,
  'married-joint': 27_700,
  'qualifying-widow': 27_700,
  'head-of-household': 20_800,
};
/** Each 2023 box for 65 or older or blind: $1,500, or $1,850 when single or head of household (Rev. Proc. 2022-38 §3.15(3)). */
const ADDITIONAL_2023 = (status: FilingStatus) => (status === 'single' || status === 'head-of-household' ? 1_850 : 1_500);

export interface PriorYearFacts {
  itemized: boolean;
  salesTaxElected: boolean;
  filingStatus: FilingStatus;
  /** 2023 Schedule A line 5a (state and local income taxes), 5d, 5e and 17. */
  line5a: number;
  line5d: number;
  line5e: number;
  line17: number;
  /** Boxes for 65 or older and blind the 2023 Form 1040 had checked (0-4). */
  ageOrBlindBoxes: number;
}

export interface RefundWorksheet {
  taxable: number;
  /** How it was figured, worksheet line by line. */
  how: string;
}

/** The taxable part of `refund` (1099-G box 2 and the like), Schedule 1 line 1. */
export function taxableStateRefund(refund: number, prior: PriorYearFacts): RefundWorksheet {
  if (refund <= 0) return { taxable: 0, how: 'No state or local income tax refund.' };
  if (!prior.itemized) return { taxable: 0, how: 'The 2023 return took the standard deduction: none of the refund is taxable.' };
  if (prior.salesTaxElected) return { taxable: 0, how: 'General sales taxes were deducted in 2023, not income taxes: none of the refund is taxable.' };
  // Line 1: the refund, at most the income taxes deducted in 2023.
  const line1 = Math.min(refund, prior.line5a > 0 ? prior.line5a : prior.line5d);
  // Lines 2-3: the part of the 2023 state and local taxes the $10,000 cap ($5,000 MFS) left undeducted absorbs the refund first.
  const line2 = Math.max(0, prior.line5d - prior.line5e);
  if (line1 <= line2) return { taxable: 0, how: `Refund ${line1} is no more than the 2023 taxes over the cap (line 5d ${prior.line5d} - line 5e ${prior.line5e} = ${line2}): none is taxable.` };
  const line3 = line1 - line2;
  // Lines 4-8: the itemized deductions over the standard deduction the 2023 return could have taken.
  const line5 = STANDARD_DEDUCTION_2023[prior.filingStatus];
  const line6 = prior.ageOrBlindBoxes * ADDITIONAL_2023(prior.filingStatus);
  const line7 = line5 + line6;
  if (line7 >= prior.line17) return { taxable: 0, how: `2023 itemized deductions ${prior.line17} were no more than the standard deduction ${line7}: none of the refund is taxable.` };
  const line8 = prior.line17 - line7;
  const taxable = Math.min(line3, line8);
  return { taxable, how: `smaller of the refund ${line3}${line2 > 0 ? ` (after the ${line2} over the 2023 cap)` : ''} and 2023 itemized deductions ${prior.line17} - standard deduction ${line7} = ${line8}: ${taxable}` };
}
