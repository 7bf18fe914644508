// Earned income credit, Form 1040 line 27: the 2024 EIC Table (i1040) and Pub 596.
// The table gives, for each 50-dollar band of income, the credit figured at the band's midpoint and rounded
// to the dollar (Rev. Proc. 2023-34 §3.06 amounts); this module figures the same way.
import type { FilingStatus } from '@taxapp/contracts/form';
import { EIC, EIC_INVESTMENT_INCOME_LIMIT } from './years/2024';
import { dollars } from './explain';

/** Credit from the formula at an exact income (before table banding). */
export function eicFormula(income: number, children: number, joint: boolean): number {
  if (income <= 0) return 0;
  const p = EIC[Math.min(3, children)];
  const phaseStart = joint ? p.phaseoutStartJoint : p.phaseoutStart;
  const credit = Math.min(income * p.rate, p.maxCredit) - Math.max(0, income - phaseStart) * p.phaseoutRate;
  return Math.max(0, credit);
}

/**
 * The income at which the credit has phased out completely (Rev. Proc. 2023-34 §3.06 'completed phaseout
 * amount', whole dollars: 18,591 / 49,084 / 55,768 / 59,899 single; +6,920 joint). The EIC Table has no row
 * from there on.
 */
export function eicCompletedPhaseout(children: number, joint: boolean): number {
  const p = EIC[Math.min(3, children)];
  const phaseStart = joint ? p.phaseoutStartJoint : p.phaseoutStart;
  return Math.floor(phaseStart + p.maxCredit / p.phaseoutRate);
}

/**
 * The EIC Table amount (i1040 2024, EIC Table). Rows are 50 dollars wide and each is figured at its
 * midpoint, except where the Table prints otherwise:
 * - the row that holds the earned income amount (12,390 for one child: row 12,350-12,400) shows the maximum;
 * - the rows through the one that holds the phase-out threshold (22,720: row 22,700-22,750) show the maximum,
 *   with no reduction;
 * - the last row ends at the completed phase-out amount (18,550-18,591 with no child), so its midpoint is that
 *   printed row's; at or above that amount there is no credit.
 */
export function eicTableAmount(income: number, children: number, joint: boolean): number {
  if (income <= 0) return 0;
  const p = EIC[Math.min(3, children)];
  const phaseStart = joint ? p.phaseoutStartJoint : p.phaseoutStart;
  const completed = eicCompletedPhaseout(children, joint);
  if (income >= completed) return 0;
  const rowStart = Math.floor(income / 50) * 50;
  const rowEnd = Math.min(rowStart + 50, completed);
  // From the row that holds the earned income amount through the row that holds the phase-out threshold.
  if (rowEnd > p.earnedIncomeAmount && rowStart <= phaseStart) return p.maxCredit;
  return dollars(eicFormula((rowStart + rowEnd) / 2, children, joint));
}

export interface EicInput {
  status: FilingStatus;
  qualifyingChildren: number;
  earnedIncome: number;
  agi: number;
  investmentIncome: number;
  /** For no qualifying child: taxpayer (or spouse) 25 to 64 at the end of 2024. */
  meetsAgeTest: boolean;
  /** Married filing separately: the spouse did not live in the taxpayer's home in the last 6 months of 2024. */
  separatedFromSpouse?: boolean;
}

export interface EicResult {
  credit: number;
  reason: string;
}

/** EIC Worksheet A (i1040 line 27). */
export function earnedIncomeCredit(input: EicInput): EicResult {
  // Pub 596 (2024) Rule 3 (IRC §32(d)(2)): married filing separately, the EIC needs a qualifying child who lived
  // with you over half the year and a spouse who did not live with you in the last 6 months of 2024 (or a legal
  // separation). Figured with the unmarried column of the EIC Table (IRS Direct File's 2024 return
  // mfs-35k-cod-eitc: 1,647).
  if (input.status === 'married-separate' && !(input.separatedFromSpouse && input.qualifyingChildren > 0))
    return { credit: 0, reason: input.separatedFromSpouse
      ? 'Married filing separately: the EIC needs a qualifying child (Pub 596 Rule 3).'
      : 'Married filing separately: no EIC unless the spouse did not live with you in the last 6 months of 2024 and you have a qualifying child (Pub 596 Rule 3).' };
  if (input.investmentIncome > EIC_INVESTMENT_INCOME_LIMIT)
    return { credit: 0, reason: `Investment income ${dollars(input.investmentIncome)} is over 11,600 (Pub 596 Rule 6).` };
  if (input.qualifyingChildren === 0 && !input.meetsAgeTest)
    return { credit: 0, reason: 'No qualifying child and not 25 to 64 at the end of 2024 (Pub 596 Rule 12).' };
  if (input.earnedIncome <= 0) return { credit: 0, reason: 'No earned income.' };
  const joint = input.status === 'married-joint';
  const children = Math.min(3, input.qualifyingChildren);
  const p = EIC[children];
  const phaseStart = joint ? p.phaseoutStartJoint : p.phaseoutStart;
  const line2 = eicTableAmount(input.earnedIncome, children, joint); // Worksheet A line 2
  // Lines 3-6: if AGI differs and is at least the phase-out start, take the smaller of the two table amounts.
  let credit = line2;
  if (input.agi !== input.earnedIncome && input.agi >= phaseStart) credit = Math.min(line2, eicTableAmount(input.agi, children, joint));
  return { credit, reason: `${children} qualifying ${children === 1 ? 'child' : 'children'}; EIC Table with earned income ${dollars(input.earnedIncome)} and AGI ${dollars(input.agi)}.` };
}
