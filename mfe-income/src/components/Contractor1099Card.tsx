// The 1099-MISC card of the job income step, with the contractor's 1099-NEC: forms typed by hand into
// contractor1099Data (spec 2 §3), removable, and the close (X) that deselects the type.
import { useId, useState } from 'react';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { formatUsd, sumAmounts, toAmount } from '../state/amounts';
import type { DocumentDraft, DocumentField } from '../state/documentKinds';
import { useIncomeSave } from '../state/useIncomeSave';
import { analyze1099, remove1099Document } from '../api/analyze1099';
import { contractorRecordFromAnalysis } from '../state/upload1099';
import { UploadField, type UploadedFile } from './UploadField';
import { ManualDocumentForm } from './ManualDocumentForm';
import { Card, CloseButton, DocumentList, FieldRow, SmallButton } from './styles';

const PAYER: DocumentField[] = [
  { key: 'payerName', label: "Payer's name", kind: 'text' },
  { key: 'payerTin', label: "Payer's TIN", kind: 'tin' },
];
const amount = (key: string, label: string): DocumentField => ({ key, label, kind: 'amount' });

/** Boxes of Form 1099-MISC (Rev. January 2024) and Form 1099-NEC (Rev. January 2024). */
export const CONTRACTOR_FORMS = {
  '1099-MISC': [
    ...PAYER,
    amount('rentIncome', 'Box 1 Rents'),
    amount('royalties', 'Box 2 Royalties'),
    amount('otherIncome', 'Box 3 Other income'),
    amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
    amount('fishingBoatProceeds', 'Box 5 Fishing boat proceeds'),
    amount('medicalPayments', 'Box 6 Medical and health care payments'),
    amount('substitutePayments', 'Box 8 Substitute payments in lieu of dividends or interest'),
    amount('cropInsuranceProceeds', 'Box 9 Crop insurance proceeds'),
    amount('grossProceedsAttorney', 'Box 10 Gross proceeds paid to an attorney'),
    amount('section409ADeferrals', 'Box 12 Section 409A deferrals'),
    amount('excessGoldenParachute', 'Box 14 Excess golden parachute payments'),
    amount('stateTaxWithheld', 'Box 16 State tax withheld'),
  ],
  '1099-NEC': [
    ...PAYER,
    amount('nonemployeeCompensation', 'Box 1 Nonemployee compensation'),
    amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
    amount('stateTaxWithheld', 'Box 5 State tax withheld'),
  ],
} as const satisfies Record<string, readonly DocumentField[]>;
export type ContractorForm = keyof typeof CONTRACTOR_FORMS;

/** The income boxes a 1099 adds up to (withholding excluded). */
const INCOME_BOXES = ['rentIncome', 'royalties', 'otherIncome', 'fishingBoatProceeds', 'medicalPayments', 'substitutePayments', 'cropInsuranceProceeds', 'grossProceedsAttorney', 'nonemployeeCompensation'];

export function contractorRecord(formType: ContractorForm, draft: DocumentDraft): Form1040Data['contractor1099Data'][number] {
  const record: Record<string, unknown> = {
    fileName: `${formType} entered by hand`,
    formType,
    payerName: String(draft.payerName ?? '').trim(),
    payerTIN: String(draft.payerTin ?? '').trim(),
    payerInfo: { name: String(draft.payerName ?? '').trim(), tin: String(draft.payerTin ?? '').trim() },
  };
  for (const field of CONTRACTOR_FORMS[formType]) if (field.kind === 'amount') record[field.key] = toAmount(draft[field.key]);
  record.totalAmount = sumAmounts(INCOME_BOXES.map((key) => record[key] ?? 0));
  return record as Form1040Data['contractor1099Data'][number];
}

function payerNameOf(doc: Form1040Data['contractor1099Data'][number]): string {
  const record = doc as { payerInfo?: { name?: string }; payerName?: string };
  return record.payerInfo?.name || record.payerName || '';
}

const emptyDraft = (formType: ContractorForm): DocumentDraft => Object.fromEntries(CONTRACTOR_FORMS[formType].map((field) => [field.key, '']));

