// One credit category's card (spec 3 §2): each sub-option a checkbox, label and description, with one of
// three layouts: an amount (disabled until checked), a checkbox only, or rows of credit type and amount.
import { useId } from 'react';
import { CREDIT_TYPE_PLACEHOLDER, type CreditCategory, type CreditSubOption } from '@taxapp/contracts/catalogs';
import { creditMapping } from '@taxapp/contracts/deductionCreditMapping';
import { Button } from '@taxapp/ui';
import { amountOf, type CreditRow, type SubOptionDraft } from '../state/drafts';
import type { FederalFigures } from '../state/entryFigures';
import { AmountField } from './AmountField';
import { EntryFigureView } from './EntryFigureView';
import { CreditFactsEditor, type FactsUpdate } from './facts/CreditFactsEditor';
import type { CreditFactsDraft } from '../state/creditFacts';
import type { EntryFact } from '@taxapp/contracts/deductionCreditMapping';
import type { Dependent } from '@taxapp/contracts/form';
import { Card, CheckRow, Entry, EntryList, Fieldset, Select } from './styles';

export interface CreditStepHandlers {
  onToggle: (option: CreditSubOption, checked: boolean) => void;
  onAmount: (option: string, typed: string) => void;
  onRow: (option: string, rowId: string, change: Partial<Pick<CreditRow, 'type' | 'amount'>>) => void;
  onAddRow: (option: string) => void;
  onRemoveRow: (option: string, rowId: string) => void;
  onAmountBlur: (option: string) => void;
}

function RowEditor(props: { option: CreditSubOption; row: CreditRow; index: number; removable: boolean; handlers: CreditStepHandlers }) {
  const { option, row, index, handlers } = props;
  const selectId = useId();
  return (
    <Fieldset>
      <legend>
        {option.label} {index + 1}
      </legend>
      <label htmlFor={selectId}>Credit type</label>
      <Select id={selectId} value={row.type} onChange={(event) => handlers.onRow(option.id, row.id, { type: event.target.value })}>
        <option value="">{CREDIT_TYPE_PLACEHOLDER}</option>
        {(option.dropdownTypes ?? []).map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
      <AmountField label={`${option.label} ${index + 1} amount`} value={row.amount} onChange={(typed) => handlers.onRow(option.id, row.id, { amount: typed })} onBlur={() => handlers.onAmountBlur(option.id)} />
      {props.removable ? (
        <Button type="button" $variant="outline" onClick={() => handlers.onRemoveRow(option.id, row.id)} aria-label={`Remove ${option.label} ${index + 1}`}>
          Remove
        </Button>
      ) : null}
    </Fieldset>
  );
}

export interface CreditFactsProps {
  facts: CreditFactsDraft;
  dependents: readonly Dependent[];
  joint: boolean;
  update: FactsUpdate;
}

export function CreditCategoryStep(props: { category: CreditCategory; drafts: Record<string, SubOptionDraft>; federal: FederalFigures | null; handlers: CreditStepHandlers; facts: CreditFactsProps }) {
  const { category, drafts, federal, handlers } = props;
  // A fact two ticked sub-options need (whose contribution) is asked once, under the first.
  const asked = new Set<EntryFact>();
  return (
    <Card aria-label={category.title}>
      <p style={{ marginTop: 0, color: '#475569' }}>{category.description}</p>
      <EntryList>
        {category.subOptions.map((option: CreditSubOption) => {
          const draft = drafts[option.id] ?? { checked: false, text: '', rows: [] };
          const entered =
            option.layout === 'checkbox' ? draft.checked : option.layout === 'amount' ? draft.checked && amountOf(draft.text) > 0 : draft.checked;
          return (
            <Entry key={option.id}>
              <CheckRow>
                <input type="checkbox" checked={draft.checked} onChange={(event) => handlers.onToggle(option, event.target.checked)} />
                <span>
                  <strong>{option.label}</strong>
                  {option.description ? <small>{option.description}</small> : null}
                </span>
              </CheckRow>
              {option.layout === 'amount' ? (
                <AmountField label={`${option.label} amount`} value={draft.text} disabled={!draft.checked} onChange={(typed) => handlers.onAmount(option.id, typed)} onBlur={() => handlers.onAmountBlur(option.id)} />
              ) : null}
              {option.layout === 'dropdown' && draft.checked ? (
                <>
                  {draft.rows.map((row, index) => (
                    <RowEditor key={row.id} option={option} row={row} index={index} removable={draft.rows.length > 1} handlers={handlers} />
                  ))}
                  <div>
                    <Button type="button" $variant="outline" onClick={() => handlers.onAddRow(option.id)}>
                      Add Another
                    </Button>
                  </div>
                </>
              ) : null}
              <EntryFigureView mapping={creditMapping(option.id)} federal={federal} entered={entered} />
              {(() => {
                if (!draft.checked) return null;
                const needs = (creditMapping(option.id)?.needs ?? []).filter((fact) => !asked.has(fact));
                needs.forEach((fact) => asked.add(fact));
                return needs.length > 0 ? <CreditFactsEditor needs={needs} {...props.facts} /> : null;
              })()}
            </Entry>
          );
        })}
      </EntryList>
    </Card>
  );
}
