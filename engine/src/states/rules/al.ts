// AL: Alabama Form 40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, byStatus } from './shared';

const AL_FORM = 'Alabama Form 40 (2024)';
export const AL: StateRule = {
  form: AL_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj('Unemployment compensation (not taxed in Alabama)', ctx.facts.unemployment, `${AL_FORM} instructions: unemployment compensation is exempt`),
    adj('Federal income tax deduction', ctx.facts.federalIncomeTax, `${AL_FORM} Schedule A / line 12: federal income tax liability (Form 1040 line 22)`),
  ],
  // Standard Deduction Chart, Form 40 booklet 2024: maximums reduced per $500 of AL AGI over $25,500 ($250 over $12,750 MFS).
  standardDeduction: (ctx, agi) => {
    const c = byStatus(ctx, {
      single: [3000, 25, 500, 25500, 2500],
      'married-joint': [8500, 175, 500, 25500, 5000],
      'married-separate': [4250, 88, 250, 12750, 2500],
      'head-of-household': [5200, 135, 500, 25500, 2500],
    });
    const steps = agi > c[3] ? Math.floor((agi - c[3]) / c[2]) : 0;
    const amount = Math.max(c[4], c[0] - steps * c[1]);
    return {
      amount,
      formula: lazy(() => `${money(c[0])} less ${money(c[1])} for each $${c[2]} of AL AGI over ${money(c[3])} (${steps} steps), at least ${money(c[4])} = ${money(amount)}`),
      source: `${AL_FORM} booklet, Standard Deduction Chart`,
    };
  },
  // Dependent exemption: $1,000 (AGI <= $50,000), $500 (to $100,000), $300 above (Form 40 line 16).
  exemptions: (ctx, agi) => {
    const personal = byStatus(ctx, { single: 1500, 'married-joint': 3000, 'married-separate': 1500, 'head-of-household': 3000 });
    const per = agi <= 50000 ? 1000 : agi <= 100000 ? 500 : 300;
    const amount = personal + per * ctx.dependents;
    return { amount, formula: lazy(() => `personal ${money(personal)} + ${ctx.dependents} x ${money(per)}`), source: `${AL_FORM} lines 15-16` };
  },
  notes: ['Alabama AGI is taken as federal AGI less the subtractions shown (Alabama exempts social security, unemployment); defined-benefit pension exclusion and the age-65 $6,000 exclusion are not applied.'],
};
