// Which fields of the form leave the device only encrypted (ARCHITECTURE 'Sensitive data'): the SSNs of
// taxpayer, spouse and dependents, the phone, and the dates of birth. And the ages the engine needs,
// computed here because the dates themselves reach the server only as envelopes.
import { ageOn, parseCalendarDate } from '@taxapp/contracts/validation';

export const SENSITIVE_FIELDS = ['ssn', 'phone', 'dateOfBirth', 'spouseSSN', 'spouseDateOfBirth'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];
export const SENSITIVE_DEPENDENT_FIELDS = ['ssn', 'dob'] as const;

export function isSensitiveField(field: string): field is SensitiveField {
  return (SENSITIVE_FIELDS as readonly string[]).includes(field);
}

/** Age on 31 December of the tax year (the form's `...AgeAtYearEnd`), or null for an empty, invalid or future date. */
export function ageAtYearEnd(dateOfBirth: string, year = 2024): number | null {
  const date = parseCalendarDate(dateOfBirth ?? '');
  if (!date || date.year > year) return null;
  return Math.min(130, ageOn(date, { year, month: 12, day: 31 }));
}
