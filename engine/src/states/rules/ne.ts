// NE: Nebraska Form 1040N (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NE_2024 } from '../../../data/stateRules2024/ne';
import { money, pct } from '../format';
import type { StateRule } from '../rule';
import { lazy, eitcShare } from './shared';

const D = NE_2024;
const NE_FORM = D.form;
export const NE: StateRule = {
  form: NE_FORM,
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? D.age65OrBlindDeduction.married : D.age65OrBlindDeduction.other;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${NE_FORM} line 6` };
  },
  credits: eitcShare(D.eitcRate, true, `${NE_FORM} line 30 (${pct(D.eitcRate)} of the federal EIC)`),
};
