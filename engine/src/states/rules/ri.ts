// RI: Rhode Island RI-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare } from './shared';

const RI_FORM = 'Rhode Island RI-1040 (2024)';
/** Standard deduction and exemptions phase out by 20% per $7,050 of federal AGI over $246,450 (RI-1040 worksheets). */
const riPhase = (agi: number) => Math.max(0, 1 - 0.2 * Math.ceil(pos(agi - 246450) / 7050));
export const RI: StateRule = {
  form: RI_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    // 2024 limits $101,000 / $126,250 (eliotrose.com "Rhode Island State Taxes: What Retirees Need to Know in 2024";
    // the dataset's $104,200 / $130,250 are the 2025 indexed amounts).
    const limit = ctx.status === 'married-joint' ? 126250 : 101000;
    return f.taxableSocialSecurity > 0 && ctx.taxpayerAge >= 67 && f.federalAgi <= limit
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
    return { amount: 4950 * n * share, formula: lazy(() => `${n} x $4,950${share < 1 ? ` x ${share} (phase-out)` : ''}`), source: `${RI_FORM} line 6` };
  },
  credits: eitcShare(0.16, true, `${RI_FORM} line 15 (16% of the federal EIC)`),
  notes: ['The pension modification and the social security age/income limits are single-source (2024 values).'],
};
