// The Forms 1099-R as the states that treat them apart read them (NY IT-201 lines 26 and 29, MI Schedule 1 and Form
// 4884): each with its owner, and who pays it as the user answered on the State Questions step, else as the payer's
// name suggests.
import type { StateContext } from '../context';
import type { GovernmentPayer, RetirementDistributionFact } from '../types';
import { retirementIncome } from './shared';

/** The 1099-Rs; from `pensionPayers` (pensions only, the taxpayer's, not answered) when the fuller fact is absent. */
export function distributions(ctx: StateContext): readonly RetirementDistributionFact[] {
  const rows = ctx.facts.retirementDistributions;
  if (rows) return rows;
  return (ctx.facts.pensionPayers ?? []).map((row) => ({ owner: 'taxpayer' as const, isIra: false, payer: row.payer, taxable: row.taxable, governmentPayer: { kind: 'unknown' as const } }));
}

const normPayer = (name: string) => name.toLowerCase().replace(/'/g, '').replace(/[^a-z]+/g, ' ').trim();

/**
 * A pension paid by a government the state counts: the user's answer when given (`counts`), else a payer name on the
 * state's list (`namedPayers`). IRA distributions never are.
 */
export function paidByGovernment(row: RetirementDistributionFact, counts: (payer: GovernmentPayer) => boolean, namedPayers: readonly string[]): boolean {
  if (row.isIra) return false;
  if (row.governmentPayer.kind !== 'unknown') return counts(row.governmentPayer);
  const payer = normPayer(row.payer);
  return payer !== '' && namedPayers.some((name) => payer.includes(name));
}

/** The taxable amounts of the pensions `paidByGovernment` accepts, at most Form 1040 line 5b. */
export function governmentPensions(ctx: StateContext, counts: (payer: GovernmentPayer) => boolean, namedPayers: readonly string[]): number {
  let total = 0;
  for (const row of distributions(ctx)) if (paidByGovernment(row, counts, namedPayers)) total += Math.max(0, row.taxable);
  return Math.min(total, Math.max(0, ctx.facts.taxablePensions));
}

/**
 * Each person's own pensions and IRA distributions (Form 1040 lines 4b + 5b) outside `excluded` (the rows a state has
 * already taken out): by each 1099-R's owner; what no 1099-R accounts for (typed totals) is the taxpayer's. On a return
 * with one person everything is the filer's.
 */
export function retirementByOwner(ctx: StateContext, excluded: (row: RetirementDistributionFact) => boolean): { taxpayer: number; spouse: number } {
  let taxpayer = 0;
  let spouse = 0;
  let rows = 0;
  let excludedTotal = 0;
  for (const row of distributions(ctx)) {
    const amount = Math.max(0, row.taxable);
    rows += amount;
    if (excluded(row)) excludedTotal += amount;
    else if (row.owner === 'spouse' && ctx.persons === 2) spouse += amount;
    else taxpayer += amount;
  }
  const total = Math.max(0, retirementIncome(ctx));
  taxpayer += Math.max(0, total - rows);
  // The 1099-Rs never add up to more than lines 4b + 5b: trim the taxpayer's share first.
  const over = Math.max(0, taxpayer + spouse + excludedTotal - total);
  const trimmed = Math.min(over, taxpayer);
  return { taxpayer: taxpayer - trimmed, spouse: Math.max(0, spouse - (over - trimmed)) };
}
