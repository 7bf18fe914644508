// IN: Indiana IT-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { IN_2024 } from '../../../data/stateRules2024/in';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { credit, lazy } from './shared';

const D = IN_2024;
const IN_FORM = D.form;
/** IC 6-8.1-6-4.5: every amount on the return is rounded to the nearest whole dollar, 50 cents up. */
export const wholeDollars = (x: number) => Math.floor(x + 0.5 + 1e-9);
export const IN: StateRule = {
  form: IN_FORM,
  notes: ['Schedule 3: the $3,000 first-year exemption is given for a dependent child born in 2024; another child claimed for the first time (placed, or moved to Indiana) is not known here. Adopted dependents (line 6, IN-DEP-A) are not computed.'],
  exemptions: (ctx) => {
    const f = ctx.facts;
    const e = D.exemption;
    const extra65Low = f.federalAgi < e.lowIncomeAge65.agiUnder ? e.lowIncomeAge65.amount * ctx.age65Count : 0;
    const children = f.dependents.filter((d) => d.isQualifyingChild);
    // Born in 2024 (age 0): the first year the additional exemption is allowable for the child (IN-DEP box F).
    const firstYear = children.filter((d) => d.age === 0).length;
    const otherChildren = children.length - firstYear;
    const amount =
      e.perPerson * (ctx.persons + ctx.dependents) + e.dependentChild * otherChildren + e.firstYearDependentChild * firstYear +
      e.age65OrBlind * (ctx.age65Count + ctx.blindCount) + extra65Low;
    return {
      amount,
      formula: lazy(() => `${usd(e.perPerson)} x ${ctx.persons + ctx.dependents} + ${usd(e.dependentChild)} x ${otherChildren} dependent children${firstYear ? ` + ${usd(e.firstYearDependentChild)} x ${firstYear} born in 2024 (first year)` : ''} + ${usd(e.age65OrBlind)} x ${ctx.age65Count + ctx.blindCount} (65+/blind)${extra65Low ? ` + ${usd(e.lowIncomeAge65.amount)} x 65+ (AGI under ${usd(e.lowIncomeAge65.agiUnder)})` : ''}`),
      source: `${IN_FORM} Schedule 3 lines 1-5, Schedule IN-DEP (IC 6-3-1-3.5)`,
    };
  },
  // Line 8: line 7 (whole dollars) x 3.05%, rounded to whole dollars.
  tax: (_ctx, taxable, _agi, schedule) => {
    const line7 = wholeDollars(taxable);
    const rate = schedule.rates[0];
    const tax = wholeDollars(rate * line7);
    return { tax, formula: lazy(() => `${pct(rate)} x line 7 ${usd(line7)} = ${money(rate * line7)}, in whole dollars`), source: `${IN_FORM} line 8 (amounts in whole dollars, IC 6-8.1-6-4.5)`, marginalRate: rate };
  },
  credits: (ctx) => {
    const eic = ctx.facts.federalEarnedIncomeCredit;
    return eic > 0 ? [credit(`Earned income credit (${pct(D.eitcRate)} of the federal EIC, in whole dollars)`, wholeDollars(D.eitcRate * eic), true, `${IN_FORM} Schedule IN-EIC (${pct(D.eitcRate)} of the federal EIC)`)] : [];
  },
};
