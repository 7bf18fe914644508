// VT: Vermont Form IN-111 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { VT_2024 } from '../../../data/stateRules2024/vt';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { adj, credit, pos, lazy, eitcShare, ltcg } from './shared';

const D = VT_2024;
const VT_FORM = D.form;
export const VT: StateRule = {
  form: VT_FORM,
  taxesSocialSecurity: true,
  // Social security exemption (IN-112 / IN-111 line 4): full up to an AGI start, phased out over the next range.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const s = D.socialSecurity;
    const start = ctx.status === 'married-joint' ? s.start['married-joint'] : s.start.other;
    const share = Math.max(0, Math.min(1, 1 - (f.federalAgi - start) / s.range));
    return adj('Social security exemption', f.taxableSocialSecurity * share, `${VT_FORM} Schedule IN-112 / line 4`);
  },
  adjustments: (ctx) => {
    const gain = ltcg(ctx);
    if (gain <= 0) return [];
    const c = D.capitalGainExclusion;
    const exclusion = Math.max(Math.min(gain, c.flat), Math.min(c.rate * gain, c.max, c.rate * pos(ctx.facts.federalTaxableIncome)));
    return [adj(`Capital gain exclusion (flat ${usd(c.flat)} or ${pct(c.rate)})`, exclusion, `${VT_FORM} Schedule IN-153`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + D.age65OrBlindDeduction * n, formula: lazy(() => `${money(table)} + ${n} x ${usd(D.age65OrBlindDeduction)} (65 or over / blind)`), source: `${VT_FORM} line 4b` };
  },
  credits: (ctx) => {
    const f = ctx.facts;
    const children = ctx.childrenUnder6;
    const out: StateCredit[] = [];
    if (children > 0) {
      const c = D.childTaxCredit;
      const amount = pos(c.perChild * children - c.cut * Math.ceil(pos(f.federalAgi - c.over) / c.step) * children);
      out.push(credit(`Child tax credit (${children} x ${usd(c.perChild)}, children under 6)`, amount, true, `${VT_FORM} line 26 (32 V.S.A. §5830f)`));
    }
    out.push(...eitcShare(D.eitcRate, true, `${VT_FORM} line 29 (${pct(D.eitcRate)} of the federal EIC)`)(ctx));
    return out;
  },
};
