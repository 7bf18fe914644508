// MS: Mississippi Form 80-105 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MS_2024 } from '../../../data/stateRules2024/ms';
import { money, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, retirementIncome } from './shared';

const D = MS_2024;
const MS_FORM = D.form;
export const MS: StateRule = {
  form: MS_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Qualified retirement income (exempt in Mississippi)', retirementIncome(ctx), `${MS_FORM} instructions (Miss. Code 27-7-15(4)(k))`)],
  exemptions: (ctx) => {
    const e = D.exemption;
    const base = e[ctx.status];
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: base + e.perAdditional * n, formula: lazy(() => `${money(base)} + ${n} x ${usd(e.perAdditional)} (dependents, 65+, blind)`), source: `${MS_FORM} line 6` };
  },
};
