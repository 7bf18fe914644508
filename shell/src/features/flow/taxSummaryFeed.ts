// Feeds the header summary (HeaderSummary.tsx) from the calc service: the user's one tax return id from
// create-return (asked once per user, then reused), then calculate-full {taxReturnId} once after the form
// loads and again 1.5 s after the last confirmed save. The work runs beside the form, never in its way:
// saving and typing do not wait for it, and a failed call only logs; the summary keeps what it showed.
import type { FederalResult, StateTaxResult } from '@taxapp/contracts/api/calculation';
import type { Store } from '../../lib/store';
import type { TaxSummary } from './HeaderSummary';

/** Quiet time after the last save before recalculating (keeps a burst of saves to one calculation). */
export const SUMMARY_RECALC_DELAY_MS = 1500;

/**
 * The fields of calculate-full's `data` the header reads (spec 3 §3; engine FederalResult / StateResult):
 * AGI is Form 1040 line 11, payments line 33, refundOwed line 34 (positive) or line 37 (negative).
 */
export interface FullCalculation {
  federal: Partial<Pick<FederalResult, 'agi' | 'totalPayments' | 'totalWithholdings' | 'refundOwed' | 'refund' | 'amountDue'>>;
  state: { states?: Partial<Pick<StateTaxResult, 'state' | 'stateTax' | 'grossIncome' | 'withholdings'>>[]; totalStateTax?: number };
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** calculate-full's answer -> the header's figures. */
export function toTaxSummary(result: FullCalculation): TaxSummary {
  const { federal, state } = result;
  const refundOwed = typeof federal.refundOwed === 'number' ? federal.refundOwed : num(federal.refund) - num(federal.amountDue);
  return {
    agi: num(federal.agi),
    payments: Math.max(num(federal.totalPayments), num(federal.totalWithholdings)),
    federalRefund: num(refundOwed),
    // A state with no income, tax or withholding yet is not a result worth showing (an empty form still
    // gets a zero result for its home state): decision 2's "state results exist".
    states: (state.states ?? [])
      .filter((s) => num(s.grossIncome) > 0 || num(s.stateTax) > 0 || num(s.withholdings) > 0)
      .map((s) => ({ code: String(s.state ?? ''), tax: num(s.stateTax) })),
  };
}

export interface TaxSummaryFeedDeps {
  store: Store<TaxSummary | null>;
  /** The user's tax return id (create-return); asked once, reused afterwards. */
  createReturn: () => Promise<string>;
  calculateFull: (taxReturnId: string) => Promise<FullCalculation>;
  delayMs?: number;
  log?: (message: string, error: unknown) => void;
}

export interface TaxSummaryFeed {
  /** Recalculate now (after the form has loaded). */
  now: () => void;
  /** Recalculate once the saves have been quiet for `delayMs` (each call restarts the wait). */
  schedule: () => void;
  dispose: () => void;
}

export function createTaxSummaryFeed(deps: TaxSummaryFeedDeps): TaxSummaryFeed {
  const delayMs = deps.delayMs ?? SUMMARY_RECALC_DELAY_MS;
  const log = deps.log ?? ((message, error) => console.warn(message, error));
  let returnId: Promise<string> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  /** A change arrived while a calculation was running: run once more when it ends (its answer may be stale). */
  let again = false;
  let disposed = false;

  const taxReturnId = () => {
    if (!returnId) {
      returnId = deps.createReturn();
      // a failure is not remembered: the next calculation asks again
      returnId.catch(() => (returnId = null));
    }
    return returnId;
  };

  async function run() {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const result = await deps.calculateFull(await taxReturnId());
      if (!disposed) deps.store.set(toTaxSummary(result));
    } catch (error) {
      log('The header summary could not be recalculated; it keeps its last figures.', error);
    } finally {
      running = false;
      if (again && !disposed) {
        again = false;
        void run();
      }
    }
  }

  return {
    now() {
      if (timer) clearTimeout(timer);
      timer = null;
      void run();
    },
    schedule() {
      if (disposed) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, delayMs);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
