// A card for one kind of 1099 (investment step and retirement step): the documents of that kind typed by
// hand, each with Remove; 'Enter manually instead', the running total the documents add to (spec 2 §4:
// rises with a document, falls when one is removed, never below 0); the close (X) that deselects the type.
import { useState } from 'react';
import { analyze1099, remove1099Document } from '../api/analyze1099';
import { fieldLabel, investmentDocumentFromAnalysis, readNoAmount } from '../state/upload1099';
import { UploadField, type UploadedFile } from './UploadField';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { acceptStrictAmount, useDebouncedField, useIncomeSave } from '../state/useIncomeSave';
import { DOCUMENT_KINDS, MAX_INVESTMENT_DOCUMENTS, documentFromDraft, emptyDraft, type DocumentDraft } from '../state/documentKinds';
import { addToTotal, subtractFromTotal } from '../state/incomeRules';
import { formatUsd } from '../state/amounts';
import type { InvestmentDocumentType } from '@taxapp/contracts/form';
import { AmountInput } from './AmountInput';
import { ManualDocumentForm } from './ManualDocumentForm';
import { Card, CloseButton, DocumentList, Figure, SmallButton } from './styles';

export interface DocumentCardProps {
  shell: RemoteAppProps;
  form: Form1040Data;
  documentType: InvestmentDocumentType;
  title: string;
  /** Label of the manual amount box. */
  manualLabel: string;
  debounceMs: number;
  onClose: () => void;
}

