// NJ: New Jersey NJ-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NJ_2024 } from '../../../data/stateRules2024/nj';
import { money, pct, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { credit, pos, lazy, lazyParts, eitcShare, scheduleResult, retirementIncome, peopleAged, stateWages } from './shared';

const D = NJ_2024;
const NJ_FORM = D.form;
export const NJ: StateRule = {
  form: NJ_FORM,
  // NJ gross income (NJ-1040 lines 15-27): each category on its own, a loss in one does not reduce another;
  // social security and unemployment are not income in New Jersey; no IRA or SE-tax adjustments.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const items: [string, number][] = [
      ['wages (W-2 box 16)', stateWages(ctx)],
      ['interest', f.taxableInterest],
      ['dividends', f.ordinaryDividends],
      ['business', pos(f.businessIncome)],
      ['net gains', pos(f.netShortTermCapitalGain + f.netLongTermCapitalGain)],
      ['rents', pos(f.rentalIncome)],
      ['pensions and IRA', retirementIncome(ctx)],
      ['other', pos(f.otherIncome)],
    ];
    let gross = 0;
    for (const [, amount] of items) if (amount > 0) gross += amount;
    const parts = lazyParts(() => items.filter(([, amount]) => amount > 0).map(([name, amount]) => `${name} ${money(amount)}`));
    // Pension exclusion for a person of the age with NJ gross income up to the limit (NJ-1040 line 28a).
    let exclusion = 0;
    const p = D.pensionExclusion;
    const row = p.shares.find((r) => gross <= r.grossUpTo);
    if (peopleAged(ctx, p.age) > 0 && row) {
      const share = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? row[ctx.status] : row.other;
      exclusion = Math.min(retirementIncome(ctx), p.max[ctx.status]) * share;
    }
    return {
      gross,
      agi: gross - exclusion,
      formula: lazy(() => `${parts().join(' + ') || '$0.00'}${exclusion > 0 ? ` - pension exclusion ${money(exclusion)}` : ''}`),
      source: `${NJ_FORM} lines 15-29`,
    };
  },
  exemptions: (ctx) => {
    const e = D.exemption;
    const personal = ctx.status === 'married-joint' && !ctx.isQualifyingWidow ? e.joint : e.other;
    const students = dependentsUnder(ctx, e.studentUnder, (d) => d.isFullTimeStudent);
    let amount = personal + e.age65OrBlind * (ctx.age65Count + ctx.blindCount) + e.perDependent * ctx.dependents + e.student * students;
    // Property tax deduction (Worksheet H): property tax paid up to a limit, when it beats the $50 credit.
    const propertyTax = ctx.facts.itemized.realEstateTax; // Schedule A line 5b as the federal return read it
    const max = ctx.status === 'married-separate' ? D.propertyTaxDeductionMax['married-separate'] : D.propertyTaxDeductionMax.other;
    const deduction = propertyTax > 0 ? Math.min(max, propertyTax) : 0;
    amount += deduction;
    const formula = lazy(() =>
      `${money(personal)} + ${ctx.age65Count + ctx.blindCount} x ${usd(e.age65OrBlind)} (65+/blind) + ${ctx.dependents} x ${usd(e.perDependent)} + ${students} x ${usd(e.student)} (college students)` +
      (deduction > 0 ? ` + property tax deduction ${money(deduction)}` : ''));
    return { amount, formula, source: `${NJ_FORM} lines 13, 30-31, Worksheet H` };
  },
  tax: (_ctx, taxable, _agi, schedule) => scheduleResult(schedule, taxable, NJ_FORM),
  credits: (ctx, _agi, taxable) => {
    const out: StateCredit[] = [...eitcShare(D.eitcRate, true, `${NJ_FORM} line 58 (${pct(D.eitcRate)} of the federal EIC)`)(ctx)];
    // Child tax credit for children under 6 (NJ-1040 line 65): by NJ taxable income; not for MFS.
    if (ctx.status !== 'married-separate' && ctx.childrenUnder6 > 0) {
      const per = D.childTaxCredit.find((r) => taxable <= r.taxableUpTo)?.amount ?? 0;
      out.push(credit(`Child tax credit (${ctx.childrenUnder6} x ${money(per)})`, per * ctx.childrenUnder6, true, `${NJ_FORM} line 65`));
    }
    return out;
  },
  notes: ['Tax from the NJ rate schedules, which NJ-1040 allows at any income (the tax table for income under $100,000 can differ by a dollar). Rent-based property tax relief, medical expenses over 2% and the $50 property tax credit alternative are not computed.'],
};
