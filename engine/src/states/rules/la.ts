// LA: Louisiana IT-540 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { LA_2024 } from '../../../data/stateRules2024/la';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, eitcShare, retirementIncome } from './shared';

const D = LA_2024;
const LA_FORM = D.form;
export const LA: StateRule = {
  form: LA_FORM,
  adjustments: (ctx) => [adj(`Retirement income exclusion, 65 or over (${usd(D.retirementExclusion65)} each)`, Math.min(D.retirementExclusion65 * ctx.age65Count, retirementIncome(ctx)), `${LA_FORM} Schedule E`)],
  exemptions: (ctx) => {
    const c = D.combinedExemption;
    const combined = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? c.jointOrHead : c.other;
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: combined + c.perAdditional * n, formula: lazy(() => `combined personal exemption-standard deduction ${money(combined)} + ${n} x ${usd(c.perAdditional)} (dependents, 65+, blind)`), source: `${LA_FORM} lines 6C-7` };
  },
  credits: eitcShare(D.eitcRate, true, `${LA_FORM} line 25 (${pct(D.eitcRate)} of the federal EIC)`),
};
