// /federal: Form 1040 line by line as the engine computed it, each line opening to its formula, inputs, source
// and the IRS instructions; the schedules used; the rates.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeReturn } from '@taxapp/engine';
import { createHarness } from '../testing/ShellHarness';
import { asCalculationJson } from '../state/localEngine';
import { usd } from '../state/format';
import Federal from './Federal';

afterEach(cleanup);

const FORM = {
  filingStatus: 'single' as const,
  state: 'NJ',
  w2Data: [{ wages: '120000', federalIncomeTax: '20000', stateTax: '5000', stateId: 'NJ' }],
  mortgageInterest: 15000,
  propertyTax: 8000,
};

describe('/federal', () => {
  it("shows lines 11, 15 and 24 as the engine computes them, and line 15's why", async () => {
    const { record, Harness } = createHarness(FORM, '/federal');
    render(<Harness Screen={Federal} />);
    const form1040 = await screen.findByRole('region', { name: 'Form 1040 (2024)' }, { timeout: 10_000 });
    const { federal } = asCalculationJson(computeReturn(record.form));
    const line = (id: string) => form1040.querySelector(`[data-line-id="${id}"] summary`)?.textContent;
    expect(line('form1040.line11')).toBe(`Line 11: Adjusted gross income${usd(federal.agi)}`);
    expect(line('form1040.line15')).toBe(`Line 15: Taxable income${usd(federal.taxableIncome)}`);
    expect(line('form1040.line24')).toBe(`Line 24: Total tax${usd(federal.totalTax)}`);
    // By hand (2024): Schedule A = 15,000 + min(5,000 + 8,000, 10,000) = 25,000 > 14,600 (single), so
    // line 15 = 120,000 - 25,000 = 95,000.
    expect(line('form1040.line15')).toBe('Line 15: Taxable income$95,000.00');

    const details = form1040.querySelector('[data-line-id="form1040.line15"]') as HTMLDetailsElement;
    fireEvent.click(within(details).getByText('Line 15: Taxable income'));
    const why = within(details).getByLabelText('Why Line 15 is $95,000.00');
    expect(within(why).getByText('max(0, line 11 - line 14)')).toBeTruthy();
    expect(within(why).getByText('Form 1040 line 11: $120,000.00')).toBeTruthy();
    expect(within(why).getByText('Form 1040 line 14: $25,000.00')).toBeTruthy();
    expect(within(why).getByText('Form 1040 (2024), line 15')).toBeTruthy();
    const link = within(why).getByRole('link', { name: 'Instructions for Form 1040 (2024)' }) as HTMLAnchorElement;
    expect(link.href).toBe('https://www.irs.gov/pub/irs-pdf/i1040gi.pdf');

    const used = screen.getByRole('region', { name: 'Schedules and forms used' });
    expect(within(used).getByRole('heading', { name: 'Schedule A (Itemized Deductions)' })).toBeTruthy();
    const rates = screen.getByRole('region', { name: 'Your rates' });
    expect(within(rates).getByText(/Marginal tax rate/).nextSibling?.textContent).toBe('22.00%');
  });
});
