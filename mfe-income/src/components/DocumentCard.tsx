// A card for one kind of 1099 (investment step and retirement step): the documents of that kind typed by
// hand, each with Remove; 'Enter manually instead', the running total the documents add to (spec 2 §4:
// rises with a document, falls when one is removed, never below 0); the close (X) that deselects the type.
import { useState } from 'react';
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

  const remove = async (index: number) => {
    const doc = form.investmentData[index]!;
    try {
      await shell.saveForm({
        investmentData: form.investmentData.filter((_, i) => i !== index),
        [kind.totalField]: subtractFromTotal(form[kind.totalField], doc.totalAmount),
      });
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
      {documents.length > 0 ? (
        <DocumentList aria-label={`${kind.formType} documents`}>
          {documents.map(({ doc, index }) => (
            <li key={`${doc.uploadedAt}-${index}`}>
              <span>
                {doc.payerInfo.name || doc.fileName}: {formatUsd(doc.totalAmount)}
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
