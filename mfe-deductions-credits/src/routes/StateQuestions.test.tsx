// Issue 9, the State Questions step: only the questions of the user's states, with the form and line each feeds;
// answers autosave into the form's localityAnswers, rentPaid, propertyTax and stateEstimatedTaxPayments.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/ShellHarness';
import StateQuestions from './StateQuestions';

afterEach(cleanup);

describe('/state-questions', () => {
  it('asks an Ohio resident who works in Pennsylvania only what Ohio and Pennsylvania need, and saves it', async () => {
    const { record, Harness } = createHarness({ state: 'OH', w2Data: [{ wages: '50000', stateId: 'PA' }], stateEstimatedTaxPayments: { NJ: 100 } }, '/state-questions');
    render(<Harness Screen={StateQuestions} />);
    expect(screen.getByRole('heading', { name: 'State Questions' })).toBeTruthy();
    expect(screen.getByText(/Ohio SD 100/)).toBeTruthy();
    // Pennsylvania's local EIT is a resident's question; the Ohio resident is not asked it, nor rent (no OH line).
    expect(screen.queryByText(/Act 32/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Rent paid for your main home in 2024' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'County you lived in' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'City, village or township you lived in' }), { target: { value: 'Columbus' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'School district you lived in' }), { target: { value: 'Columbus City SD' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ohio: 2024 estimated payments and the 2023 overpayment applied' }), { target: { value: '400' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Pennsylvania: 2024 estimated payments and the 2023 overpayment applied' }), { target: { value: '250.50' } });

    await waitFor(() => expect(record.form.stateEstimatedTaxPayments).toEqual({ NJ: 100, OH: 400, PA: 250.5 }), { timeout: 3000 });
    expect(record.saves).toHaveLength(1);
    expect(record.form.localityAnswers).toEqual({ county: '', municipality: 'Columbus', schoolDistrict: 'Columbus City SD', nycResidency: '' });
  });

  it('asks a New Jersey resident the rent and the property tax, a New Yorker the NYC residency', async () => {
    const { record, Harness } = createHarness({ state: 'NJ' }, '/state-questions');
    render(<Harness Screen={StateQuestions} />);
    expect(screen.getByText(/18% of rent counts as property tax/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rent paid for your main home in 2024' }), { target: { value: '14400' } });
    await waitFor(() => expect(record.form.rentPaid).toBe(14400), { timeout: 3000 });
    cleanup();

    const ny = createHarness({ state: 'NY' }, '/state-questions');
    render(<ny.Harness Screen={StateQuestions} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'New York City or Yonkers resident' }), { target: { value: 'nyc' } });
    await waitFor(() => expect(ny.record.form.localityAnswers.nycResidency).toBe('nyc'), { timeout: 3000 });
  });

  it('asks a New York resident who pays each pension 1099-R and saves the answer on that 1099-R only', async () => {
    const { record, Harness } = createHarness(
      {
        state: 'NY',
        investmentData: [
          { documentType: '1099-r', isIra: true, payerInfo: { name: 'Big Brokerage', tin: '' }, grossDistribution: 5000, taxableAmount: 5000 },
          { documentType: '1099-r', payerInfo: { name: 'Town of Hempstead', tin: '' }, grossDistribution: 30000, taxableAmount: 30000 },
        ],
      },
      '/state-questions',
    );
    render(<Harness Screen={StateQuestions} />);
    expect(screen.getByText(/IT-201, line 26/)).toBeTruthy();
    // One question: the IRA is not a pension a state treats apart.
    expect(screen.queryByRole('combobox', { name: /Big Brokerage/ })).toBeNull();
    const question = screen.getByRole('combobox', { name: 'Town of Hempstead, $30,000: who pays this pension' });
    expect((question as HTMLSelectElement).value).toBe('');
    fireEvent.change(question, { target: { value: 'state-local:NY' } });
    await waitFor(() => expect(record.form.investmentData[1]!.governmentPension).toBe('state-local:NY'), { timeout: 3000 });
    expect(record.form.investmentData[0]!.governmentPension).toBeUndefined();
    expect(record.form.investmentData[1]!.payerInfo.name).toBe('Town of Hempstead');

    fireEvent.change(question, { target: { value: '' } });
    await waitFor(() => expect(record.form.investmentData[1]!.governmentPension).toBeUndefined(), { timeout: 3000 });
  });
});
