// /deductions/details (spec 3 §2, §4): sub-items, auto-check, reset, the 1000 ms autosave that never
// overlaps, deductionsUpdated, the figure beside an amount, Add More and the page's own navigation.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/ShellHarness';
import DeductionsDetails from './DeductionsDetails';

afterEach(cleanup);

const amountBox = (label: string) => screen.getByRole('textbox', { name: `${label} amount` }) as HTMLInputElement;
const checkbox = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('/deductions/details', () => {
  it('auto-checks on a positive amount, autosaves after a pause and broadcasts deductionsUpdated', async () => {
    const { record, Harness } = createHarness({ selectedDeductionOptions: ['state-local', 'mortgage'], w2Data: [{ wages: '150000' }] }, '/deductions/details');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('deductionsUpdated', listener);
    render(<Harness Screen={DeductionsDetails} />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();

    fireEvent.change(amountBox('State and Local Income Taxes'), { target: { value: '12000' } });
    expect(checkbox('State and Local Income Taxes').checked).toBe(true);
    fireEvent.change(amountBox('State and Local Income Taxes'), { target: { value: '12000.555' } });
    expect(amountBox('State and Local Income Taxes').value).toBe('12000');
    fireEvent.blur(amountBox('State and Local Income Taxes'));
    expect(amountBox('State and Local Income Taxes').value).toBe('12000.00');
    expect(record.saves).toHaveLength(0);

    await waitFor(() => expect(record.saves).toHaveLength(1), { timeout: 3000 });
    expect(record.form.deductions).toEqual({ 'state-local': { 'state-taxes': 12000 }, mortgage: {} });
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Deductions saved successfully' });
    expect(events.at(-1)).toEqual({ 'state-local': { 'state-taxes': 12000 }, mortgage: {} });
    window.removeEventListener('deductionsUpdated', listener);

    // The engine's figure beside the amount: over the SALT cap.
    await waitFor(() => expect(screen.getByText(/Limited by the SALT cap/)).toBeTruthy(), { timeout: 5000 });

    fireEvent.click(checkbox('State and Local Income Taxes'));
    expect(amountBox('State and Local Income Taxes').value).toBe('0.00');
    await waitFor(() => expect(record.form.deductions['state-local']).toEqual({}), { timeout: 3000 });
  });

  it("keeps another tab's sub-item of the same category that arrives while this tab is typing", async () => {
    const { record, Harness } = createHarness({ selectedDeductionOptions: ['state-local'], deductions: { 'state-local': { 'state-taxes': 3000 } } }, '/deductions/details');
    render(<Harness Screen={DeductionsDetails} />);
    fireEvent.change(amountBox('Sales Tax'), { target: { value: '800' } });
    // The other tab changed another sub-item of the same category meanwhile (realtime, before this tab saves).
    act(() => record.remoteChange({ deductions: { 'state-local': { 'state-taxes': 3500 } } }));
    await waitFor(() => expect(record.saves).toHaveLength(1), { timeout: 3000 });
    expect(record.form.deductions['state-local']).toEqual({ 'state-taxes': 3500, 'sales-tax': 800 });
    // And it shows here.
    await waitFor(() => expect(amountBox('State and Local Income Taxes').value).toMatch(/^3500/));
  });

  it('never runs two saves at once and saves the last change after the one in flight', async () => {
    const { record, Harness } = createHarness({ selectedDeductionOptions: ['charitable'] }, '/deductions/details');
    render(<Harness Screen={DeductionsDetails} />);
    record.hold = true;
    fireEvent.change(amountBox('Cash Donations'), { target: { value: '100' } });
    await waitFor(() => expect(record.saves).toHaveLength(1), { timeout: 3000 });
    fireEvent.change(amountBox('Cash Donations'), { target: { value: '250' } });
    await new Promise((resume) => setTimeout(resume, 1300));
    expect(record.saves).toHaveLength(1);
    record.hold = false;
    await act(async () => record.release());
    await waitFor(() => expect(record.saves).toHaveLength(2), { timeout: 3000 });
    expect(record.maxInFlight).toBe(1);
    expect(record.form.deductions).toEqual({ charitable: { 'cash-donations': 250 } });
  });

  it("says 'Failed to save deductions' when a save fails", async () => {
    const { record, Harness } = createHarness({ selectedDeductionOptions: ['other'] }, '/deductions/details');
    render(<Harness Screen={DeductionsDetails} />);
    record.failNextSaves = 1;
    fireEvent.change(amountBox('Alimony Paid'), { target: { value: '500' } });
    await waitFor(() => expect(record.toasts.at(-1)).toMatchObject({ title: 'Failed to save deductions', variant: 'destructive' }), { timeout: 3000 });
  });

  it('Add More appends a category with unchecked 0.00 sub-items and saves; Continue on the last step goes to /credits, Back on step 1 to /deductions', async () => {
    const { record, Harness } = createHarness({ selectedDeductionOptions: ['other'], deductions: { health: { 'medical-expenses': 700 } } }, '/deductions/details');
    render(<Harness Screen={DeductionsDetails} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Medical & Health/ })));
    expect(record.form.selectedDeductionOptions).toEqual(['other', 'health']);
    expect(record.form.deductions.health).toEqual({});
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(amountBox('Medical Expenses').value).toBe('0.00');
    expect(checkbox('Medical Expenses').checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(record.navigations).toEqual(['/credits']));

    fireEvent.click(screen.getByRole('button', { name: 'Other Deductions' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await waitFor(() => expect(record.navigations).toEqual(['/credits', '/deductions']));
  });

  it("shows another tab's change when nothing here waits to be saved", async () => {
    const { record, Harness } = createHarness({ selectedDeductionOptions: ['other'] }, '/deductions/details');
    render(<Harness Screen={DeductionsDetails} />);
    await act(async () => record.remoteChange({ deductions: { other: { alimony: 1200 } } }));
    expect(amountBox('Alimony Paid').value).toBe('1200.00');
    expect(checkbox('Alimony Paid').checked).toBe(true);
    // While a change of this tab waits, the other tab's does not replace it.
    fireEvent.change(amountBox('Miscellaneous Deductions'), { target: { value: '40' } });
    await act(async () => record.remoteChange({ deductions: { other: { alimony: 900 } } }));
    expect(amountBox('Miscellaneous Deductions').value).toBe('40');
    // The save keeps the other tab's alimony (this tab did not change it) beside this tab's 40: merged per sub-item.
    await waitFor(() => expect(record.form.deductions.other).toEqual({ alimony: 900, miscellaneous: 40 }), { timeout: 3000 });
  });
});
