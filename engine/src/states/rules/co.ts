// CO: Colorado DR 0104 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, eitcShare } from './shared';

const CO_FORM = 'Colorado DR 0104 (2024)';
export const CO: StateRule = {
  form: CO_FORM,
  taxesSocialSecurity: true,
  // Pension and annuity subtraction (DR 0104AD line 4-5): social security fully for 65 or over; 55-64 up to $20,000 per person.
  socialSecurityRelief: (ctx) => {
    const ss = ctx.facts.taxableSocialSecurity;
    if (ss <= 0) return null;
    const amount = ctx.taxpayerAge >= 65 ? ss : ctx.taxpayerAge >= 55 ? Math.min(ss, 20000 * ctx.persons) : 0;
    return adj('Social security subtraction (age 65+ in full, 55-64 up to $20,000)', amount, 'Colorado DR 0104AD lines 4-5');
  },
  adjustments: (ctx) => {
    const f = ctx.facts;
    if (f.federalAgi < 300000) return [];
    const cap = ctx.status === 'married-joint' ? 16000 : 12000;
    const deduction = f.itemizes ? f.itemizedDeductions : f.standardDeduction;
    return [adj(`Add-back of federal deduction over ${money(cap)} (AGI $300,000 or more)`, -pos(deduction - cap), 'Colorado DR 0104AD line 3 (C.R.S. 39-22-104(3)(p))')];
  },
  // Colorado EITC for 2024: 50% of the federal EIC, refundable (C.R.S. 39-22-123.5 as amended by HB24-1134;
  // DR 0104CR 2024; Colorado DOR "Earned Income Tax Credit" publication).
  credits: eitcShare(0.5, true, `${CO_FORM} / DR 0104CR (Colorado EITC, 50% of the federal EIC for 2024; C.R.S. 39-22-123.5, HB24-1134)`),
  notes: ['The TABOR sales-tax refund, Colorado child tax credit and family affordability credit are not computed.'],
};
