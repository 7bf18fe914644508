// Uploads on the 1099-MISC card and the Social Security card: a 1099-NEC read into contractor1099Data, an
// SSA-1099 read into the Social Security entry (box 5 = box 3 - box 4). The analyze-1099 call is replaced
// here; the real readers answer in services/documents' tests.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../testing/ShellHarness';

const ANSWERS: Record<string, Record<string, unknown>> = {
  '1099-nec': { documentType: '1099-nec', formType: '1099-NEC', totalAmount: 18250, nonemployeeCompensation: 18250, fieldDetails: { nonemployeeCompensation: 18250 } },
  'ssa-1099': { documentType: 'ssa-1099', formType: 'SSA-1099', totalAmount: 22800, box3NetBenefits: 24000, box4: 1200, box5NetBenefits: 22800, federalIncomeTaxWithheld: 2000, fieldDetails: {} },
};
vi.mock('../api/analyze1099', () => ({
  analyze1099: async (request: { documentType: string }) => ({
    payerInfo: { name: 'Client LLC', tin: '98-7654321' },
    recipientInfo: { name: 'Jordan Whitaker', tin: 'XXX-XX-7890' },
    documentId: `doc-${request.documentType}`,
    warnings: [],
    ...ANSWERS[request.documentType],
  }),
  remove1099Document: async () => undefined,
}));
const { default: TaxDocs } = await import('../routes/TaxDocs');
const { default: TaxDocsRetirementBenefits } = await import('../routes/TaxDocsRetirementBenefits');

afterEach(cleanup);

async function choose(label: string, toasts: unknown[]) {
  const before = toasts.length;
  const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10])], 'form.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [pdf] } });
  await waitFor(() => expect(toasts.length).toBeGreaterThan(before), { timeout: 5000 });
  await act(async () => undefined);
}

describe('uploads on the contractor and Social Security cards', () => {
  it('a 1099-NEC joins the contractor documents', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['1099misc'] }, '/tax-docs');
    render(<Harness Screen={TaxDocs} />);
    fireEvent.change(screen.getByLabelText('Form to upload'), { target: { value: '1099-NEC' } });
    await choose('Upload a 1099-NEC (PDF or image)', record.toasts);
    expect(record.form.contractor1099Data[0]).toMatchObject({ formType: '1099-NEC', nonemployeeCompensation: 18250, totalAmount: 18250, payerName: 'Client LLC', documentId: 'doc-1099-nec' });
    expect(record.toasts).toContainEqual(expect.objectContaining({ title: 'Success', description: '1099-NEC document processed successfully!' }));
  });

  it('an SSA-1099 fills the Social Security entry', async () => {
    const { record, Harness } = createHarness({ selectedIncomeOptions: ['socialsecurity'] }, '/tax-docs/retirement-benefits');
    render(<Harness Screen={TaxDocsRetirementBenefits} />);
    await choose('Upload SSA-1099 (PDF or image)', record.toasts);
    expect(record.form.otherIncomeEntries[0]).toMatchObject({ type: 'Social Security Benefits', amount: 22800, socialSecurityData: { box3NetBenefits: 24000, box5BenefitsRepaid: 1200, totalBenefits: 22800, federalIncomeTaxWithheld: 2000 } });
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Social Security benefits details saved' });
  });
});
