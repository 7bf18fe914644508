// IA: Iowa IA 1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { IA_2024 } from '../../../data/stateRules2024/ia';
import { pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, eitcShare, retirementIncome, peopleAged } from './shared';

const D = IA_2024;
const IA_FORM = D.form;
export const IA: StateRule = {
  form: IA_FORM,
  adjustments: (ctx) =>
    peopleAged(ctx, D.retirementExclusionAge) > 0 ? [adj(`Retirement income exclusion (age ${D.retirementExclusionAge} or over)`, retirementIncome(ctx), `${IA_FORM} line 3 (Iowa Code 422.7(31))`)] : [],
  credits: (ctx) => [
    credit(`Additional exemption credit, 65 or over / blind (${ctx.age65Count + ctx.blindCount} x ${usd(D.age65OrBlindCredit)})`, D.age65OrBlindCredit * (ctx.age65Count + ctx.blindCount), false, `${IA_FORM} line 8`),
    ...eitcShare(D.eitcRate, true, `${IA_FORM} line 21 (${pct(D.eitcRate)} of the federal EIC)`)(ctx),
  ],
};
