// DC: DC Form D-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { DC_2024 } from '../../../data/stateRules2024/dc';
import { money, pct } from '../format';
import type { StateRule } from '../rule';
import { eitcShare, eicChildren } from './shared';
import { claimable } from './dependentFiler';

const D = DC_2024;
const DC_FORM = D.form;
export const DC: StateRule = {
  form: DC_FORM,
  allowsItemized: true,
  // Line 17: the DC standard deduction is the federal one (D.C. Code 47-1801.04(44), IRC 63(c)); a filer someone can
  // claim ('Single, Dependent claimed by someone else') uses the federal Standard Deduction Worksheet for Dependents,
  // the federal return's line 12 amount.
  standardDeduction: (ctx, _agi, table) => {
    if (!claimable(ctx)) return { amount: table, formula: () => `Standard deduction (${ctx.status}): ${money(table)}`, source: `${DC_FORM} line 17` };
    const amount = ctx.facts.standardDeduction;
    return {
      amount,
      formula: () => `Dependent claimed by someone else: the federal Standard Deduction Worksheet for Dependents amount ${money(amount)}`,
      source: `${DC_FORM} line 17 (federal Standard Deduction Worksheet for Dependents)`,
    };
  },
  // DC EITC with qualifying children: 70% of the federal EIC for tax years 2022-2024, refundable (D.C. Code 47-1806.04(f);
  // DC OTR "DC EITC": "For Tax Year 2024, the DC EITC equals 70% of your federal EITC").
  credits: (ctx) =>
    eicChildren(ctx) > 0 ? eitcShare(D.eitcRateWithChild, true, `${DC_FORM} (DC EITC, ${pct(D.eitcRateWithChild)} of the federal EIC, D.C. Code 47-1806.04(f))`)(ctx) : [],
  notes: ['The DC EITC for filers without a qualifying child (its own Schedule N computation) and the low income credit are not computed.'],
};
