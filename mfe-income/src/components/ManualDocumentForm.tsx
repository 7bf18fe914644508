// A tax document typed by hand, box by box as the IRS form numbers them (documentKinds.ts).
import { useId, useState } from 'react';
import type { DocumentDraft, DocumentField } from '../state/documentKinds';
import { cleanTypedAmount } from '../state/amounts';
import { AmountInput } from './AmountInput';
import { TextInput } from './TextInput';
import { Actions, CheckRow, FieldRow, PrimaryButton, SmallButton } from './styles';

export function ManualDocumentForm({
  title,
  fields,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  fields: readonly DocumentField[];
  initial: DocumentDraft;
  onSave: (draft: DocumentDraft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<DocumentDraft>(initial);
  const [saving, setSaving] = useState(false);
  const set = (key: string, value: string | boolean) => setDraft((current) => ({ ...current, [key]: value }));
  const headingId = useId();

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        const saved = await onSave(draft);
        setSaving(false);
        if (!saved) return;
      }}
    >
      <h4 id={headingId}>{title}</h4>
      {fields.map((field) => (
        <DocumentFieldInput key={field.key} field={field} value={draft[field.key] ?? ''} onChange={(value) => set(field.key, value)} />
      ))}
      <Actions>
        <PrimaryButton type="submit" disabled={saving}>
          Save
        </PrimaryButton>
        <SmallButton type="button" onClick={onCancel}>
          Cancel
        </SmallButton>
      </Actions>
    </form>
  );
}

function DocumentFieldInput({ field, value, onChange }: { field: DocumentField; value: string | boolean; onChange: (value: string | boolean) => void }) {
  const id = useId();
  switch (field.kind) {
    case 'amount':
      return <AmountInput label={field.label} value={String(value)} onChange={onChange} accept={cleanTypedAmount} name={field.key} />;
    case 'checkbox':
      return (
        <CheckRow>
          <input type="checkbox" name={field.key} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {field.label}
        </CheckRow>
      );
    case 'term':
      return (
        <FieldRow>
          <label htmlFor={id}>{field.label}</label>
          <select id={id} name={field.key} value={String(value)} onChange={(event) => onChange(event.target.value)}>
            <option value="">Not shown</option>
            <option value="short">Short-term</option>
            <option value="long">Long-term</option>
          </select>
        </FieldRow>
      );
    case 'date':
      return <TextInput label={field.label} name={field.key} type="date" value={String(value)} onChange={onChange} />;
    case 'tin':
      return <TextInput label={field.label} name={field.key} inputMode="numeric" maxLength={11} value={String(value)} onChange={(text) => onChange(text.replace(/[^\d-]/g, ''))} />;
    case 'code':
      return <TextInput label={field.label} name={field.key} maxLength={2} value={String(value)} onChange={(text) => onChange(text.toUpperCase().replace(/[^0-9A-Z]/g, ''))} />;
    default:
      return <TextInput label={field.label} name={field.key} value={String(value)} onChange={onChange} />;
  }
}
