// WI: Wisconsin Form 1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare, ltcg } from './shared';

const WI_FORM = 'Wisconsin Form 1 (2024)';
export const WI: StateRule = {
  form: WI_FORM,
  adjustments: (ctx) => [adj('30% of net long-term capital gain excluded', 0.3 * ltcg(ctx), `${WI_FORM} Schedule WD line 10`)],
  // Sliding-scale standard deduction (2024 Form 1 instructions, standard deduction table).
  standardDeduction: (ctx, agi) => {
    const single = Math.max(0, 13230 - 0.12 * pos(agi - 19070));
    let amount: number;
    if (ctx.status === 'married-joint') amount = Math.max(0, 24490 - 0.19778 * pos(agi - 27520));
    else if (ctx.status === 'married-separate') amount = Math.max(0, 11630 - 0.19778 * pos(agi - 13060));
    else if (ctx.status === 'head-of-household') amount = Math.max(single, 17090 - 0.22515 * pos(agi - 19070));
    else amount = single;
    return { amount, formula: lazy(() => `sliding scale for ${ctx.status} at income ${money(agi)} = ${money(amount)}`), source: `${WI_FORM} line 8 (standard deduction table)` };
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    return { amount: 700 * n + 250 * ctx.age65Count, formula: lazy(() => `${n} x $700 + ${ctx.age65Count} x $250 (65 or over)`), source: `${WI_FORM} line 10` };
  },
  credits: (ctx) => {
    const kids = ctx.childrenUnder17 + 0;
    const rate = kids >= 3 ? 0.34 : kids === 2 ? 0.11 : kids === 1 ? 0.04 : 0;
    return rate ? eitcShare(rate, true, `${WI_FORM} Schedule EIC (${rate * 100}% of the federal EIC for ${kids} child(ren))`)(ctx) : [];
  },
};
