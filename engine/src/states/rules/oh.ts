// OH: Ohio IT 1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { credit, lazy, eitcShare } from './shared';

const OH_FORM = 'Ohio IT 1040 (2024)';
export const OH: StateRule = {
  form: OH_FORM,
  // Exemptions by Ohio MAGI: $2,400 (up to $40,000), $2,150 (to $80,000), $1,900 above (R.C. 5747.025), per person and dependent.
  exemptions: (ctx, agi) => {
    const per = agi <= 40000 ? 2400 : agi <= 80000 ? 2150 : 1900;
    const n = ctx.persons + ctx.dependents;
    return { amount: per * n, formula: lazy(() => `${n} x ${money(per)} (by Ohio income)`), source: `${OH_FORM} line 4` };
  },
  // 2024 schedule: $0 up to $26,050; $360.69 + 2.75% over $26,050; $2,394.32 + 3.5% over $100,000 (IT 1040 instructions).
  tax: (_ctx, taxable) => {
    const [tax, rate] = taxable <= 26050 ? [0, 0] : taxable <= 100000 ? [360.69 + 0.0275 * (taxable - 26050), 0.0275] : [2394.32 + 0.035 * (taxable - 100000), 0.035];
    const formula = lazy(() =>
      taxable <= 26050
        ? `${money(taxable)} is within the $26,050 zero bracket`
        : taxable <= 100000
          ? `$360.69 + 2.75% x (${money(taxable)} - $26,050)`
          : `$2,394.32 + 3.5% x (${money(taxable)} - $100,000)`);
    return { tax, formula, source: `${OH_FORM} instructions, 2024 tax table / schedule`, marginalRate: rate };
  },
  credits: (ctx, agi) => {
    const out: StateCredit[] = [];
    if (agi < 30000) out.push(credit(`Exemption credit (${ctx.persons + ctx.dependents} x $20)`, 20 * (ctx.persons + ctx.dependents), false, `${OH_FORM} Schedule of Credits line 5`));
    if (ctx.age65Count > 0 && agi < 100000) out.push(credit('Senior citizen credit', 50, false, `${OH_FORM} Schedule of Credits line 4`));
    out.push(...eitcShare(0.3, false, `${OH_FORM} Schedule of Credits line 12 (30% of the federal EIC)`)(ctx));
    return out;
  },
  notes: ['The joint filing credit, retirement income credit and business income deduction are not computed.'],
};
