// The W-2 card of the job income step: one W-2 per employer, typed by hand, each saying whose it is;
// edit, remove (spec 2 §4 'Removing a W-2'), the withholding checks a taxpayer is told about, and the
// close (X) that deselects W-2 income.
import { useId, useState } from 'react';
import { FILE_CHECK_MESSAGES } from '@taxapp/contracts/files';
import { analyzeW2, removeW2Document } from '../api/analyzeW2';
import { W2_FILE_MESSAGES, isDuplicateW2, w2FileProblem, w2FromExtraction } from '../state/w2Upload';
import { UploadField, type UploadedFile } from './UploadField';
import type { Form1040Data, W2 } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { formatUsd, sumAmounts } from '../state/amounts';
import { newW2Id, w2WithholdingChecks } from '../state/incomeRules';
import { useIncomeSave } from '../state/useIncomeSave';
import { Card, CloseButton, DocumentList, FieldRow, SmallButton, Warning } from './styles';
import { W2Form, draftFromW2, w2FromDraft, type W2Draft } from './W2Form';

export const DUPLICATE_W2_MESSAGE = W2_FILE_MESSAGES.duplicate;

/** Form 1040 line 1a follows the W-2s' box 1 (spec 1 §3.2 line1); cleared with the last W-2 (spec 2 §4). */
function wagesTotal(w2s: readonly W2[]): number {
  return sumAmounts(w2s.map((w2) => w2.wages));
}

