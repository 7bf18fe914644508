// HI: Hawaii Form N-11 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { HI_2024 } from '../../../data/stateRules2024/hi';
import { usd } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy } from './shared';

const D = HI_2024;
const HI_FORM = D.form;
export const HI: StateRule = {
  form: HI_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Employer-funded pensions (exempt in Hawaii)', ctx.facts.taxablePensions, `${HI_FORM} line 13`)],
  exemptions: (ctx) => {
    const count = ctx.persons + ctx.age65Count + ctx.dependents;
    return { amount: D.exemption * count, formula: lazy(() => `${count} exemptions (self/spouse, 65 or over, dependents) x ${usd(D.exemption)}`), source: `${HI_FORM} line 24` };
  },
};
