// Calculate (federal and state) and Refresh (state) of the review's cards: the calc service when it answers,
// else the bundled engine on the same form (spec 3 §4 'Calculation method'), with the spec's messages (§8).
import { CALCULATION_ERRORS, type FederalResult, type StateResult } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import { ApiError } from '@taxapp/ui/http';
import { calculateFull } from '../api/calculateFull';
import { calculateState } from '../api/calculateState';
import { createReturnId } from '../api/createReturn';
import { isUnreachable } from '../api/unreachable';
import { computeLocally } from './localEngine';

/** Where the figures came from: the card's data-source label. */
export type DataSource = 'api' | 'browser';
export const DATA_SOURCE_LABELS: Record<DataSource, string> = { api: 'API Gateway', browser: 'Browser (Fallback)' };

export const CALCULATION_MESSAGES = {
  errorTitle: 'Calculation Error',
  stateFailed: 'Failed to calculate state tax',
  fullFailed: 'Failed to calculate taxes',
  noReturnTitle: 'No Tax Return',
  noReturn: CALCULATION_ERRORS.noForm,
  fullSuccessTitle: 'Taxes Calculated',
  fullSuccess: 'Your federal and state taxes have been calculated.',
  stateRefreshFailed: 'Failed to recalculate state tax. Please try again.',
  stateRefreshed: 'State Tax Recalculated',
} as const;

/** What the server's refusal says to the user (spec 3 §7: 'API Error: {server error or status text}'). */
export class CalculationError extends Error {
  constructor(
    message: string,
    readonly noTaxReturn: boolean,
  ) {
    super(message);
    this.name = 'CalculationError';
  }
}

function refusal(error: unknown, fallbackMessage: string): CalculationError {
  if (error instanceof ApiError) {
    const noTaxReturn = error.message === CALCULATION_ERRORS.noForm || error.message === CALCULATION_ERRORS.noTaxReturnId;
    return new CalculationError(`API Error: ${error.message}`, noTaxReturn);
  }
  return new CalculationError(error instanceof Error && error.message ? error.message : fallbackMessage, false);
}

export interface Calculators {
  returnId: () => Promise<string>;
  full: (taxReturnId: string) => Promise<{ federal: FederalResult; state: StateResult }>;
  state: (taxReturnId: string) => Promise<StateResult>;
  local: typeof computeLocally;
}
export const serverCalculators: Calculators = { returnId: createReturnId, full: calculateFull, state: calculateState, local: computeLocally };

export async function runFullCalculation(form: Form1040Data, calculators: Calculators = serverCalculators) {
  try {
    const taxReturnId = await calculators.returnId();
    return { result: await calculators.full(taxReturnId), source: 'api' as DataSource };
  } catch (error) {
    if (!isUnreachable(error)) throw refusal(error, CALCULATION_MESSAGES.fullFailed);
    return { result: await calculators.local(form), source: 'browser' as DataSource };
  }
}

export async function runStateCalculation(form: Form1040Data, calculators: Calculators = serverCalculators) {
  try {
    const taxReturnId = await calculators.returnId();
    return { result: await calculators.state(taxReturnId), source: 'api' as DataSource };
  } catch (error) {
    if (!isUnreachable(error)) throw refusal(error, CALCULATION_MESSAGES.stateFailed);
    return { result: (await calculators.local(form)).state, source: 'browser' as DataSource };
  }
}
