// MN: Minnesota Form M1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, byStatus } from './shared';

const MN_FORM = 'Minnesota Form M1 (2024)';
export const MN: StateRule = {
  form: MN_FORM,
  allowsItemized: true,
  taxesSocialSecurity: true,
  // Social security subtraction, simplified method (Minn. Stat. 290.0132 subd. 26(b)-(d); Schedule M1M line 14 worksheet):
  // taxable benefits, less 10% per $4,000 ($2,000 MFS) of AGI over $105,380 MFJ / $82,190 single-HoH / $52,690 MFS
  // (2024 indexing of $100,000 / $78,000; House Research gives $108,320 / $84,490 for 2025). The alternate
  // (provisional-income) subtraction is not computed.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const threshold = byStatus(ctx, { single: 82190, 'head-of-household': 82190, 'married-joint': 105380, 'married-separate': 52690 });
    const step = ctx.status === 'married-separate' ? 2000 : 4000;
    const cut = Math.min(1, 0.1 * Math.ceil(pos(f.federalAgi - threshold) / step));
    return adj('Social security subtraction', f.taxableSocialSecurity * (1 - cut), `${MN_FORM} Schedule M1M line 14 worksheet`);
  },
  // Standard deduction (+$1,950 / $1,550 married per 65+/blind), reduced by 3% of AGI over $232,500 ($116,250 MFS), at most by 80%.
  standardDeduction: (ctx, agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 1550 : 1950;
    const full = table + per * (ctx.age65Count + ctx.blindCount);
    const start = ctx.status === 'married-separate' ? 116250 : 232500;
    const cut = Math.min(0.8 * full, 0.03 * pos(agi - start));
    return { amount: full - cut, formula: lazy(() => `${money(table)} + ${ctx.age65Count + ctx.blindCount} x ${money(per)}${cut ? ` - 3% x (AGI - ${money(start)})` : ''}`), source: `${MN_FORM} line 4 (Minn. Stat. 290.0123)` };
  },
  exemptions: (ctx, agi) => {
    const start = byStatus(ctx, { single: 232550, 'head-of-household': 290700, 'married-joint': 348850, 'married-separate': 174425 });
    const step = ctx.status === 'married-separate' ? 1250 : 2500;
    const cut = Math.min(1, 0.02 * Math.ceil(pos(agi - start) / step));
    const amount = 5050 * ctx.dependents * (1 - cut);
    return { amount, formula: lazy(() => `${ctx.dependents} x $5,050${cut ? ` less ${(cut * 100).toFixed(0)}% phase-out` : ''}`), source: `${MN_FORM} line 5 (Minn. Stat. 290.0121)` };
  },
  notes: ['The Minnesota child tax credit / working family credit and the 1% net investment income tax are not computed.'],
};
