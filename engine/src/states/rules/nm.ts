// NM: New Mexico PIT-1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NM_2024 } from '../../../data/stateRules2024/nm';
import { pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, lazy, eitcShare, netGain } from './shared';

const D = NM_2024;
const NM_FORM = D.form;
export const NM: StateRule = {
  form: NM_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const limit = D.socialSecurityAgiLimit[ctx.status];
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj('Social security exemption (AGI within the limit)', f.taxableSocialSecurity, `${NM_FORM} PIT-ADJ line 14 (NMSA 7-2-5.14)`)
      : null;
  },
  adjustments: (ctx) => {
    const gain = netGain(ctx);
    const c = D.capitalGainDeduction;
    return [adj(`Net capital gain deduction (greater of ${usd(c.minimum)} or ${pct(c.rate)})`, Math.min(gain, Math.max(c.minimum, c.rate * gain)), `${NM_FORM} PIT-ADJ line 11 (NMSA 7-2-34)`)];
  },
  // Deduction for certain dependents: for each dependent other than one, MFJ / HoH / QSS only (NMSA 7-2-39).
  exemptions: (ctx) => {
    const n = (ctx.status === 'married-joint' || ctx.status === 'head-of-household') && ctx.dependents > 1 ? ctx.dependents - 1 : 0;
    return { amount: D.dependentDeduction * n, formula: lazy(() => `deduction for dependents other than one: ${n} x ${usd(D.dependentDeduction)}`), source: `${NM_FORM} PIT-ADJ line 18` };
  },
  credits: eitcShare(D.eitcRate, true, `${NM_FORM} PIT-RC (working families tax credit, ${pct(D.eitcRate)} of the federal EIC)`),
  notes: ['The low- and middle-income exemption and the 65+/blind exemption are not computed.'],
};
