// MO: Missouri Form MO-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { pct } from '../format';
import { MO_2024 } from '../../../data/stateRules2024/mo';
import type { StateRule } from '../rule';
import { adj } from './shared';

const D = MO_2024;
const MO_FORM = D.form;
export const MO: StateRule = {
  form: MO_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Federal income tax deduction: a percentage of federal tax by Missouri AGI, capped (MO-1040 line 13, Section 143.171 RSMo).
  adjustments: (ctx) => {
    const f = ctx.facts;
    const agi = f.federalAgi;
    const d = D.federalTaxDeduction;
    const rate = d.rates.find((row) => agi <= row.agiUpTo)?.rate ?? 0;
    const cap = ctx.status === 'married-joint' ? d.cap['married-joint'] : d.cap.other;
    return [adj(`Federal income tax deduction (${pct(rate)} of federal tax, capped)`, Math.min(cap, rate * f.federalIncomeTax), `${MO_FORM} line 13`)];
  },
};
