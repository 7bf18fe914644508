// The tax-docs steps with a stand-in shell: what the taxpayer types, sees and what is saved (spec 2 §2.2, §4, §8).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TaxDocs from '../routes/TaxDocs';
import TaxDocsAddMore from '../routes/TaxDocsAddMore';
import TaxDocsBusinessIncome from '../routes/TaxDocsBusinessIncome';
import TaxDocsRetirementBenefits from '../routes/TaxDocsRetirementBenefits';
import { BOX4_OVER_MESSAGE } from '../state/incomeRules';
import { createHarness } from '../testing/ShellHarness';
import { DUPLICATE_W2_MESSAGE } from './W2Card';

afterEach(cleanup);

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

describe('job income step', () => {
  it('offers Go to Personalization and the no-selection message when nothing is chosen', async () => {
    const { record, Harness } = createHarness({}, '/tax-docs');
    render(<Harness Screen={TaxDocs} />);
    expect(screen.getByText(/You have not selected any job income/)).toBeTruthy();
    await click('Go to Personalization');
    expect(record.navigations).toEqual(['/personalization']);
  });

  it('a W-2 typed by hand, per employer and whose it is, with box 12 code AA and the box 4 check; duplicates refused; removed', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['w2'], isJointFiling: true, filingStatus: 'married-joint' }, '/tax-docs');
    render(<Harness Screen={TaxDocs} />);
    await click('Add a W-2 by hand');
    const w2Form = screen.getByRole('form', { name: 'Form W-2 typed by hand' });
    fireEvent.change(within(w2Form).getByLabelText('Whose W-2 is this?'), { target: { value: 'spouse' } });
    type("Employer's name (box c)", 'Acme Corp', w2Form);
    type(/EIN/, '123456789', w2Form);
    expect((within(w2Form).getByLabelText(/EIN/) as HTMLInputElement).value).toBe('12-3456789');
    type('Box 1 Wages, tips, other compensation', '$52,000.00', w2Form);
    type('Box 3 Social security wages', '52000', w2Form);
    type('Box 4 Social security tax withheld', '4000', w2Form);
    expect(within(w2Form).getByText(BOX4_OVER_MESSAGE)).toBeTruthy();
    type('Box 4 Social security tax withheld', '3224', w2Form);
    expect(within(w2Form).queryByText(BOX4_OVER_MESSAGE)).toBeNull();
    fireEvent.change(within(w2Form).getByLabelText('Box 12a code'), { target: { value: 'AA' } });
    type('Box 12a amount', '3000', w2Form);
    fireEvent.change(within(w2Form).getByLabelText('Box 12b code'), { target: { value: 'D' } });
    type('Box 12b amount', '1500', w2Form);
    await click('Save W-2', w2Form);

    const saved = record.form.w2Data[0]!;
    expect(saved).toMatchObject({ employerName: 'Acme Corp', employerEIN: '12-3456789', owner: 'spouse', wages: '52000', socialSecurityTaxWithheld: '3224', ssn: '' });
    expect(saved.id).toMatch(/^w2_\d+_/);
    expect(saved.box12Entries).toEqual([{ code: 'AA', amount: '3000' }, { code: 'D', amount: '1500' }]);
    expect(saved.box12).toMatchObject({ codeD: '1500' });
    expect(record.form.line1).toBe(52000);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Job income data saved successfully' });
    expect(screen.getByRole('list', { name: 'Your W-2 forms' }).textContent).toContain('Acme Corp');

    // The same employer, wages and file again is refused.
    await click('Add a W-2 by hand');
    const again = screen.getByRole('form', { name: 'Form W-2 typed by hand' });
    type(/EIN/, '123456789', again);
    type('Box 1 Wages, tips, other compensation', '52000', again);
    await click('Save W-2', again);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Error', description: DUPLICATE_W2_MESSAGE, variant: 'destructive' });
    expect(record.form.w2Data).toHaveLength(1);
    await click('Cancel', again);

    await click('Remove W-2 from Acme Corp');
    expect(record.form.w2Data).toEqual([]);
    expect(record.form.line1).toBe(0);
    expect(record.form.selectedIncomeOptions).toEqual(['w2']);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'W2 Form Removed', description: 'Acme Corp has been removed successfully.' });
  });

  it('a 1099-NEC typed by hand is saved to the contractor documents; X deselects with its toast', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099misc'] }, '/tax-docs');
    render(<Harness Screen={TaxDocs} />);
    await click('Add a 1099-NEC by hand');
    type("Payer's name", 'Client LLC');
    type('Box 1 Nonemployee compensation', '8000');
    await click('Save');
    expect(record.form.contractor1099Data[0]).toMatchObject({ formType: '1099-NEC', nonemployeeCompensation: 8000, totalAmount: 8000 });
    await click('Remove 1099-MISC');
    expect(record.form.selectedIncomeOptions).toEqual([]);
    expect(record.toasts.at(-1)).toMatchObject({ title: '1099-MISC removed and added back to available options' });
  });
});

