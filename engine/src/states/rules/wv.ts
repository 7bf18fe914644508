// WV: West Virginia IT-140 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, lazy } from './shared';

const WV_FORM = 'West Virginia IT-140 (2024)';
export const WV: StateRule = {
  form: WV_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const limit = ctx.status === 'married-joint' ? 100000 : 50000;
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj('Social security modification (65% for 2024)', 0.65 * f.taxableSocialSecurity, `${WV_FORM} Schedule M line 33 (W. Va. Code 11-21-12(c)(8))`)
      : null;
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    return { amount: 2000 * n, formula: lazy(() => `${n} x $2,000`), source: `${WV_FORM} line 6` };
  },
};
