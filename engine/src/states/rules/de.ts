// DE: Delaware Form PIT-RES (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcChoice, retirementIncome, peopleAged } from './shared';

const DE_FORM = 'Delaware Form PIT-RES (2024)';
export const DE: StateRule = {
  form: DE_FORM,
  allowsItemized: true,
  adjustments: (ctx) => {
    const eligible = peopleAged(ctx, 60);
    return eligible > 0 ? [adj('Pension exclusion (age 60+, up to $12,500 each)', Math.min(12500 * eligible, retirementIncome(ctx)), `${DE_FORM} line 6 (30 Del. C. §1106(b)(4))`)] : [];
  },
  standardDeduction: (ctx, _agi, table) => {
    const extra = 2500 * (ctx.age65Count + ctx.blindCount);
    return { amount: table + extra, formula: lazy(() => `${money(table)} + $2,500 x ${ctx.age65Count + ctx.blindCount} (65 or over / blind)`), source: `${DE_FORM} line 21` };
  },
  // Earned income credit (30 Del. C. §1117(a)(2)): 20% of the federal EIC up to the tax, or 4.5% refundable, whichever
  // the filer chooses (the larger is taken here); the tax left after the personal credits ($110 each, table) and the 60+ credits.
  credits: (ctx, _agi, _taxable, tax) => {
    const aged = peopleAged(ctx, 60);
    const personal = 110 * (ctx.persons + ctx.dependents) + 110 * aged;
    return [
      credit(`Additional personal credit age 60 or over (${aged} x $110)`, 110 * aged, false, `${DE_FORM} line 27b`),
      ...eitcChoice(ctx, tax - personal, 0.2, 0.045, `${DE_FORM} (Delaware EITC, 30 Del. C. §1117(a)(2))`),
    ];
  },
};
