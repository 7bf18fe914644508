// The State Tax Calculation card (spec 3 §2) on the engine's own results: one card per state with days and
// residency, the multi-state box, 'No State Tax Due', the combined summary and the disclaimer.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeReturn } from '@taxapp/engine';
import { asCalculationJson } from '../state/localEngine';
import { usd } from '../state/format';
import { STATE_DISCLAIMER, StateCalculationCard } from './StateCalculationCard';

afterEach(cleanup);

const stateOf = (form: unknown) => asCalculationJson(computeReturn(form)).state;

describe('State Tax Calculation card', () => {
  it('shows each state with its days and residency, the multi-state box and the combined summary', () => {
    const state = stateOf({
      state: 'NJ',
      isFullYearResident: false,
      primaryStateStartDate: '2024-01-01',
      primaryStateEndDate: '2024-06-30',
      additionalState: 'PA',
      additionalStateStartDate: '2024-07-01',
      additionalStateEndDate: '2024-12-31',
      w2Data: [{ wages: '80000', federalIncomeTax: '8000', stateTax: '2000', stateId: 'NJ' }],
    });
    let refreshed = 0;
    render(<StateCalculationCard state={state} source="api" busy={false} onRefresh={() => (refreshed += 1)} />);
    // Days counted inclusively (spec 3 §4): 1 Jan - 30 Jun 2024 is 182 days, 1 Jul - 31 Dec is 184.
    const nj = screen.getByRole('region', { name: 'New Jersey (NJ)' });
    expect(within(nj).getByText(/182 days in state/)).toBeTruthy();
    const pa = screen.getByRole('region', { name: 'Pennsylvania (PA)' });
    expect(within(pa).getByText(/184 days in state/)).toBeTruthy();
    expect(screen.getByText(/Multiple states: you lived or earned income in 2 states \(NJ, PA\)/)).toBeTruthy();
    const summary = screen.getByLabelText('Combined state summary');
    expect(within(summary).getByText('Total State Tax').nextSibling?.textContent).toBe(usd(state.totalStateTax));
    expect(within(summary).getByText('API Gateway')).toBeTruthy();
    // Each row opens to its formula and the state's source.
    const taxable = within(nj).getByText('Taxable Income (prorated for days)');
    fireEvent.click(taxable);
    const line = state.states[0].breakdown.lines.find((l) => l.key === 'taxableIncome');
    expect(within(nj).getByText(line!.source)).toBeTruthy();
    expect(screen.getByText(STATE_DISCLAIMER)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refreshed).toBe(1);
    expect(screen.queryByText('No State Tax Due')).toBeNull();
  });

  it('shows the local earned income tax in rows of its own, apart from the state tax', () => {
    const state = stateOf({
      state: 'PA',
      city: 'Pittsburgh',
      w2Data: [{ wages: '60000', federalIncomeTax: '6000', stateId: 'PA', stateTax: '1842', localIncomeTax: '1500', locality: 'PITTSBURGH' }],
    });
    render(<StateCalculationCard state={state} source="api" busy={false} onRefresh={() => undefined} />);
    const summary = screen.getByLabelText('Combined state summary');
    const row = (label: string) => within(summary).getByText(label).nextSibling?.textContent;
    // PA-40 line 12: 60,000 x 3.07% = 1,842.00, all withheld. Pittsburgh's EIT: 1% city + 2% school district = 3% of
    // wages 60,000 = 1,800, withheld 1,500 (W-2 box 19): 300 due, on the local collector's return, not the PA-40.
    expect(row('Total State Tax')).toBe('$1,842.00');
    expect(row('Total Amount Due')).toBe('$0.00');
    expect(row('Total Local Tax')).toBe('$1,800.00');
    expect(row('Local Tax Withheld')).toBe('$1,500.00');
    expect(row('Local Amount Due')).toBe('$300.00');
  });

  it('has no local rows when there is no local tax', () => {
    render(<StateCalculationCard state={stateOf({ state: 'NJ', w2Data: [{ wages: '50000', stateId: 'NJ' }] })} source="api" busy={false} onRefresh={() => undefined} />);
    expect(screen.queryByText('Total Local Tax')).toBeNull();
  });

  it("says 'No State Tax Due' with the reason for a state without an income tax", () => {
    const state = stateOf({ state: 'TX', w2Data: [{ wages: '50000', federalIncomeTax: '5000', stateId: 'TX' }] });
    render(<StateCalculationCard state={state} source="browser" busy={false} onRefresh={() => undefined} />);
    expect(screen.getByText('No State Tax Due')).toBeTruthy();
    expect(screen.getAllByText('Texas has no individual income tax (Tex. Const. art. 8 §24-a).').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Multiple states/)).toBeNull();
    expect(screen.getByText('Browser (Fallback)')).toBeTruthy();
  });
});
