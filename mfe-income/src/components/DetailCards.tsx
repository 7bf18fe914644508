// The business, rental and Social Security cards (spec 2 §2.2 steps 2 and 3): each an amount box that
// opens its detail form (Self-Employment Expenses, Rental Property Details, SSA-1099) on focus or click.
// A nonzero amount creates or updates the other-income entry, zero removes it; the form's Save writes the
// details and sets the amount to the net (spec 2 §4).
import { useId, useState } from 'react';
import { BUSINESS_EXPENSE_TYPES, RENTAL_EXPENSE_TYPES } from '@taxapp/contracts/catalogs';
import type { Form1040Data, OtherIncomeEntry } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { cleanTypedAmount, formatUsd, toAmount } from '../state/amounts';
import {
  CARD_ENTRY_TYPE,
  businessEntry,
  entriesWithCardAmount,
  entryOf,
  netAmount,
  netBenefits,
  rentalEntry,
  socialSecurityEntry,
  upsertEntry,
  type BusinessDraft,
  type DetailCard,
  type ExpenseRow,
  type RentalDraft,
  type SocialSecurityDraft,
} from '../state/incomeRules';
import { OTHER_INCOME_DEBOUNCE_MS, acceptStrictAmount, useDebouncedField, useIncomeSave } from '../state/useIncomeSave';
import { analyze1099 } from '../api/analyze1099';
import { AmountInput } from './AmountInput';
import { UploadField, type UploadedFile } from './UploadField';
import { ExpenseRows } from './ExpenseRows';
import { TextInput } from './TextInput';
import { Actions, Card, CloseButton, FieldRow, Figure, PrimaryButton, SmallButton } from './styles';

const text = (value: unknown) => (toAmount(value) === 0 ? '' : String(toAmount(value)));
const rowsOf = (expenses: readonly { type: string; amount: number }[] | undefined): ExpenseRow[] => (expenses ?? []).map((e) => ({ type: e.type, amount: text(e.amount) }));

interface CardProps {
  shell: RemoteAppProps;
  form: Form1040Data;
  onClose: () => void;
}

/** The amount box shared by the three cards; it saves the entry after the spec's pause. */
function useCardAmount(shell: RemoteAppProps, form: Form1040Data, card: DetailCard) {
  const save = useIncomeSave(shell);
  const entry = entryOf(form.otherIncomeEntries, CARD_ENTRY_TYPE[card]);
  const latestEntries = form.otherIncomeEntries;
  return useDebouncedField(
    shell,
    'otherIncomeEntries',
    entry?.amount ?? 0,
    (amount) => save({ otherIncomeEntries: entriesWithCardAmount(latestEntries, card, amount) }, { failure: 'Failed to save job income data' }),
    OTHER_INCOME_DEBOUNCE_MS,
  );
}

function DetailCardFrame({ id, title, closeLabel, onClose, children }: { id: string; title: string; closeLabel: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
        ×
      </CloseButton>
      {children}
    </Card>
  );
}

async function saveEntry(save: ReturnType<typeof useIncomeSave>, form: Form1040Data, entry: OtherIncomeEntry, success: string, failure: string) {
  return save({ otherIncomeEntries: upsertEntry(form.otherIncomeEntries, entry) }, { success, failure });
}

export function BusinessCard({ shell, form, onClose }: CardProps) {
  const save = useIncomeSave(shell);
  const amount = useCardAmount(shell, form, 'business');
  const [open, setOpen] = useState(false);
  const entry = entryOf(form.otherIncomeEntries, CARD_ENTRY_TYPE.business);
  const data = entry?.businessData;
  return (
    <DetailCardFrame id="card-business" title="Business Income" closeLabel="Remove Business Income" onClose={onClose}>
      <AmountInput label="Business income (net profit)" name="businessAmount" value={amount.text} onChange={amount.onChange} onBlur={amount.onBlur} onFocus={() => (amount.onFocus(), setOpen(true))} accept={acceptStrictAmount} />
      {data ? <Figure>Net profit: {formatUsd(entry?.amount)}</Figure> : null}
      {open ? (
        <BusinessForm
          initial={{ businessName: data?.businessName ?? '', businessType: data?.businessType ?? '', grossReceipts: text(data?.grossReceipts), owner: data?.owner ?? 'taxpayer', expenses: rowsOf(data?.expenses) }}
          jointFiling={form.isJointFiling || form.filingStatus === 'married-joint'}
          onCancel={() => setOpen(false)}
          onSave={async (draft) => {
            const saved = await saveEntry(save, form, businessEntry(draft), 'Business income details saved', 'Failed to save business income details');
            if (saved) setOpen(false);
          }}
        />
      ) : null}
    </DetailCardFrame>
  );
}

