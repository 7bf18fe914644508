// MS: Mississippi Form 80-105 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MS_2024 } from '../../../data/stateRules2024/ms';
import { money, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, pos, retirementIncome } from './shared';
import { pct } from '../format';

const D = MS_2024;
const MS_FORM = D.form;
export const MS: StateRule = {
  form: MS_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Qualified retirement income (exempt in Mississippi)', retirementIncome(ctx), `${MS_FORM} instructions (Miss. Code 27-7-15(4)(k))`)],
  // Line 17: each spouse's column has its own $10,000 at 0%; the spouse's column holds the spouse's W-2 wages (other
  // income is taken as the taxpayer's), the deductions are put where they leave both bands used.
  tax: (ctx, taxable, agi) => {
    const t = D.taxComputation;
    const f = ctx.facts;
    const spouse = ctx.status === 'married-joint' ? Math.min(f.spouseEarnings?.wages ?? 0, agi) : 0;
    const yours = pos(agi - spouse);
    const zero = Math.min(taxable, Math.min(t.zeroBandPerColumn, yours) + Math.min(t.zeroBandPerColumn, spouse));
    const bands = spouse > 0 ? 2 : 1;
    const atZero = bands === 2 ? zero : Math.min(taxable, t.zeroBandPerColumn);
    const tax = Math.floor(t.rate * pos(taxable - atZero) + 0.5);
    return {
      tax,
      formula: lazy(() => `${pct(t.rate)} x (${money(taxable)} - ${money(atZero)} at 0%${bands === 2 ? ' in the two columns' : ''}), whole dollars`),
      source: `${MS_FORM} line 17, Schedule of Tax Computation`,
      marginalRate: taxable > atZero ? t.rate : 0,
    };
  },
  exemptions: (ctx) => {
    const e = D.exemption;
    const base = e[ctx.status];
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: base + e.perAdditional * n, formula: lazy(() => `${money(base)} + ${n} x ${usd(e.perAdditional)} (dependents, 65+, blind)`), source: `${MS_FORM} line 6` };
  },
};
