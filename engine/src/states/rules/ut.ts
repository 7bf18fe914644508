// UT: Utah TC-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { credit, pos, byStatus } from './shared';

const UT_FORM = 'Utah TC-40 (2024)';
export const UT: StateRule = {
  form: UT_FORM,
  taxesSocialSecurity: true,
  replacesExemptionCredits: true,
  // Taxpayer tax credit (TC-40 lines 11-20): 6% x (federal deduction less state income tax + $2,046 per dependent),
  // less 1.3% of Utah income over the base; social security benefits credit (line 21 / TC-40A) phased out over the limit.
  credits: (ctx, agi, _taxable, tax) => {
    const f = ctx.facts;
    const deduction = f.itemizes ? pos(f.itemizedDeductions - Math.min(f.itemized.stateAndLocalTaxes, f.itemized.stateLocalIncomeTax)) : f.standardDeduction;
    const initial = 0.06 * (deduction + 2046 * ctx.dependents);
    const base = byStatus(ctx, { single: 17652, 'married-separate': 17652, 'head-of-household': 26478, 'married-joint': 35304 });
    const taxpayer = pos(initial - 0.013 * pos(agi - base));
    const out = [credit('Taxpayer tax credit', Math.min(taxpayer, tax), false, `${UT_FORM} lines 11-20`)];
    if (f.taxableSocialSecurity > 0) {
      const limit = byStatus(ctx, { single: 45000, 'married-separate': 37500, 'head-of-household': 75000, 'married-joint': 75000 });
      out.push(credit('Social security benefits credit', pos(0.0455 * f.taxableSocialSecurity - 0.25 * pos(agi - limit)), false, `${UT_FORM} TC-40A Part 3`));
    }
    return out;
  },
};