function BusinessForm({ initial, jointFiling, onSave, onCancel }: { initial: BusinessDraft; jointFiling: boolean; onSave: (draft: BusinessDraft) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  const ownerId = useId();
  const set = <K extends keyof BusinessDraft>(key: K, value: BusinessDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form aria-label="Self-Employment Expenses" onSubmit={(event) => (event.preventDefault(), void onSave(draft))}>
      <h4>Self-Employment Expenses</h4>
      {jointFiling ? (
        <FieldRow>
          <label htmlFor={ownerId}>Whose business is this?</label>
          <select id={ownerId} value={draft.owner} onChange={(event) => set('owner', event.target.value as BusinessDraft['owner'])}>
            <option value="taxpayer">Mine (taxpayer)</option>
            <option value="spouse">My spouse's</option>
          </select>
        </FieldRow>
      ) : null}
      <TextInput label="Business name" name="businessName" value={draft.businessName} onChange={(v) => set('businessName', v)} />
      <TextInput label="Type of business" name="businessType" value={draft.businessType} onChange={(v) => set('businessType', v)} />
      <AmountInput label="Gross receipts" name="grossReceipts" value={draft.grossReceipts} onChange={(v) => set('grossReceipts', v)} accept={cleanTypedAmount} />
      <ExpenseRows types={BUSINESS_EXPENSE_TYPES} rows={draft.expenses} onChange={(rows) => set('expenses', rows)} />
      <Figure aria-live="polite">Net profit: {formatUsd(netAmount(draft.grossReceipts, draft.expenses))}</Figure>
      <Actions>
        <PrimaryButton type="submit">Save business details</PrimaryButton>
        <SmallButton type="button" onClick={onCancel}>
          Cancel
        </SmallButton>
      </Actions>
    </form>
  );
}

export function RentalCard({ shell, form, onClose }: CardProps) {
  const save = useIncomeSave(shell);
  const amount = useCardAmount(shell, form, 'rental');
  const [open, setOpen] = useState(false);
  const entry = entryOf(form.otherIncomeEntries, CARD_ENTRY_TYPE.rental);
  const data = entry?.rentalData;
  return (
    <DetailCardFrame id="card-rental" title="Rental Income" closeLabel="Remove Rental Income" onClose={onClose}>
      <AmountInput label="Rental income (net)" name="rentalAmount" value={amount.text} onChange={amount.onChange} onBlur={amount.onBlur} onFocus={() => (amount.onFocus(), setOpen(true))} accept={acceptStrictAmount} />
      {data ? <Figure>Net rental income: {formatUsd(entry?.amount)}</Figure> : null}
      {open ? (
        <RentalForm
          initial={{
            address: data?.address ?? '',
            daysRented: data && data.daysRented > 0 ? String(data.daysRented) : '',
            daysPersonalUse: data && data.daysPersonalUse > 0 ? String(data.daysPersonalUse) : '',
            rentalIncome: text(data?.rentalIncome),
            expenses: rowsOf(data?.expenses),
          }}
          onCancel={() => setOpen(false)}
          onSave={async (draft) => {
            const saved = await saveEntry(save, form, rentalEntry(draft), 'Rental income details saved', 'Failed to save rental income details');
            if (saved) setOpen(false);
          }}
        />
      ) : null}
    </DetailCardFrame>
  );
}

function RentalForm({ initial, onSave, onCancel }: { initial: RentalDraft; onSave: (draft: RentalDraft) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof RentalDraft>(key: K, value: RentalDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const days = (value: string) => value.replace(/\D/g, '').slice(0, 3);
  return (
    <form aria-label="Rental Property Details" onSubmit={(event) => (event.preventDefault(), void onSave(draft))}>
      <h4>Rental Property Details</h4>
      <TextInput label="Property address" name="address" value={draft.address} onChange={(v) => set('address', v)} autoComplete="street-address" />
      <TextInput label="Days rented" name="daysRented" inputMode="numeric" value={draft.daysRented} onChange={(v) => set('daysRented', days(v))} />
      <TextInput label="Days of personal use" name="daysPersonalUse" inputMode="numeric" value={draft.daysPersonalUse} onChange={(v) => set('daysPersonalUse', days(v))} />
      <AmountInput label="Rent received" name="rentalIncome" value={draft.rentalIncome} onChange={(v) => set('rentalIncome', v)} accept={cleanTypedAmount} />
      <ExpenseRows types={RENTAL_EXPENSE_TYPES} rows={draft.expenses} onChange={(rows) => set('expenses', rows)} />
      <Figure aria-live="polite">Net rental income: {formatUsd(netAmount(draft.rentalIncome, draft.expenses))}</Figure>
      <Actions>
        <PrimaryButton type="submit">Save rental details</PrimaryButton>
        <SmallButton type="button" onClick={onCancel}>
          Cancel
        </SmallButton>
      </Actions>
    </form>
  );
}

export function SocialSecurityCard({ shell, form, onClose }: CardProps) {
  const save = useIncomeSave(shell);
  const entry = entryOf(form.otherIncomeEntries, CARD_ENTRY_TYPE.socialsecurity);
  const data = entry?.socialSecurityData;
  const [open, setOpen] = useState(false);
  const amount = useCardAmount(shell, form, 'socialsecurity');
  /** An SSA-1099 upload fills the form's boxes and saves them (box 5 = box 3 - box 4 as the form prints it). */
  const upload = async (file: UploadedFile): Promise<boolean> => {
    try {
      const answer = await analyze1099({ ...file, documentType: 'ssa-1099' });
      const text = (key: string) => String(answer[key] ?? '');
      return await saveEntry(
        save,
        form,
        socialSecurityEntry({ box3: text('box3NetBenefits'), box4: text('box4'), box6: text('federalIncomeTaxWithheld'), owner: data?.owner ?? 'taxpayer' }),
        'Social Security benefits details saved',
        'Failed to save Social Security benefits details',
      );
    } catch (error) {
      shell.toast({ title: 'Error processing document', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
      return false;
    }
  };
  return (
    <DetailCardFrame id="card-socialsecurity" title="Social Security Benefits" closeLabel="Remove Social Security Benefits" onClose={onClose}>
      <UploadField shell={shell} label="Upload SSA-1099 (PDF or image)" onFile={upload} />
      <AmountInput
        label="Net benefits (SSA-1099 box 5)"
        name="socialSecurityAmount"
        value={amount.text}
        onChange={(value) => {
          amount.onChange(value);
          // An amount above 0 without details opens the SSA-1099 form (spec 2 §4).
          if (toAmount(value) > 0 && !data) setOpen(true);
        }}
        onFocus={amount.onFocus}
        onBlur={amount.onBlur}
        accept={acceptStrictAmount}
      />
      {open ? (
        <SocialSecurityForm
          initial={{ box3: text(data?.box3NetBenefits ?? (toAmount(amount.text) || '')), box4: text(data?.box5BenefitsRepaid), box6: text(data?.federalIncomeTaxWithheld), owner: data?.owner ?? 'taxpayer' }}
          jointFiling={form.isJointFiling || form.filingStatus === 'married-joint'}
          onCancel={() => setOpen(false)}
          onSave={async (draft) => {
            const saved = await saveEntry(save, form, socialSecurityEntry(draft), 'Social Security benefits details saved', 'Failed to save Social Security benefits details');
            if (saved) setOpen(false);
          }}
        />
      ) : (
        <SmallButton type="button" onClick={() => setOpen(true)}>
          {data ? 'Edit SSA-1099' : 'Enter SSA-1099'}
        </SmallButton>
      )}
    </DetailCardFrame>
  );
}

function SocialSecurityForm({ initial, jointFiling, onSave, onCancel }: { initial: SocialSecurityDraft; jointFiling: boolean; onSave: (draft: SocialSecurityDraft) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  const ownerId = useId();
  const set = <K extends keyof SocialSecurityDraft>(key: K, value: SocialSecurityDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form aria-label="SSA-1099" onSubmit={(event) => (event.preventDefault(), void onSave(draft))}>
      <h4>Form SSA-1099</h4>
      {jointFiling ? (
        <FieldRow>
          <label htmlFor={ownerId}>Whose benefits are these?</label>
          <select id={ownerId} value={draft.owner} onChange={(event) => set('owner', event.target.value as SocialSecurityDraft['owner'])}>
            <option value="taxpayer">Mine (taxpayer)</option>
            <option value="spouse">My spouse's</option>
          </select>
        </FieldRow>
      ) : null}
      <AmountInput label="Box 3 Benefits paid in 2024" name="box3" value={draft.box3} onChange={(v) => set('box3', v)} accept={cleanTypedAmount} />
      <AmountInput label="Box 4 Benefits repaid to SSA in 2024" name="box4" value={draft.box4} onChange={(v) => set('box4', v)} accept={cleanTypedAmount} />
      <Figure aria-live="polite">Box 5 Net benefits for 2024: {formatUsd(netBenefits(draft))}</Figure>
      <AmountInput label="Box 6 Voluntary federal income tax withheld" name="box6" value={draft.box6} onChange={(v) => set('box6', v)} accept={cleanTypedAmount} />
      <Actions>
        <PrimaryButton type="submit">Save SSA-1099</PrimaryButton>
        <SmallButton type="button" onClick={onCancel}>
          Cancel
        </SmallButton>
      </Actions>
    </form>
  );
}
