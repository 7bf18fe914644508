// A wizard text field bound to the personal form by name.
import type { InputHTMLAttributes } from 'react';
import { isSensitiveField } from '../../crypto/sensitive';
import type { PersonalForm } from '../../state/usePersonalForm';
import { TYPING_FORMATTERS } from '../../state/fieldRules';
import { Field } from '../Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value' | 'name'> {
  personal: PersonalForm;
  name: string;
  label: string;
  required?: boolean;
}

export function TextField({ personal, name, label, required, ...input }: Props) {
  const waiting = isSensitiveField(name) && personal.status !== 'ready';
  const format = TYPING_FORMATTERS[name];
  return (
    <Field
      {...input}
      label={label}
      name={name}
      required={required}
      value={personal.values[name] ?? ''}
      error={personal.errors[name]}
      unreadable={personal.unreadable.has(name)}
      disabled={!personal.loaded || waiting || input.disabled}
      onValue={(value) => personal.setValue(name, format ? format(value) : value)}
      onCommit={(value) => void personal.commitField(name, format ? format(value) : value)}
    />
  );
}
