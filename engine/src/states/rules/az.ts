// AZ: Arizona Form 140 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { credit, pos, lazy } from './shared';

const AZ_FORM = 'Arizona Form 140 (2024)';
export const AZ: StateRule = {
  form: AZ_FORM,
  allowsItemized: true,
  exemptions: (ctx) => {
    const amount = 2100 * ctx.age65Count + 1500 * ctx.blindCount;
    return { amount, formula: lazy(() => `age 65 or over ${ctx.age65Count} x $2,100 + blind ${ctx.blindCount} x $1,500`), source: `${AZ_FORM} lines 38-39` };
  },
  replacesExemptionCredits: true,
  // Dependent tax credit: $100 per dependent under 17, $25 otherwise; less 5% per $1,000 of AGI over $200,000 ($400,000 MFJ).
  credits: (ctx) => {
    const base = 100 * ctx.childrenUnder17 + 25 * ctx.otherDependents;
    const threshold = ctx.status === 'married-joint' ? 400000 : 200000;
    const cut = Math.min(1, 0.05 * Math.ceil(pos(ctx.facts.federalAgi - threshold) / 1000));
    return [credit('Dependent tax credit', base * (1 - cut), false, `${AZ_FORM} line 49 (A.R.S. 43-1073.01)`)];
  },
};
