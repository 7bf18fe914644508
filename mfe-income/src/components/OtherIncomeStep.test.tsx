// The other-income steps with a stand-in shell (spec 2 §2.3, §4, §5).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OtherIncome from '../routes/OtherIncome';
import OtherIncomeAddMore from '../routes/OtherIncomeAddMore';
import OtherIncomeDetails from '../routes/OtherIncomeDetails';
import { createHarness } from '../testing/ShellHarness';

afterEach(cleanup);

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
const total = (field: string) => document.querySelector(`output[name="${field}-total"]`)?.textContent;

describe('investment step', () => {
  it('a 1099-INT typed by hand raises the running total; removing it lowers it, never below 0', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099int'], interestIncome: 100 }, '/other-income');
    render(<Harness Screen={OtherIncome} />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(total('interestIncome')).toBe('$100.00');
    await click('Add a 1099-INT by hand');
    type("Payer's name", 'First Bank');
    type('Box 1 Interest income', '250.75');
    type('Box 8 Tax-exempt interest', '40');
    await click('Save');
    expect(record.form.investmentData[0]).toMatchObject({ documentType: '1099-int', interestIncome: 250.75, taxExemptInterest: 40, totalAmount: 250.75, payerInfo: { name: 'First Bank' } });
    expect(record.form.interestIncome).toBe(350.75);
    expect(total('interestIncome')).toBe('$350.75');

    // The total typed down by hand, then the document removed: the total stops at 0.
    const manual = screen.getByLabelText('Enter manually instead');
    fireEvent.focus(manual);
    fireEvent.change(manual, { target: { value: '50' } });
    fireEvent.change(manual, { target: { value: '50.123' } }); // ignored: more than 2 decimals
    expect((manual as HTMLInputElement).value).toBe('50');
    await act(async () => fireEvent.blur(manual));
    expect(record.form.interestIncome).toBe(50);
    await click('Remove 1099-INT from First Bank');
    expect(record.form.investmentData).toEqual([]);
    expect(record.form.interestIncome).toBe(0);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Document removed', description: 'Removed 1099-INT entered by hand' });
  });

  it('refuses an eleventh document with the spec words', async () => {
    const docs = Array.from({ length: 10 }, () => ({ documentType: '1099-div' as const, totalAmount: 1 }));
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099div'], investmentData: docs }, '/other-income');
    render(<Harness Screen={OtherIncome} />);
    await click('Add a 1099-DIV by hand');
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Document limit reached', description: 'You can upload a maximum of 10 documents.' });
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('miscellaneous step (/other-income/details is the same screen)', () => {
  it('shows chosen types, saves an amount after the pause, removes a type with its entry and codes', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['gambling'], otherIncomeEntries: [{ type: 'Gambling Winnings', amount: 0 }] }, '/other-income/details');
    render(<Harness Screen={OtherIncomeDetails} />);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const box = screen.getByLabelText('Gambling Winnings amount');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '1200' } });
    expect(record.saves).toHaveLength(0);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(record.form.otherIncomeEntries).toEqual([{ type: 'Gambling Winnings', amount: 1200 }]);
    expect(record.typing[0]).toEqual(['otherIncomeEntries', true]);
    await click('Remove Gambling Winnings');
    expect(record.form.otherIncomeEntries).toEqual([]);
    expect(record.form.selectedIncomeOptions).toEqual([]);
  });
});

describe('add more step', () => {
  it('adds a miscellaneous type with an entry of 0 and goes to its step; an investment type goes to the investment step', async () => {
    const { record, Harness } = createHarness({}, '/other-income/add-more');
    render(<Harness Screen={OtherIncomeAddMore} />);
    await click(/Jury Duty/);
    expect(record.form.selectedIncomeOptions).toEqual(['juryduty']);
    expect(record.form.otherIncomeEntries).toEqual([{ type: 'Jury Duty', amount: 0 }]);
    expect(record.navigations.at(-1)).toBe('/other-income/miscellaneous');
  });
});
