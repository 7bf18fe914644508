// AR: Arkansas AR1000F (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, lazy, scheduleResult, retirementIncome, netGain } from './shared';

const AR_FORM = 'Arkansas AR1000F (2024)';
export const AR: StateRule = {
  form: AR_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj('50% of net capital gain excluded', 0.5 * netGain(ctx), `${AR_FORM} instructions, capital gains (Ark. Code 26-51-815)`),
    adj('Retirement income exclusion (up to $6,000)', Math.min(6000, retirementIncome(ctx)), `${AR_FORM} line 18 (Ark. Code 26-51-307)`),
  ],
  tax: (ctx, taxable, _agi, schedule) => {
    if (taxable <= 89600) return scheduleResult(schedule, taxable, AR_FORM);
    // Net income over $89,600: 2% on the first $4,500 and 3.9% above (AEDC 2024 table).
    const tax = 0.02 * 4500 + 0.039 * (taxable - 4500);
    return { tax, formula: lazy(() => `2% x $4,500 + 3.9% x (${money(taxable)} - $4,500)`), source: `${AR_FORM}: tax table for net income over $89,600`, marginalRate: 0.039 };
  },
  credits: (ctx) => [credit(`Additional personal credit for 65 or over / blind (${ctx.age65Count + ctx.blindCount} x $29)`, 29 * (ctx.age65Count + ctx.blindCount), false, `${AR_FORM} line 7`)],
  notes: ['The bracket adjustment for net income just above $89,600 and the low-income tax tables are not applied (uncertain in the data).'],
};
