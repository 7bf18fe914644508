// DE: Delaware Form PIT-RES (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { DE_2024 } from '../../../data/stateRules2024/de';
import { money, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcChoice, retirementIncome, peopleAged } from './shared';

const D = DE_2024;
const DE_FORM = D.form;
export const DE: StateRule = {
  form: DE_FORM,
  allowsItemized: true,
  adjustments: (ctx) => {
    const p = D.pensionExclusion;
    const eligible = peopleAged(ctx, p.age);
    return eligible > 0 ? [adj(`Pension exclusion (age ${p.age}+, up to ${usd(p.perPerson)} each)`, Math.min(p.perPerson * eligible, retirementIncome(ctx)), `${DE_FORM} line 6 (30 Del. C. §1106(b)(4))`)] : [];
  },
  standardDeduction: (ctx, _agi, table) => {
    const extra = D.age65OrBlindDeduction * (ctx.age65Count + ctx.blindCount);
    return { amount: table + extra, formula: lazy(() => `${money(table)} + ${usd(D.age65OrBlindDeduction)} x ${ctx.age65Count + ctx.blindCount} (65 or over / blind)`), source: `${DE_FORM} line 21` };
  },
  // Earned income credit (30 Del. C. §1117(a)(2)): 20% of the federal EIC up to the tax, or 4.5% refundable, whichever
  // the filer chooses (the larger is taken here); the tax left after the personal credits ($110 each, table) and the 60+ credits.
  credits: (ctx, _agi, _taxable, tax) => {
    const a = D.agedCredit;
    const aged = peopleAged(ctx, a.age);
    const personal = D.personalCredit * (ctx.persons + ctx.dependents) + a.amount * aged;
    return [
      credit(`Additional personal credit age ${a.age} or over (${aged} x ${usd(a.amount)})`, a.amount * aged, false, `${DE_FORM} line 27b`),
      ...eitcChoice(ctx, tax - personal, D.eitc.nonrefundable, D.eitc.refundable, `${DE_FORM} (Delaware EITC, 30 Del. C. §1117(a)(2))`),
    ];
  },
};
