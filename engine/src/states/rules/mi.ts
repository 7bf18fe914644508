// MI: Michigan MI-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MI_2024 } from '../../../data/stateRules2024/mi';
import { money, pct, usd } from '../format';
import type { StateContext } from '../context';
import type { Adjustment, StateRule } from '../rule';
import { adj, eitcShare, lazy } from './shared';
import { governmentPensions } from './pensions';
import type { GovernmentPayer } from '../types';

const D = MI_2024;
const MI_FORM = D.form;

/** Schedule 1 line 11: military retirement pay (US armed forces), subtracted in full at any age (MCL 206.30(1)(e)). */
const militaryPayer = (payer: GovernmentPayer) => payer.kind === 'military';
/** Form 4884: public retirement benefits are those of the federal civil service and of Michigan and its localities. */
const publicPayer = (payer: GovernmentPayer) => payer.kind === 'federal' || (payer.kind === 'state-local' && payer.state === 'MI');

/** MI-1040 Schedule 1: military retirement benefits, in full at any age (MCL 206.30(1)(e)). */
export function militaryRetirement(ctx: StateContext): number {
  return governmentPensions(ctx, militaryPayer, D.militaryRetirementPayers);
}

/** The older spouse's age at the end of 2024 (the Michigan tiers go by the older one's year of birth). */
const olderAge = (ctx: StateContext) => Math.max(ctx.taxpayerAge, ctx.spouseAge);

/**
 * MI-1040 Schedule 1, retirement and pension benefits (Form 4884, 2024; MCL 206.30 as amended by 2023 PA 4), by the
 * birth year of the older spouse (age at the end of 2024 = 2024 - birth year), the better of what the year of birth
 * allows:
 * - born before 1946 (Section A): public pensions in full, the others up to $64,040 / $128,080 less the military
 *   retirement and the public pensions;
 * - born 1946-1962 (Section D, the 2024 phase-in): 50% of that limit less the military retirement;
 * - born 1946-1952: the Tier 2 Michigan standard deduction, $20,000 / $40,000 against all income less the military
 *   retirement (Schedule 1, Worksheet 2);
 * - born 1953-1957 and 67 or older: the Tier 3 Michigan standard deduction, $20,000 / $40,000 less the military
 *   retirement, the taxable social security subtracted and the personal exemptions (MI-1040 lines 9a and 9d), the
 *   exemptions and subtractions being taken as usual (Worksheet 2; MCL 206.30(9)(e)).
 */
export function retirementSubtraction(ctx: StateContext): Adjustment | null {
  const r = D.retirement;
  const f = ctx.facts;
  const older = olderAge(ctx);
  if (older < 0) return null;
  const born = 2024 - older;
  const joint = ctx.status === 'married-joint';
  const military = militaryRetirement(ctx);
  const benefits = Math.max(0, Math.max(0, f.taxablePensions) + Math.max(0, f.taxableIraDistributions) - military);
  const tier1 = born < r.tier1BornBefore;
  const phaseIn = born >= r.phaseInFrom && born <= r.phaseInThrough;
  // Form 4884: the private limits are reduced by the Schedule 1 line 11 military retirement first.
  const tier1Cap = Math.max(0, (joint ? r.tier1Limit.joint : r.tier1Limit.single) - military);
  const cap = tier1 ? tier1Cap : phaseIn ? r.phaseInShare * tier1Cap : 0;
  // Born before 1946 (Section A): public pensions in full, the private ones up to the limit less the public ones.
  const publicPensions = tier1 ? Math.min(governmentPensions(ctx, publicPayer, r.publicPayers), benefits) : 0;
  const subtraction = tier1 ? publicPensions + Math.min(benefits - publicPensions, Math.max(0, cap - publicPensions)) : Math.min(benefits, cap);
  const standard = michiganStandardDeduction(ctx, born, older, military);
  if (standard && standard.amount > subtraction) {
    return adj(`${standard.name}; larger than the retirement subtraction ${money(subtraction)})`, standard.amount, standard.source);
  }
  if (subtraction <= 0) return null;
  const which = tier1
    ? `born ${born}, before 1946: public pensions ${money(publicPensions)} in full, the rest ${money(benefits - publicPensions)} up to ${money(cap)} less the public ones`
    : `born ${born}, 1946-1962: the 2024 phase-in, ${pct(r.phaseInShare)} of the born-before-1946 limit${military > 0 ? ` less military retirement ${money(military)}` : ''}; ${money(benefits)} up to ${money(cap)}`;
  return adj(`Retirement and pension benefits (${which})`, subtraction, `${MI_FORM} Schedule 1, retirement and pension benefits from Form 4884 (2024; MCL 206.30(1)(f), 2023 PA 4)`);
}

