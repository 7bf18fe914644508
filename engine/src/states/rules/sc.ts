// SC: South Carolina SC1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare, retirementIncome, ltcg } from './shared';

const SC_FORM = 'South Carolina SC1040 (2024)';
export const SC: StateRule = {
  form: SC_FORM,
  adjustments: (ctx) => {
    const out = [adj('44% of net long-term capital gain', 0.44 * ltcg(ctx), `${SC_FORM} line h (S.C. Code 12-6-1150)`)];
    // Retirement deduction $3,000 (under 65) / $10,000 (65+); age-65 deduction $15,000 less the retirement deduction (SC1040 lines i-k).
    const retirement = retirementIncome(ctx);
    const retirementCap = (ctx.taxpayerAge >= 65 ? 10000 : 3000) + (ctx.persons === 2 ? (ctx.spouseAge >= 65 ? 10000 : 3000) : 0);
    const retirementDeduction = Math.min(retirement, retirementCap);
    out.push(adj('Retirement deduction', retirementDeduction, `${SC_FORM} line i`));
    if (ctx.age65Count > 0) out.push(adj('Age 65 deduction ($15,000 each, less the retirement deduction)', pos(15000 * ctx.age65Count - retirementDeduction), `${SC_FORM} line j`));
    return out;
  },
  // Dependent exemption $4,790 each, plus $4,790 more for each dependent under 6 (SC1040 line w, S.C. Code 12-6-1160).
  exemptions: (ctx) => ({
    amount: 4790 * (ctx.dependents + ctx.childrenUnder6),
    formula: lazy(() => `${ctx.dependents} x $4,790 + ${ctx.childrenUnder6} under 6 x $4,790`),
    source: `${SC_FORM} line w`,
  }),
  credits: eitcShare(1.25, false, `${SC_FORM} line 22 (SC EITC, 125% of the federal EIC, nonrefundable)`),
};
