// Schedule R (Form 1040) 2024, Credit for the Elderly or the Disabled, for filers 65 or older (Part I boxes 1, 3,
// 5 and 8). The under-65 boxes need permanent and total disability and its taxable disability income, which the
// form does not ask. IRS Direct File's 2024 test returns edc-qualified-single-elderly (38) and
// edc-failing-validation-ats (5) follow these lines.
import type { FilingStatus } from '@taxapp/contracts/form';

export interface ScheduleRInput {
  status: FilingStatus;
  taxpayer65: boolean;
  spouse65: boolean;
  /** Married filing separately: lived apart from the spouse all of 2024 (box 8); otherwise no credit. */
  livedApartFromSpouse: boolean;
  agi: number;
  /** Line 13a: social security (and tier 1 railroad retirement) benefits not taxable (Form 1040 line 6a - 6b). */
  nontaxableSocialSecurity: number;
  /** Line 22 limit: the Credit Limit Worksheet's tax left. */
  taxLimit: number;
}

export interface ScheduleRResult {
  line10: number;
  line19: number;
  line21: number;
  /** Line 22, Schedule 3 line 6d. */
  credit: number;
}

/** Lines 10-22; null when no box of Part I applies to a filer 65 or older. */
export function scheduleR(input: ScheduleRInput): ScheduleRResult | null {
  let line10: number;
  let line16: number;
  if (input.status === 'married-joint') {
    if (!input.taxpayer65 && !input.spouse65) return null;
    // Box 3 (both 65 or older): 7,500; box 5 (one of them): 5,000. Line 16: 10,000.
    line10 = input.taxpayer65 && input.spouse65 ? 7_500 : 5_000;
    line16 = 10_000;
  } else if (input.status === 'married-separate') {
    // Box 8: only after living apart from the spouse all year; 3,750 and 5,000.
    if (!input.taxpayer65 || !input.livedApartFromSpouse) return null;
    line10 = 3_750;
    line16 = 5_000;
  } else {
    if (!input.taxpayer65) return null;
    line10 = 5_000; // box 1
    line16 = 7_500;
  }
  const line14 = Math.max(0, input.nontaxableSocialSecurity); // lines 13a-13c (13b, 13c not collected)
  const line17 = Math.max(0, input.agi - line16);
  const line18 = line17 / 2;
  const line19 = line14 + line18;
  const line20 = line10 - line19;
  if (line20 <= 0) return { line10, line19, line21: 0, credit: 0 };
  const line21 = line20 * 0.15;
  return { line10, line19, line21, credit: Math.min(line21, Math.max(0, input.taxLimit)) };
}
