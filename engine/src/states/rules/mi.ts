// MI: Michigan MI-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MI_2024 } from '../../../data/stateRules2024/mi';
import { money, pct, usd } from '../format';
import type { StateContext } from '../context';
import type { Adjustment, StateRule } from '../rule';
import { adj, eitcShare } from './shared';

const D = MI_2024;
const MI_FORM = D.form;

/**
 * MI-1040 Schedule 1, retirement and pension benefits (Form 4884, 2024; MCL 206.30 as amended by 2023 PA 4), by the
 * birth year of the older spouse (age at the end of 2024 = 2024 - birth year): born before 1946, the pensions and
 * IRA distributions up to $64,040 / $128,080; born 1946-1962, up to the 2024 phase-in limit $32,020 / $64,040; born
 * 1946-1952, the Michigan standard deduction ($20,000 / $40,000 against all income) instead when it is larger.
 */
export function retirementSubtraction(ctx: StateContext): Adjustment | null {
  const r = D.retirement;
  const f = ctx.facts;
  const older = Math.max(ctx.taxpayerAge, ctx.spouseAge);
  if (older < 0) return null;
  const born = 2024 - older;
  const joint = ctx.status === 'married-joint';
  const benefits = Math.max(0, f.taxablePensions) + Math.max(0, f.taxableIraDistributions);
  const tier1 = born < r.tier1BornBefore;
  const phaseIn = born >= r.phaseInFrom && born <= r.phaseInThrough;
  const limit = tier1 ? r.tier1Limit : phaseIn ? r.phaseInLimit : null;
  const subtraction = limit ? Math.min(benefits, joint ? limit.joint : limit.single) : 0;
  const standard = born >= r.standardDeductionFrom && born <= r.standardDeductionThrough ? (joint ? r.standardDeduction.joint : r.standardDeduction.single) : 0;
  // The Michigan standard deduction is against all income (Michigan income after the other subtractions).
  const otherIncome = Math.max(0, f.federalAgi - f.taxableSocialSecurity);
  const standardAmount = Math.min(standard, otherIncome);
  if (standardAmount > subtraction) {
    return adj(`Michigan standard deduction (born ${born}, 1946-1952: ${usd(standard)} against all income; larger than the retirement subtraction ${money(subtraction)})`, standardAmount, `${MI_FORM} Schedule 1 (Michigan standard deduction, MCL 206.30(9)), Form 4884 (2024)`);
  }
  if (subtraction <= 0) return null;
  const which = tier1 ? `born ${born}, before 1946` : `born ${born}, 1946-1962: the 2024 phase-in, ${pct(0.5)} of the born-before-1946 limit`;
  return adj(`Retirement and pension benefits (${which}; ${money(benefits)} up to ${usd(limit ? (joint ? limit.joint : limit.single) : 0)})`, subtraction, `${MI_FORM} Schedule 1, retirement and pension benefits from Form 4884 (2024; MCL 206.30(1)(f), 2023 PA 4)`);
}

export const MI: StateRule = {
  form: MI_FORM,
  adjustments: (ctx) => {
    const out = retirementSubtraction(ctx);
    return out ? [out] : [];
  },
  credits: eitcShare(D.eitcRate, true, `${MI_FORM} line 27 (${pct(D.eitcRate)} of the federal EIC)`),
  notes: [
    'Retirement subtraction: public pensions are taken with private ones under the limit (the 1099-Rs do not say which), by the older spouse\'s birth year; the born-1953-1957 Michigan standard deduction at 67 (reduced by other subtractions), the SSA-exempt employment and safety-officer limits are not computed.',
  ],
};
