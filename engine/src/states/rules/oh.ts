// OH: Ohio IT 1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { OH_2024 } from '../../../data/stateRules2024/oh';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { credit, lazy, eitcShare } from './shared';

const D = OH_2024;
const OH_FORM = D.form;
export const OH: StateRule = {
  form: OH_FORM,
  // Exemptions by Ohio MAGI, per person and dependent (R.C. 5747.025).
  exemptions: (ctx, agi) => {
    const per = D.exemption.find((row) => agi <= row.agiUpTo)!.amount;
    const n = ctx.persons + ctx.dependents;
    return { amount: per * n, formula: lazy(() => `${n} x ${money(per)} (by Ohio income)`), source: `${OH_FORM} line 4` };
  },
  // 2024 schedule: nothing in the zero bracket, then a base amount plus the rate over the row's start (IT 1040 instructions).
  tax: (_ctx, taxable) => {
    const s = D.schedule;
    const row = taxable <= s.zeroUpTo ? null : s.rows.find((r) => taxable <= r.upTo)!;
    const tax = row ? row.base + row.rate * (taxable - row.over) : 0;
    const rate = row ? row.rate : 0;
    const formula = lazy(() =>
      row
        ? `${money(row.base)} + ${pct(row.rate)} x (${money(taxable)} - ${usd(row.over)})`
        : `${money(taxable)} is within the ${usd(s.zeroUpTo)} zero bracket`);
    return { tax, formula, source: `${OH_FORM} instructions, 2024 tax table / schedule`, marginalRate: rate };
  },
  credits: (ctx, agi) => {
    const out: StateCredit[] = [];
    const e = D.exemptionCredit;
    if (agi < e.agiUnder) out.push(credit(`Exemption credit (${ctx.persons + ctx.dependents} x ${usd(e.perPerson)})`, e.perPerson * (ctx.persons + ctx.dependents), false, `${OH_FORM} Schedule of Credits line 5`));
    if (ctx.age65Count > 0 && agi < D.seniorCredit.agiUnder) out.push(credit('Senior citizen credit', D.seniorCredit.amount, false, `${OH_FORM} Schedule of Credits line 4`));
    out.push(...eitcShare(D.eitcRate, false, `${OH_FORM} Schedule of Credits line 12 (${pct(D.eitcRate)} of the federal EIC)`)(ctx));
    return out;
  },
  notes: ['The joint filing credit, retirement income credit and business income deduction are not computed.'],
};
