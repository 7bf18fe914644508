// Helpers every state rule shares: adjustments and credits with their sources, the federal EIC shares, and the
// household figures several states read.
import type { StateContext } from '../context';
import { money, round2 } from '../format';
import { marginalRate, scheduleTax, type Schedule, type StateStatus } from '../params';
import type { Adjustment, TaxComputation } from '../rule';
import type { StateCredit } from '../types';

export const adj = (name: string, amount: number, source: string): Adjustment => ({ name, amount, source });
export const credit = (name: string, amount: number, refundable: boolean, source: string): StateCredit => ({
  name,
  amount: round2(Math.max(0, amount)),
  refundable,
  source,
});
export const pos = (n: number) => (n > 0 ? n : 0);
/** Explanation thunks passed through a call, so bundlers' keepNames leave them alone on the hot path. */
export const lazy = (f: () => string) => f;
export const lazyParts = (f: () => string[]) => f;
export const byStatus = <T>(ctx: StateContext, values: Record<StateStatus, T>): T => values[ctx.status];

/** A state earned income credit that is a share of the federal EIC (Form 1040 line 27). */
export function eitcShare(rate: number, refundable: boolean, source: string) {
  return (ctx: StateContext): StateCredit[] =>
    ctx.facts.federalEarnedIncomeCredit > 0
      ? [credit(`Earned income credit (${rate * 100}% of the federal EIC)`, rate * ctx.facts.federalEarnedIncomeCredit, refundable, source)]
      : [];
}

/** Federal EIC qualifying children (the IRC §152(c) test the federal engine applied). */
export function eicChildren(ctx: StateContext): number {
  let n = 0;
  for (const d of ctx.facts.dependents) if (d.isQualifyingChild) n++;
  return n;
}

/**
 * States that let the filer choose a nonrefundable share of the federal EIC (limited to the tax) or a smaller
 * refundable share: the larger benefit is taken. `available` is the tax left after the state's other nonrefundable credits.
 */
export function eitcChoice(ctx: StateContext, available: number, nonrefRate: number, refRate: number, source: string): StateCredit[] {
  const eic = ctx.facts.federalEarnedIncomeCredit;
  if (eic <= 0) return [];
  const nonref = Math.min(nonrefRate * eic, pos(available));
  const ref = refRate * eic;
  return nonref >= ref
    ? [credit(`Earned income credit (${nonrefRate * 100}% of the federal EIC, nonrefundable, up to the tax; larger than the ${refRate * 100}% refundable option)`, nonref, false, source)]
    : [credit(`Earned income credit (${refRate * 100}% of the federal EIC, refundable; larger than the ${nonrefRate * 100}% nonrefundable option limited to the tax)`, ref, true, source)];
}

export function scheduleResult(schedule: Schedule, taxable: number, form: string): TaxComputation {
  return {
    tax: scheduleTax(schedule, taxable),
    formula: lazy(() => `2024 rate schedule on ${money(taxable)}`),
    source: `${form}: 2024 tax rate schedule`,
    marginalRate: marginalRate(schedule, taxable),
  };
}

export const retirementIncome = (ctx: StateContext) => ctx.facts.taxableIraDistributions + ctx.facts.taxablePensions;
export const netGain = (ctx: StateContext) => pos(ctx.facts.capitalGainOrLoss);
export const ltcg = (ctx: StateContext) => pos(Math.min(ctx.facts.netLongTermCapitalGain, ctx.facts.netLongTermCapitalGain + ctx.facts.netShortTermCapitalGain));
/** People on the return (taxpayer, spouse) aged at least `age`. */
export function peopleAged(ctx: StateContext, age: number): number {
  let n = ctx.taxpayerAge >= age ? 1 : 0;
  if (ctx.persons === 2 && ctx.spouseAge >= age) n++;
  return n;
}

/**
 * Wages as a state with its own income definition counts them: W-2 box 16 (state wages) where it is more than
 * box 1, else box 1, plus any wages typed by hand beyond the W-2s. PA and NJ tax employee 401(k)-type deferrals
 * that box 1 leaves out, and box 16 carries them; a box 16 below box 1 is one state's part of the wages (a W-2
 * with a row per state), while these states tax a resident's wages from everywhere.
 */
export function stateWages(ctx: StateContext): number {
  const w2s = ctx.facts.w2States;
  if (w2s.length === 0) return ctx.facts.wages;
  let box1 = 0;
  let state = 0;
  for (const w of w2s) {
    box1 += w.wages;
    state += Math.max(w.wages, w.stateWages);
  }
  return state + pos(ctx.facts.wages - box1);
}
