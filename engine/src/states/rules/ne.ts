// NE: Nebraska Form 1040N (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { lazy, eitcShare } from './shared';

const NE_FORM = 'Nebraska Form 1040N (2024)';
export const NE: StateRule = {
  form: NE_FORM,
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 1600 : 1950;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${NE_FORM} line 6` };
  },
  credits: eitcShare(0.1, true, `${NE_FORM} line 30 (10% of the federal EIC)`),
};
