// LA: Louisiana IT-540 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, eitcShare, retirementIncome } from './shared';

const LA_FORM = 'Louisiana IT-540 (2024)';
export const LA: StateRule = {
  form: LA_FORM,
  adjustments: (ctx) => [adj('Retirement income exclusion, 65 or over ($6,000 each)', Math.min(6000 * ctx.age65Count, retirementIncome(ctx)), `${LA_FORM} Schedule E`)],
  exemptions: (ctx) => {
    const combined = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? 9000 : 4500;
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: combined + 1000 * n, formula: lazy(() => `combined personal exemption-standard deduction ${money(combined)} + ${n} x $1,000 (dependents, 65+, blind)`), source: `${LA_FORM} lines 6C-7` };
  },
  credits: eitcShare(0.05, true, `${LA_FORM} line 25 (5% of the federal EIC)`),
};
