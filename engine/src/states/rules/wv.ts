// WV: West Virginia IT-140 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { WV_2024 } from '../../../data/stateRules2024/wv';
import { pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy } from './shared';

const D = WV_2024;
const WV_FORM = D.form;
export const WV: StateRule = {
  form: WV_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const s = D.socialSecurity;
    const limit = ctx.status === 'married-joint' ? s.agiLimit['married-joint'] : s.agiLimit.other;
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj(`Social security modification (${pct(s.share)} for 2024)`, s.share * f.taxableSocialSecurity, `${WV_FORM} Schedule M line 33 (W. Va. Code 11-21-12(c)(8))`)
      : null;
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    return { amount: D.exemption * n, formula: lazy(() => `${n} x ${usd(D.exemption)}`), source: `${WV_FORM} line 6` };
  },
};