/** Schedule 1 Worksheet 2: the Tier 2 (born 1946-1952) or Tier 3 (born 1953-1957, 67 or older) Michigan standard deduction. */
function michiganStandardDeduction(ctx: StateContext, born: number, older: number, military: number): { name: string; amount: number; source: string } | null {
  const r = D.retirement;
  const f = ctx.facts;
  const joint = ctx.status === 'married-joint';
  const base = joint ? r.standardDeduction.joint : r.standardDeduction.single;
  // Against all income: at most the Michigan income left after the other subtractions.
  const income = Math.max(0, f.federalAgi - Math.max(0, f.taxableSocialSecurity) - military);
  if (born >= r.tier2From && born <= r.tier2Through) {
    const amount = Math.min(Math.max(0, base - military), income);
    return {
      name: `Tier 2 Michigan standard deduction (born ${born}, 1946-1952: ${usd(base)} against all income${military > 0 ? ` less military retirement ${money(military)}` : ''}`,
      amount,
      source: `${MI_FORM} Schedule 1, Tier 2 Michigan standard deduction (Worksheet 2; MCL 206.30(9)(b))`,
    };
  }
  if (born >= r.tier3From && born <= r.tier3Through && older >= r.tier3Age) {
    const exemptions = r.personalExemption * (ctx.persons + ctx.dependents);
    const socialSecurity = Math.max(0, f.taxableSocialSecurity);
    const amount = Math.min(Math.max(0, base - military - socialSecurity - exemptions), income);
    return {
      name: `Tier 3 Michigan standard deduction (born ${born}, 67 or older: ${usd(base)} less military retirement ${money(military)}, taxable social security ${money(socialSecurity)} and the exemptions ${money(exemptions)} (${ctx.persons + ctx.dependents} x ${usd(r.personalExemption)})`,
      amount,
      source: `${MI_FORM} Schedule 1, Tier 3 Michigan standard deduction (Worksheet 2; MCL 206.30(9)(e))`,
    };
  }
  return null;
}

export const MI: StateRule = {
  form: MI_FORM,
  adjustments: (ctx) => {
    const out: Adjustment[] = [];
    const military = militaryRetirement(ctx);
    if (military > 0) out.push(adj('Military retirement benefits (US armed forces)', military, `${MI_FORM} Schedule 1, military retirement benefits (MCL 206.30(1)(e))`));
    const retirement = retirementSubtraction(ctx);
    if (retirement) out.push(retirement);
    return out;
  },
  // Line 9: 9a exemptions (a person or dependent each); a filer someone else can claim enters 0 on 9a and $1,500 on
  // 9e (the form's note speaks of 'you': a joint return with one claimable spouse keeps 9a).
  exemptions: (ctx) => {
    const per = D.retirement.personalExemption;
    if (ctx.facts.canBeClaimedAsDependent === true && ctx.persons === 1) {
      const amount = D.dependentOfAnotherExemption;
      return { amount, formula: lazy(() => `Someone else can claim you as a dependent: line 9a 0, line 9e ${usd(amount)}`), source: `${MI_FORM} line 9 (note) and line 9e` };
    }
    const n = ctx.persons + ctx.dependents;
    return { amount: per * n, formula: lazy(() => `${n} x ${usd(per)}`), source: `${MI_FORM} line 9a` };
  },
  credits: eitcShare(D.eitcRate, true, `${MI_FORM} line 27 (${pct(D.eitcRate)} of the federal EIC)`),
  notes: [
    'Retirement subtraction by the older spouse\'s year of birth (taken as 2024 less the age at the end of 2024, so a January 1 birthday counts as the year before); public and military pensions are those answered so on the State Questions step, else recognised by the 1099-R payer\'s name (federal OPM, Michigan ORS/MPSERS/MSERS, MERS; DFAS, Coast Guard); other public pensions count as private. Not computed: the SSA-exempt employment and safety-officer limits, the surviving-spouse rules, military pay and railroad retirement (not known here).',
  ],
};
