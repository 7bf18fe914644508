// A money box: decimal keypad on phones, a visible label, and the spec's typing rules (§5).
import { useId } from 'react';
import { FieldRow } from './styles';

export interface AmountInputProps {
  label: string;
  value: string;
  /** Called with the new text when the rules accept it (the box keeps its value otherwise). */
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** 'strict': anything beyond 10 digits and 2 decimals is ignored; 'clean': junk is stripped (§5). */
  accept: (typed: string) => string | null;
  name?: string;
}

export function AmountInput({ label, value, onChange, onFocus, onBlur, accept, name }: AmountInputProps) {
  const id = useId();
  return (
    <FieldRow>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => {
          const accepted = accept(event.target.value);
          if (accepted !== null) onChange(accepted);
        }}
      />
    </FieldRow>
  );
}