export function Contractor1099Card({ shell, form, onClose }: { shell: RemoteAppProps; form: Form1040Data; onClose: () => void }) {
  const save = useIncomeSave(shell);
  const [adding, setAdding] = useState<ContractorForm | null>(null);

  const add = async (draft: DocumentDraft) => {
    if (!adding) return false;
    const saved = await save({ contractor1099Data: [...form.contractor1099Data, contractorRecord(adding, draft)] }, { success: 'Job income data saved successfully', failure: 'Failed to save job income data' });
    if (saved) setAdding(null);
    return saved;
  };
  const [uploadForm, setUploadForm] = useState<ContractorForm>('1099-MISC');
  const uploadFormId = useId();
  /** Spec 2 §4 '1099-MISC upload': the document joins contractor1099Data (its boxes counted from the document). */
  const upload = async (file: UploadedFile): Promise<boolean> => {
    try {
      const answer = await analyze1099({ ...file, documentType: uploadForm.toLowerCase() });
      const record = contractorRecordFromAnalysis(answer, file.fileName, uploadForm);
      await shell.saveForm({ contractor1099Data: [...form.contractor1099Data, record], selectedIncomeOptions: form.selectedIncomeOptions.includes('1099misc') ? form.selectedIncomeOptions : [...form.selectedIncomeOptions, '1099misc'] });
      shell.toast({ title: 'Success', description: `${uploadForm} document processed successfully!`, variant: 'success' });
      shell.toast({ title: `${uploadForm} uploaded` });
      return true;
    } catch (error) {
      shell.toast({ title: 'Error processing document', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
      return false;
    }
  };

  const remove = async (index: number) => {
    const removed = form.contractor1099Data[index] as { documentId?: unknown } | undefined;
    try {
      await shell.saveForm({ contractor1099Data: form.contractor1099Data.filter((_, i) => i !== index) });
      if (typeof removed?.documentId === 'string') await remove1099Document(removed.documentId).catch(() => undefined);
      shell.toast({ title: 'Document Removed', description: '1099-MISC document has been removed successfully.' });
    } catch {
      shell.toast({ title: 'Error removing document', description: 'Failed to remove the document. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="card-1099misc">
      <h3 id="card-1099misc">1099-MISC and Contractor Income (1099-NEC)</h3>
      <CloseButton type="button" aria-label="Remove 1099-MISC" onClick={onClose}>
        ×
      </CloseButton>
      {form.contractor1099Data.length > 0 ? (
        <DocumentList aria-label="Your 1099-MISC and 1099-NEC forms">
          {form.contractor1099Data.map((doc, index) => (
            <li key={index}>
              <span>
                {String(doc.formType)} from {payerNameOf(doc) || 'payer not named'}: {formatUsd(doc.totalAmount)}
              </span>
              <SmallButton type="button" onClick={() => void remove(index)} aria-label={`Remove ${String(doc.formType)} from ${payerNameOf(doc) || 'payer'}`}>
                Remove
              </SmallButton>
            </li>
          ))}
        </DocumentList>
      ) : null}
      <FieldRow>
        <label htmlFor={uploadFormId}>Form to upload</label>
        <select id={uploadFormId} value={uploadForm} onChange={(event) => setUploadForm(event.target.value as ContractorForm)}>
          <option value="1099-MISC">1099-MISC</option>
          <option value="1099-NEC">1099-NEC</option>
        </select>
      </FieldRow>
      <UploadField shell={shell} label={`Upload a ${uploadForm} (PDF or image)`} onFile={upload} analyzing="Analyzing 1099 form..." />
      {adding ? (
        <ManualDocumentForm key={adding} title={`Form ${adding}`} fields={CONTRACTOR_FORMS[adding]} initial={emptyDraft(adding)} onSave={add} onCancel={() => setAdding(null)} />
      ) : (
        <>
          <SmallButton type="button" onClick={() => setAdding('1099-MISC')}>
            Add a 1099-MISC by hand
          </SmallButton>{' '}
          <SmallButton type="button" onClick={() => setAdding('1099-NEC')}>
            Add a 1099-NEC by hand
          </SmallButton>
        </>
      )}
    </Card>
  );
}
