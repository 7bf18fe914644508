// Form 8880 (2024), Credit for Qualified Retirement Savings Contributions.
import type { FilingStatus } from '@taxapp/contracts/form';
import { SAVERS_CREDIT_CONTRIBUTION_LIMIT, SAVERS_CREDIT_TIERS } from './years/2024';

/** Line 9 decimal from the AGI table. */
export function saversCreditRate(agi: number, status: FilingStatus): number {
  const tiers = SAVERS_CREDIT_TIERS[status === 'married-joint' ? 'joint' : status === 'head-of-household' ? 'head' : 'other'];
  if (agi <= tiers[0]) return 0.5;
  if (agi <= tiers[1]) return 0.2;
  if (agi <= tiers[2]) return 0.1;
  return 0;
}

/** contributions: per person (taxpayer, spouse), line 4 after distributions (none collected). */
export function form8880(contributions: number[], agi: number, status: FilingStatus, taxLimit: number): { line7: number; line9: number; line10: number; credit: number } {
  let line7 = 0;
  for (const c of contributions) line7 += Math.min(Math.max(0, c), SAVERS_CREDIT_CONTRIBUTION_LIMIT); // lines 5-7
  const line9 = saversCreditRate(agi, status);
  const line10 = Math.round(line7 * line9);
  return { line7, line9, line10, credit: Math.min(line10, Math.max(0, taxLimit)) };
}
