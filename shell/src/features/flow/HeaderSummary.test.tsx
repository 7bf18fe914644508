// The header summary's rules (spec 1 §2.3, spec 3 §2 'Header summary', ARCHITECTURE decision 2): hidden on
// / and /auth; elsewhere shown only when AGI or payments are above 0 or state results exist; the federal
// refund in green, the amount due in red; the state total labelled 'States (N)' for several states; whole
// dollars. And the feed that fills it in the browser: the real tax engine, loaded on the first form, computes
// the figures from each new form (a burst computes once, the last); failures only logged. In a browser
// against the whole product: tests/e2e/header-summary.spec.ts.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseForm1040Data, type Form1040Data, type Form1040Input } from '@taxapp/contracts/form';
import { createStore } from '../../lib/store';
import { HeaderSummary, taxSummaryStore, type TaxSummary } from './HeaderSummary';
import { createTaxSummaryFeed, toTaxSummary, type FullCalculation, type SummaryEngine } from './taxSummaryFeed';

const show = (summary: TaxSummary | null, path = '/review') => {
  act(() => taxSummaryStore.set(summary));
  return render(<HeaderSummary path={path} />);
};
const figures = (over: Partial<TaxSummary> = {}): TaxSummary => ({ agi: 50_000, payments: 6_000, federalRefund: 1_981, states: [], localTax: 0, ...over });

describe('HeaderSummary', () => {
  afterEach(() => {
    cleanup();
    act(() => taxSummaryStore.set(null));
  });

  it('is hidden on / and /auth and shown on the signed-in routes', () => {
    for (const path of ['/', '/auth', '/auth/']) {
      const { container, unmount } = show(figures(), path);
      expect(container.textContent, path).toBe('');
      unmount();
    }
    for (const path of ['/personal-info', '/tax-docs', '/review', '/state', '/settings']) {
      const { unmount } = show(figures(), path);
      expect(screen.getByRole('group', { name: 'Tax summary' }), path).toBeTruthy();
      unmount();
    }
  });

  it('is hidden before any figures and when AGI, payments and states are all empty', () => {
    expect(show(null).container.textContent).toBe('');
    cleanup();
    expect(show(figures({ agi: 0, payments: 0, federalRefund: 0 })).container.textContent).toBe('');
    cleanup();
    // a negative AGI (a loss) with nothing paid is not 'above 0' either
    expect(show(figures({ agi: -3_000, payments: 0, federalRefund: 0 })).container.textContent).toBe('');
  });

  it('shows when only AGI, only payments, or only states are there', () => {
    show(figures({ agi: 1, payments: 0, federalRefund: 0 }));
    expect(screen.getByTestId('summary-federal').textContent).toBe('Federal Refund$0');
    cleanup();
    show(figures({ agi: 0, payments: 250, federalRefund: 250 }));
    expect(screen.getByTestId('summary-federal').textContent).toBe('Federal Refund$250');
    cleanup();
    show(figures({ agi: 0, payments: 0, federalRefund: 0, states: [{ code: 'NJ', tax: 0 }] }));
    expect(screen.getByTestId('summary-state').textContent).toBe('State$0');
  });

  it('shows a refund in green and an amount due in red, in whole dollars', () => {
    show(figures({ federalRefund: 1_981.49 }));
    const refund = screen.getByTestId('summary-federal');
    expect(refund.textContent).toBe('Federal Refund$1,981');
    const amount = refund.querySelector('strong')!;
    expect(amount.dataset.tone).toBe('good');
    expect(getComputedStyle(amount).color).toBe('#15803d');
    cleanup();

    show(figures({ federalRefund: -2_345.5 }));
    const due = screen.getByTestId('summary-federal');
    expect(due.textContent).toBe('Federal Amount Due$2,346');
    const dueAmount = due.querySelector('strong')!;
    expect(dueAmount.dataset.tone).toBe('bad');
    expect(getComputedStyle(dueAmount).color).toBe('#b91c1c');
  });

  it("shows the state total: 'State' for one state, 'States (N)' for several", () => {
    show(figures({ states: [{ code: 'NJ', tax: 1_234.4 }] }));
    expect(screen.getByTestId('summary-state').textContent).toBe('State$1,234');
    cleanup();
    show(figures({ states: [{ code: 'NJ', tax: 1_000.25 }, { code: 'NY', tax: 500.5 }, { code: 'PA', tax: 99.6 }] }));
    expect(screen.getByTestId('summary-state').textContent).toBe('States (3)$1,600');
    cleanup();
    show(figures({ states: [] }));
    expect(screen.queryByTestId('summary-state')).toBeNull();
  });

  it('shows the local taxes as their own figure beside the state, only when there are any', () => {
    show(figures({ states: [{ code: 'PA', tax: 2_357.76 }], localTax: 2_250 }));
    expect(screen.getByTestId('summary-state').textContent).toBe('State$2,358');
    expect(screen.getByTestId('summary-local').textContent).toBe('Local$2,250');
    cleanup();
    show(figures({ states: [{ code: 'NJ', tax: 1_216 }] }));
    expect(screen.queryByTestId('summary-local')).toBeNull();
  });

  it('follows the store: new figures re-render it', () => {
    show(figures({ federalRefund: 100 }));
    expect(screen.getByTestId('summary-federal').textContent).toBe('Federal Refund$100');
    act(() => taxSummaryStore.set(figures({ federalRefund: -40 })));
    expect(screen.getByTestId('summary-federal').textContent).toBe('Federal Amount Due$40');
  });
});

