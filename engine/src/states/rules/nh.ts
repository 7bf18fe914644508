// NH: New Hampshire DP-10 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NH_2024 } from '../../../data/stateRules2024/nh';
import { money, usd } from '../format';
import type { StateRule } from '../rule';
import { lazy } from './shared';

const D = NH_2024;
const NH_FORM = D.form;
export const NH: StateRule = {
  form: NH_FORM,
  // Interest and Dividends Tax: only interest and dividends are taxed (RSA 77:4), 3% for 2024.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const income = f.taxableInterest + f.ordinaryDividends;
    return { gross: income, agi: income, formula: lazy(() => `interest ${money(f.taxableInterest)} + dividends ${money(f.ordinaryDividends)}`), source: `${NH_FORM} lines 1-6` };
  },
  exemptions: (ctx) => {
    const e = D.exemption;
    const base = ctx.status === 'married-joint' ? e['married-joint'] : e.other;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: base + e.age65OrBlind * n, formula: lazy(() => `${money(base)} + ${n} x ${usd(e.age65OrBlind)} (65 or over / blind)`), source: `${NH_FORM} lines 7-8 (RSA 77:8)` };
  },
  notes: ['New Hampshire taxes only interest and dividends (3% for 2024; repealed from 2025). Wages are not taxed.'],
};
