// IA: Iowa IA 1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, credit, eitcShare, retirementIncome, peopleAged } from './shared';

const IA_FORM = 'Iowa IA 1040 (2024)';
export const IA: StateRule = {
  form: IA_FORM,
  adjustments: (ctx) =>
    peopleAged(ctx, 55) > 0 ? [adj('Retirement income exclusion (age 55 or over)', retirementIncome(ctx), `${IA_FORM} line 3 (Iowa Code 422.7(31))`)] : [],
  credits: (ctx) => [
    credit(`Additional exemption credit, 65 or over / blind (${ctx.age65Count + ctx.blindCount} x $20)`, 20 * (ctx.age65Count + ctx.blindCount), false, `${IA_FORM} line 8`),
    ...eitcShare(0.15, true, `${IA_FORM} line 21 (15% of the federal EIC)`)(ctx),
  ],
};
