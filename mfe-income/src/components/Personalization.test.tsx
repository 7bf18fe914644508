// Personalization (spec 2 §2.1): four pages of cards, each click saved at once, its own Back/Continue.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PersonalizationRoute from '../routes/Personalization';
import { createHarness } from '../testing/ShellHarness';

afterEach(cleanup);

const card = (name: RegExp | string) => screen.getByRole('button', { name });

describe('personalization', () => {
  it('saves each toggle at once, walks its four pages with progress and leaves for /tax-docs', async () => {
    const { record, Harness } = createHarness({}, '/personalization');
    render(<Harness Screen={PersonalizationRoute} />);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('Answer for your spouse too')).toBeTruthy();

    await act(async () => fireEvent.click(card(/Had a Job \(W-2\)/)));
    expect(record.form.selectedIncomeOptions).toEqual(['w2']);
    expect(card(/Had a Job/).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(card(/Owned a business/)));
    await act(async () => fireEvent.click(card(/Had a Job/)));
    expect(record.form.selectedIncomeOptions).toEqual(['business']);
    expect(record.saves).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Additional Income' })).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    await act(async () => fireEvent.click(card(/Gambling Winnings/)));
    expect(record.form.selectedIncomeOptions).toEqual(['business', 'gambling']);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => fireEvent.click(card(/Charitable Donations/)));
    expect(record.form.selectedDeductionOptions).toEqual(['charitable']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    await act(async () => fireEvent.click(card(/^Education/)));
    expect(record.form.selectedCreditOptions).toEqual(['education']);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Deductions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(record.navigations).toEqual(['/tax-docs']);
  });

  it("says when a selection could not be saved, in the spec's words", async () => {
    const { record, Harness } = createHarness({}, '/personalization');
    render(<Harness Screen={PersonalizationRoute} />);
    record.failNextSaves = 1;
    await act(async () => fireEvent.click(card(/Had a Job/)));
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Failed to save your income selection', variant: 'destructive' });
    expect(record.form.selectedIncomeOptions).toEqual([]);
  });

  it('goes back to the previous section from the first page', () => {
    const { record, Harness } = createHarness({}, '/personalization');
    render(<Harness Screen={PersonalizationRoute} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(record.navigations).toEqual(['/personal-info/step4']);
  });
});
