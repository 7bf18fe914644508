// The other-income Add More step (spec 2 §2.3): the types not yet selected; clicking one adds it and goes
// to the investment or the miscellaneous step.
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { addOtherIncomeItem, otherIncomeAddMoreItems, type OtherIncomeAddMoreItem } from '../state/otherIncome';
import { CardGrid, Note, OptionButton } from './styles';

export function OtherIncomeAddMore({ shell, form }: { shell: RemoteAppProps; form: Form1040Data }) {
  const items = otherIncomeAddMoreItems(form);
  const add = async (item: OtherIncomeAddMoreItem) => {
    const { change, route } = addOtherIncomeItem(form, item);
    try {
      await shell.saveForm(change);
      shell.navigate(route);
    } catch {
      shell.toast({ title: 'Failed to add income type', variant: 'destructive' });
    }
  };
  if (items.length === 0) return <Note role="status">All Income Types Selected</Note>;
  return (
    <CardGrid>
      {items.map((item) => (
        <OptionButton key={item.title} type="button" onClick={() => void add(item)}>
          <strong>{item.title}</strong>
          {item.kind === 'miscellaneous' ? <small>{item.description}</small> : null}
        </OptionButton>
      ))}
    </CardGrid>
  );
}
