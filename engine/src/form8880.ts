// Form 8880 (2024), Credit for Qualified Retirement Savings Contributions.
import type { FilingStatus, InvestmentDocument } from '@taxapp/contracts/form';
import { SAVERS_CREDIT_CONTRIBUTION_LIMIT, SAVERS_CREDIT_TIERS } from './years/2024';

/** Line 9 decimal from the AGI table. */
export function saversCreditRate(agi: number, status: FilingStatus): number {
  const tiers = SAVERS_CREDIT_TIERS[status === 'married-joint' ? 'joint' : status === 'head-of-household' ? 'head' : 'other'];
  if (agi <= tiers[0]) return 0.5;
  if (agi <= tiers[1]) return 0.2;
  if (agi <= tiers[2]) return 0.1;
  return 0;
}

/**
 * Line 4: distributions received after 2021 and before the due date of the 2024 return (IRA, 401(k) and the
 * like; not rollovers, loans or returned excess contributions), per person. On a joint return both spouses'
 * amounts go in both columns (Form 8880 line 4 and its instructions).
 */
export interface RetirementDistributions {
  taxpayer: number;
  spouse: number;
}

/**
 * 1099-R box 7 codes that are not a line 4 distribution (Form 8880 (2024) instructions, line 4): direct
 * rollovers (G, H), loans treated as distributions (L), returned excess contributions or deferrals (8, P) and
 * EPCRS corrections (E), recharacterizations (N, R), and nonqualified annuities, which are no retirement plan (D).
 */
const NOT_LINE_4_CODES = /[GHLP8ENRD]/i;

/**
 * Line 4 per person: the larger of the amount entered (the whole period, 2022 to the due date) and the
 * 1099-R distributions on this return (box 1), which are part of that period. IRS Direct File's 2024 test
 * return 1099r-savers-single-line-6 subtracts them too (7,000 deferred less 5,200 distributed = 1,800 -> 180).
 */
export function line4Distributions(entered: RetirementDistributions, documents: readonly InvestmentDocument[]): RetirementDistributions {
  const onReturn = { taxpayer: 0, spouse: 0 };
  for (const doc of documents) {
    if (doc.documentType !== '1099-r' || NOT_LINE_4_CODES.test(doc.distributionCode)) continue;
    onReturn[doc.owner] += Math.max(doc.grossDistribution, doc.taxableAmount);
  }
  return { taxpayer: Math.max(entered.taxpayer, onReturn.taxpayer), spouse: Math.max(entered.spouse, onReturn.spouse) };
}

/** Line 4 of each column: the person's own distributions, or both spouses' on a joint return. */
export function form8880Line4(columns: number, status: FilingStatus, distributions: RetirementDistributions): number[] {
  const both = Math.max(0, distributions.taxpayer) + Math.max(0, distributions.spouse);
  if (status === 'married-joint') return Array.from({ length: columns }, () => both);
  return [Math.max(0, distributions.taxpayer), Math.max(0, distributions.spouse)].slice(0, columns);
}

/**
 * contributions: line 3 per person (taxpayer, spouse). Line 5 = line 3 - line 4 (not below 0); line 6 = the
 * smaller of line 5 or 2,000; line 7 = the columns of line 6 added.
 */
export function form8880(
  contributions: number[],
  agi: number,
  status: FilingStatus,
  taxLimit: number,
  distributions: RetirementDistributions = { taxpayer: 0, spouse: 0 },
): { line4: number[]; line7: number; line9: number; line10: number; credit: number } {
  const line4 = form8880Line4(contributions.length, status, distributions);
  let line7 = 0;
  contributions.forEach((line3, column) => {
    const line5 = Math.max(0, Math.max(0, line3) - (line4[column] ?? 0));
    line7 += Math.min(line5, SAVERS_CREDIT_CONTRIBUTION_LIMIT);
  });
  const line9 = saversCreditRate(agi, status);
  const line10 = Math.round(line7 * line9);
  return { line4, line7, line9, line10, credit: Math.min(line10, Math.max(0, taxLimit)) };
}
