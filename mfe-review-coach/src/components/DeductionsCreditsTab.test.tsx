// The review's Deductions & Credits tab: the empty state, then the amounts a deductionsUpdated or
// creditsUpdated window event carries, at once (spec 3 §4).
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CREDITS_UPDATED_EVENT, DEDUCTIONS_UPDATED_EVENT } from '@taxapp/contracts/deductionCreditMapping';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { DeductionsCreditsTab, NO_DEDUCTIONS_OR_CREDITS } from './DeductionsCreditsTab';

afterEach(cleanup);

describe('Deductions & Credits tab', () => {
  it('shows the empty state, then follows the deductionsUpdated and creditsUpdated events', () => {
    render(<DeductionsCreditsTab form={parseForm1040Data({})} />);
    expect(screen.getByText(NO_DEDUCTIONS_OR_CREDITS)).toBeTruthy();

    act(() => void window.dispatchEvent(new CustomEvent(DEDUCTIONS_UPDATED_EVENT, { detail: { mortgage: { 'mortgage-interest': 9000.5, 'vehicle-tax': 0 } } })));
    const deductions = screen.getByRole('region', { name: 'Deductions' });
    const mortgage = within(deductions).getByLabelText('Home & Mortgage');
    expect(within(mortgage).getByText('Mortgage Interest').nextSibling?.textContent).toBe('$9,000.50');
    expect(within(mortgage).queryByText('Vehicle Property Tax')).toBeNull();

    act(() => void window.dispatchEvent(new CustomEvent(CREDITS_UPDATED_EVENT, { detail: { 'child-family': { 'child-tax-credit': 1, 'adoption-expenses': 2500 } } })));
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getByText('Child Tax Credit').nextSibling?.textContent).toBe('Claimed');
    expect(within(credits).getByText('Adoption Expenses').nextSibling?.textContent).toBe('$2,500.00');
  });
});
