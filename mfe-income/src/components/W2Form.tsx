// A W-2 typed by hand, box by box (Form W-2 (2024)), for one employer, saying whose it is. The employee's
// SSN is not asked: SSNs are stored only encrypted on the device, and that encryption lives in the
// personal remote, which this remote may not import (ARCHITECTURE 'Sensitive data').
import { useId, useState } from 'react';
import { W2_BOX12_CODES, type W2, type W2Box12Code } from '@taxapp/contracts/form';
import { cleanTypedAmount } from '../state/amounts';
import { legacyBox12, w2WithholdingChecks } from '../state/incomeRules';
import { AmountInput } from './AmountInput';
import { TextInput } from './TextInput';
import { Actions, CheckRow, FieldRow, PrimaryButton, SmallButton, Warning } from './styles';

export const W2_AMOUNT_BOXES = [
  ['wages', 'Box 1 Wages, tips, other compensation'],
  ['federalIncomeTax', 'Box 2 Federal income tax withheld'],
  ['socialSecurityWages', 'Box 3 Social security wages'],
  ['socialSecurityTaxWithheld', 'Box 4 Social security tax withheld'],
  ['medicareWagesAndTips', 'Box 5 Medicare wages and tips'],
  ['medicareTaxWithheld', 'Box 6 Medicare tax withheld'],
  ['socialSecurityTips', 'Box 7 Social security tips'],
  ['allocatedTips', 'Box 8 Allocated tips'],
  ['dependentCareBenefits', 'Box 10 Dependent care benefits'],
  ['nonqualifiedPlans', 'Box 11 Nonqualified plans'],
] as const;
type AmountBox = (typeof W2_AMOUNT_BOXES)[number][0];

export interface W2Draft extends Record<AmountBox, string> {
  owner: 'taxpayer' | 'spouse';
  firstName: string;
  lastName: string;
  employerName: string;
  employerEIN: string;
  verificationCode: string;
  statutoryEmployee: boolean;
  retirementPlan: boolean;
  thirdPartySickPay: boolean;
  box12: { code: W2Box12Code | ''; amount: string }[];
  tfb: string;
  /** Box 14's other lines (label and amount), three rows to type; more read from an upload are kept. */
  box14Other: { label: string; amount: string }[];
  stateId: string;
  stateWages: string;
  stateTax: string;
  /** Boxes 15-17 of a second state row (a W-2 may print up to four; the rows past the second are kept as read). */
  secondStateId: string;
  secondStateWages: string;
  secondStateTax: string;
  localWages: string;
  localIncomeTax: string;
  locality: string;
}

const text = (value: unknown) => {
  const s = String(value ?? '');
  return s === '0' ? '' : s;
};

export function draftFromW2(w2?: W2): W2Draft {
  const entries = w2?.box12Entries ?? [];
  return {
    owner: w2?.owner ?? 'taxpayer',
    firstName: w2?.firstName ?? '',
    lastName: w2?.lastName ?? '',
    employerName: w2?.employerName ?? '',
    employerEIN: w2?.employerEIN ?? '',
    verificationCode: w2?.verificationCode ?? '',
    statutoryEmployee: w2?.statutoryEmployee ?? false,
    retirementPlan: w2?.retirementPlan ?? false,
    thirdPartySickPay: w2?.thirdPartySickPay ?? false,
    box12: [0, 1, 2, 3].map((i) => ({ code: entries[i]?.code ?? '', amount: text(entries[i]?.amount) })),
    tfb: text(w2?.box14.tfb),
    box14Other: [0, 1, 2].map((i) => ({ label: w2?.box14Other[i]?.label ?? '', amount: text(w2?.box14Other[i]?.amount) })),
    stateId: w2?.stateId ?? '',
    stateWages: text(w2?.stateWages),
    stateTax: text(w2?.stateTax),
    secondStateId: w2?.additionalStateRows[0]?.stateId ?? '',
    secondStateWages: text(w2?.additionalStateRows[0]?.stateWages),
    secondStateTax: text(w2?.additionalStateRows[0]?.stateTax),
    localWages: text(w2?.localWages),
    localIncomeTax: text(w2?.localIncomeTax),
    locality: w2?.locality ?? '',
    ...(Object.fromEntries(W2_AMOUNT_BOXES.map(([key]) => [key, text(w2?.[key])])) as Record<AmountBox, string>),
  };
}

