// GA: Georgia Form 500 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { GA_2024 } from '../../../data/stateRules2024/ga';
import type { StateRule } from '../rule';
import { adj, pos, retirementIncome, netGain, lazy } from './shared';
import { money, usd } from '../format';

const D = GA_2024;
const GA_FORM = D.form;
/** The exclusion for a person of this age (-1 when unknown: none). */
const exclusionFor = (age: number) => D.retirementExclusion.find((row) => age >= row.fromAge)?.amount ?? 0;
export const GA: StateRule = {
  form: GA_FORM,
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + D.age65OrBlindDeduction * n, formula: lazy(() => `${money(table)} + ${n} x ${usd(D.age65OrBlindDeduction)} (65 or over / blind)`), source: `${GA_FORM} line 11` };
  },
  // Retirement income exclusion per person by age (O.C.G.A. 48-7-27(a)(5)).
  adjustments: (ctx) => {
    const f = ctx.facts;
    let cap = exclusionFor(ctx.taxpayerAge);
    if (ctx.persons === 2) cap += exclusionFor(ctx.spouseAge);
    const income = retirementIncome(ctx) + f.taxableInterest + f.ordinaryDividends + netGain(ctx) + pos(f.rentalIncome);
    return cap > 0 ? [adj('Retirement income exclusion', Math.min(cap, income), `${GA_FORM} Schedule 1 line 10`)] : [];
  },
};
