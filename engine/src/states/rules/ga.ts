// GA: Georgia Form 500 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, pos, retirementIncome, netGain } from './shared';

const GA_FORM = 'Georgia Form 500 (2024)';
export const GA: StateRule = {
  form: GA_FORM,
  allowsItemized: true,
  // Retirement income exclusion: $35,000 (62-64) or $65,000 (65+) per person (O.C.G.A. 48-7-27(a)(5)).
  adjustments: (ctx) => {
    const f = ctx.facts;
    let cap = ctx.taxpayerAge >= 65 ? 65000 : ctx.taxpayerAge >= 62 ? 35000 : 0;
    if (ctx.persons === 2) cap += ctx.spouseAge >= 65 ? 65000 : ctx.spouseAge >= 62 ? 35000 : 0;
    const income = retirementIncome(ctx) + f.taxableInterest + f.ordinaryDividends + netGain(ctx) + pos(f.rentalIncome);
    return cap > 0 ? [adj('Retirement income exclusion', Math.min(cap, income), `${GA_FORM} Schedule 1 line 10`)] : [];
  },
};
