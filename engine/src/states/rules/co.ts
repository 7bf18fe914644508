// CO: Colorado DR 0104 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { CO_2024 } from '../../../data/stateRules2024/co';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, eitcShare } from './shared';

const D = CO_2024;
const CO_FORM = D.form;
export const CO: StateRule = {
  form: CO_FORM,
  taxesSocialSecurity: true,
  // Pension and annuity subtraction (DR 0104AD line 4-5): social security fully for 65 or over; 55-64 up to a limit per person.
  socialSecurityRelief: (ctx) => {
    const ss = ctx.facts.taxableSocialSecurity;
    if (ss <= 0) return null;
    const s = D.socialSecurity;
    const amount = ctx.taxpayerAge >= s.fullAge ? ss : ctx.taxpayerAge >= s.partialAge ? Math.min(ss, s.under65Limit * ctx.persons) : 0;
    return adj(`Social security subtraction (age ${s.fullAge}+ in full, ${s.partialAge}-${s.fullAge - 1} up to ${usd(s.under65Limit)})`, amount, 'Colorado DR 0104AD lines 4-5');
  },
  adjustments: (ctx) => {
    const f = ctx.facts;
    const a = D.deductionAddBack;
    if (f.federalAgi < a.agiFrom) return [];
    const cap = ctx.status === 'married-joint' ? a.cap['married-joint'] : a.cap.other;
    const deduction = f.itemizes ? f.itemizedDeductions : f.standardDeduction;
    return [adj(`Add-back of federal deduction over ${money(cap)} (AGI ${usd(a.agiFrom)} or more)`, -pos(deduction - cap), 'Colorado DR 0104AD line 3 (C.R.S. 39-22-104(3)(p))')];
  },
  // Colorado EITC for 2024: 50% of the federal EIC, refundable (C.R.S. 39-22-123.5 as amended by HB24-1134;
  // DR 0104CR 2024; Colorado DOR "Earned Income Tax Credit" publication).
  credits: eitcShare(D.eitcRate, true, `${CO_FORM} / DR 0104CR (Colorado EITC, ${pct(D.eitcRate)} of the federal EIC for 2024; C.R.S. 39-22-123.5, HB24-1134)`),
  notes: ['The TABOR sales-tax refund, Colorado child tax credit and family affordability credit are not computed.'],
};