describe('business step', () => {
  it('business and rental detail forms: rows that grow, nets shown and saved, days rented and personal use', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['business', 'rental'] }, '/tax-docs/business-income');
    render(<Harness Screen={TaxDocsBusinessIncome} />);
    fireEvent.focus(screen.getByLabelText('Business income (net profit)'));
    const business = screen.getByRole('form', { name: 'Self-Employment Expenses' });
    type('Business name', 'Design Studio', business);
    type('Gross receipts', '50000', business);
    fireEvent.change(within(business).getByLabelText('Expense 1 type'), { target: { value: 'Utilities' } });
    type('Expense 1 amount', '1200', business);
    expect(within(business).getByLabelText('Expense 2 type')).toBeTruthy();
    fireEvent.change(within(business).getByLabelText('Expense 2 type'), { target: { value: 'Advertising/Marketing' } });
    type('Expense 2 amount', '800', business);
    expect(within(business).getByText('Net profit: $48,000.00')).toBeTruthy();
    await click('Save business details', business);
    expect(record.form.otherIncomeEntries[0]).toMatchObject({ type: 'Business Income', amount: 48000, businessData: { businessName: 'Design Studio', grossReceipts: 50000, totalExpenses: 2000 } });
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Business income details saved' });

    fireEvent.focus(screen.getByLabelText('Rental income (net)'));
    const rental = screen.getByRole('form', { name: 'Rental Property Details' });
    type('Property address', '12 Elm St', rental);
    type('Days rented', '200', rental);
    type('Days of personal use', '14', rental);
    type('Rent received', '18000', rental);
    fireEvent.change(within(rental).getByLabelText('Expense 1 type'), { target: { value: 'Repairs' } });
    type('Expense 1 amount', '3000', rental);
    expect(within(rental).getByText('Net rental income: $15,000.00')).toBeTruthy();
    await click('Save rental details', rental);
    expect(record.form.otherIncomeEntries[1]).toMatchObject({ type: 'Rental Income', amount: 15000, rentalData: { daysRented: 200, daysPersonalUse: 14 } });
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Rental income details saved' });

    // X on business: deselected, its entry and details gone, rental kept.
    await click('Remove Business Income');
    expect(record.form.selectedIncomeOptions).toEqual(['rental']);
    expect(record.form.otherIncomeEntries.map((entry) => entry.type)).toEqual(['Rental Income']);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Business Income removed and added back to available options' });
  });
});

