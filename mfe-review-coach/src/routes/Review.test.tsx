// @vitest-environment-options {"url": "http://127.0.0.1:1/review"}
// /review (spec 3 §2, spec 2 §2.4): tabs marked reviewed, the three tabs' contents, and Calculate when the
// calc service cannot be reached (the page's origin is port 1, where nothing listens): the bundled engine's
// figures under 'Browser (Fallback)'.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeReturn } from '@taxapp/engine';
import { createHarness } from '../testing/ShellHarness';
import { usd } from '../state/format';
import Review from './Review';

afterEach(cleanup);

const FORM = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  ssn: '123-45-6789',
  filingStatus: 'married-joint' as const,
  state: 'NJ',
  spouseFirstName: 'Bill',
  spouseLastName: 'Lovelace',
  spouseSSN: { encryptedData: 'x', iv: 'y', salt: 'z', level: 2, keyVersion: 1, algorithm: 'AES-GCM' },
  dependents: [{ firstName: 'Kid', lastName: 'Lovelace', relationship: 'son', ageAtYearEnd: 8 }],
  w2Data: [{ wages: '85000', federalIncomeTax: '7000', stateTax: '2500', stateId: 'NJ', employerName: 'Acme Corp', socialSecurityWages: '85000' }],
  taxableInterest: 1200,
  mortgageInterest: 18000,
  propertyTax: 9000,
};

describe('/review', () => {
  it('marks each tab reviewed when opened and shows its contents', async () => {
    const { record, Harness } = createHarness(FORM);
    render(<Harness Screen={Review} />);
    await waitFor(() => expect(record.form.reviewedTabs).toEqual(['personal']));
    const personal = screen.getByRole('tabpanel', { name: /Personal Information/ });
    // SSNs masked: the last four of a plaintext one; an encrypted one stays encrypted while this device has
    // not unlocked the key (here identity cannot be reached). PersonalTab.test.tsx decrypts.
    expect(within(personal).getByText('***-**-6789')).toBeTruthy();
    expect(await within(personal).findByText('***-**-**** (encrypted; unlock it on My Information to see its last four digits)')).toBeTruthy();
    expect(screen.queryByText(/123-45-6789/)).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /^Income/ }));
    await waitFor(() => expect(record.form.reviewedTabs).toEqual(['personal', 'income']));
    const income = screen.getByRole('tabpanel', { name: /Income/ });
    const w2 = within(income).getByRole('region', { name: 'Acme Corp' });
    expect(within(w2).getByText('Employer EIN: N/A')).toBeTruthy();
    expect(within(w2).getByText('Wages (Box 1)').nextSibling?.textContent).toBe('$85,000.00');
    expect(within(w2).getByText('Locality (Box 20)').nextSibling?.textContent).toBe('N/A');
    expect(within(income).getByText('Taxable Interest (1099-INT)').nextSibling?.textContent).toBe('$1,200.00');

    fireEvent.click(screen.getByRole('tab', { name: /^Deductions & Credits/ }));
    await waitFor(() => expect(record.form.reviewedTabs).toEqual(['personal', 'income', 'deductions']));
    expect(screen.getAllByText('(reviewed)')).toHaveLength(3);
  });

  it("Calculate falls back to the bundled engine when calc cannot be reached: the engine's figures, 'Browser (Fallback)'", async () => {
    const { record, Harness } = createHarness(FORM);
    render(<Harness Screen={Review} />);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const breakdown = await screen.findByLabelText('Federal tax breakdown', undefined, { timeout: 10_000 });
    const expected = computeReturn(record.form).federal;
    const row = (label: string) => within(breakdown).getByText(label).nextSibling?.textContent;
    expect(row('AGI')).toBe(usd(expected.agi));
    expect(row('Taxable Income')).toBe(usd(expected.taxableIncome));
    expect(row('Tax Before Credits')).toBe(usd(expected.taxLiability));
    expect(row('Total Credits')).toBe(usd(expected.totalCredits));
    expect(row('Tax After Credits')).toBe(usd(expected.taxAfterCredits));
    expect(row('Federal Withholdings')).toBe(usd(expected.totalWithholdings));
    expect(row('Refund Amount')).toBe(usd(expected.refundOwed));
    // By hand (2024 law): AGI 85,000 + 1,200 = 86,200; the MFJ standard deduction 29,200 beats Schedule A
    // 18,000 + 10,000 (SALT cap) = 28,000, so line 15 = 57,000.
    expect(row('AGI')).toBe('$86,200.00');
    expect(row('Taxable Income')).toBe('$57,000.00');
    expect(screen.getByText('Federal Refund')).toBeTruthy();
    const summary = screen.getByLabelText('Return summary');
    expect(within(summary).getByText('Married Filing Jointly')).toBeTruthy();
    expect(within(summary).getByText('Dependents').nextSibling?.textContent).toBe('1');
    expect(within(summary).getByText('Browser (Fallback)')).toBeTruthy();
    // The state card filled from the same calculation.
    const stateCard = screen.getByRole('region', { name: 'State Tax Calculation' });
    expect(within(stateCard).getByRole('heading', { name: 'New Jersey (NJ)' })).toBeTruthy();
    expect(within(stateCard).getByText(/Full-year resident · 365 days in state/)).toBeTruthy();
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Taxes Calculated' });
  });

  it("says 'No tax information available...' without a form and 'Missing Income Information' without income", async () => {
    const { Harness } = createHarness({});
    render(<Harness Screen={Review} />);
    fireEvent.click(screen.getByRole('tab', { name: /^Income/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Missing Income Information');
    expect(alert.textContent).toContain('Please upload your W2 form(s) in the Tax Documents section or add other income to see your income summary.');
    fireEvent.click(screen.getByRole('tab', { name: /^Deductions & Credits/ }));
    expect(await screen.findByText('No deductions or credits have been entered.')).toBeTruthy();
  });
});
