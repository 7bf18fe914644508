// AR: Arkansas AR1000F (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money, pct, usd } from '../format';
import { AR_2024 } from '../../../data/stateRules2024/ar';
import { marginalRate, scheduleTax, type Schedule } from '../params';
import type { StateRule } from '../rule';
import { tableApplies, tableFormulaAt, tableTaxAt, taxTableFor } from '../tables';
import { adj, credit, lazy, retirementIncome, netGain } from './shared';

const D = AR_2024;
const AR_FORM = D.form;
const TABLE = taxTableFor('AR')!;

/** The three income-level tables of Ark. Code 26-51-201(a)(3), as figures: the upper table and its bracket adjustment. */
export interface ArkansasUpperTable {
  over: number;
  lowBand: number;
  lowRate: number;
  topRate: number;
  bracketAdjustment: { from: number; through: number; first: number; stepPerRow: number; rowWidth: number };
}

/**
 * Tax on a net income by 26-51-201(a)(3): (A) the standard table up to `over`; (B) above it the upper table,
 * (C) less the bracket adjustment of the $100 row holding the income.
 */
export function arkansasTax(schedule: Schedule, upper: ArkansasUpperTable, income: number): number {
  if (income <= upper.over) return scheduleTax(schedule, income);
  const a = upper.bracketAdjustment;
  const row = Math.max(0, Math.floor((income - a.from) / a.rowWidth));
  const adjustment = income > a.through ? 0 : Math.max(0, a.first - a.stepPerRow * row);
  return upper.lowRate * upper.lowBand + upper.topRate * (income - upper.lowBand) - adjustment;
}

const UPPER: ArkansasUpperTable = { ...D.highIncome, bracketAdjustment: D.bracketAdjustment };
export const AR: StateRule = {
  form: AR_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj(`${pct(D.capitalGainExclusion)} of net capital gain excluded`, D.capitalGainExclusion * netGain(ctx), `${AR_FORM} instructions, capital gains (Ark. Code 26-51-815)`),
    adj(`Retirement income exclusion (up to ${usd(D.retirementExclusion)})`, Math.min(D.retirementExclusion, retirementIncome(ctx)), `${AR_FORM} line 18 (Ark. Code 26-51-307)`),
  ],
  // Line 29: the Regular Income Tax Table (the three income-level tables at the row midpoint) to $100,000; above it
  // the upper table on the income itself.
  tax: (ctx, taxable, _agi, schedule) => {
    const taxAt = (income: number) => arkansasTax(schedule, UPPER, income);
    if (tableApplies(TABLE, taxable))
      return { tax: tableTaxAt(TABLE, taxAt, taxable), formula: lazy(() => tableFormulaAt(TABLE, taxAt, taxable, ctx.status)), source: `${AR_FORM} line 29: 2024 Regular Income Tax Table. ${TABLE.rule.source}`, marginalRate: taxable > UPPER.over ? UPPER.topRate : marginalRate(schedule, taxable) };
    const h = UPPER;
    return { tax: taxAt(taxable), formula: lazy(() => `${pct(h.lowRate)} x ${usd(h.lowBand)} + ${pct(h.topRate)} x (${money(taxable)} - ${usd(h.lowBand)})`), source: `${AR_FORM} line 29: upper table for net income over ${usd(h.over)} (Ark. Code 26-51-201(a)(3)(B))`, marginalRate: h.topRate };
  },
  credits: (ctx) => [credit(`Additional personal credit for 65 or over / blind (${ctx.age65Count + ctx.blindCount} x ${usd(D.age65OrBlindCredit)})`, D.age65OrBlindCredit * (ctx.age65Count + ctx.blindCount), false, `${AR_FORM} line 7`)],
  notes: ['The Low Income Tax Tables (a lookup on AGI by filing status and dependents, standard deduction built in) are not applied: the Regular Income Tax Table is used for every return.'],
};
