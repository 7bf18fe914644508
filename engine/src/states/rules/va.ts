// VA: Virginia Form 760 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { VA_2024 } from '../../../data/stateRules2024/va';
import { money, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcChoice } from './shared';
import { claimable, dependentEarnedIncome } from './dependentFiler';

const D = VA_2024;
const VA_FORM = D.form;
export const VA: StateRule = {
  form: VA_FORM,
  allowsItemized: true,
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
    // Not settled from a 2024 source (issue: OTS differential check): the 2018 Schedule A capped lines 5a-5c at $10,000
    // (line 5e), the 2019 and 2020 Schedule A add lines 5a-5c and 6 with no cap; the 2024 schedule was not read.
    'Itemized deductions are the federal Schedule A (SALT capped at $10,000) less the state income tax in it; whether the 2024 Virginia Schedule A keeps the cap, and its overall limitation for high federal AGI (pre-2018 IRC §68, Va. Code §58.1-301; PolicyEngine-US gives 2024 applicable amounts 323,650 single / 388,400 joint) with the state income tax prorated, are not computed.',
  ],
};
