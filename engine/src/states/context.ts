// What every state rule reads about the household, derived once per return from the form and the federal facts.
import type { Form1040Data } from '@taxapp/contracts/form';
import type { StateStatus } from './params';
import type { FederalFactsForStates } from './types';

export interface StateContext {
  form: Form1040Data;
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
  /** Qualifying children under 17 (federal child tax credit age), under 6, and other dependents. */
  childrenUnder17: number;
  childrenUnder6: number;
  otherDependents: number;
  /** W-2 wages + business income: the base of the earned-income local taxes (OH, PA). */
  earnedIncome: number;
  /** Ages at the end of 2024, -1 when not known (an unknown age never qualifies for an age rule). */
  taxpayerAge: number;
  spouseAge: number;
}

/** Dependents whose known age is below `limit` (unknown ages do not count). */
export function dependentsUnder(ctx: StateContext, limit: number, extra?: (d: { isFullTimeStudent: boolean }) => boolean): number {
  let n = 0;
  for (const d of ctx.facts.dependents) if (d.age !== null && d.age < limit && (!extra || extra(d))) n++;
  return n;
}

export function buildContext(form: Form1040Data, facts: FederalFactsForStates): StateContext {
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
    if (d.age === null) continue;
    if (d.isQualifyingChild && d.age < 17) childrenUnder17++;
    if (d.age < 6) childrenUnder6++;
  }
  return {
    form,
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
