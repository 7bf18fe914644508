// MS: Mississippi Form 80-105 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, byStatus, retirementIncome } from './shared';

const MS_FORM = 'Mississippi Form 80-105 (2024)';
export const MS: StateRule = {
  form: MS_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Qualified retirement income (exempt in Mississippi)', retirementIncome(ctx), `${MS_FORM} instructions (Miss. Code 27-7-15(4)(k))`)],
  exemptions: (ctx) => {
    const base = byStatus(ctx, { single: 6000, 'married-separate': 6000, 'married-joint': 12000, 'head-of-household': 8000 });
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: base + 1500 * n, formula: lazy(() => `${money(base)} + ${n} x $1,500 (dependents, 65+, blind)`), source: `${MS_FORM} line 6` };
  },
};
