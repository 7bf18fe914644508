// VA: Virginia Form 760 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { VA_2024 } from '../../../data/stateRules2024/va';
import { money, usd } from '../format';
import type { DeductionResult, StateRule } from '../rule';
import type { StateContext } from '../context';
import { adj, pos, lazy, eitcChoice } from './shared';
import { claimable, dependentEarnedIncome } from './dependentFiler';

const D = VA_2024;
const VA_FORM = D.form;
/**
 * Line 10: federal Schedule A (line 17) without its state and local taxes (line 5e, the $10,000 cap included), plus
 * the real estate and personal property taxes (lines 5b, 5c) in full: the income taxes in line 5e are not
 * deductible in Virginia, the property taxes the cap left out are (data/stateRules2024/va.ts, `itemized`).
 */
function vaItemized(ctx: StateContext): DeductionResult {
  const f = ctx.facts;
  const i = f.itemized;
  const source = `${VA_FORM} line 10 (Virginia Schedule A; Va. Code §58.1-322.03(1)(a))`;
  if (!f.itemizes) return { amount: 0, formula: () => 'The federal return does not itemize', source };
  const propertyTaxes = i.realEstateTax + i.personalPropertyTax;
  const amount = pos(f.itemizedDeductions - i.stateAndLocalTaxes + propertyTaxes);
  const over = pos(f.federalAgi - D.itemized.limitationApplicableAmount2019[ctx.status]);
  return {
    amount,
    formula: lazy(() =>
      `Itemized deductions: federal Schedule A ${money(f.itemizedDeductions)} - state and local taxes ${money(i.stateAndLocalTaxes)} (line 5e, income taxes not deductible) + real estate and personal property taxes in full ${money(propertyTaxes)} = ${money(amount)}` +
      (over > 0 ? `; federal AGI is over Virginia's 2019 overall-limitation amount, so the 2024 limitation may reduce it (not computed: its 2024 amounts were not sourced)` : '')),
    source,
  };
}
export const VA: StateRule = {
  form: VA_FORM,
  itemizedDeduction: (ctx) => vaItemized(ctx),
  // Age deduction per person 65+, reduced $1 per $1 of AGI over the limit (Form 760 line 9).
  adjustments: (ctx) => {
    if (ctx.age65Count === 0) return [];
    const a = D.ageDeduction;
    const limit = ctx.persons === 2 || ctx.status === 'married-separate' ? a.agiLimit.married : a.agiLimit.single;
    return [adj(`Age deduction (${ctx.age65Count} x ${usd(a.perPerson)}, income-tested)`, pos(a.perPerson * ctx.age65Count - pos(ctx.facts.federalAgi - limit)), `${VA_FORM} line 9`)];
  },
  // Line 11, 'Dependent on Another's Return' (Form 760 instructions): a filer someone can claim as a dependent takes
  // the smaller of earned income or the standard deduction for the status.
  standardDeduction: (ctx, _agi, table) => {
    if (ctx.facts.itemizes)
      return { amount: 0, formula: () => 'None: the federal return itemizes, so the Virginia return itemizes too (line 10)', source: `${VA_FORM} line 11 (Va. Code §58.1-322.03(1)(b))` };
    if (!claimable(ctx))
      return { amount: table, formula: () => `Standard deduction (${ctx.status}): ${money(table)}`, source: `${VA_FORM} line 11` };
    const earned = dependentEarnedIncome(ctx);
    const amount = Math.min(earned, table);
    return {
      amount,
      formula: () => `Dependent on another's return: the smaller of earned income ${money(earned)} or ${money(table)} = ${money(amount)}`,
      source: `${VA_FORM} line 11 (instructions, Dependent on Another's Return)`,
    };
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    const m = ctx.age65Count + ctx.blindCount;
    const e = D.exemption;
    return { amount: e.perPerson * n + e.age65OrBlind * m, formula: lazy(() => `${n} x ${usd(e.perPerson)} + ${m} x ${usd(e.age65OrBlind)} (65+/blind)`), source: `${VA_FORM} line 12` };
  },
  // Virginia EITC (Va. Code §58.1-339.8): 20% of the federal EIC, nonrefundable, or for 2022-2025 15% of it, refundable
  // (2022 Appropriation Act; Virginia Tax "Virginia's new refundable Earned Income Tax Credit"); the larger is taken.
  credits: (ctx, _agi, _taxable, tax) => eitcChoice(ctx, tax, D.eitc.nonrefundable, D.eitc.refundable, `${VA_FORM} Schedule ADJ (Virginia EITC, Va. Code §58.1-339.8)`),
  notes: [
    'The credit for low-income individuals (the alternative to the EITC) and the spouse tax adjustment are not computed.',
    "Itemized deductions (line 10): the overall limitation for high federal AGI (pre-2018 IRC §68, kept by Virginia from 2019, Tax Bulletin 19-9) is not computed, its 2024 amounts not being sourced; general sales taxes elected on federal Schedule A line 5a are taken out like income taxes (Virginia keeps them; the return's facts do not say which was elected); the 18-cents-a-mile charitable mileage increase is not computed.",
  ],
};
