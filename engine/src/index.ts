// @taxapp/engine: computeReturn(form) -> { federal, state } (spec 3 §3), pure, for the server and the browser.
import { FILING_STATUSES, type Form1040Data } from '@taxapp/contracts/form';
import { readForm1040Data } from './fastParse';
import { computeForm1040 } from './form1040';
import { federalResult, federalFactsForStates, type FederalResult } from './federal';
import { computeStates } from './states/index';
import type { StateResult, FederalFactsForStates } from './states/types';

export type { FederalResult } from './federal';
export type { StateResult, StateTaxResult, FederalFactsForStates } from './states/types';
export type { ExplainedLine } from './explain';
export { Lines } from './explain';

export interface ReturnResult {
  federal: FederalResult;
  state: StateResult;
}

const KNOWN_STATUSES = new Set<string>([...FILING_STATUSES, 'head-household']);

/**
 * Spec 3 §5: "An unknown filing status falls back to single in the federal calculation." The schema would
 * reject it, so it is replaced before parsing and the replacement is explained on the standard deduction.
 */
function normaliseStatus(input: unknown): { input: unknown; note: string | null } {
  let value = input;
  if (typeof value === 'string') value = JSON.parse(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const status = (value as { filingStatus?: unknown }).filingStatus;
    if (status !== undefined && (typeof status !== 'string' || !KNOWN_STATUSES.has(status)))
      return { input: { ...(value as object), filingStatus: 'single' }, note: `Filing status '${String(status)}' is not known: single is used (spec 3 §5).` };
  }
  return { input: value, note: null };
}

/** Federal and state results from an already parsed form. */
export function computeParsedReturn(form: Form1040Data, statusNote: string | null = null): ReturnResult {
  const computation = computeForm1040(form, statusNote);
  const federal = federalResult(computation, form.dependents.length);
  const state = computeStates(federalFactsForStates(computation));
  return { federal, state };
}

/**
 * Reads the saved form (object or JSON text) exactly as the contracts schema does (fastParse.ts: compiled from
 * the schema, zod itself when in doubt, which also throws its validation error) and computes the return.
 */
export function computeReturn(input: unknown): ReturnResult {
  const { input: value, note } = normaliseStatus(input);
  return computeParsedReturn(readForm1040Data(value), note);
}

/** Only the federal result (no state). */
export function computeFederal(input: unknown): FederalResult {
  const { input: value, note } = normaliseStatus(input);
  const form = readForm1040Data(value);
  return federalResult(computeForm1040(form, note), form.dependents.length);
}

export { federalFactsForStates } from './federal';
export { computeForm1040 } from './form1040';
export type { FederalFactsForStates as StatesInput };
export { dependentsWorksheet, qualifyDependent, isYoungerThan } from './dependents';
export type { QualifiedDependent, DependentsWorksheet, DependentClaims } from './dependents';
export type { FederalFactsWithDependents } from './federal';

/** The 2024 ordinary rate schedules (X, Y-1, Y-2, Z) by filing status, for a picture of the brackets a return fills. */
export { RATE_SCHEDULES, TAX_TABLE_LIMIT, TAX_YEAR, type RateSchedule } from './years/2024';
/** Where RATE_SCHEDULES come from. */
export const RATE_SCHEDULES_SOURCE = 'Rev. Proc. 2023-34 §3.01, Tables 1-4; 2024 Instructions for Form 1040, 2024 Tax Rate Schedules';