export function DocumentCard({ shell, form, documentType, title, manualLabel, debounceMs, onClose }: DocumentCardProps) {
  const kind = DOCUMENT_KINDS[documentType];
  const save = useIncomeSave(shell);
  const [adding, setAdding] = useState(false);
  const total = form[kind.totalField];
  const manual = useDebouncedField(shell, kind.totalField, total, (amount) => save({ [kind.totalField]: amount }, { failure: 'Error processing document' }), debounceMs);
  const documents = form.investmentData.map((doc, index) => ({ doc, index })).filter(({ doc }) => doc.documentType === documentType);
  const uploaded = documents.filter(({ doc }) => typeof (doc as { documentId?: unknown }).documentId === 'string');
  const typed = documents.filter((entry) => !uploaded.includes(entry));
  const asideOf = (doc: (typeof documents)[number]['doc']) => kind.aside?.(doc as unknown as Record<string, unknown>) ?? '';

  const startAdding = () => {
    if (form.investmentData.length >= MAX_INVESTMENT_DOCUMENTS) {
      shell.toast({ title: 'Document limit reached', description: 'You can upload a maximum of 10 documents.', variant: 'destructive' });
      return;
    }
    setAdding(true);
  };

  const add = async (draft: DocumentDraft) => {
    const doc = documentFromDraft(kind, draft, new Date().toISOString());
    const saved = await save(
      { investmentData: [...form.investmentData, doc], [kind.totalField]: addToTotal(form[kind.totalField], doc.totalAmount) },
      { failure: 'Error processing document' },
    );
    if (saved) setAdding(false);
    return saved;
  };

  /** Spec 2 §4 'Uploading a 1099', §5, §8: the limit, analysis, then the document and its total saved. */
  const upload = async (file: UploadedFile): Promise<boolean> => {
    if (form.investmentData.length >= MAX_INVESTMENT_DOCUMENTS) {
      shell.toast({ title: 'Document limit reached', description: 'You can upload a maximum of 10 documents.', variant: 'destructive' });
      return false;
    }
    try {
      const answer = await analyze1099({ ...file, documentType });
      if (readNoAmount(answer)) {
        shell.toast({ title: 'No data extracted', description: 'The document may be blank or unreadable. Please try again or enter manually.', variant: 'destructive' });
        return false;
      }
      const doc = investmentDocumentFromAnalysis(answer, file.fileName, new Date().toISOString());
      const investmentData = [...form.investmentData, doc];
      await shell.saveForm({ investmentData, [kind.totalField]: addToTotal(form[kind.totalField], doc.totalAmount) });
      shell.toast({ title: 'Document processed successfully', description: `Extracted ${kind.formType} data: ${formatUsd(doc.totalAmount)}`, variant: 'success' });
      shell.toast({ title: `${kind.formType} uploaded`, description: `1099 document processed successfully! (${investmentData.length}/${MAX_INVESTMENT_DOCUMENTS})` });
      return true;
    } catch (error) {
      shell.toast({ title: 'Error processing document', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
      return false;
    }
  };

  const remove = async (index: number) => {
    const doc = form.investmentData[index]!;
    try {
      await shell.saveForm({
        investmentData: form.investmentData.filter((_, i) => i !== index),
        [kind.totalField]: subtractFromTotal(form[kind.totalField], doc.totalAmount),
      });
      // The stored record of an upload goes too; the document is already gone from the return if this fails.
      const documentId = (doc as { documentId?: unknown }).documentId;
      if (typeof documentId === 'string') await remove1099Document(documentId).catch(() => undefined);
      shell.toast({ title: 'Document removed', description: `Removed ${doc.fileName}` });
    } catch {
      shell.toast({ title: 'Error removing document', description: 'Failed to remove the document. Please try again.', variant: 'destructive' });
    }
  };

  const headingId = `card-${documentType}`;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <CloseButton type="button" aria-label={`Remove ${title}`} onClick={onClose}>
        ×
      </CloseButton>
      <UploadField shell={shell} label={`Upload ${kind.formType} (PDF or image)`} onFile={upload} analyzing="Analyzing 1099 form..." />
      {uploaded.length > 0 ? (
        <>
          <h4>Uploaded Documents</h4>
          <DocumentList aria-label={`Uploaded ${kind.formType} documents`}>
            {uploaded.map(({ doc, index }) => (
              <li key={`${doc.uploadedAt}-${index}`}>
                <div>
                  <strong>{doc.fileName}</strong>
                  <dl>
                    <dt>Payer</dt>
                    <dd>
                      {doc.payerInfo.name || 'N/A'} ({doc.payerInfo.tin || 'N/A'})
                    </dd>
                    {Object.entries(doc.fieldDetails)
                      .filter(([, value]) => value !== '' && value !== false)
                      .map(([key, value]) => (
                        <div key={key}>
                          <dt>{fieldLabel(key)}</dt>
                          <dd>{typeof value === 'number' ? formatUsd(value) : String(value)}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
                <SmallButton type="button" onClick={() => void remove(index)} aria-label={`Remove ${doc.fileName}`}>
                  Remove
                </SmallButton>
              </li>
            ))}
          </DocumentList>
        </>
      ) : null}
      {typed.length > 0 ? (
        <DocumentList aria-label={`${kind.formType} documents`}>
          {typed.map(({ doc, index }) => (
            <li key={`${doc.uploadedAt}-${index}`}>
              <span>
                {doc.payerInfo.name || doc.fileName}: {formatUsd(doc.totalAmount)}
                {asideOf(doc) ? ` (${asideOf(doc)})` : null}
              </span>
              <SmallButton type="button" onClick={() => void remove(index)} aria-label={`Remove ${kind.formType} from ${doc.payerInfo.name || doc.fileName}`}>
                Remove
              </SmallButton>
            </li>
          ))}
        </DocumentList>
      ) : null}
      {adding ? (
        <ManualDocumentForm title={`Form ${kind.formType}`} fields={kind.fields} initial={emptyDraft(kind)} onSave={add} onCancel={() => setAdding(false)} />
      ) : (
        <SmallButton type="button" onClick={startAdding}>
          Add a {kind.formType} by hand
        </SmallButton>
      )}
      <AmountInput label={manualLabel} value={manual.text} onChange={manual.onChange} onFocus={manual.onFocus} onBlur={manual.onBlur} accept={acceptStrictAmount} name={kind.totalField} />
      <Figure aria-live="polite">
        Total: <output name={`${kind.totalField}-total`}>{formatUsd(total)}</output>
      </Figure>
    </Card>
  );
}