describe('toTaxSummary', () => {
  it("reads AGI (line 11), payments (line 33), refundOwed, each state's tax and the local taxes' total", () => {
    const result: FullCalculation = {
      federal: { agi: 50_000, totalPayments: 6_000, totalWithholdings: 6_000, refundOwed: 1_981 },
      state: { states: [{ state: 'NJ', stateTax: 812.3 }, { state: 'NY', stateTax: 10 }], totalStateTax: 822.3, totalLocalTax: 450 },
    };
    expect(toTaxSummary(result)).toEqual({ agi: 50_000, payments: 6_000, federalRefund: 1_981, states: [{ code: 'NJ', tax: 812.3 }, { code: 'NY', tax: 10 }], localTax: 450 });
  });
  it('falls back to refund - amountDue and to zeros for missing fields', () => {
    expect(toTaxSummary({ federal: { refund: 0, amountDue: 700 }, state: {} })).toEqual({ agi: 0, payments: 0, federalRefund: -700, states: [], localTax: 0 });
  });
  it('leaves out a state with no income, tax or withholding, so an empty return shows no summary', () => {
    const empty: FullCalculation = { federal: { agi: 0, totalPayments: 0, refundOwed: 0 }, state: { states: [{ state: 'NJ', stateTax: 0, grossIncome: 0, withholdings: 0 }] } };
    expect(toTaxSummary(empty).states).toEqual([]);
    const withheldOnly: FullCalculation = { federal: {}, state: { states: [{ state: 'NY', stateTax: 0, grossIncome: 0, withholdings: 120 }] } };
    expect(toTaxSummary(withheldOnly).states).toEqual([{ code: 'NY', tax: 0 }]);
  });
});

describe('the summary feed', () => {
  // Worked in tests/e2e/header-summary.spec.ts: single, wages 50,000, standard deduction 14,600, tax 4,019
  // (2024 Tax Table row 35,400-35,450); withheld 6,000 -> refund 1,981 (line 34); 3,000 -> due 1,019 (line 37).
  const w2 = (withheld: number): Form1040Data =>
    parseForm1040Data({ filingStatus: 'single', w2Data: [{ wages: '50000', federalIncomeTax: String(withheld) }] } as Form1040Input);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  // the first import of the engine is compiled on the fly here
  const until = { timeout: 15_000 };

  function setup(loadEngine: () => Promise<SummaryEngine> = () => import('@taxapp/engine')) {
    const store = createStore<TaxSummary | null>(null);
    const load = vi.fn(loadEngine);
    const log = vi.fn();
    const feed = createTaxSummaryFeed({ store, loadEngine: load, log });
    return { store, load, log, feed };
  }

  it("computes the header's figures from the form with the tax engine, loaded once on the first form", async () => {
    const { store, load, feed } = setup();
    expect(load).not.toHaveBeenCalled();
    feed.update(w2(6_000));
    await vi.waitFor(() => expect(store.get()?.federalRefund).toBe(1_981), until);
    expect(store.get()).toMatchObject({ agi: 50_000, payments: 6_000 });
    feed.update(w2(3_000));
    await vi.waitFor(() => expect(store.get()?.federalRefund).toBe(-1_019), until);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('computes a burst of changes once, from the last form', async () => {
    const computeReturn = vi.fn((form: Form1040Data) => ({ federal: { agi: Number(form.w2Data[0]?.wages ?? 0) }, state: {} }));
    const { store, feed } = setup(async () => ({ computeReturn }));
    for (const wages of ['1', '12', '123', '1234']) feed.update(parseForm1040Data({ w2Data: [{ wages }] } as Form1040Input));
    await settle();
    expect(computeReturn).toHaveBeenCalledTimes(1);
    expect(store.get()?.agi).toBe(1_234);
  });

  it('keeps the last figures and only logs when the engine fails to load or rejects a form, and recovers on the next change', async () => {
    let failLoad = true;
    const { store, load, log, feed } = setup(async () => {
      if (failLoad) throw new Error('Loading chunk failed');
      return import('@taxapp/engine');
    });
    feed.update(w2(6_000));
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(store.get()).toBeNull();
    failLoad = false;
    feed.update(w2(6_000));
    await vi.waitFor(() => expect(store.get()?.federalRefund).toBe(1_981), until);
    expect(load).toHaveBeenCalledTimes(2);

    feed.update({ ...w2(3_000), w2Data: 5 } as unknown as Form1040Data);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log.mock.calls[1]![0]).toBe('The header summary could not be recalculated; it keeps its last figures.');
    expect(store.get()?.federalRefund).toBe(1_981);
  });

  it('computes nothing after dispose', async () => {
    const { store, feed } = setup();
    feed.update(w2(6_000));
    feed.dispose();
    feed.update(w2(3_000));
    await settle();
    await settle();
    expect(store.get()).toBeNull();
  });
});
