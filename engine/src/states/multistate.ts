// Part-year and multi-state returns (issue 9 item 9): which part of the year's income each state taxes, and the credit
// for tax paid to another state, so income two states reach is not taxed twice.
//
// Allocation (the income-percentage method of the part-year and nonresident returns: NY IT-203, NJ-1040NR and the NJ
// part-year NJ-1040, CA 540NR, and the generic method for every other state): a state's tax is its tax on all the
// year's income as if a resident, times (the income it reaches / the income from everywhere), both in the state's own
// measure (federal AGI, or the state's own gross income for NJ, PA, MA).
//   - A full-year resident: all income.
//   - A part-year resident (any state lived in for part of 2024): the wages of the W-2s whose box 15 names it (earned
//     there), plus, for its share of the year (days lived there / 365), the wages earned in a state where the filer did
//     not live, the W-2s with a blank box 15, and every other kind of income.
//   - A nonresident work state (box 15 names a state the filer did not live in): those W-2 wages (box 16, else box 1),
//     except for the part of the year the filer lived in a state it has a reciprocal agreement with (those wages are
//     taxed only where the filer lived, e.g. PA-NJ), and nothing from a jurisdiction that never taxes a nonresident's
//     wages (DC).
// Credit for tax paid to another state (NY IT-112-R, NJ Schedule NJ-COJ, PA Schedule G-L, CA Schedule S, and the
// generic rule elsewhere): for each work state's wages earned while living in a state, the state of residence allows
// the lesser of the work state's tax on that income and its own tax x (that income / its income from everywhere).
// Between California and Arizona, Oregon or Virginia the work state gives that credit instead (the "reverse credit").
import {
  NO_NONRESIDENT_WAGE_TAX_2024, OTHER_STATE_CREDIT_FORM_2024, RECIPROCAL_WAGE_AGREEMENTS_2024, REVERSE_CREDIT_PAIRS_2024,
} from '../../data/multistate2024';
import { money } from './format';
import { DAYS_IN_YEAR, normalizeStateCode, type ResidencyPeriod } from './residency';
import type { FederalFactsForStates, StateCredit } from './types';

const pairKey = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);
const RECIPROCAL = new Set(RECIPROCAL_WAGE_AGREEMENTS_2024.map(([a, b]) => pairKey(a, b)));
const REVERSE = new Set(REVERSE_CREDIT_PAIRS_2024.map(([a, b]) => pairKey(a, b)));

/** True when wages earned in `workState` by a resident of `homeState` are taxed only by `homeState`. */
export function wagesTaxedOnlyAtHome(workState: string, homeState: string): boolean {
  return RECIPROCAL.has(pairKey(workState, homeState));
}
export function taxesNonresidentWages(code: string): boolean {
  return !NO_NONRESIDENT_WAGE_TAX_2024.includes(code);
}
export function isReverseCreditPair(a: string, b: string): boolean {
  return REVERSE.has(pairKey(a, b));
}
export function otherStateCreditForm(code: string, residentForm: string): string {
  return OTHER_STATE_CREDIT_FORM_2024[code] ?? `${residentForm}: credit for income tax paid to another state`;
}

/** W-2 wages (box 16, else box 1) by the state box 15 names ('' for blank or unknown codes), every state row counted. */
export function wagesByWorkState(facts: FederalFactsForStates): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of facts.w2States) {
    const code = normalizeStateCode(w.state) ?? '';
    out.set(code, (out.get(code) ?? 0) + w.stateWages + (w.additionalRowWages ?? 0));
  }
  return out;
}

/** Each residence state's share of the year: days / 365 (overlapping dates are scaled so the shares add up to 1 at most). */
export function residenceShares(periods: ResidencyPeriod[], fullYear: boolean): Map<string, number> {
  if (fullYear) return new Map([[periods[0].state, 1]]);
  let days = 0;
  for (const p of periods) days += p.daysInState;
  const year = Math.max(DAYS_IN_YEAR, days);
  return new Map(periods.map((p) => [p.state, p.daysInState / year]));
}

export interface Allocation {
  /** The income the state reaches, in its own measure. */
  sourceIncome: number;
  /** Its income from everywhere (federal AGI, or its own gross income). */
  base: number;
  /** sourceIncome / base, at most 1. */
  ratio: number;
  note: string;
}

