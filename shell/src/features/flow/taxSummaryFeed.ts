// Feeds the header summary (HeaderSummary.tsx) in the browser: the tax engine computes the return from the
// form this tab holds, each time the form changes (a local edit shows at once, other tabs' saves arrive
// over realtime), so the header needs no server round trip; the calc service computes and stores only when
// the user asks (Calculate, Refresh) and for the API. The engine is loaded on the first form, after the
// signed-in app has painted (a chunk of its own, outside the shell's initial JS). The work runs beside the
// form, never in its way, and a failure only logs; the summary keeps what it showed.
import type { FederalResult, StateTaxResult } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { Store } from '../../lib/store';
import type { TaxSummary } from './HeaderSummary';

/**
 * The fields of the engine's result the header reads (spec 3 §3; engine FederalResult / StateResult):
 * AGI is Form 1040 line 11, payments line 33, refundOwed line 34 (positive) or line 37 (negative).
 */
export interface FullCalculation {
  federal: Partial<Pick<FederalResult, 'agi' | 'totalPayments' | 'totalWithholdings' | 'refundOwed' | 'refund' | 'amountDue'>>;
  state: { states?: Partial<Pick<StateTaxResult, 'state' | 'stateTax' | 'grossIncome' | 'withholdings'>>[]; totalStateTax?: number; totalLocalTax?: number };
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A computed return (the engine's, or calculate-full's answer) -> the header's figures. */
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
    localTax: num(state.totalLocalTax),
  };
}

/** What the feed needs of @taxapp/engine (its computeReturn). */
export interface SummaryEngine {
  computeReturn: (form: Form1040Data) => FullCalculation;
}

export interface TaxSummaryFeedDeps {
  store: Store<TaxSummary | null>;
  /** Loads the engine; called on the first form, again after a failed load. */
  loadEngine: () => Promise<SummaryEngine>;
  log?: (message: string, error: unknown) => void;
}

export interface TaxSummaryFeed {
  /** The form changed: recompute the figures from it (several changes in one task compute once, the last). */
  update: (form: Form1040Data) => void;
  dispose: () => void;
}

const FAILED = 'The header summary could not be recalculated; it keeps its last figures.';

export function createTaxSummaryFeed(deps: TaxSummaryFeedDeps): TaxSummaryFeed {
  const log = deps.log ?? ((message, error) => console.warn(message, error));
  let engine: Promise<SummaryEngine> | null = null;
  let latest: Form1040Data | null = null;
  let scheduled = false;
  let disposed = false;

  const loadEngine = () => {
    if (!engine) {
      engine = deps.loadEngine();
      // a failed load is not remembered: the next change tries again
      engine.catch(() => (engine = null));
    }
    return engine;
  };

  async function run() {
    scheduled = false;
    const form = latest;
    if (disposed || !form) return;
    try {
      const { computeReturn } = await loadEngine();
      // A newer form arrived while the engine loaded: its own run computes it.
      if (disposed || form !== latest) return;
      deps.store.set(toTaxSummary(computeReturn(form)));
    } catch (error) {
      log(FAILED, error);
    }
  }

  return {
    update(form) {
      if (disposed) return;
      latest = form;
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => void run());
    },
    dispose() {
      disposed = true;
      latest = null;
    },
  };
}
