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
const normPayer = (name: string) => name.toLowerCase().replace(/'/g, '').replace(/[^a-z]+/g, ' ').trim();
/** The taxable amounts of the pension 1099-Rs whose payer is one of `payers`. */
function paidBy(ctx: StateContext, payers: readonly string[]): number {
  let total = 0;
  for (const row of ctx.facts.pensionPayers ?? []) {
    const payer = normPayer(row.payer);
    if (payer !== '' && payers.some((name) => payer.includes(name))) total += Math.max(0, row.taxable);
  }
  return total;
}

/** MI-1040 Schedule 1: military retirement benefits, in full at any age (MCL 206.30(1)(e)). */
export function militaryRetirement(ctx: StateContext): number {
  return Math.min(paidBy(ctx, D.militaryRetirementPayers), Math.max(0, ctx.facts.taxablePensions));
}

export function retirementSubtraction(ctx: StateContext): Adjustment | null {
  const r = D.retirement;
  const f = ctx.facts;
  const older = Math.max(ctx.taxpayerAge, ctx.spouseAge);
  if (older < 0) return null;
  const born = 2024 - older;
  const joint = ctx.status === 'married-joint';
  const military = militaryRetirement(ctx);
  const benefits = Math.max(0, Math.max(0, f.taxablePensions) + Math.max(0, f.taxableIraDistributions) - military);
  const tier1 = born < r.tier1BornBefore;
  const phaseIn = born >= r.phaseInFrom && born <= r.phaseInThrough;
  const limit = tier1 ? r.tier1Limit : phaseIn ? r.phaseInLimit : null;
  const cap = limit ? (joint ? limit.joint : limit.single) : 0;
  // Born before 1946 (Section A): public pensions in full, the private ones up to the limit less the public ones.
  const publicPensions = tier1 ? Math.min(paidBy(ctx, r.publicPayers), benefits) : 0;
  const subtraction = tier1 ? publicPensions + Math.min(benefits - publicPensions, Math.max(0, cap - publicPensions)) : limit ? Math.min(benefits, cap) : 0;
  const standard = born >= r.standardDeductionFrom && born <= r.standardDeductionThrough ? (joint ? r.standardDeduction.joint : r.standardDeduction.single) : 0;
  // The Michigan standard deduction is against all income (Michigan income after the other subtractions).
  const otherIncome = Math.max(0, f.federalAgi - f.taxableSocialSecurity);
  const standardAmount = Math.min(standard, otherIncome);
  if (standardAmount > subtraction) {
    return adj(`Michigan standard deduction (born ${born}, 1946-1952: ${usd(standard)} against all income; larger than the retirement subtraction ${money(subtraction)})`, standardAmount, `${MI_FORM} Schedule 1 (Michigan standard deduction, MCL 206.30(9)), Form 4884 (2024)`);
  }
  if (subtraction <= 0) return null;
  const which = tier1
    ? `born ${born}, before 1946: public pensions ${money(publicPensions)} in full, the rest ${money(benefits - publicPensions)} up to ${usd(cap)} less the public ones`
    : `born ${born}, 1946-1962: the 2024 phase-in, ${pct(0.5)} of the born-before-1946 limit; ${money(benefits)} up to ${usd(cap)}`;
  return adj(`Retirement and pension benefits (${which})`, subtraction, `${MI_FORM} Schedule 1, retirement and pension benefits from Form 4884 (2024; MCL 206.30(1)(f), 2023 PA 4)`);
}

export const MI: StateRule = {
  form: MI_FORM,
  adjustments: (ctx) => {
    const out: Adjustment[] = [];
    const military = militaryRetirement(ctx);
    if (military > 0) out.push(adj('Military retirement benefits (US armed forces, 1099-R payer)', military, `${MI_FORM} Schedule 1, military retirement benefits (MCL 206.30(1)(e))`));
    const retirement = retirementSubtraction(ctx);
    if (retirement) out.push(retirement);
    return out;
  },
  credits: eitcShare(D.eitcRate, true, `${MI_FORM} line 27 (${pct(D.eitcRate)} of the federal EIC)`),
  notes: [
    'Retirement subtraction by the older spouse\'s birth year; public and military pensions are recognised by the 1099-R payer\'s name (federal OPM, Michigan ORS/MPSERS/MSERS, MERS; DFAS, Coast Guard), other public pensions count as private; the born-1953-1957 Michigan standard deduction at 67, the SSA-exempt employment and safety-officer limits are not computed.',
  ],
};