/** EIN as the W-2 prints it: XX-XXXXXXX. */
export function formatEin(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/**
 * `uploadedFrom`: the file an uploaded W-2 was read from, so its form says to check what was read rather than
 * 'typed by hand'.
 */
export function W2Form({ initial, jointFiling, uploadedFrom, onSave, onCancel }: { initial: W2Draft; jointFiling: boolean; uploadedFrom?: string; onSave: (draft: W2Draft) => Promise<boolean>; onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof W2Draft>(key: K, value: W2Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const headingId = useId();
  const ownerId = useId();
  const checks = w2WithholdingChecks(draft);

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        await onSave(draft);
        setSaving(false);
      }}
    >
      <h4 id={headingId}>{uploadedFrom ? `Form W-2 read from ${uploadedFrom}` : 'Form W-2 typed by hand'}</h4>
      {uploadedFrom ? <p>Check each box against your W-2 and correct what was read wrong.</p> : null}
      {jointFiling ? (
        <FieldRow>
          <label htmlFor={ownerId}>Whose W-2 is this?</label>
          <select id={ownerId} name="owner" value={draft.owner} onChange={(event) => set('owner', event.target.value as W2Draft['owner'])}>
            <option value="taxpayer">Mine (taxpayer)</option>
            <option value="spouse">My spouse's</option>
          </select>
        </FieldRow>
      ) : null}
      <TextInput label="Employee's first name" name="firstName" value={draft.firstName} onChange={(v) => set('firstName', v)} autoComplete="given-name" />
      <TextInput label="Employee's last name" name="lastName" value={draft.lastName} onChange={(v) => set('lastName', v)} autoComplete="family-name" />
      <TextInput label="Employer's name (box c)" name="employerName" value={draft.employerName} onChange={(v) => set('employerName', v)} />
      <TextInput label="Employer identification number, EIN (box b)" name="employerEIN" inputMode="numeric" placeholder="12-3456789" value={draft.employerEIN} onChange={(v) => set('employerEIN', formatEin(v))} />
      {W2_AMOUNT_BOXES.map(([key, label]) => (
        <AmountInput key={key} label={label} name={key} value={draft[key]} onChange={(v) => set(key, v)} accept={cleanTypedAmount} />
      ))}
      {checks.map((message) => (
        <Warning key={message} role="status">
          {message}
        </Warning>
      ))}
      <fieldset>
        <legend>Box 12 (up to four entries, any code)</legend>
        {draft.box12.map((entry, index) => (
          <Box12Row
            key={index}
            letter={'abcd'[index]!}
            entry={entry}
            onChange={(next) => set('box12', draft.box12.map((old, i) => (i === index ? next : old)))}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Box 13</legend>
        <CheckRow>
          <input type="checkbox" name="statutoryEmployee" checked={draft.statutoryEmployee} onChange={(e) => set('statutoryEmployee', e.target.checked)} />
          Statutory employee
        </CheckRow>
        <CheckRow>
          <input type="checkbox" name="retirementPlan" checked={draft.retirementPlan} onChange={(e) => set('retirementPlan', e.target.checked)} />
          Retirement plan
        </CheckRow>
        <CheckRow>
          <input type="checkbox" name="thirdPartySickPay" checked={draft.thirdPartySickPay} onChange={(e) => set('thirdPartySickPay', e.target.checked)} />
          Third-party sick pay
        </CheckRow>
      </fieldset>
      <AmountInput label="Box 14 TFB" name="tfb" value={draft.tfb} onChange={(v) => set('tfb', v)} accept={cleanTypedAmount} />
      <fieldset>
        <legend>Box 14 Other (label and amount as printed, e.g. CASDI, NJ FLI, 414(H))</legend>
        {draft.box14Other.map((line, index) => (
          <div key={index}>
            <TextInput label={`Box 14 line ${index + 1} label`} name={`box14Label${index + 1}`} value={line.label} onChange={(label) => set('box14Other', draft.box14Other.map((old, i) => (i === index ? { ...old, label } : old)))} />
            <AmountInput label={`Box 14 line ${index + 1} amount`} name={`box14Amount${index + 1}`} value={line.amount} onChange={(amount) => set('box14Other', draft.box14Other.map((old, i) => (i === index ? { ...old, amount } : old)))} accept={cleanTypedAmount} />
          </div>
        ))}
      </fieldset>
      <TextInput label="Box 15 State and employer's state ID number" name="stateId" value={draft.stateId} onChange={(v) => set('stateId', v)} />
      <AmountInput label="Box 16 State wages, tips, etc." name="stateWages" value={draft.stateWages} onChange={(v) => set('stateWages', v)} accept={cleanTypedAmount} />
      <AmountInput label="Box 17 State income tax" name="stateTax" value={draft.stateTax} onChange={(v) => set('stateTax', v)} accept={cleanTypedAmount} />
      <TextInput label="Box 15, second state row: state and ID number" name="secondStateId" value={draft.secondStateId} onChange={(v) => set('secondStateId', v)} />
      <AmountInput label="Box 16, second state row: state wages" name="secondStateWages" value={draft.secondStateWages} onChange={(v) => set('secondStateWages', v)} accept={cleanTypedAmount} />
      <AmountInput label="Box 17, second state row: state income tax" name="secondStateTax" value={draft.secondStateTax} onChange={(v) => set('secondStateTax', v)} accept={cleanTypedAmount} />
      <AmountInput label="Box 18 Local wages, tips, etc." name="localWages" value={draft.localWages} onChange={(v) => set('localWages', v)} accept={cleanTypedAmount} />
      <AmountInput label="Box 19 Local income tax" name="localIncomeTax" value={draft.localIncomeTax} onChange={(v) => set('localIncomeTax', v)} accept={cleanTypedAmount} />
      <TextInput label="Box 20 Locality name" name="locality" value={draft.locality} onChange={(v) => set('locality', v)} />
      <TextInput label="Verification code" name="verificationCode" value={draft.verificationCode} onChange={(v) => set('verificationCode', v)} />
      <Actions>
        <PrimaryButton type="submit" disabled={saving}>
          Save W-2
        </PrimaryButton>
        <SmallButton type="button" onClick={onCancel}>
          Cancel
        </SmallButton>
      </Actions>
    </form>
  );
}

function Box12Row({ letter, entry, onChange }: { letter: string; entry: W2Draft['box12'][number]; onChange: (entry: W2Draft['box12'][number]) => void }) {
  const codeId = useId();
  return (
    <div>
      <FieldRow>
        <label htmlFor={codeId}>Box 12{letter} code</label>
        <select id={codeId} name={`box12${letter}Code`} value={entry.code} onChange={(event) => onChange({ ...entry, code: event.target.value as W2Box12Code | '' })}>
          <option value="">None</option>
          {W2_BOX12_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FieldRow>
      <AmountInput label={`Box 12${letter} amount`} name={`box12${letter}Amount`} value={entry.amount} onChange={(amount) => onChange({ ...entry, amount })} accept={cleanTypedAmount} />
    </div>
  );
}

/** The stored W-2 (spec 2 §3 'W2 record', amounts as strings) of a typed draft; box 12 kept whole and as the spec's four codes. */
export function w2FromDraft(draft: W2Draft, base: { id: string; fileName: string; documentId?: string; additionalStateRows?: W2['additionalStateRows']; box14Other?: W2['box14Other'] }): W2 {
  const entries = draft.box12.filter((entry) => entry.code !== '' && entry.amount !== '').map((entry) => ({ code: entry.code as W2Box12Code, amount: String(Number(entry.amount)) }));
  const amount = (value: string) => (value.trim() === '' ? '0' : String(Number(value)));
  return {
    id: base.id,
    fileName: base.fileName,
    // An uploaded W-2 edited by hand keeps its stored upload, removed with it.
    ...(base.documentId ? { documentId: base.documentId } : {}),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    ssn: '',
    owner: draft.owner,
    employerName: draft.employerName.trim(),
    employerEIN: draft.employerEIN,
    verificationCode: draft.verificationCode.trim(),
    statutoryEmployee: draft.statutoryEmployee,
    retirementPlan: draft.retirementPlan,
    thirdPartySickPay: draft.thirdPartySickPay,
    box12Entries: entries,
    box12: legacyBox12(entries),
    box14: { tfb: amount(draft.tfb) },
    box14Other: [
      ...draft.box14Other.filter((line) => line.label.trim() !== '' || line.amount.trim() !== '').map((line) => ({ label: line.label.trim(), amount: amount(line.amount) })),
      // A fourth line read from an upload, which the form has no row for, is kept.
      ...(base.box14Other ?? []).slice(draft.box14Other.length),
    ].slice(0, 4),
    stateId: draft.stateId.trim(),
    stateWages: amount(draft.stateWages),
    stateTax: amount(draft.stateTax),
    additionalStateRows: [
      ...(draft.secondStateId.trim() || draft.secondStateWages.trim() || draft.secondStateTax.trim()
        ? [{ stateId: draft.secondStateId.trim(), stateWages: amount(draft.secondStateWages), stateTax: amount(draft.secondStateTax) }]
        : []),
      ...(base.additionalStateRows ?? []).slice(1),
    ],
    localWages: amount(draft.localWages),
    localIncomeTax: amount(draft.localIncomeTax),
    locality: draft.locality.trim(),
    ...(Object.fromEntries(W2_AMOUNT_BOXES.map(([key]) => [key, amount(draft[key])])) as Record<AmountBox, string>),
  };
}
