// A state or local income tax refund (1099-G box 2) is income only as far as deducting that tax in 2023 lowered the
// 2023 tax (2024 Instructions for Form 1040, Schedule 1 line 1 worksheet): the card asks for the few 2023 figures
// the worksheet reads, shown once a refund is entered.
import { useId } from 'react';
import { FILING_STATUSES, stateRefundReceived, type Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { cleanTypedAmount, formatUsd } from '../state/amounts';
import { RETIREMENT_DEBOUNCE_MS, useDebouncedField, useIncomeSave } from '../state/useIncomeSave';
import { AmountInput } from './AmountInput';
import { Card, CheckRow, FieldRow, Note } from './styles';

type PriorYear = Form1040Data['priorYearReturn'];

const STATUS_NAMES: Record<(typeof FILING_STATUSES)[number], string> = {
  single: 'Single',
  'married-joint': 'Married filing jointly',
  'married-separate': 'Married filing separately',
  'head-of-household': 'Head of household',
  'qualifying-widow': 'Qualifying surviving spouse',
};


export function PriorYearRefundCard({ shell, form }: { shell: RemoteAppProps; form: Form1040Data }) {
  const save = useIncomeSave(shell);
  const titleId = useId();
  const statusId = useId();
  const prior = form.priorYearReturn;
  const change = (next: Partial<PriorYear>) => save({ priorYearReturn: { ...prior, ...next } }, { failure: 'Failed to save your 2023 return figures' });
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>Your 2023 return (state tax refund)</h3>
      <Note>
        Your 1099-G shows a state or local income tax refund of {formatUsd(stateRefundReceived(form))}. It is income only if you itemized deductions on
        your 2023 federal return, and only as far as that deduction lowered your 2023 tax.
      </Note>
      <CheckRow>
        <input type="checkbox" name="priorYearItemized" checked={prior.itemized} onChange={(event) => void change({ itemized: event.target.checked })} />
        I itemized deductions on my 2023 federal return (Schedule A)
      </CheckRow>
      {prior.itemized ? (
        <>
          <CheckRow>
            <input type="checkbox" name="priorYearSalesTax" checked={prior.salesTaxElected} onChange={(event) => void change({ salesTaxElected: event.target.checked })} />
            I deducted general sales taxes in 2023, not income taxes (Schedule A line 5a box checked)
          </CheckRow>
          <FieldRow>
            <label htmlFor={statusId}>2023 filing status</label>
            <select id={statusId} name="priorYearFilingStatus" value={prior.filingStatus} onChange={(event) => void change({ filingStatus: event.target.value as PriorYear['filingStatus'] })}>
              <option value="">The same as this year</option>
              {FILING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_NAMES[status]}
                </option>
              ))}
            </select>
          </FieldRow>
          <PriorYearAmount shell={shell} prior={prior} field="scheduleALine5a" label="2023 Schedule A line 5a: state and local income taxes" onSave={change} />
          <PriorYearAmount shell={shell} prior={prior} field="scheduleALine5d" label="2023 Schedule A line 5d: total of lines 5a through 5c" onSave={change} />
          <PriorYearAmount shell={shell} prior={prior} field="scheduleALine5e" label="2023 Schedule A line 5e: after the $10,000 limit" onSave={change} />
          <PriorYearAmount shell={shell} prior={prior} field="scheduleALine17" label="2023 Schedule A line 17: total itemized deductions" onSave={change} />
        </>
      ) : null}
    </Card>
  );
}

type AmountField = 'scheduleALine5a' | 'scheduleALine5d' | 'scheduleALine5e' | 'scheduleALine17';

function PriorYearAmount({ shell, prior, field, label, onSave }: { shell: RemoteAppProps; prior: PriorYear; field: AmountField; label: string; onSave: (next: Partial<PriorYear>) => Promise<boolean> }) {
  const box = useDebouncedField(shell, `priorYearReturn.${field}`, prior[field], (amount) => onSave({ [field]: amount }), RETIREMENT_DEBOUNCE_MS);
  return <AmountInput label={label} name={field} value={box.text} onChange={box.onChange} onFocus={box.onFocus} onBlur={box.onBlur} accept={cleanTypedAmount} />;
}
