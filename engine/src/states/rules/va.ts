// VA: Virginia Form 760 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcChoice } from './shared';

const VA_FORM = 'Virginia Form 760 (2024)';
export const VA: StateRule = {
  form: VA_FORM,
  allowsItemized: true,
  // Age deduction $12,000 per person 65+, reduced $1 per $1 of AGI over $50,000 single / $75,000 married (Form 760 line 9).
  adjustments: (ctx) => {
    if (ctx.age65Count === 0) return [];
    const limit = ctx.persons === 2 || ctx.status === 'married-separate' ? 75000 : 50000;
    return [adj(`Age deduction (${ctx.age65Count} x $12,000, income-tested)`, pos(12000 * ctx.age65Count - pos(ctx.facts.federalAgi - limit)), `${VA_FORM} line 9`)];
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    const m = ctx.age65Count + ctx.blindCount;
    return { amount: 930 * n + 800 * m, formula: lazy(() => `${n} x $930 + ${m} x $800 (65+/blind)`), source: `${VA_FORM} line 12` };
  },
  // Virginia EITC (Va. Code §58.1-339.8): 20% of the federal EIC, nonrefundable, or for 2022-2025 15% of it, refundable
  // (2022 Appropriation Act; Virginia Tax "Virginia's new refundable Earned Income Tax Credit"); the larger is taken.
  credits: (ctx, _agi, _taxable, tax) => eitcChoice(ctx, tax, 0.2, 0.15, `${VA_FORM} Schedule ADJ (Virginia EITC, Va. Code §58.1-339.8)`),
  notes: ['The credit for low-income individuals (the alternative to the EITC) and the spouse tax adjustment are not computed.'],
};
