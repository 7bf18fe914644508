// MO: Missouri Form MO-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj } from './shared';

const MO_FORM = 'Missouri Form MO-1040 (2024)';
export const MO: StateRule = {
  form: MO_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Federal income tax deduction: a percentage of federal tax by Missouri AGI, capped at $5,000 ($10,000 MFJ) (MO-1040 line 13, Section 143.171 RSMo).
  adjustments: (ctx) => {
    const f = ctx.facts;
    const agi = f.federalAgi;
    const rate = agi <= 25000 ? 0.35 : agi <= 50000 ? 0.25 : agi <= 100000 ? 0.15 : agi <= 125000 ? 0.05 : 0;
    const cap = ctx.status === 'married-joint' ? 10000 : 5000;
    return [adj(`Federal income tax deduction (${rate * 100}% of federal tax, capped)`, Math.min(cap, rate * f.federalIncomeTax), `${MO_FORM} line 13`)];
  },
};
