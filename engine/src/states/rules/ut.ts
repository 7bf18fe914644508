// UT: Utah TC-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { UT_2024 } from '../../../data/stateRules2024/ut';
import type { StateRule } from '../rule';
import { credit, pos } from './shared';

const D = UT_2024;
const UT_FORM = D.form;
export const UT: StateRule = {
  form: UT_FORM,
  taxesSocialSecurity: true,
  replacesExemptionCredits: true,
  // Taxpayer tax credit (TC-40 lines 11-20): a rate x (federal deduction less state income tax + an amount per dependent),
  // less 1.3% of Utah income over the base; social security benefits credit (line 21 / TC-40A) phased out over the limit.
  credits: (ctx, agi, _taxable, tax) => {
    const f = ctx.facts;
    const deduction = f.itemizes ? pos(f.itemizedDeductions - Math.min(f.itemized.stateAndLocalTaxes, f.itemized.stateLocalIncomeTax)) : f.standardDeduction;
    const t = D.taxpayerCredit;
    const initial = t.rate * (deduction + t.perDependent * ctx.dependents);
    const taxpayer = pos(initial - t.phaseOutRate * pos(agi - t.base[ctx.status]));
    const out = [credit('Taxpayer tax credit', Math.min(taxpayer, tax), false, `${UT_FORM} lines 11-20`)];
    if (f.taxableSocialSecurity > 0) {
      const s = D.socialSecurityCredit;
      out.push(credit('Social security benefits credit', pos(s.rate * f.taxableSocialSecurity - s.phaseOutRate * pos(agi - s.limit[ctx.status])), false, `${UT_FORM} TC-40A Part 3`));
    }
    return out;
  },
};
