// AL: Alabama Form 40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money, usd } from '../format';
import { AL_2024 } from '../../../data/stateRules2024/al';
import type { StateRule } from '../rule';
import { adj, lazy } from './shared';

const D = AL_2024;
const AL_FORM = D.form;
export const AL: StateRule = {
  form: AL_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj('Unemployment compensation (not taxed in Alabama)', ctx.facts.unemployment, `${AL_FORM} instructions: unemployment compensation is exempt`),
    adj('Federal income tax deduction', ctx.facts.federalIncomeTax, `${AL_FORM} Schedule A / line 12: federal income tax liability (Form 1040 line 22)`),
  ],
  // Standard Deduction Chart, Form 40 booklet 2024: maximums reduced per step of AL AGI over a threshold.
  standardDeduction: (ctx, agi) => {
    const c = D.standardDeduction[ctx.status];
    const steps = agi > c.over ? Math.floor((agi - c.over) / c.step) : 0;
    const amount = Math.max(c.minimum, c.maximum - steps * c.cut);
    return {
      amount,
      formula: lazy(() => `${money(c.maximum)} less ${money(c.cut)} for each ${usd(c.step)} of AL AGI over ${money(c.over)} (${steps} steps), at least ${money(c.minimum)} = ${money(amount)}`),
      source: `${AL_FORM} booklet, Standard Deduction Chart`,
    };
  },
  // Personal exemption (line 15) and the dependent exemption by AL AGI (line 16).
  exemptions: (ctx, agi) => {
    const personal = D.personalExemption[ctx.status];
    const per = D.dependentExemption.find((row) => agi <= row.agiUpTo)!.amount;
    const amount = personal + per * ctx.dependents;
    return { amount, formula: lazy(() => `personal ${money(personal)} + ${ctx.dependents} x ${money(per)}`), source: `${AL_FORM} lines 15-16` };
  },
  notes: ['Alabama AGI is taken as federal AGI less the subtractions shown (Alabama exempts social security, unemployment); defined-benefit pension exclusion and the age-65 $6,000 exclusion are not applied.'],
};
