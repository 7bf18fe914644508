// A money box (spec 3 §5): its own label, the decimal keypad on phones, placeholder $0.00.
import { useId } from 'react';
import { AmountBox } from './styles';

export function AmountField(props: { label: string; value: string; disabled?: boolean; onChange: (typed: string) => void; onBlur?: () => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {props.label}
      </label>
      <AmountBox
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="$0.00"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
    </div>
  );
}
