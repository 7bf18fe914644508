// One deduction category's sub-items (spec 3 §2): a checkbox and an amount each, and beside it what the
// engine allows of it.
import type { DeductionCategory } from '@taxapp/contracts/catalogs';
import { deductionMapping } from '@taxapp/contracts/deductionCreditMapping';
import type { SubItemDraft } from '../state/drafts';
import { amountOf } from '../state/drafts';
import type { FederalFigures } from '../state/entryFigures';
import { AmountField } from './AmountField';
import { EntryFigureView } from './EntryFigureView';
import { Card, CheckRow, Entry, EntryList } from './styles';

export function DeductionCategoryStep(props: {
  category: DeductionCategory;
  drafts: Record<string, SubItemDraft>;
  federal: FederalFigures | null;
  onToggle: (item: string, checked: boolean) => void;
  onAmount: (item: string, typed: string) => void;
  onAmountBlur: (item: string) => void;
}) {
  const { category, drafts, federal } = props;
  return (
    <Card aria-label={category.title}>
      <p style={{ marginTop: 0, color: '#475569' }}>{category.description}</p>
      <EntryList>
        {category.subItems.map((item) => {
          const draft = drafts[item.id] ?? { checked: false, text: '0.00' };
          return (
            <Entry key={item.id}>
              <CheckRow>
                <input type="checkbox" checked={draft.checked} onChange={(event) => props.onToggle(item.id, event.target.checked)} />
                <span>
                  <strong>{item.label}</strong>
                  {item.hint ? <small>{item.hint}</small> : null}
                </span>
              </CheckRow>
              <AmountField label={`${item.label} amount`} value={draft.text} onChange={(typed) => props.onAmount(item.id, typed)} onBlur={() => props.onAmountBlur(item.id)} />
              <EntryFigureView mapping={deductionMapping(item.id)} federal={federal} entered={draft.checked && amountOf(draft.text) > 0} />
            </Entry>
          );
        })}
      </EntryList>
    </Card>
  );
}
