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

/**
 * Age at the end of the tax year (a dependent's `ageAtYearEnd`), or null for an empty, invalid or future date.
 * A child attains an age on the birthday itself (Rev. Rul. 2003-72, child tax credit).
 */
export function ageAtYearEnd(dateOfBirth: string, year = 2024): number | null {
  const date = parseCalendarDate(dateOfBirth ?? '');
  if (!date || date.year > year) return null;
  return Math.min(130, ageOn(date, { year, month: 12, day: 31 }));
}

/**
 * The taxpayer's or spouse's age at the end of the tax year as the standard deduction counts it: "you are
 * considered to be 65 on the day before your 65th birthday" (Pub 501, 2024, Age 65 or older), so someone
 * born on 1 January 1960 is 65 at the end of 2024. That is the age on 1 January of the next year.
 */
export function filerAgeAtYearEnd(dateOfBirth: string, year = 2024): number | null {
  const date = parseCalendarDate(dateOfBirth ?? '');
  if (!date || date.year > year) return null;
  return Math.min(130, ageOn(date, { year: year + 1, month: 1, day: 1 }));
}
