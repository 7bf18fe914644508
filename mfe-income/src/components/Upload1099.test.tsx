// A 1099 upload on an investment card: the answer saved as a document under 'Uploaded Documents' with its
// fields, the running total raised and lowered on Remove (with the stored upload), 'No data extracted', the
// failure. The analyze-1099 call is replaced here; the real service answers in services/documents' route test
// and tests/e2e/income.spec.ts.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../testing/ShellHarness';

const calls = vi.hoisted(() => ({ total: 1250.4, removed: [] as string[] }));
vi.mock('../api/analyze1099', () => ({
  analyze1099: async (request: { documentType: string }) => ({
    documentType: '1099-int',
    formType: '1099-INT',
    totalAmount: calls.total,
    payerInfo: { name: 'First Federal Bank', tin: '98-7654321' },
    recipientInfo: { name: 'Jordan Whitaker', tin: 'XXX-XX-7890' },
    fieldDetails: { interestIncome: calls.total },
    interestIncome: calls.total,
    documentId: `doc-${request.documentType}`,
    warnings: [],
  }),
  remove1099Document: async (id: string) => void calls.removed.push(id),
}));
const { default: OtherIncome } = await import('../routes/OtherIncome');

afterEach(cleanup);

async function choose(toasts: unknown[]) {
  const before = toasts.length;
  const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10])], 'bank-1099.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Upload 1099-INT (PDF or image)'), { target: { files: [pdf] } });
  await waitFor(() => expect(toasts.length).toBeGreaterThan(before), { timeout: 5000 });
  await act(async () => undefined);
}

describe('1099 upload', () => {
  it('adds the document and its amount, shows its fields, and removes both', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099int'], interestIncome: 100 }, '/other-income');
    render(<Harness Screen={OtherIncome} />);
    await choose(record.toasts);
    expect(record.form.investmentData[0]).toMatchObject({ documentType: '1099-int', fileName: 'bank-1099.pdf', interestIncome: 1250.4, documentId: 'doc-1099-int' });
    expect(record.form.interestIncome).toBe(1350.4);
    expect(record.toasts).toContainEqual(expect.objectContaining({ title: 'Document processed successfully', description: 'Extracted 1099-INT data: $1,250.40' }));
    expect(record.toasts).toContainEqual(expect.objectContaining({ title: '1099-INT uploaded', description: '1099 document processed successfully! (1/10)' }));
    expect(screen.getByText('Uploaded Documents')).toBeTruthy();
    expect(screen.getByText('Interest income')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove bank-1099.pdf' })));
    expect(record.form.investmentData).toEqual([]);
    expect(record.form.interestIncome).toBe(100);
    expect(calls.removed).toEqual(['doc-1099-int']);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Document removed', description: 'Removed bank-1099.pdf' });
  });

  it("says 'No data extracted' when the document holds no amount", async () => {
    calls.total = 0;
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099int'] }, '/other-income');
    render(<Harness Screen={OtherIncome} />);
    await choose(record.toasts);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'No data extracted', description: 'The document may be blank or unreadable. Please try again or enter manually.' });
    expect(record.form.investmentData).toEqual([]);
    calls.total = 1250.4;
  });
});
