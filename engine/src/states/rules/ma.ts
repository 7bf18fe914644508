// MA: Massachusetts Form 1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { dependentsUnder } from '../context';
import { money } from '../format';
import type { StateRule } from '../rule';
import { credit, pos, lazy, byStatus, eitcShare, retirementIncome } from './shared';

const MA_FORM = 'Massachusetts Form 1 (2024)';
export const MA: StateRule = {
  form: MA_FORM,
  // Form 1: Part A (interest, dividends), Part B (wages, business, rents, pensions, unemployment, other), Part C (long-term gains);
  // social security is not income in Massachusetts (Form 1 line 5 excludes it). The IRA and SE-tax adjustments do not apply.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const partA = f.taxableInterest + f.ordinaryDividends;
    const partB = f.wages + f.businessIncome + f.rentalIncome + retirementIncome(ctx) + f.unemployment + f.otherIncome;
    const gains = pos(f.netShortTermCapitalGain + f.netLongTermCapitalGain);
    const gross = partA + pos(partB) + gains;
    return {
      gross,
      agi: gross,
      formula: lazy(() => `Part A interest and dividends ${money(partA)} + Part B ${money(pos(partB))} + capital gains ${money(gains)}`),
      source: `${MA_FORM} lines 3-10, Schedules B and D`,
    };
  },
  // Deduction for social security and Medicare withheld, up to $2,000 each (Form 1 line 12).
  standardDeduction: (ctx) => {
    const f = ctx.facts;
    const fica = f.taxpayerEarnings.ficaWithheld + (f.spouseEarnings?.ficaWithheld ?? 0);
    const amount = Math.min(2000 * ctx.persons, fica);
    return { amount, formula: lazy(() => `Social security and Medicare withheld ${money(fica)}, up to $2,000 each`), source: `${MA_FORM} line 12` };
  },
  exemptions: (ctx) => {
    const base = byStatus(ctx, { single: 4400, 'married-separate': 4400, 'married-joint': 8800, 'head-of-household': 6800 });
    const amount = base + 1000 * ctx.dependents + 700 * ctx.age65Count + 2200 * ctx.blindCount;
    return { amount, formula: lazy(() => `${money(base)} + ${ctx.dependents} x $1,000 + ${ctx.age65Count} x $700 (65+) + ${ctx.blindCount} x $2,200 (blind)`), source: `${MA_FORM} lines 2a-2g` };
  },
  // 5% on Part A/B and long-term gains, 8.5% on short-term gains, 4% surtax over $1,053,750 (Form 1 lines 22-28, Schedule D).
  tax: (ctx, taxable) => {
    const f = ctx.facts;
    const shortTerm = Math.min(taxable, pos(f.netShortTermCapitalGain + Math.min(0, f.netLongTermCapitalGain)));
    const tax = 0.05 * (taxable - shortTerm) + 0.085 * shortTerm + 0.04 * pos(taxable - 1053750);
    return {
      tax,
      formula: lazy(() => `5% x ${money(taxable - shortTerm)}${shortTerm > 0 ? ` + 8.5% x short-term gains ${money(shortTerm)}` : ''}${taxable > 1053750 ? ` + 4% surtax x (${money(taxable)} - $1,053,750)` : ''}`),
      source: `${MA_FORM} lines 22-28 (4% surtax, M.G.L. c.62 §4(d))`,
      marginalRate: taxable > 1053750 ? 0.09 : 0.05,
    };
  },
  credits: (ctx) => {
    const qualifying = dependentsUnder(ctx, 13);
    return [
      credit(`Child and family tax credit (${qualifying} x $440)`, 440 * qualifying, true, `${MA_FORM} line 44 (Schedule DI)`),
      ...eitcShare(0.4, true, `${MA_FORM} line 43 (40% of the federal EIC)`)(ctx),
    ];
  },
  notes: ['Part B deductions other than social security/Medicare (rent, commuter, student loan) and the no-tax status are not applied.'],
};
