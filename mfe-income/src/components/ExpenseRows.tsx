// Expense rows that grow (spec 2 §4): choosing a type in the last row adds an empty row; a row can be
// removed while more than one remains.
import { useId } from 'react';
import styled from 'styled-components';
import { cleanTypedAmount } from '../state/amounts';
import { withTrailingRow, type ExpenseRow } from '../state/incomeRules';
import { AmountInput } from './AmountInput';
import { FieldRow, SmallButton } from './styles';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 8rem) auto;
  gap: 8px;
  align-items: end;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export function ExpenseRows({ types, rows, onChange }: { types: readonly string[]; rows: ExpenseRow[]; onChange: (rows: ExpenseRow[]) => void }) {
  const shown = withTrailingRow(rows);
  const update = (index: number, row: ExpenseRow) => onChange(withTrailingRow(shown.map((old, i) => (i === index ? row : old))));
  return (
    <fieldset>
      <legend>Expenses</legend>
      {shown.map((row, index) => (
        <ExpenseRowInputs
          key={index}
          number={index + 1}
          types={types}
          row={row}
          onChange={(next) => update(index, next)}
          onRemove={shown.length > 1 ? () => onChange(shown.filter((_, i) => i !== index)) : undefined}
        />
      ))}
    </fieldset>
  );
}

function ExpenseRowInputs({ number, types, row, onChange, onRemove }: { number: number; types: readonly string[]; row: ExpenseRow; onChange: (row: ExpenseRow) => void; onRemove?: () => void }) {
  const id = useId();
  return (
    <Row>
      <FieldRow>
        <label htmlFor={id}>Expense {number} type</label>
        <select id={id} value={row.type} onChange={(event) => onChange({ ...row, type: event.target.value })}>
          <option value="">Choose a type</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </FieldRow>
      <AmountInput label={`Expense ${number} amount`} value={row.amount} onChange={(amount) => onChange({ ...row, amount })} accept={cleanTypedAmount} />
      {onRemove ? (
        <SmallButton type="button" aria-label={`Remove expense ${number}`} onClick={onRemove} style={{ marginBottom: 10 }}>
          ×
        </SmallButton>
      ) : (
        <span />
      )}
    </Row>
  );
}
