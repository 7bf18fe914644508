// NC: North Carolina D-400 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { lazy, byStatus } from './shared';

const NC_FORM = 'North Carolina D-400 (2024)';
export const NC: StateRule = {
  form: NC_FORM,
  allowsItemized: true,
  // Child deduction per qualifying child by AGI (D-400 Schedule S line 21 / N.C.G.S. 105-153.5(a1)).
  exemptions: (ctx, agi) => {
    const steps = byStatus(ctx, {
      'married-joint': [40000, 20000],
      'head-of-household': [30000, 15000],
      single: [20000, 10000],
      'married-separate': [20000, 10000],
    });
    const over = agi <= steps[0] ? 0 : Math.ceil((agi - steps[0]) / steps[1]);
    const per = Math.max(0, 3000 - 500 * over);
    const amount = per * ctx.childrenUnder17;
    return { amount, formula: lazy(() => `child deduction ${ctx.childrenUnder17} x ${money(per)} (by AGI)`), source: `${NC_FORM} line 10b` };
  },
};
