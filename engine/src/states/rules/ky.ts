// KY: Kentucky Form 740 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, credit, retirementIncome } from './shared';

const KY_FORM = 'Kentucky Form 740 (2024)';
export const KY: StateRule = {
  form: KY_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Pension income exclusion (up to $31,110 each)', Math.min(31110 * ctx.persons, retirementIncome(ctx)), `${KY_FORM} Schedule P`)],
  credits: (ctx) => [credit(`Personal tax credits, 65 or over / blind (${ctx.age65Count + ctx.blindCount} x $40)`, 40 * (ctx.age65Count + ctx.blindCount), false, `${KY_FORM} line 14`)],
  notes: ['The family size tax credit for low incomes is not computed.'],
};
