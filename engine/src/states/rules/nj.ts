// NJ: New Jersey NJ-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { dependentsUnder } from '../context';
import { money } from '../format';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { credit, pos, lazy, lazyParts, byStatus, eitcShare, scheduleResult, retirementIncome, peopleAged, stateWages } from './shared';

const NJ_FORM = 'New Jersey NJ-1040 (2024)';
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
    // Pension exclusion for 62 or over with NJ gross income up to $150,000 (NJ-1040 line 28a).
    let exclusion = 0;
    if (peopleAged(ctx, 62) > 0 && gross <= 150000) {
      const max = byStatus(ctx, { 'married-joint': 100000, single: 75000, 'head-of-household': 75000, 'married-separate': 50000 });
      const share = gross <= 100000 ? 1 : gross <= 125000 ? (ctx.status === 'married-joint' ? 0.5 : ctx.status === 'married-separate' ? 0.25 : 0.375) : ctx.status === 'married-joint' ? 0.25 : ctx.status === 'married-separate' ? 0.125 : 0.1875;
      exclusion = Math.min(retirementIncome(ctx), max) * share;
    }
    return {
      gross,
      agi: gross - exclusion,
      formula: lazy(() => `${parts().join(' + ') || '$0.00'}${exclusion > 0 ? ` - pension exclusion ${money(exclusion)}` : ''}`),
      source: `${NJ_FORM} lines 15-29`,
    };
  },
  exemptions: (ctx) => {
    const personal = ctx.status === 'married-joint' && !ctx.isQualifyingWidow ? 2000 : 1000;
    const students = dependentsUnder(ctx, 22, (d) => d.isFullTimeStudent);
    let amount = personal + 1000 * (ctx.age65Count + ctx.blindCount) + 1500 * ctx.dependents + 1000 * students;
    // Property tax deduction (Worksheet H): up to $15,000 ($7,500 MFS) of property tax paid, when it beats the $50 credit.
    const propertyTax = ctx.facts.itemized.realEstateTax; // Schedule A line 5b as the federal return read it
    const deduction = propertyTax > 0 ? Math.min(ctx.status === 'married-separate' ? 7500 : 15000, propertyTax) : 0;
    amount += deduction;
    const formula = lazy(() =>
      `${money(personal)} + ${ctx.age65Count + ctx.blindCount} x $1,000 (65+/blind) + ${ctx.dependents} x $1,500 + ${students} x $1,000 (college students)` +
      (deduction > 0 ? ` + property tax deduction ${money(deduction)}` : ''));
    return { amount, formula, source: `${NJ_FORM} lines 13, 30-31, Worksheet H` };
  },
  tax: (_ctx, taxable, _agi, schedule) => scheduleResult(schedule, taxable, NJ_FORM),
  credits: (ctx, _agi, taxable) => {
    const out: StateCredit[] = [...eitcShare(0.4, true, `${NJ_FORM} line 58 (40% of the federal EIC)`)(ctx)];
    // Child tax credit for children under 6 (NJ-1040 line 65): by NJ taxable income; not for MFS.
    if (ctx.status !== 'married-separate' && ctx.childrenUnder6 > 0) {
      const per = taxable <= 30000 ? 1000 : taxable <= 40000 ? 800 : taxable <= 50000 ? 600 : taxable <= 60000 ? 400 : taxable <= 80000 ? 200 : 0;
      out.push(credit(`Child tax credit (${ctx.childrenUnder6} x ${money(per)})`, per * ctx.childrenUnder6, true, `${NJ_FORM} line 65`));
    }
    return out;
  },
  notes: ['Tax from the NJ rate schedules, which NJ-1040 allows at any income (the tax table for income under $100,000 can differ by a dollar). Rent-based property tax relief, medical expenses over 2% and the $50 property tax credit alternative are not computed.'],
};
