// AZ: Arizona Form 140 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { AZ_2024 } from '../../../data/stateRules2024/az';
import { usd } from '../format';
import type { StateRule } from '../rule';
import { credit, pos, lazy } from './shared';

const D = AZ_2024;
const AZ_FORM = D.form;
export const AZ: StateRule = {
  form: AZ_FORM,
  allowsItemized: true,
  exemptions: (ctx) => {
    const amount = D.age65Exemption * ctx.age65Count + D.blindExemption * ctx.blindCount;
    return { amount, formula: lazy(() => `age 65 or over ${ctx.age65Count} x ${usd(D.age65Exemption)} + blind ${ctx.blindCount} x ${usd(D.blindExemption)}`), source: `${AZ_FORM} lines 38-39` };
  },
  replacesExemptionCredits: true,
  // Dependent tax credit per dependent under 17 and other, less a share per step of AGI over the threshold.
  credits: (ctx) => {
    const c = D.dependentCredit;
    const base = c.under17 * ctx.childrenUnder17 + c.other * ctx.otherDependents;
    const threshold = ctx.status === 'married-joint' ? c.threshold['married-joint'] : c.threshold.other;
    const cut = Math.min(1, c.cutRate * Math.ceil(pos(ctx.facts.federalAgi - threshold) / c.cutStep));
    return [credit('Dependent tax credit', base * (1 - cut), false, `${AZ_FORM} line 49 (A.R.S. 43-1073.01)`)];
  },
};
