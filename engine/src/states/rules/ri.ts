// RI: Rhode Island RI-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { RI_2024 } from '../../../data/stateRules2024/ri';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare } from './shared';

const D = RI_2024;
const RI_FORM = D.form;
/** Standard deduction and exemptions phase out by a share per step of federal AGI over the start (RI-1040 worksheets). */
const riPhase = (agi: number) => Math.max(0, 1 - D.phaseOut.cut * Math.ceil(pos(agi - D.phaseOut.over) / D.phaseOut.step));
export const RI: StateRule = {
  form: RI_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const s = D.socialSecurity;
    const limit = ctx.status === 'married-joint' ? s.agiLimit['married-joint'] : s.agiLimit.other;
    return f.taxableSocialSecurity > 0 && ctx.taxpayerAge >= s.fullRetirementAge && f.federalAgi <= limit
      ? adj('Social security modification (full retirement age, income within the limit)', f.taxableSocialSecurity, `${RI_FORM} Schedule M line 1i`)
      : null;
  },
  standardDeduction: (ctx, _agi, table) => {
    const share = riPhase(ctx.facts.federalAgi);
    return { amount: table * share, formula: lazy(() => `${money(table)}${share < 1 ? ` x ${share} (phase-out)` : ''}`), source: `${RI_FORM} line 4` };
  },
  exemptions: (ctx) => {
    const share = riPhase(ctx.facts.federalAgi);
    const n = ctx.persons + ctx.dependents;
    return { amount: D.exemption * n * share, formula: lazy(() => `${n} x ${usd(D.exemption)}${share < 1 ? ` x ${share} (phase-out)` : ''}`), source: `${RI_FORM} line 6` };
  },
  credits: eitcShare(D.eitcRate, true, `${RI_FORM} line 15 (${pct(D.eitcRate)} of the federal EIC)`),
  notes: ['The pension modification and the social security age/income limits are single-source (2024 values).'],
};
