// A labelled text input of the wizard: required marker, red border and message when in error, the
// coach popup on focus, saved on leaving the field.
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldCoach } from './FieldCoach';

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.9rem;
  font-weight: 600;
  color: #1e293b;
`;
export const Required = styled.span`
  color: #dc2626;
  margin-left: 2px;
`;
export const Input = styled.input<{ $invalid?: boolean }>`
  font: inherit;
  font-weight: 400;
  padding: 9px 10px;
  border-radius: 6px;
  border: 1px solid ${(p) => (p.$invalid ? '#dc2626' : '#cbd5e1')};
  box-shadow: ${(p) => (p.$invalid ? '0 0 0 1px #dc2626' : 'none')};
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 1px;
  }
  &:disabled {
    background: #f1f5f9;
  }
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  font: inherit;
  font-weight: 400;
  padding: 9px 10px;
  border-radius: 6px;
  border: 1px solid ${(p) => (p.$invalid ? '#dc2626' : '#cbd5e1')};
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 1px;
  }
`;
export const ErrorText = styled.span`
  color: #b91c1c;
  font-size: 0.8rem;
  font-weight: 400;
`;
export const Note = styled.span`
  color: #92400e;
  font-size: 0.8rem;
  font-weight: 400;
`;
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin: 16px 0;
`;

export const UNREADABLE_NOTE = 'This value could not be decrypted on this device. It is kept as it was; type a new value to replace it.';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value'> {
  label: string;
  /** The coach's field name and the data-field attribute. */
  name: string;
  value: string;
  required?: boolean;
  error?: string;
  unreadable?: boolean;
  onValue(value: string): void;
  onCommit(value: string): void;
}

export function Field({ label, name, value, required, error, unreadable, onValue, onCommit, ...input }: FieldProps) {
  const id = useId();
  const coach = useFieldCoach();
  const describedBy = error ? `${id}-error` : unreadable ? `${id}-note` : undefined;
  return (
    <Label htmlFor={id}>
      <span>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </span>
      <Input
        {...input}
        id={id}
        name={name}
        data-field={name}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        placeholder={unreadable ? 'Unreadable' : input.placeholder}
        onFocus={() => coach.focus(name, value)}
        onChange={(event) => {
          onValue(event.target.value);
          coach.change(name, event.target.value);
        }}
        onBlur={(event) => {
          coach.blur();
          onCommit(event.target.value);
        }}
      />
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {!error && unreadable ? <Note id={`${id}-note`}>{UNREADABLE_NOTE}</Note> : null}
    </Label>
  );
}
