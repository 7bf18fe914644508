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
 * deductible in Virginia, the property taxes the cap left out are (data/stateRules2024/va.ts, `itemized`). Over the
 * applicable amount, the Limited Itemized Deduction Worksheet.
 */
function vaItemized(ctx: StateContext): DeductionResult {
  const f = ctx.facts;
  const i = f.itemized;
  const source = `${VA_FORM} line 10 (Virginia Schedule A and its Limited Itemized Deduction Worksheet; Va. Code §58.1-322.03(1)(a), Tax Bulletin 19-9)`;
  if (!f.itemizes) return { amount: 0, formula: () => 'The federal return does not itemize', source };
  const propertyTaxes = i.realEstateTax + i.personalPropertyTax;
  const unlimited = pos(f.itemizedDeductions - i.stateAndLocalTaxes + propertyTaxes);
  const base = lazy(() => `Itemized deductions: federal Schedule A ${money(f.itemizedDeductions)} - state and local taxes ${money(i.stateAndLocalTaxes)} (line 5e, income taxes not deductible) + real estate and personal property taxes in full ${money(propertyTaxes)} = ${money(unlimited)}`);
  const l = D.itemized.limitation;
  const applicable = l.applicableAmount[ctx.status];
  if (f.federalAgi <= applicable) return { amount: unlimited, formula: base, source };
  // Part A: line 1 with line 5a up to the cap; line 2 the deductions the limitation spares.
  const incomeTax = Math.min(i.stateLocalIncomeTax, ctx.status === 'married-separate' ? l.incomeTaxCap['married-separate'] : l.incomeTaxCap.other);
  const line1 = unlimited + incomeTax;
  const line2 = i.medical + i.other;
  const line3 = pos(line1 - line2);
  const line4 = l.deductionShare * line3;
  const line8 = l.agiRate * (f.federalAgi - applicable);
  const line9 = Math.min(line4, line8);
  // Part B: line 5a less its share (line 11 = line 9 / line 3) of the reduction is what comes out.
  const line11 = line3 > 0 ? line9 / line3 : 0;
  const line15 = incomeTax - incomeTax * line11;
  const amount = pos(line1 - line9 - line15);
  return {
    amount,
    formula: lazy(() =>
      `${base()}; federal AGI ${money(f.federalAgi)} over ${usd(applicable)}: the smaller of 3% x ${money(f.federalAgi - applicable)} = ${money(line8)} and 80% x ${money(line3)} = ${money(line4)} is ${money(line9)} (worksheet line 9); ` +
      `(${money(line1)} - ${money(line9)}) - income taxes ${money(incomeTax)} less their share ${(line11 * 100).toFixed(4)}% of the reduction (${money(line15)}) = ${money(amount)}`),
    source,
  };
}
export const VA: StateRule = {
  form: VA_FORM,
  itemizedDeduction: (ctx) => vaItemized(ctx),
  // Line 4, age deduction (instructions' Age Deduction worksheet): $12,000 for each person born on or before January 1,
  // 1939; for each other person 65 or over, $12,000 less $1 per $1 of adjusted federal AGI over the limit, the test
  // on federal AGI less the taxable social security (and tier 1 railroad) benefits, married on the joint figure.
  adjustments: (ctx) => {
    if (ctx.age65Count === 0) return [];
    const a = D.ageDeduction;
    const f = ctx.facts;
    const ages = ctx.persons === 2 ? [ctx.taxpayerAge, ctx.spouseAge] : [ctx.taxpayerAge];
    const full = ages.filter((age) => age >= a.fullAtAge).length;
    const tested = ages.filter((age) => age >= 65 && age < a.fullAtAge).length;
    const married = ctx.persons === 2 || ctx.status === 'married-separate';
    const limit = married ? a.agiLimit.married : a.agiLimit.single;
    const adjusted = f.federalAgi - f.taxableSocialSecurity;
    const excess = pos(adjusted - limit);
    const amount = a.perPerson * full + pos(a.perPerson * tested - excess);
    const parts: string[] = [];
    if (full > 0) parts.push(`${full} x ${usd(a.perPerson)} (born on or before January 1, 1939)`);
    if (tested > 0)
      parts.push(`${tested} x ${usd(a.perPerson)} less ${money(excess)}, adjusted federal AGI (federal AGI ${money(f.federalAgi)} - taxable social security ${money(f.taxableSocialSecurity)}) ${money(adjusted)} over ${usd(limit)}`);
    return [adj(`Age deduction: ${parts.join(' + ')}`, amount, `${VA_FORM} line 4 (instructions, Age Deduction worksheet; Va. Code §58.1-322.03(5))`)];
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
    "Itemized deductions (line 10): the overall limitation for high federal AGI follows the 2019 Virginia Schedule A worksheet with 2024 applicable amounts not yet checked against the printed 2024 schedule; general sales taxes elected on federal Schedule A line 5a are taken out like income taxes (Virginia keeps them; the return's facts do not say which was elected); the 18-cents-a-mile charitable mileage increase is not computed.",
  ],
};
