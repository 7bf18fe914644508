import { useId, type InputHTMLAttributes } from 'react';
import { FieldRow } from './styles';

export function TextInput({ label, value, onChange, ...rest }: { label: string; value: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>) {
  const id = useId();
  return (
    <FieldRow>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" autoComplete="off" {...rest} value={value} onChange={(event) => onChange(event.target.value)} />
    </FieldRow>
  );
}
