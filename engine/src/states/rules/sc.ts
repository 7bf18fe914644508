// SC: South Carolina SC1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { SC_2024 } from '../../../data/stateRules2024/sc';
import { pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare, retirementIncome, ltcg } from './shared';

const D = SC_2024;
const SC_FORM = D.form;
export const SC: StateRule = {
  form: SC_FORM,
  adjustments: (ctx) => {
    const out = [adj(`${pct(D.longTermGainDeduction)} of net long-term capital gain`, D.longTermGainDeduction * ltcg(ctx), `${SC_FORM} line h (S.C. Code 12-6-1150)`)];
    // Retirement deduction by age; the age-65 deduction less the retirement deduction (SC1040 lines i-k).
    const retirement = retirementIncome(ctx);
    const r = D.retirementDeduction;
    const retirementCap = (ctx.taxpayerAge >= 65 ? r.age65 : r.under65) + (ctx.persons === 2 ? (ctx.spouseAge >= 65 ? r.age65 : r.under65) : 0);
    const retirementDeduction = Math.min(retirement, retirementCap);
    out.push(adj('Retirement deduction', retirementDeduction, `${SC_FORM} line i`));
    if (ctx.age65Count > 0) out.push(adj(`Age 65 deduction (${usd(D.age65Deduction)} each, less the retirement deduction)`, pos(D.age65Deduction * ctx.age65Count - retirementDeduction), `${SC_FORM} line j`));
    return out;
  },
  // Dependent exemption each, and again for each dependent under 6 (SC1040 line w, S.C. Code 12-6-1160).
  exemptions: (ctx) => ({
    amount: D.dependentExemption * (ctx.dependents + ctx.childrenUnder6),
    formula: lazy(() => `${ctx.dependents} x ${usd(D.dependentExemption)} + ${ctx.childrenUnder6} under 6 x ${usd(D.dependentExemption)}`),
    source: `${SC_FORM} line w`,
  }),
  credits: eitcShare(D.eitcRate, false, `${SC_FORM} line 22 (SC EITC, ${pct(D.eitcRate)} of the federal EIC, nonrefundable)`),
};
