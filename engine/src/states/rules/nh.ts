// NH: New Hampshire DP-10 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { lazy } from './shared';

const NH_FORM = 'New Hampshire DP-10 (2024)';
export const NH: StateRule = {
  form: NH_FORM,
  // Interest and Dividends Tax: only interest and dividends are taxed (RSA 77:4), 3% for 2024.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const income = f.taxableInterest + f.ordinaryDividends;
    return { gross: income, agi: income, formula: lazy(() => `interest ${money(f.taxableInterest)} + dividends ${money(f.ordinaryDividends)}`), source: `${NH_FORM} lines 1-6` };
  },
  exemptions: (ctx) => {
    const base = ctx.status === 'married-joint' ? 4800 : 2400;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: base + 1200 * n, formula: lazy(() => `${money(base)} + ${n} x $1,200 (65 or over / blind)`), source: `${NH_FORM} lines 7-8 (RSA 77:8)` };
  },
  notes: ['New Hampshire taxes only interest and dividends (3% for 2024; repealed from 2025). Wages are not taxed.'],
};