/** A state lived in for part of the year: its own W-2 wages, and its share of the rest. */
export function partYearAllocation(code: string, base: number, wages: Map<string, number>, shares: Map<string, number>, days: number): Allocation {
  const share = shares.get(code) ?? 0;
  let ownWages = 0;
  let elsewhere = 0;
  let allWages = 0;
  for (const [state, amount] of wages) {
    allWages += amount;
    if (state === code) ownWages += amount;
    else if (!shares.has(state)) elsewhere += amount; // a work state not lived in, or a blank box 15
  }
  const other = Math.max(0, base - allWages);
  const sourceIncome = ownWages + share * (elsewhere + other);
  const ratio = base > 0 ? Math.min(1, sourceIncome / base) : share;
  const pct = `${(share * 100).toFixed(2)}%`;
  return {
    sourceIncome,
    base,
    ratio,
    note:
      `Part-year resident (${days} days, ${pct} of the year): W-2 wages earned in ${code} ${money(ownWages)}` +
      (elsewhere > 0 ? ` + ${pct} of wages earned in states not lived in or without a state ${money(elsewhere)}` : '') +
      ` + ${pct} of other income ${money(other)} = ${money(sourceIncome)} / income from everywhere ${money(base)} = ${(ratio * 100).toFixed(2)}% of the tax on all income (income-percentage method of the part-year return).`,
  };
}

/** A work state the filer did not live in: its W-2 wages, less the part of the year a reciprocal agreement covers. */
export function nonresidentAllocation(code: string, base: number, wages: Map<string, number>, shares: Map<string, number>): Allocation {
  const earned = wages.get(code) ?? 0;
  let taxedShare = 0;
  const reciprocal: string[] = [];
  for (const [home, share] of shares) {
    if (wagesTaxedOnlyAtHome(code, home)) reciprocal.push(home);
    else taxedShare += share;
  }
  if (!taxesNonresidentWages(code)) taxedShare = 0;
  // Shares add up to less than 1 when the residence dates leave part of the year out: that part is taxed here too.
  if (taxesNonresidentWages(code) && reciprocal.length === 0) taxedShare = 1;
  const sourceIncome = earned * taxedShare;
  const ratio = base > 0 ? Math.min(1, sourceIncome / base) : 0;
  let why = `wages earned in ${code} ${money(earned)}`;
  if (!taxesNonresidentWages(code)) why += ` are not taxed: ${code} does not tax a nonresident's wages`;
  else if (reciprocal.length > 0)
    why += ` x ${(taxedShare * 100).toFixed(2)}% (reciprocal agreement ${reciprocal.map((h) => `${code}-${h}`).join(', ')}: wages taxed only by the state of residence; withholding refunded)`;
  return {
    sourceIncome,
    base,
    ratio,
    note: `Nonresident: ${why} = ${money(sourceIncome)} / income from everywhere ${money(base)} = ${(ratio * 100).toFixed(2)}% of the tax on all income (nonresident return, income-percentage method).`,
  };
}

/** What the credit needs to know about each state's return. */
export interface TaxedReturn {
  code: string;
  /** Form of the resident return, for the credit's source. */
  form: string;
  /** Lived there part or all of the year. */
  livedIn: boolean;
  allocation: Allocation;
  /** Full-year tax after nonrefundable credits (before the other-state credit). */
  netFullYearTax: number;
}

/**
 * The credit for tax paid to another state, by the state that gives it (the state of residence, or the work state for
 * a reverse-credit pair). Amounts are final (not scaled again by the allocation).
 */
export function otherStateCredits(returns: TaxedReturn[], wages: Map<string, number>, shares: Map<string, number>): Map<string, StateCredit[]> {
  const out = new Map<string, StateCredit[]>();
  for (const work of returns) {
    if (work.livedIn || work.allocation.sourceIncome <= 0 || work.netFullYearTax <= 0) continue;
    const earned = wages.get(work.code) ?? 0;
    const workTax = work.netFullYearTax * work.allocation.ratio;
    for (const home of returns) {
      if (!home.livedIn || home.netFullYearTax <= 0 || wagesTaxedOnlyAtHome(work.code, home.code)) continue;
      // The wages earned in the work state while living in this state: taxed by both.
      const both = earned * (shares.get(home.code) ?? 0);
      if (both <= 0) continue;
      const paid = (workTax * both) / work.allocation.sourceIncome;
      const limit = home.allocation.base > 0 ? (home.netFullYearTax * both) / home.allocation.base : 0;
      const amount = Math.min(paid, limit);
      if (amount <= 0) continue;
      const reverse = isReverseCreditPair(work.code, home.code);
      const giver = reverse ? work : home;
      const other = reverse ? home : work;
      const credit: StateCredit = {
        name:
          `Credit for tax paid to ${other.code} on ${money(both)} taxed by both: the lesser of ${work.code} tax on it ${money(paid)} and ${home.code} tax ${money(home.netFullYearTax)} x ${money(both)} / ${money(home.allocation.base)} = ${money(limit)}` +
          (reverse ? ` (given by ${work.code} to a ${home.code} resident: reverse credit)` : ''),
        amount: Math.round(amount * 100) / 100,
        refundable: false,
        source: reverse ? `${giver.form}: credit for tax paid to the state of residence (Schedule S (540NR) 2024: reverse credit states AZ, OR, VA)` : otherStateCreditForm(giver.code, giver.form),
      };
      const list = out.get(giver.code) ?? [];
      list.push(credit);
      out.set(giver.code, list);
    }
  }
  return out;
}
