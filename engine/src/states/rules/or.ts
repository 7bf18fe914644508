// OR: Oregon Form OR-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { OR_2024 } from '../../../data/stateRules2024/or';
import { money, pct, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcShare } from './shared';
import { claimable, dependentStandardDeduction } from './dependentFiler';

const D = OR_2024;
const OR_FORM = D.form;
export const OR: StateRule = {
  form: OR_FORM,
  // Schedule OR-A: the federal Schedule A items with the Oregon income tax left out of line 5 (W-2 box 17 for Oregon
  // and the 1099 withholding credited to it), lines 5-7 then capped at $10,000; taken when larger than the standard
  // deduction, whether or not the federal return itemizes.
  itemizedDeduction: (ctx) => {
    const f = ctx.facts;
    const i = f.itemized;
    const oregonTax = f.w2States.filter((w) => w.state === 'OR' || w.state === '').reduce((sum, w) => sum + w.stateTaxWithheld, 0) + f.documentStateWithholding;
    const line5 = Math.max(0, i.stateLocalIncomeTax - oregonTax);
    const limit = ctx.status === 'married-separate' ? D.itemizedTaxLimit['married-separate'] : D.itemizedTaxLimit.other;
    const line9 = Math.min(limit, line5 + i.realEstateTax + i.personalPropertyTax);
    const amount = i.medical + line9 + i.mortgageInterest + i.charitable + i.other;
    return {
      amount,
      formula: lazy(() => `Schedule OR-A: medical ${money(i.medical)} + taxes ${money(line9)} (income taxes other than Oregon's ${money(line5)} + real estate ${money(i.realEstateTax)} + personal property ${money(i.personalPropertyTax)}, at most ${usd(limit)}) + interest ${money(i.mortgageInterest)} + gifts ${money(i.charitable)} + other ${money(i.other)} = ${money(amount)}`),
      source: `${OR_FORM} line 16; Schedule OR-A lines 1-26`,
    };
  },
  // Federal tax subtraction up to a cap, stepped down by AGI from a start to zero.
  adjustments: (ctx) => {
    const f = ctx.facts;
    // OR-40 line 10 limit table: married filing jointly, head of household and qualifying surviving spouse share the
    // $250,000 start; single and married filing separately start at $125,000 (ORS 316.695(1)(c)).
    const joint = ctx.status === 'married-joint' || ctx.status === 'head-of-household';
    const t = D.federalTaxSubtraction;
    const start = joint ? t.start['married-joint'] : t.start.other;
    const step = joint ? t.step['married-joint'] : t.step.other;
    const cap = ctx.status === 'married-separate' ? t.cap['married-separate'] : t.cap.other;
    const steps = f.federalAgi < start ? 0 : Math.floor((f.federalAgi - start) / step) + 1;
    const limit = Math.max(0, cap * (1 - t.cutRate * steps));
    return [adj('Federal income tax subtraction', Math.min(limit, f.federalIncomeTax), `${OR_FORM} line 10 (federal tax liability worksheet)`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? D.age65OrBlindDeduction.married : D.age65OrBlindDeduction.other;
    const n = ctx.age65Count + ctx.blindCount;
    const dependent = claimable(ctx) ? dependentStandardDeduction(ctx, { ...D.dependentStandardDeduction, full: table }) : null;
    const base = dependent ? dependent.amount : table;
    return {
      amount: base + per * n,
      formula: lazy(() => `${dependent ? dependent.formula() : money(table)} + ${n} x ${money(per)} (65 or over / blind)`),
      source: `${OR_FORM} line 16${dependent ? ' (OAR 150-316-0555(3), dependent)' : ''}`,
    };
  },
  replacesExemptionCredits: true,
  credits: (ctx) => {
    const e = D.exemptionCredit;
    const limit = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? e.agiLimit.jointOrHead : e.agiLimit.other;
    const n = ctx.persons + ctx.dependents;
    const out = ctx.facts.federalAgi > limit ? [] : [credit(`Exemption credit (${n} x ${usd(e.perPerson)})`, e.perPerson * n, false, `${OR_FORM} line 24`)];
    const rate = dependentsUnder(ctx, D.eic.youngChildUnder) > 0 ? D.eic.youngChild : D.eic.other;
    out.push(...eitcShare(rate, true, `${OR_FORM} line 41 (Oregon EIC ${pct(rate)} of the federal EIC)`)(ctx));
    return out;
  },
};
