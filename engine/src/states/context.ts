// What every state rule reads about the household, derived once per return from the federal facts (states never
// read the form: the federal return settled every amount and the dependents worksheet every dependent).
import { isYoungerThan } from '../dependents';
import { CTC_AGE_LIMIT } from '../years/2024';
import type { StateStatus } from './params';
import type { DependentFact, FederalFactsForStates } from './types';

export interface StateContext {
  facts: FederalFactsForStates;
  /** Filing status for the state tables: qualifying surviving spouse uses married-joint (ARCHITECTURE decision 1). */
  status: StateStatus;
  isQualifyingWidow: boolean;
  /** 2 on a married-joint return, else 1. */
  persons: number;
  /** Taxpayer and spouse who are 65 or over at the end of 2024. */
  age65Count: number;
  blindCount: number;
  dependents: number;
  /**
   * Qualifying children under 17 (federal child tax credit age), under 6, and other dependents, by the dependents
   * worksheet's age test: a child of unknown age is under 17 exactly when the federal return counted it so.
   */
  childrenUnder17: number;
  childrenUnder6: number;
  otherDependents: number;
  /** W-2 wages + business income: the base of the earned-income local taxes (OH, PA). */
  earnedIncome: number;
  /** Ages at the end of 2024, -1 when not known (an unknown age never qualifies for an age rule). */
  taxpayerAge: number;
  spouseAge: number;
}

/** Dependents under `limit` at the end of 2024 by the dependents worksheet's age test (dependents.ts isYoungerThan). */
export function dependentsUnder(ctx: StateContext, limit: number, extra?: (d: DependentFact) => boolean): number {
  let n = 0;
  for (const d of ctx.facts.dependents) if (isYoungerThan(d, limit) && (!extra || extra(d))) n++;
  return n;
}

export function buildContext(facts: FederalFactsForStates): StateContext {
  const fs = facts.filingStatus;
  const status: StateStatus = fs === 'qualifying-widow' ? 'married-joint' : fs;
  const persons = fs === 'married-joint' ? 2 : 1;
  const taxpayerAge = facts.taxpayerAge ?? -1;
  const spouseAge = persons === 2 ? (facts.spouseAge ?? -1) : -1;
  let age65Count = taxpayerAge >= 65 ? 1 : 0;
  let blindCount = facts.taxpayerBlind ? 1 : 0;
  if (persons === 2) {
    if (spouseAge >= 65) age65Count++;
    if (facts.spouseBlind) blindCount++;
  }
  let childrenUnder17 = 0;
  let childrenUnder6 = 0;
  const deps = facts.dependents;
  for (let i = 0; i < deps.length; i++) {
    const d = deps[i];
    if (d.isQualifyingChild && isYoungerThan(d, CTC_AGE_LIMIT)) childrenUnder17++;
    if (isYoungerThan(d, 6)) childrenUnder6++;
  }
  return {
    facts,
    status,
    isQualifyingWidow: fs === 'qualifying-widow',
    persons,
    age65Count,
    blindCount,
    dependents: deps.length,
    childrenUnder17,
    childrenUnder6,
    otherDependents: deps.length - childrenUnder17,
    earnedIncome: facts.wages + Math.max(0, facts.businessIncome),
    taxpayerAge,
    spouseAge,
  };
}
