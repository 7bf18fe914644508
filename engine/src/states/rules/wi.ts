// WI: Wisconsin Form 1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { WI_2024 } from '../../../data/stateRules2024/wi';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare, ltcg } from './shared';

const D = WI_2024;
const WI_FORM = D.form;
/** One status's row of the sliding scale at an income. */
const slidingScale = (row: { maximum: number; rate: number; over: number }, agi: number) => Math.max(0, row.maximum - row.rate * pos(agi - row.over));
export const WI: StateRule = {
  form: WI_FORM,
  adjustments: (ctx) => [adj(`${pct(D.longTermGainExclusion)} of net long-term capital gain excluded`, D.longTermGainExclusion * ltcg(ctx), `${WI_FORM} Schedule WD line 10`)],
  // Sliding-scale standard deduction (2024 Form 1 instructions, standard deduction table).
  standardDeduction: (ctx, agi) => {
    const scale = D.standardDeduction;
    const single = slidingScale(scale.single, agi);
    const own = slidingScale(scale[ctx.status], agi);
    const amount = ctx.status === 'head-of-household' ? Math.max(single, own) : own;
    return { amount, formula: lazy(() => `sliding scale for ${ctx.status} at income ${money(agi)} = ${money(amount)}`), source: `${WI_FORM} line 8 (standard deduction table)` };
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    const e = D.exemption;
    return { amount: e.perPerson * n + e.age65 * ctx.age65Count, formula: lazy(() => `${n} x ${usd(e.perPerson)} + ${ctx.age65Count} x ${usd(e.age65)} (65 or over)`), source: `${WI_FORM} line 10` };
  },
  credits: (ctx) => {
    const kids = ctx.childrenUnder17 + 0;
    const rates = D.eitcRateByChildren;
    const rate = rates[Math.min(kids, rates.length - 1)];
    return rate ? eitcShare(rate, true, `${WI_FORM} Schedule EIC (${pct(rate)} of the federal EIC for ${kids} child(ren))`)(ctx) : [];
  },
};
