// A filer someone can claim as a dependent (Form 1040 'Someone can claim: You / Your spouse as a dependent'): what the
// states with their own standard deduction or personal exemption read about it. One worksheet shape many states copy
// from i1040 line 12: the larger of a minimum or earned income plus an amount, not more than the full deduction.
import type { StateContext } from '../context';
import { money, usd } from '../format';
import { pos } from './shared';

/** The taxpayer, or the spouse on a joint return, can be claimed as a dependent by someone else. */
export function claimable(ctx: StateContext): boolean {
  return ctx.facts.canBeClaimedAsDependent === true || (ctx.persons === 2 && ctx.facts.spouseCanBeClaimedAsDependent === true);
}

/** How many of the filers (taxpayer, spouse on a joint return) someone else can claim. */
export function claimablePersons(ctx: StateContext): number {
  return (ctx.facts.canBeClaimedAsDependent === true ? 1 : 0) + (ctx.persons === 2 && ctx.facts.spouseCanBeClaimedAsDependent === true ? 1 : 0);
}

/**
 * Earned income of the i1040 (2024) line 12 worksheet for dependents, line 1: wages + Schedule 1 line 3 - Schedule 1
 * line 15 (the federal engine's dependentWorksheetEarnedIncome from the facts the states hold).
 */
export function dependentEarnedIncome(ctx: StateContext): number {
  const f = ctx.facts;
  return pos(f.wages + f.businessIncome - f.selfEmploymentTaxDeduction);
}

export interface DependentWorksheet {
  /** The larger of the minimum or earned income plus the add-on. */
  minimum: number;
  addOn: number;
  /** The full standard deduction for the status (the cap). */
  full: number;
}

/** Worksheet amount and its formula: min(max(minimum, earned + addOn), full). */
export function dependentStandardDeduction(ctx: StateContext, w: DependentWorksheet): { amount: number; formula: () => string } {
  const earned = dependentEarnedIncome(ctx);
  const amount = Math.min(Math.max(w.minimum, earned + w.addOn), w.full);
  return {
    amount,
    formula: () =>
      `Someone can claim ${ctx.facts.canBeClaimedAsDependent ? 'you' : 'your spouse'} as a dependent: the larger of ${usd(w.minimum)} or earned income ${money(earned)} + ${usd(w.addOn)}, not more than ${usd(w.full)} = ${money(amount)}`,
  };
}
