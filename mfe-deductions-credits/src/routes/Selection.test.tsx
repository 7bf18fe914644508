// /deductions and /credits (spec 3 §2): selected cards toggle off, the other-sources panel, saved at once.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/ShellHarness';
import Credits from './Credits';
import Deductions from './Deductions';

afterEach(cleanup);

describe('/deductions', () => {
  it('shows a heading only with nothing selected, saves each toggle at once and toggles a selected card off', async () => {
    const { record, Harness } = createHarness({});
    render(<Harness Screen={Deductions} />);
    expect(screen.getByRole('heading', { name: 'No deduction categories selected yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Have other deduction sources?' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Home & Mortgage/ })));
    expect(record.form.selectedDeductionOptions).toEqual(['mortgage']);
    const selected = screen.getByRole('group', { name: 'Selected deduction categories' });
    expect(selected.textContent).toContain('Home & Mortgage');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Home & Mortgage/ })));
    expect(record.form.selectedDeductionOptions).toEqual([]);
    expect(record.saves).toHaveLength(2);
  });

  it("says 'All Deduction Types Added!' when all 8 are chosen", () => {
    const { Harness } = createHarness({ selectedDeductionOptions: ['mortgage', 'student-loan', 'charitable', 'health', 'state-local', 'retirement', 'business', 'other'] });
    render(<Harness Screen={Deductions} />);
    expect(screen.getByText('All Deduction Types Added!')).toBeTruthy();
    expect(screen.queryByText('Have other deduction sources?')).toBeNull();
  });

  it('says when the selection could not be saved', async () => {
    const { record, Harness } = createHarness({});
    render(<Harness Screen={Deductions} />);
    record.failNextSaves = 1;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Charitable Donations/ })));
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Failed to save your deductions selection', variant: 'destructive' });
  });
});

describe('/credits', () => {
  it("mirrors deductions with 'Have other credit sources?'", async () => {
    const { record, Harness } = createHarness({ selectedCreditOptions: ['education'] }, '/credits');
    render(<Harness Screen={Credits} />);
    expect(screen.getByRole('group', { name: 'Selected credit categories' }).textContent).toContain('Education');
    expect(screen.getByRole('heading', { name: 'Have other credit sources?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Work and Income/ })));
    expect(record.form.selectedCreditOptions).toEqual(['education', 'work-income']);
    record.failNextSaves = 1;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Education/ })));
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Failed to save your credits selection' });
  });
});
