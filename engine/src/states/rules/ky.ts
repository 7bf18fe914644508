// KY: Kentucky Form 740 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { KY_2024 } from '../../../data/stateRules2024/ky';
import { usd } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, retirementIncome } from './shared';

const D = KY_2024;
const KY_FORM = D.form;
export const KY: StateRule = {
  form: KY_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj(`Pension income exclusion (up to ${usd(D.pensionExclusion)} each)`, Math.min(D.pensionExclusion * ctx.persons, retirementIncome(ctx)), `${KY_FORM} Schedule P`)],
  credits: (ctx) => [credit(`Personal tax credits, 65 or over / blind (${ctx.age65Count + ctx.blindCount} x ${usd(D.age65OrBlindCredit)})`, D.age65OrBlindCredit * (ctx.age65Count + ctx.blindCount), false, `${KY_FORM} line 14`)],
  notes: ['The family size tax credit for low incomes is not computed.'],
};
