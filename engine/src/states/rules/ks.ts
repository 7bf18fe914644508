// KS: Kansas K-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { KS_2024 } from '../../../data/stateRules2024/ks';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { marginalRate } from '../params';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import { lazy, eitcShare } from './shared';

const D = KS_2024;
const KS_FORM = D.form;
const TABLE = taxTableFor('KS')!;
export const KS: StateRule = {
  form: KS_FORM,
  // K-40 filing status (2024 instructions): a federal qualifying widow(er) checks Head of Household.
  qualifyingSurvivingSpouseAs: 'head-of-household',
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? D.age65OrBlindDeduction.married : D.age65OrBlindDeduction.other;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${KS_FORM} line 4 (2024 SB 1)` };
  },
  exemptions: (ctx) => {
    const e = D.exemption;
    const personal = ctx.status === 'married-joint' ? e['married-joint'] : e.other;
    const hoh = ctx.status === 'head-of-household' ? e.headOfHousehold : 0;
    const amount = personal + hoh + e.perDependent * ctx.dependents;
    return { amount, formula: lazy(() => `${money(personal)}${hoh ? ` + ${usd(hoh)} head of household` : ''} + ${ctx.dependents} x ${usd(e.perDependent)}`), source: `${KS_FORM} line 5 (K.S.A. 79-32,121, 2024 SB 1)` };
  },
  // Line 8: the Tax Table up to $100,000 of taxable income, above it the Tax Computation Worksheet as printed.
  tax: (ctx, taxable, _agi, schedule) => {
    if (tableApplies(TABLE, taxable))
      return { tax: tableTax(TABLE, schedule, taxable), formula: lazy(() => tableFormula(TABLE, schedule, taxable, ctx.status)), source: `${KS_FORM} line 8: 2024 Tax Table. ${TABLE.rule.source}`, marginalRate: marginalRate(schedule, taxable) };
    const w = D.worksheet;
    const subtract = ctx.status === 'married-joint' ? w.subtract['married-joint'] : w.subtract.other;
    const tax = Math.floor(w.rate * taxable - subtract + 0.5);
    return { tax, formula: lazy(() => `Tax Computation Worksheet: ${money(taxable)} x ${pct(w.rate)} - ${usd(subtract)}, in whole dollars`), source: `${KS_FORM} line 8: Tax Computation Worksheet (taxable income over $100,000)`, marginalRate: w.rate };
  },
  credits: eitcShare(D.eitcRate, true, `${KS_FORM} line 17 (${pct(D.eitcRate)} of the federal EIC)`),
};
