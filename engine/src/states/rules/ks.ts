// KS: Kansas K-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { lazy, eitcShare } from './shared';

const KS_FORM = 'Kansas K-40 (2024)';
export const KS: StateRule = {
  form: KS_FORM,
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 700 : 850;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${KS_FORM} line 4 (2024 SB 1)` };
  },
  exemptions: (ctx) => {
    const personal = ctx.status === 'married-joint' ? 18320 : 9160;
    const hoh = ctx.status === 'head-of-household' ? 2320 : 0;
    const amount = personal + hoh + 2320 * ctx.dependents;
    return { amount, formula: lazy(() => `${money(personal)}${hoh ? ' + $2,320 head of household' : ''} + ${ctx.dependents} x $2,320`), source: `${KS_FORM} line 5 (K.S.A. 79-32,121, 2024 SB 1)` };
  },
  credits: eitcShare(0.17, true, `${KS_FORM} line 17 (17% of the federal EIC)`),
};
