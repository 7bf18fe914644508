// The W-2 upload on the job income step: the file checks' words, the answer turned into a W-2 (no SSN kept),
// 'w2' selected, the duplicate refused, the failure toast. The analyze-w2 call is replaced here; the real
// service answers in tests/e2e/income.spec.ts and services/documents' route test.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { w2ExtractionSchema } from '@taxapp/contracts/documents';
import { createHarness } from '../testing/ShellHarness';

const calls = vi.hoisted(() => ({ analyzed: [] as unknown[], removed: [] as string[], fail: null as string | null }));
vi.mock('../api/analyzeW2', async (original) => ({
  ...(await original<typeof import('../api/analyzeW2')>()),
  analyzeW2: async (file: unknown) => {
    calls.analyzed.push(file);
    if (calls.fail) throw new Error(calls.fail);
    return { ...w2ExtractionSchema.parse({ employerName: 'Acme Widgets Inc', employerEIN: '12-3456789', ssn: '412-56-7890', wages: '52000.00', box12Entries: [{ code: 'AA', amount: '3000.00' }, { code: 'ZZ', amount: '1.00' }] }), documentId: 'doc-1', warnings: [] };
  },
  removeW2Document: async (id: string) => void calls.removed.push(id),
}));
const { default: TaxDocs } = await import('../routes/TaxDocs');

afterEach(cleanup);

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10])], 'w2-acme.pdf', { type: 'application/pdf' });
/** Chooses a file and waits for the toast that ends the upload. */
async function choose(file: File, toasts: unknown[]) {
  const before = toasts.length;
  fireEvent.change(screen.getByLabelText('Upload a W-2 (PDF or image)'), { target: { files: [file] } });
  await waitFor(() => expect(toasts.length).toBeGreaterThan(before), { timeout: 5000 });
  await act(async () => undefined);
}

describe('W-2 upload', () => {
  it('saves the read W-2 without its SSN, selects w2, refuses the same file again, and removes it with its stored record', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['w2'] }, '/tax-docs');
    render(<Harness Screen={TaxDocs} />);
    await choose(pdf(), record.toasts);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Success', description: 'W2 form processed and saved successfully!' });
    expect(record.form.w2Data[0]).toMatchObject({ fileName: 'w2-acme.pdf', employerName: 'Acme Widgets Inc', wages: '52000', ssn: '', box12Entries: [{ code: 'AA', amount: '3000' }], documentId: 'doc-1' });
    expect(screen.getByText('Processing complete!')).toBeTruthy();

    await choose(pdf(), record.toasts);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Error processing document', description: 'This W2 form appears to already be uploaded. Please check your existing W2 forms.', variant: 'destructive' });
    expect(record.form.w2Data).toHaveLength(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove W-2 from Acme Widgets Inc' })));
    expect(record.form.w2Data).toEqual([]);
    expect(calls.removed).toEqual(['doc-1']);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'W2 Form Removed', description: 'w2-acme.pdf has been removed successfully.' });
  });

  it('gives the file check and the failure in the spec words', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['w2'] }, '/tax-docs');
    render(<Harness Screen={TaxDocs} />);
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }), record.toasts);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'File Validation Error', variant: 'destructive' });
    expect(String(record.toasts.at(-1)?.description)).toContain('File type text/plain not allowed');

    calls.fail = 'This file does not look like a Form W-2. Please upload your W-2 or enter it manually.';
    await choose(pdf(), record.toasts);
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Error processing document', description: calls.fail, variant: 'destructive' });
    expect(record.form.w2Data).toEqual([]);
    calls.fail = null;
  });
});
