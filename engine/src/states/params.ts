// The state parameter table (engine/data/stateTax2024.ts) and what is precomputed from it at module load:
// per state and filing status, bracket bounds, rates and the tax at each bound, so a return's bracket tax
// is one short loop with no allocation.
import type { StateTaxType } from './types';

export const STATE_STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household'] as const;
export type StateStatus = (typeof STATE_STATUSES)[number];

export type ExemptionKind = 'deduction' | 'credit' | 'none';

/** One row of the generated table (see engine/data/generate-state-tax-2024.ts). */
export interface StateParams {
  code: string;
  name: string;
  taxType: StateTaxType;
  flatRate: number | null;
  incomeBase: string;
  /** Local income taxes computed with the state return (spec 3 §3 "localTaxes flag"). */
  localTaxes: boolean;
  brackets: Record<StateStatus, [number, number][]>;
  standardDeduction: Record<StateStatus, number>;
  personalExemption: { type: ExemptionKind } & Record<StateStatus, number>;
  dependentExemption: { type: ExemptionKind; amount: number };
  confidence: string;
  sources: string[];
}

/** A bracket schedule ready for use: lower bounds, rates and the cumulative tax at each lower bound. */
export interface Schedule {
  bounds: Float64Array;
  rates: Float64Array;
  baseTax: Float64Array;
}

/**
 * `roundedBases`: the state's published schedule gives the tax at each bracket bound in whole dollars (NY: "$600 plus
 * 5.5% of the excess over $13,900"), so the base amounts are the exact cumulative tax rounded to the dollar.
 */
export function makeSchedule(pairs: readonly (readonly [number, number])[], roundedBases = false): Schedule {
  const n = pairs.length;
  const bounds = new Float64Array(n);
  const rates = new Float64Array(n);
  const baseTax = new Float64Array(n);
  let exact = 0;
  for (let i = 0; i < n; i++) {
    bounds[i] = pairs[i][0];
    rates[i] = pairs[i][1];
    exact = i === 0 ? 0 : exact + (bounds[i] - bounds[i - 1]) * rates[i - 1];
    baseTax[i] = roundedBases ? Math.round(exact) : exact;
  }
  return { bounds, rates, baseTax };
}

/** Index of the bracket that holds `income` (bounds are lower bounds; income exactly on a bound stays below it). */
export function bracketIndex(schedule: Schedule, income: number): number {
  const { bounds } = schedule;
  let i = bounds.length - 1;
  while (i > 0 && income <= bounds[i]) i--;
  return i;
}

export function scheduleTax(schedule: Schedule, income: number): number {
  if (income <= 0 || schedule.bounds.length === 0) return 0;
  const i = bracketIndex(schedule, income);
  return schedule.baseTax[i] + (income - schedule.bounds[i]) * schedule.rates[i];
}

export function marginalRate(schedule: Schedule, income: number): number {
  if (schedule.bounds.length === 0) return 0;
  return schedule.rates[bracketIndex(schedule, Math.max(income, 0))];
}
