// The header summary's rules (spec 1 §2.3, spec 3 §2 'Header summary', ARCHITECTURE decision 2): hidden on
// / and /auth; elsewhere shown only when AGI or payments are above 0 or state results exist; the federal
// refund in green, the amount due in red; the state total labelled 'States (N)' for several states; whole
// dollars. And the feed that fills it from calculate-full: one return id per user, once after load, 1.5 s
// after the last save, failures only logged. The calc service itself is exercised by tests/e2e/header-summary.spec.ts.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/store';
import { HeaderSummary, taxSummaryStore, type TaxSummary } from './HeaderSummary';
import { createTaxSummaryFeed, SUMMARY_RECALC_DELAY_MS, toTaxSummary, type FullCalculation } from './taxSummaryFeed';

const show = (summary: TaxSummary | null, path = '/review') => {
  act(() => taxSummaryStore.set(summary));
  return render(<HeaderSummary path={path} />);
};
const figures = (over: Partial<TaxSummary> = {}): TaxSummary => ({ agi: 50_000, payments: 6_000, federalRefund: 1_981, states: [], ...over });

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

  it('follows the store: new figures re-render it', () => {
    show(figures({ federalRefund: 100 }));
    expect(screen.getByTestId('summary-federal').textContent).toBe('Federal Refund$100');
    act(() => taxSummaryStore.set(figures({ federalRefund: -40 })));
    expect(screen.getByTestId('summary-federal').textContent).toBe('Federal Amount Due$40');
  });
});

describe('toTaxSummary', () => {
  it("reads AGI (line 11), payments (line 33), refundOwed and each state's tax", () => {
    const result: FullCalculation = {
      federal: { agi: 50_000, totalPayments: 6_000, totalWithholdings: 6_000, refundOwed: 1_981 },
      state: { states: [{ state: 'NJ', stateTax: 812.3 }, { state: 'NY', stateTax: 10 }], totalStateTax: 822.3 },
    };
    expect(toTaxSummary(result)).toEqual({ agi: 50_000, payments: 6_000, federalRefund: 1_981, states: [{ code: 'NJ', tax: 812.3 }, { code: 'NY', tax: 10 }] });
  });
  it('falls back to refund - amountDue and to zeros for missing fields', () => {
    expect(toTaxSummary({ federal: { refund: 0, amountDue: 700 }, state: {} })).toEqual({ agi: 0, payments: 0, federalRefund: -700, states: [] });
  });
  it('leaves out a state with no income, tax or withholding, so an empty return shows no summary', () => {
    const empty: FullCalculation = { federal: { agi: 0, totalPayments: 0, refundOwed: 0 }, state: { states: [{ state: 'NJ', stateTax: 0, grossIncome: 0, withholdings: 0 }] } };
    expect(toTaxSummary(empty).states).toEqual([]);
    const withheldOnly: FullCalculation = { federal: {}, state: { states: [{ state: 'NY', stateTax: 0, grossIncome: 0, withholdings: 120 }] } };
    expect(toTaxSummary(withheldOnly).states).toEqual([{ code: 'NY', tax: 0 }]);
  });
});

describe('the summary feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answer = (refundOwed: number): FullCalculation => ({ federal: { agi: 50_000, totalPayments: 6_000, refundOwed }, state: { states: [] } });

  function setup(calculate: (id: string) => Promise<FullCalculation>) {
    const store = createStore<TaxSummary | null>(null);
    const createReturn = vi.fn(async () => 'return-1');
    const calculateFull = vi.fn(calculate);
    const log = vi.fn();
    const feed = createTaxSummaryFeed({ store, createReturn, calculateFull, log });
    return { store, createReturn, calculateFull, log, feed };
  }

  it('calculates at once after load, then 1.5 s after the last of several saves, with one return id', async () => {
    let refund = 1_981;
    const { store, createReturn, calculateFull, feed } = setup(async () => answer(refund));
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(calculateFull).toHaveBeenCalledTimes(1);
    expect(calculateFull).toHaveBeenLastCalledWith('return-1');
    expect(store.get()?.federalRefund).toBe(1_981);

    refund = -50;
    feed.schedule();
    await vi.advanceTimersByTimeAsync(1_000);
    feed.schedule();
    await vi.advanceTimersByTimeAsync(1_000);
    feed.schedule();
    await vi.advanceTimersByTimeAsync(SUMMARY_RECALC_DELAY_MS - 1);
    expect(calculateFull).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calculateFull).toHaveBeenCalledTimes(2);
    expect(store.get()?.federalRefund).toBe(-50);
    expect(createReturn).toHaveBeenCalledTimes(1);
  });

  it('keeps the last figures and only logs when a calculation fails, and recovers on the next save', async () => {
    let fail = false;
    const { store, calculateFull, log, feed } = setup(async () => {
      if (fail) throw new Error('API Error: Something went wrong. Please try again.');
      return answer(300);
    });
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()?.federalRefund).toBe(300);
    fail = true;
    feed.schedule();
    await vi.advanceTimersByTimeAsync(SUMMARY_RECALC_DELAY_MS);
    expect(calculateFull).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(store.get()?.federalRefund).toBe(300);
    fail = false;
    feed.schedule();
    await vi.advanceTimersByTimeAsync(SUMMARY_RECALC_DELAY_MS);
    expect(calculateFull).toHaveBeenCalledTimes(3);
  });

  it('asks for the return id again after create-return failed, and not before it is needed', async () => {
    const store = createStore<TaxSummary | null>(null);
    const createReturn = vi.fn().mockRejectedValueOnce(new Error('Could not reach the server.')).mockResolvedValue('return-2');
    const calculateFull = vi.fn(async () => answer(5));
    const log = vi.fn();
    const feed = createTaxSummaryFeed({ store, createReturn, calculateFull, log });
    expect(createReturn).not.toHaveBeenCalled();
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(calculateFull).not.toHaveBeenCalled();
    expect(store.get()).toBeNull();
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(calculateFull).toHaveBeenCalledWith('return-2');
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(createReturn).toHaveBeenCalledTimes(2);
  });

  it('runs one calculation at a time and once more when a save arrived meanwhile; nothing after dispose', async () => {
    const pending: ((value: FullCalculation) => void)[] = [];
    const { store, calculateFull, feed } = setup(() => new Promise((resolve) => pending.push(resolve)));
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    feed.now();
    feed.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(calculateFull).toHaveBeenCalledTimes(1);
    pending[0]!(answer(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(calculateFull).toHaveBeenCalledTimes(2);
    pending[1]!(answer(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()?.federalRefund).toBe(2);

    feed.schedule();
    feed.dispose();
    await vi.advanceTimersByTimeAsync(SUMMARY_RECALC_DELAY_MS * 2);
    expect(calculateFull).toHaveBeenCalledTimes(2);
  });
});
