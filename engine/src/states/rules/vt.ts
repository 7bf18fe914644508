// VT: Vermont Form IN-111 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { adj, credit, pos, lazy, eitcShare, ltcg } from './shared';

const VT_FORM = 'Vermont Form IN-111 (2024)';
export const VT: StateRule = {
  form: VT_FORM,
  taxesSocialSecurity: true,
  // Social security exemption (IN-112 / IN-111 line 4): full up to $50,000 AGI ($65,000 MFJ), phased out over the next $10,000.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const start = ctx.status === 'married-joint' ? 65000 : 50000;
    const share = Math.max(0, Math.min(1, 1 - (f.federalAgi - start) / 10000));
    return adj('Social security exemption', f.taxableSocialSecurity * share, `${VT_FORM} Schedule IN-112 / line 4`);
  },
  adjustments: (ctx) => {
    const gain = ltcg(ctx);
    if (gain <= 0) return [];
    const exclusion = Math.max(Math.min(gain, 5000), Math.min(0.4 * gain, 350000, 0.4 * pos(ctx.facts.federalTaxableIncome)));
    return [adj('Capital gain exclusion (flat $5,000 or 40%)', exclusion, `${VT_FORM} Schedule IN-153`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + 1200 * n, formula: lazy(() => `${money(table)} + ${n} x $1,200 (65 or over / blind)`), source: `${VT_FORM} line 4b` };
  },
  credits: (ctx) => {
    const f = ctx.facts;
    const children = ctx.childrenUnder6;
    const out: StateCredit[] = [];
    if (children > 0) {
      const amount = pos(1000 * children - 20 * Math.ceil(pos(f.federalAgi - 125000) / 1000) * children);
      out.push(credit(`Child tax credit (${children} x $1,000, children under 6)`, amount, true, `${VT_FORM} line 26 (32 V.S.A. §5830f)`));
    }
    out.push(...eitcShare(0.38, true, `${VT_FORM} line 29 (38% of the federal EIC)`)(ctx));
    return out;
  },
};
