// LA: Louisiana IT-540 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { LA_2024 } from '../../../data/stateRules2024/la';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import type { StateContext } from '../context';
import { marginalRate, scheduleTax } from '../params';
import { adj, lazy, eitcShare, retirementIncome } from './shared';

const D = LA_2024;
const LA_FORM = D.form;
/** Lines 6C-7: the combined personal exemption-standard deduction and the additional exemptions. */
function exemptionAmount(ctx: StateContext): number {
  const c = D.combinedExemption;
  const combined = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? c.jointOrHead : c.other;
  return combined + c.perAdditional * (ctx.dependents + ctx.age65Count + ctx.blindCount);
}
const whole = (x: number) => Math.floor(x + 0.5 + 1e-9);
export const LA: StateRule = {
  form: LA_FORM,
  adjustments: (ctx) => [adj(`Retirement income exclusion, 65 or over (${usd(D.retirementExclusion65)} each)`, Math.min(D.retirementExclusion65 * ctx.age65Count, retirementIncome(ctx)), `${LA_FORM} Schedule E`)],
  exemptions: (ctx) => {
    const c = D.combinedExemption;
    const combined = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? c.jointOrHead : c.other;
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: combined + c.perAdditional * n, formula: lazy(() => `combined personal exemption-standard deduction ${money(combined)} + ${n} x ${usd(c.perAdditional)} (dependents, 65+, blind)`), source: `${LA_FORM} lines 6C-7` };
  },
  // Line 10: the tax table on tax table income (state AGI here) and the exemption column.
  tax: (ctx, taxable, agi, schedule) => {
    const t = D.taxTable;
    const exemptions = exemptionAmount(ctx);
    const end = ctx.status === 'married-joint' ? t.lastRowEnd['married-joint'] : t.lastRowEnd.other;
    const income = Math.max(0, agi);
    const rowTax = (mid: number) => Math.max(0, whole(scheduleTax(schedule, mid) - scheduleTax(schedule, exemptions)));
    let tax: number;
    let how: string;
    if (income < end) {
      const low = Math.floor(income / t.rowWidth) * t.rowWidth;
      tax = income <= exemptions ? 0 : rowTax(low + t.rowWidth / 2);
      how = `row ${money(low)}-${money(low + t.rowWidth)}: schedule at ${money(low + t.rowWidth / 2)} less the schedule on the exemptions ${money(exemptions)} (lowest bracket first), rounded`;
    } else {
      const last = rowTax(end - t.rowWidth / 2);
      const rate = marginalRate(schedule, income);
      tax = whole(last + rate * (income - end));
      how = `last row ${money(last)} + ${pct(rate)} x (${money(income)} - ${money(end)}), rounded`;
    }
    return { tax, formula: lazy(() => `2024 tax table, income ${money(income)}, exemptions ${money(exemptions)}: ${how} = ${money(tax)}`), source: `${LA_FORM} line 10 (2024 tax table; RIB 25-012)`, marginalRate: marginalRate(schedule, Math.max(taxable, income)) };
  },
  credits: eitcShare(D.eitcRate, true, `${LA_FORM} line 25 (${pct(D.eitcRate)} of the federal EIC)`),
};
