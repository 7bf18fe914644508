// CO: Colorado DR 0104 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { CO_2024 } from '../../../data/stateRules2024/co';
import { money, pct, usd } from '../format';
import type { StateContext } from '../context';
import { normalizeStateCode } from '../residency';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { adj, credit, pos, eitcShare } from './shared';

const D = CO_2024;
const CO_FORM = D.form;

/**
 * DR 0104 line 35, the 2024 state sales tax refund (TABOR surplus, C.R.S. 39-22-2003): the amount of the AGI tier,
 * the joint-filer amount on a joint return; only for a full-year Colorado resident (Colorado the primary state all year).
 */
function salesTaxRefund(ctx: StateContext): StateCredit[] {
  const r = ctx.facts.residence;
  if (normalizeStateCode(r.state) !== 'CO' || !r.isFullYearResident) return [];
  const agi = ctx.facts.federalAgi;
  const row = D.salesTaxRefund.find((t) => agi <= t.agiUpTo)!;
  const joint = ctx.facts.filingStatus === 'married-joint';
  const amount = joint ? row.joint : row.single;
  return [credit(`State sales tax refund (TABOR; AGI ${money(agi)}, ${joint ? 'joint' : 'single'} filer)`, amount, true, `${CO_FORM} line 35 (C.R.S. 39-22-2003)`)];
}
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
    const out = [];
    // Line 4: the pensions, annuities and IRA distributions are taken as the taxpayer's (the 1099-Rs are not read per
    // person here), limited by the taxpayer's age and the social security subtracted on line 3.
    const p = D.pension;
    const retirement = f.taxablePensions + f.taxableIraDistributions;
    const limit = ctx.taxpayerAge >= p.olderAge ? p.olderLimit : ctx.taxpayerAge >= p.youngerAge ? p.youngerLimit : 0;
    if (retirement > 0 && limit > 0) {
      const s = D.socialSecurity;
      const ss = f.taxableSocialSecurity;
      const ssSubtracted = ctx.taxpayerAge >= s.fullAge ? ss : Math.min(ss, s.under65Limit * ctx.persons);
      const amount = Math.min(retirement, pos(limit - ssSubtracted));
      if (amount > 0) out.push(adj(`Pension and annuity subtraction (${money(retirement)} up to ${usd(limit)} less social security subtracted ${money(ssSubtracted)})`, amount, 'Colorado DR 0104AD line 4 (C.R.S. 39-22-104(4)(f))'));
    }
    const a = D.deductionAddBack;
    if (f.federalAgi >= a.agiFrom) {
      const cap = ctx.status === 'married-joint' ? a.cap['married-joint'] : a.cap.other;
      const deduction = f.itemizes ? f.itemizedDeductions : f.standardDeduction;
      out.push(adj(`Add-back of federal deduction over ${money(cap)} (AGI ${usd(a.agiFrom)} or more)`, -pos(deduction - cap), 'Colorado DR 0104AD line 3 (C.R.S. 39-22-104(3)(p))'));
    }
    return out;
  },
  // Colorado EITC for 2024: 50% of the federal EIC, refundable (C.R.S. 39-22-123.5 as amended by HB24-1134;
  // DR 0104CR 2024; Colorado DOR "Earned Income Tax Credit" publication).
  credits: (ctx) => [
    ...salesTaxRefund(ctx),
    ...eitcShare(D.eitcRate, true, `${CO_FORM} / DR 0104CR (Colorado EITC, ${pct(D.eitcRate)} of the federal EIC for 2024; C.R.S. 39-22-123.5, HB24-1134)`)(ctx),
  ],
  notes: [
    'The pension subtraction takes all pensions and IRA distributions as the taxpayer\'s (a spouse\'s own $20,000 / $24,000 is not applied). The sales tax refund is read by federal AGI (the modified AGI additions, such as nontaxable income, are not added) and assumes the filer is 18 or older; the Colorado child tax credit and family affordability credit are not computed.',
  ],
};
