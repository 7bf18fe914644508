// NC: North Carolina D-400 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NC_2024 } from '../../../data/stateRules2024/nc';
import { money } from '../format';
import type { StateRule } from '../rule';
import { lazy } from './shared';

const D = NC_2024;
const NC_FORM = D.form;
export const NC: StateRule = {
  form: NC_FORM,
  // Schedule S Part C lines 16-24: only mortgage interest and real estate taxes (together capped), gifts to charity
  // and medical expenses; no income, personal property or other taxes; taken when larger than the standard deduction.
  itemizedDeduction: (ctx) => {
    const i = ctx.facts.itemized;
    const line18 = i.mortgageInterest + i.realEstateTax;
    const line20 = Math.min(line18, D.itemized.mortgageAndPropertyTaxLimit);
    const amount = line20 + i.charitable + i.medical;
    return {
      amount,
      formula: lazy(() => `N.C. itemized: mortgage interest ${money(i.mortgageInterest)} + real estate taxes ${money(i.realEstateTax)}, at most ${money(D.itemized.mortgageAndPropertyTaxLimit)} = ${money(line20)}; + gifts to charity ${money(i.charitable)} + medical ${money(i.medical)} = ${money(amount)}`),
      source: `${NC_FORM} line 11; Schedule S Part C lines 16-24`,
    };
  },
  // Child deduction per qualifying child by AGI (D-400 Schedule S line 21 / N.C.G.S. 105-153.5(a1)).
  exemptions: (ctx, agi) => {
    const c = D.childDeduction;
    const { over: threshold, step } = c.byStatus[ctx.status];
    const over = agi <= threshold ? 0 : Math.ceil((agi - threshold) / step);
    const per = Math.max(0, c.maximum - c.cut * over);
    const amount = per * ctx.childrenUnder17;
    return { amount, formula: lazy(() => `child deduction ${ctx.childrenUnder17} x ${money(per)} (by AGI)`), source: `${NC_FORM} line 10b` };
  },
};