export function W2Card({ shell, form, onClose }: { shell: RemoteAppProps; form: Form1040Data; onClose: () => void }) {
  const save = useIncomeSave(shell);
  /** null: no form open; 'new': a new W-2; else the id of the W-2 being edited. */
  const [editing, setEditing] = useState<string | null>(null);

  const saveDraft = async (draft: W2Draft): Promise<boolean> => {
    const existing = editing && editing !== 'new' ? form.w2Data.find((w2) => w2.id === editing) : undefined;
    const w2 = w2FromDraft(draft, { id: existing?.id ?? newW2Id(), fileName: existing?.fileName ?? '', documentId: existing?.documentId, additionalStateRows: existing?.additionalStateRows, box14Other: existing?.box14Other });
    const duplicate = form.w2Data.some((other) => other.id !== w2.id && other.employerEIN === w2.employerEIN && other.fileName === w2.fileName && Number(other.wages) === Number(w2.wages));
    if (duplicate) {
      shell.toast({ title: 'Error', description: DUPLICATE_W2_MESSAGE, variant: 'destructive' });
      return false;
    }
    const w2Data = existing ? form.w2Data.map((other) => (other.id === w2.id ? w2 : other)) : [...form.w2Data, w2];
    const saved = await save(
      { w2Data, line1: wagesTotal(w2Data), selectedIncomeOptions: form.selectedIncomeOptions.includes('w2') ? form.selectedIncomeOptions : [...form.selectedIncomeOptions, 'w2'] },
      { success: 'Job income data saved successfully', failure: 'Failed to save job income data' },
    );
    if (saved) setEditing(null);
    return saved;
  };

  const [uploadOwner, setUploadOwner] = useState<'taxpayer' | 'spouse'>('taxpayer');
  const ownerId = useId();
  const jointFiling = form.isJointFiling || form.filingStatus === 'married-joint';

  /** Spec 2 §4 'W-2 upload', §5, §8: PDF or image up to 10 MB, analysis, duplicate check, then saved with 'w2' selected. */
  const upload = async (file: UploadedFile & { size: number }): Promise<boolean> => {
    const problem = w2FileProblem({ type: file.fileType, size: file.size });
    if (problem) {
      shell.toast({ title: FILE_CHECK_MESSAGES.errorTitle, description: problem, variant: 'destructive' });
      return false;
    }
    try {
      const answer = await analyzeW2({ fileContent: file.fileContent, fileName: file.fileName, fileType: file.fileType });
      if (!answer) throw new Error(W2_FILE_MESSAGES.noData);
      const w2 = w2FromExtraction(answer, { id: newW2Id(), fileName: file.fileName, owner: uploadOwner, documentId: answer.documentId });
      if (isDuplicateW2(form.w2Data, w2)) throw new Error(W2_FILE_MESSAGES.duplicate);
      const w2Data = [...form.w2Data, w2];
      await shell.saveForm({ w2Data, line1: wagesTotal(w2Data), selectedIncomeOptions: form.selectedIncomeOptions.includes('w2') ? form.selectedIncomeOptions : [...form.selectedIncomeOptions, 'w2'] });
      shell.toast({ title: 'Success', description: 'W2 form processed and saved successfully!', variant: 'success', duration: 3000 });
      return true;
    } catch (error) {
      shell.toast({ title: 'Error processing document', description: error instanceof Error ? error.message : 'Failed to analyze W2 document. Please try again.', variant: 'destructive' });
      return false;
    }
  };

  const remove = async (index: number) => {
    if (form.w2Data.length === 0) {
      shell.toast({ title: 'Error', description: 'No W2 forms found to remove.', variant: 'destructive' });
      return;
    }
    const removed = form.w2Data[index];
    if (!removed) {
      shell.toast({ title: 'Error', description: 'Invalid W2 form selected for removal.', variant: 'destructive' });
      return;
    }
    const w2Data = form.w2Data.filter((_, i) => i !== index);
    // The selection stays; with the last W-2 gone line 1 is cleared (spec 2 §4; its employerName, employerEIN
    // and stateId are not fields of our form, the W-2 records hold them).
    const change = { w2Data, line1: wagesTotal(w2Data) };
    try {
      await shell.saveForm(change);
      // The stored record of an upload goes too; the W-2 is already gone from the return if this fails.
      const documentId = (removed as { documentId?: unknown }).documentId;
      if (typeof documentId === 'string') await removeW2Document(documentId).catch(() => undefined);
      shell.toast({ title: 'W2 Form Removed', description: `${removed.fileName || removed.employerName || 'W2 form'} has been removed successfully.` });
    } catch {
      shell.toast({ title: 'Error removing W2', description: 'Failed to remove the W2 form. Please try again.', variant: 'destructive' });
    }
  };

  const editingW2 = editing && editing !== 'new' ? form.w2Data.find((w2) => w2.id === editing) : undefined;
  return (
    <Card aria-labelledby="card-w2">
      <h3 id="card-w2">W-2 Wages</h3>
      <CloseButton type="button" aria-label="Remove W2 Income" onClick={onClose}>
        ×
      </CloseButton>
      {form.w2Data.length > 0 ? (
        <DocumentList aria-label="Your W-2 forms">
          {form.w2Data.map((w2, index) => (
            <li key={w2.id || index}>
              <span>
                <strong>{w2.employerName || 'Employer not named'}</strong> (EIN {w2.employerEIN || 'N/A'}){form.isJointFiling ? `, ${w2.owner === 'spouse' ? "spouse's" : 'yours'}` : ''}: wages {formatUsd(w2.wages)}
              </span>
              <span>
                <SmallButton type="button" onClick={() => setEditing(w2.id)} aria-label={`Edit W-2 from ${w2.employerName || 'employer'}`}>
                  Edit
                </SmallButton>{' '}
                <SmallButton type="button" onClick={() => void remove(index)} aria-label={`Remove W-2 from ${w2.employerName || 'employer'}`}>
                  Remove
                </SmallButton>
              </span>
              {w2WithholdingChecks(w2).map((message) => (
                <Warning key={message}>{message}</Warning>
              ))}
            </li>
          ))}
        </DocumentList>
      ) : null}
      {jointFiling ? (
        <FieldRow>
          <label htmlFor={ownerId}>Whose W-2 are you uploading?</label>
          <select id={ownerId} value={uploadOwner} onChange={(event) => setUploadOwner(event.target.value as 'taxpayer' | 'spouse')}>
            <option value="taxpayer">Mine (taxpayer)</option>
            <option value="spouse">My spouse's</option>
          </select>
        </FieldRow>
      ) : null}
      <UploadField shell={shell} label="Upload a W-2 (PDF or image)" accept="application/pdf,image/*" onFile={upload} />
      {editing ? (
        <W2Form key={editing} initial={draftFromW2(editingW2)} jointFiling={jointFiling} uploadedFrom={editingW2?.documentId ? editingW2.fileName || 'your upload' : undefined} onSave={saveDraft} onCancel={() => setEditing(null)} />
      ) : (
        <SmallButton type="button" onClick={() => setEditing('new')}>
          Add a W-2 by hand
        </SmallButton>
      )}
    </Card>
  );
}
