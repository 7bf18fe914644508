// NM: New Mexico PIT-1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, lazy, byStatus, eitcShare, netGain } from './shared';

const NM_FORM = 'New Mexico PIT-1 (2024)';
export const NM: StateRule = {
  form: NM_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const limit = byStatus(ctx, { single: 100000, 'married-separate': 75000, 'married-joint': 150000, 'head-of-household': 150000 });
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj('Social security exemption (AGI within the limit)', f.taxableSocialSecurity, `${NM_FORM} PIT-ADJ line 14 (NMSA 7-2-5.14)`)
      : null;
  },
  adjustments: (ctx) => {
    const gain = netGain(ctx);
    return [adj('Net capital gain deduction (greater of $1,000 or 40%)', Math.min(gain, Math.max(1000, 0.4 * gain)), `${NM_FORM} PIT-ADJ line 11 (NMSA 7-2-34)`)];
  },
  // Deduction for certain dependents: $4,000 for each dependent other than one, MFJ / HoH / QSS only (NMSA 7-2-39).
  exemptions: (ctx) => {
    const n = (ctx.status === 'married-joint' || ctx.status === 'head-of-household') && ctx.dependents > 1 ? ctx.dependents - 1 : 0;
    return { amount: 4000 * n, formula: lazy(() => `deduction for dependents other than one: ${n} x $4,000`), source: `${NM_FORM} PIT-ADJ line 18` };
  },
  credits: eitcShare(0.25, true, `${NM_FORM} PIT-RC (working families tax credit, 25% of the federal EIC)`),
  notes: ['The low- and middle-income exemption and the 65+/blind exemption are not computed.'],
};
