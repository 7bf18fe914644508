// AR: Arkansas AR1000F (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money, pct, usd } from '../format';
import { AR_2024 } from '../../../data/stateRules2024/ar';
import type { StateRule } from '../rule';
import { adj, credit, lazy, scheduleResult, retirementIncome, netGain } from './shared';

const D = AR_2024;
const AR_FORM = D.form;
export const AR: StateRule = {
  form: AR_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj(`${pct(D.capitalGainExclusion)} of net capital gain excluded`, D.capitalGainExclusion * netGain(ctx), `${AR_FORM} instructions, capital gains (Ark. Code 26-51-815)`),
    adj(`Retirement income exclusion (up to ${usd(D.retirementExclusion)})`, Math.min(D.retirementExclusion, retirementIncome(ctx)), `${AR_FORM} line 18 (Ark. Code 26-51-307)`),
  ],
  tax: (_ctx, taxable, _agi, schedule) => {
    const h = D.highIncome;
    if (taxable <= h.over) return scheduleResult(schedule, taxable, AR_FORM);
    // Net income over the high-income threshold: the low rate on the first band and the top rate above (AEDC 2024 table).
    const tax = h.lowRate * h.lowBand + h.topRate * (taxable - h.lowBand);
    return { tax, formula: lazy(() => `${pct(h.lowRate)} x ${usd(h.lowBand)} + ${pct(h.topRate)} x (${money(taxable)} - ${usd(h.lowBand)})`), source: `${AR_FORM}: tax table for net income over ${usd(h.over)}`, marginalRate: h.topRate };
  },
  credits: (ctx) => [credit(`Additional personal credit for 65 or over / blind (${ctx.age65Count + ctx.blindCount} x ${usd(D.age65OrBlindCredit)})`, D.age65OrBlindCredit * (ctx.age65Count + ctx.blindCount), false, `${AR_FORM} line 7`)],
  notes: ['The bracket adjustment for net income just above $89,600 and the low-income tax tables are not applied (uncertain in the data).'],
};
