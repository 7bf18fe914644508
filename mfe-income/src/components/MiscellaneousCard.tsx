// A miscellaneous income card (spec 2 §2.3): its description, an amount box saved after a 600 ms pause
// (an empty box counts as 0), and a remove button that unselects the type.
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { entryOf, toggleMiscellaneousType, upsertEntry } from '../state/incomeRules';
import { OTHER_INCOME_DEBOUNCE_MS, acceptStrictAmount, useDebouncedField, useIncomeSave } from '../state/useIncomeSave';
import { AmountInput } from './AmountInput';
import { Card, CloseButton, Note } from './styles';

export function MiscellaneousCard({ shell, form, name, description }: { shell: RemoteAppProps; form: Form1040Data; name: string; description: string }) {
  const save = useIncomeSave(shell);
  const entry = entryOf(form.otherIncomeEntries, name);
  const latest = form;
  const amount = useDebouncedField(
    shell,
    'otherIncomeEntries',
    entry?.amount ?? 0,
    (value) => save({ otherIncomeEntries: upsertEntry(latest.otherIncomeEntries, { ...(entryOf(latest.otherIncomeEntries, name) ?? { type: name }), type: name, amount: value }) }, { failure: 'Failed to save your selection' }),
    OTHER_INCOME_DEBOUNCE_MS,
  );
  const remove = async () => {
    try {
      await shell.saveForm(toggleMiscellaneousType(form, name));
      shell.toast({ title: `${name} removed and added back to available options` });
    } catch {
      shell.toast({ title: 'Failed to remove income type', variant: 'destructive' });
    }
  };
  const id = `misc-${name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{name}</h3>
      <CloseButton type="button" aria-label={`Remove ${name}`} onClick={() => void remove()}>
        ×
      </CloseButton>
      <Note>{description}</Note>
      <AmountInput label={`${name} amount`} value={amount.text} onChange={amount.onChange} onFocus={amount.onFocus} onBlur={amount.onBlur} accept={acceptStrictAmount} />
    </Card>
  );
}