describe('retirement step', () => {
  it('a 1099-R with box 2a blank and 2b checked; an SSA-1099 with box 5 = box 3 - box 4', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099r', 'socialsecurity'] }, '/tax-docs/retirement-benefits');
    render(<Harness Screen={TaxDocsRetirementBenefits} />);
    await click('Add a 1099-R by hand');
    type("Payer's name", 'Pension Fund');
    type('Box 1 Gross distribution', '20000');
    fireEvent.click(screen.getByLabelText('Box 2b Taxable amount not determined'));
    type('Box 7 Distribution code(s)', '7');
    await click('Save');
    expect(record.form.investmentData[0]).toMatchObject({ documentType: '1099-r', grossDistribution: 20000, taxableAmount: 0, taxableAmountBlank: true, taxableAmountNotDetermined: true, distributionCode: '7' });
    expect(record.form.retirementIncome).toBe(20000);

    await click('Enter SSA-1099');
    const ssa = screen.getByRole('form', { name: 'SSA-1099' });
    type('Box 3 Benefits paid in 2024', '24000', ssa);
    type('Box 4 Benefits repaid to SSA in 2024', '1200', ssa);
    expect(within(ssa).getByText('Box 5 Net benefits for 2024: $22,800.00')).toBeTruthy();
    await click('Save SSA-1099', ssa);
    expect(record.form.otherIncomeEntries[0]).toMatchObject({ type: 'Social Security Benefits', amount: 22800, socialSecurityData: { box3NetBenefits: 24000, box5BenefitsRepaid: 1200, totalBenefits: 22800 } });
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Social Security benefits details saved' });

    await click('Remove Social Security Benefits');
    expect(record.form.otherIncomeEntries).toEqual([]);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Social Security Benefits removed and added back to available options' });
  });
});

describe('a state tax refund on a 1099-G', () => {
  it('asks about the 2023 return once a refund is typed, and saves the answers', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099g'] }, '/tax-docs/retirement-benefits');
    render(<Harness Screen={TaxDocsRetirementBenefits} />);
    expect(screen.queryByRole('region', { name: 'Your 2023 return (state tax refund)' })).toBeNull();
    await click('Add a 1099-G by hand');
    type("Payer's name", 'Ohio Department of Taxation');
    type('Box 2 State or local income tax refunds, credits, or offsets', '412');
    await click('Save');
    expect(record.form.investmentData[0]).toMatchObject({ documentType: '1099-g', stateLocalIncomeTaxRefunds: 412 });
    // The list says the refund beside the $0.00 of unemployment the document adds to its total.
    const list = screen.getByRole('list', { name: '1099-G documents' });
    expect(within(list).getByText(/Ohio Department of Taxation: \$0\.00 \(box 2 state or local refund \$412\.00\)/)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Your 2023 return (state tax refund)' });
    expect(within(card).getByText(/refund of \$412\.00/)).toBeTruthy();
    await act(async () => fireEvent.click(within(card).getByLabelText('I itemized deductions on my 2023 federal return (Schedule A)')));
    expect(record.form.priorYearReturn).toMatchObject({ itemized: true });
    type('2023 Schedule A line 17: total itemized deductions', '18000', card);
    await act(async () => fireEvent.blur(within(card).getByLabelText('2023 Schedule A line 17: total itemized deductions')));
    expect(record.form.priorYearReturn).toMatchObject({ itemized: true, scheduleALine17: 18000 });
  });
});

describe('add more step', () => {
  it('adds a type and goes to its step; says when all are added', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['w2'] }, '/tax-docs/add-more');
    render(<Harness Screen={TaxDocsAddMore} />);
    expect(screen.getByText('Have other income sources?')).toBeTruthy();
    await click(/Rental Income/);
    expect(record.form.selectedIncomeOptions).toEqual(['w2', 'rental']);
    expect(record.navigations).toEqual(['/tax-docs/business-income']);
    cleanup();
    const all = createHarness({ selectedIncomeOptions: ['w2', 'contractor', '1099misc', 'business', 'rental', '1099r', '1099g', 'socialsecurity', 'other'] }, '/tax-docs/add-more');
    render(<all.Harness Screen={TaxDocsAddMore} />);
    expect(screen.getByText('All Income Types Added!')).toBeTruthy();
  });
});
