// Field validators and formatters (spec 1 §5), the personal-info wizard gating, amount inputs (spec 2 §5,
// spec 3 §5) and money formatting. The browser and the server use the same functions
// (ARCHITECTURE decision 8). Messages are the specification's words; where the spec gives a rule but no
// message (ZIP, middle initial) the message is ours and says so.
import { MAX_DEPENDENTS } from './api/taxpayer';
import type { z } from 'zod';
import { encryptedEnvelopeSchema, form1040DataSchema, FORM_BOUNDS_MESSAGES, FORM_MAX_BYTES, unknownFormFieldPath } from './form';
import { amountOrZero } from './amounts';

export type ValidationResult = { valid: true; value: string } | { valid: false; error: string };

const ok = (value: string): ValidationResult => ({ valid: true, value });
const fail = (error: string): ValidationResult => ({ valid: false, error });

export const VALIDATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: 'Name must be between 1 and 50 characters',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, apostrophes, and periods',
  ssnRequired: 'SSN is required',
  ssnDigits: 'SSN must be 9 digits',
  ssnFormat: 'Invalid SSN format',
  ssnPattern: 'Invalid SSN pattern',
  dobRequired: 'Date of birth is required',
  dobFormat: 'Invalid date format',
  dobRange: 'Date of birth must be between 1900 and today',
  dobAge: 'Invalid age for tax filing',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  phoneAreaCode: 'Invalid area code',
  phoneExchange: 'Invalid exchange code',
  emailRequired: 'Email is required',
  emailLength: 'Email must be less than 254 characters',
  emailFormat: 'Invalid email format',
  emailLocalLength: 'Email local part too long',
  emailDomainLength: 'Email domain too long',
  // Ours: spec 1 §5 gives the ZIP and middle-initial rules without messages.
  zipRequired: 'ZIP code is required',
  zipFormat: 'ZIP code must be 5 digits or 5+4 digits (12345 or 12345-6789)',
  middleInitial: 'Middle initial must be a single letter',
} as const;
const M = VALIDATION_MESSAGES;

/** Title of the destructive toast for an invalid personal field (shown only when the value is not blank). */
export const VALIDATION_ERROR_TITLE = 'Validation Error';

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

// ---------------------------------------------------------------------------------------------
// Names, SSN, date of birth, phone, email, ZIP, middle initial (spec 1 §5)
// ---------------------------------------------------------------------------------------------

export const NAME_MAX_LENGTH = 50;
const NAME_CHARACTERS = /^[\p{L}\s\-'.]+$/u;

/**
 * First, last and spouse names: trimmed, runs of spaces collapsed, each word's first letter capitalised
 * (the rest is kept as typed, so 'McDonald' and 'de la Cruz'-style casing survive except the first letter).
 */
export function validateName(input: string | null | undefined): ValidationResult {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  if (value === '') return fail(M.nameRequired);
  if (value.length > NAME_MAX_LENGTH) return fail(M.nameLength);
  if (!NAME_CHARACTERS.test(value)) return fail(M.nameCharacters);
  return ok(value.split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' '));
}

export const SSN_INPUT_MAX_LENGTH = 11;
const REJECTED_SSN_PATTERNS = ['123456789', '111111111', '222222222', '333333333', '444444444', '555555555', '777777777', '888888888'];

/** SSN: hyphens and spaces stripped, 9 digits, valid area/group/serial, not a known dummy; 'xxx-xx-xxxx'. */
export function validateSSN(input: string | null | undefined): ValidationResult {
  if (isBlank(input)) return fail(M.ssnRequired);
  const digits = input!.replace(/[-\s]/g, '');
  if (!/^\d{9}$/.test(digits)) return fail(M.ssnDigits);
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  if (area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000') return fail(M.ssnFormat);
  if (REJECTED_SSN_PATTERNS.includes(digits)) return fail(M.ssnPattern);
  return ok(`${area}-${group}-${serial}`);
}

/**
 * Formats SSN digits while typing: digits only, at most 9, 'xxx', 'xxx-x', 'xxx-xx-x'... (spec 1 §5:
 * spouse SSN auto-formatted; dependent SSN auto-formatted with max length 11, the same formatter).
 */
export function formatSSNInput(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
export const formatSpouseSSN = formatSSNInput;
export const formatDependentSSN = formatSSNInput;

/** A calendar date; months 1-12. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads 'YYYY-MM-DD' (an ISO time part is ignored) or 'MM/DD/YYYY'; null when not a real date. */
export function parseCalendarDate(input: string): CalendarDate | null {
  const text = input.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(text);
  let year: number, month: number, day: number;
  if (match) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (!match) return null;
    [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const compareDates = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;
const toIsoDate = (date: CalendarDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Today as a calendar date in the local time zone of the caller. */
function calendarToday(today: Date): CalendarDate {
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

/** Whole years between a date of birth and a day (birthday counted on the day itself). */
export function ageOn(dateOfBirth: CalendarDate, day: CalendarDate): number {
  const hadBirthday = day.month > dateOfBirth.month || (day.month === dateOfBirth.month && day.day >= dateOfBirth.day);
  return day.year - dateOfBirth.year - (hadBirthday ? 0 : 1);
}

export const MAX_AGE = 120;

/**
 * Date of birth, stored as YYYY-MM-DD. `today` is injectable for tests.
 * The spec's two range messages are read so that both can occur: a date before 1900 or after today gets
 * 'Date of birth must be between 1900 and today' (its own words), and a date that makes the person older
 * than 120 gets 'Invalid age for tax filing'. Together they accept exactly the spec's range: within the
 * past 120 years and not in the future.
 */
export function validateDateOfBirth(input: string | null | undefined, today: Date = new Date()): ValidationResult {
  if (isBlank(input)) return fail(M.dobRequired);
  const date = parseCalendarDate(input!);
  if (!date) return fail(M.dobFormat);
  const now = calendarToday(today);
  if (date.year < 1900 || compareDates(date, now) > 0) return fail(M.dobRange);
  // Within the past 120 years: on or after the same day 120 years ago (age 120 at most, reached today).
  const earliest = { year: now.year - MAX_AGE, month: now.month, day: Math.min(now.day, daysInMonth(now.year - MAX_AGE, now.month)) };
  if (compareDates(date, earliest) < 0) return fail(M.dobAge);
  return ok(toIsoDate(date));
}

/** Phone: punctuation removed, a leading 1 dropped from 11 digits, 10 digits, NANP area/exchange; '(xxx) xxx-xxxx'. */
export function validatePhone(input: string | null | undefined): ValidationResult {
  if (isBlank(input)) return fail(M.phoneRequired);
  let digits = input!.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return fail(M.phoneDigits);
  if (/^[01]/.test(digits)) return fail(M.phoneAreaCode);
  if (/^[01]/.test(digits.slice(3))) return fail(M.phoneExchange);
  return ok(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
}

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 253;
// Local part: RFC 5322 atoms separated by single dots. Domain: dot-separated labels of letters, digits and
// inner hyphens, ending in a letters-only top-level label.
const EMAIL_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/**
 * Email: trimmed and lowercased. The part checks (local 64, domain 253) run before the total (254) so
 * that each message can occur: a 254-character domain would otherwise always trip the total first.
 */
export function validateEmail(input: string | null | undefined): ValidationResult {
  if (isBlank(input)) return fail(M.emailRequired);
  const value = input!.trim().toLowerCase();
  if (value.length > 1000 || !EMAIL_PATTERN.test(value)) {
    // Over 1000 characters is never an address; the regex is not run on such text.
    return fail(value.length > EMAIL_MAX_LENGTH ? M.emailLength : M.emailFormat);
  }
  const at = value.lastIndexOf('@');
  if (at > EMAIL_LOCAL_MAX_LENGTH) return fail(M.emailLocalLength);
  if (value.length - at - 1 > EMAIL_DOMAIN_MAX_LENGTH) return fail(M.emailDomainLength);
  if (value.length > EMAIL_MAX_LENGTH) return fail(M.emailLength);
  return ok(value);
}

/** ZIP: 12345 or 12345-6789 (nine digits without the hyphen are accepted and formatted). */
export function validateZip(input: string | null | undefined): ValidationResult {
  if (isBlank(input)) return fail(M.zipRequired);
  const value = input!.trim();
  if (/^\d{5}$/.test(value)) return ok(value);
  const match = /^(\d{5})-?(\d{4})$/.exec(value);
  return match ? ok(`${match[1]}-${match[2]}`) : fail(M.zipFormat);
}

/** Middle initial: optional, one letter, stored upper-case (a trailing period is dropped). */
export function validateMiddleInitial(input: string | null | undefined): ValidationResult {
  const value = (input ?? '').trim().replace(/\.$/, '');
  if (value === '') return ok('');
  return /^\p{L}$/u.test(value) ? ok(value.toUpperCase()) : fail(M.middleInitial);
}

// ---------------------------------------------------------------------------------------------
// Server re-validation of the personal fields (ARCHITECTURE decision 8)
// ---------------------------------------------------------------------------------------------

export type FieldValidator = (value: string, today: Date) => ValidationResult;

/** Which validator checks which personal field of form_1040_data. */
export const PERSONAL_FIELD_VALIDATORS: Record<string, FieldValidator> = {
  firstName: validateName,
  lastName: validateName,
  spouseFirstName: validateName,
  spouseLastName: validateName,
  middleInitial: validateMiddleInitial,
  spouseMiddleInitial: validateMiddleInitial,
  ssn: validateSSN,
  // The spec shows no validity checks for the spouse SSN (only its formatter); an SSN is an SSN, so the
  // server applies the SSN rules to a plaintext one. In practice it arrives encrypted and is accepted.
  spouseSSN: validateSSN,
  dateOfBirth: validateDateOfBirth,
  spouseDateOfBirth: validateDateOfBirth,
  phone: validatePhone,
  email: validateEmail,
  zip: validateZip,
};

/** Which validator checks which field of a dependent card. */
export const DEPENDENT_FIELD_VALIDATORS: Record<string, FieldValidator> = {
  firstName: validateName,
  lastName: validateName,
  middleInitial: validateMiddleInitial,
  ssn: validateSSN,
  dob: validateDateOfBirth,
};

export interface FieldError {
  /** The field's path in form_1040_data: 'ssn', 'dependents.0.dob'. */
  field: string;
  error: string;
}

const isEnvelope = (value: unknown) => encryptedEnvelopeSchema.safeParse(value).success;

function checkFields(record: Record<string, unknown>, validators: Record<string, FieldValidator>, prefix: string, today: Date, errors: FieldError[]) {
  for (const [field, validate] of Object.entries(validators)) {
    const value = record[field];
    if (value === undefined || value === null || isEnvelope(value)) continue;
    if (typeof value !== 'string') {
      errors.push({ field: prefix + field, error: `${field} must be text` });
      continue;
    }
    if (value.trim() === '') continue;
    const result = validate(value, today);
    if (!result.valid) errors.push({ field: prefix + field, error: result.error });
  }
}

/**
 * Re-validates every present, non-empty, non-encrypted personal field of a form (also each dependent's)
 * with the same validators as the browser, and the 10-dependent limit. Returns the errors, [] when valid.
 * Encrypted envelopes are accepted as they are: the server never sees their plaintext.
 */
export function validatePersonalInfo(form: Record<string, unknown> | null | undefined, options: { today?: Date } = {}): FieldError[] {
  const errors: FieldError[] = [];
  if (!form) return errors;
  const today = options.today ?? new Date();
  checkFields(form, PERSONAL_FIELD_VALIDATORS, '', today, errors);
  const dependents = form.dependents;
  if (Array.isArray(dependents)) {
    if (dependents.length > MAX_DEPENDENTS) errors.push({ field: 'dependents', error: MAXIMUM_DEPENDENTS_MESSAGE });
    dependents.forEach((dependent, index) => {
      if (dependent && typeof dependent === 'object') {
        checkFields(dependent as Record<string, unknown>, DEPENDENT_FIELD_VALIDATORS, `dependents.${index}.`, today, errors);
      }
    });
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Wizard gating (spec 1 §5)
// ---------------------------------------------------------------------------------------------

export const REQUIRED_FIELDS_MISSING_TITLE = 'Required Fields Missing';
export const ENCRYPTION_NOT_READY_TITLE = 'Security Setup Required';
export const ENCRYPTION_NOT_READY_MESSAGE = 'Encryption is not ready. Please wait a moment and try again.';
export const MAXIMUM_DEPENDENTS_TITLE = 'Maximum Dependents Reached';
export const MAXIMUM_DEPENDENTS_MESSAGE = 'You cannot add more than 10 dependents.';

/** The words for a field in the 'Please fill in:' message. */
export const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  middleInitial: 'Middle Initial',
  lastName: 'Last Name',
  ssn: 'SSN',
  dateOfBirth: 'Date of Birth',
  driversLicense: "Driver's License",
  phone: 'Phone',
  email: 'Email',
  street: 'Street',
  street2: 'Apartment, Suite, etc.',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  filingStatus: 'Filing Status',
  spouseFirstName: 'Spouse First Name',
  spouseLastName: 'Spouse Last Name',
  spouseSSN: 'Spouse SSN',
  dob: 'Date of Birth',
  relationship: 'Relationship',
};

export const WIZARD_REQUIRED_FIELDS = {
  1: ['firstName', 'lastName', 'ssn', 'dateOfBirth', 'phone', 'email'],
  2: ['street', 'city', 'state', 'zip'],
  3: ['filingStatus'],
  4: [],
} as const;
export const SPOUSE_REQUIRED_FIELDS = ['spouseFirstName', 'spouseLastName', 'spouseSSN'] as const;
export const DEPENDENT_REQUIRED_FIELDS = ['firstName', 'lastName', 'ssn', 'dob', 'relationship'] as const;

export type WizardStep = 1 | 2 | 3 | 4;
export type WizardGate =
  | { ok: true }
  | {
      ok: false;
      /** Paths of the fields to highlight ('ssn', 'dependents.1.dob'); [] when encryption is what blocks. */
      missing: string[];
      title: string;
      message: string;
    };

/** A required value is present when it is a non-blank string or an encrypted envelope. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return isEnvelope(value);
}

/**
 * Whether the wizard may advance from `step`, and if not which fields to highlight and what the toast
 * says. `encryptionReady: false` blocks every step first (spec 1 §5).
 */
export function checkWizardStep(step: WizardStep, form: Record<string, unknown> | null | undefined, options: { encryptionReady?: boolean } = {}): WizardGate {
  if (options.encryptionReady === false) {
    return { ok: false, missing: [], title: ENCRYPTION_NOT_READY_TITLE, message: ENCRYPTION_NOT_READY_MESSAGE };
  }
  const data = form ?? {};
  const missingOf = (fields: readonly string[], record: Record<string, unknown> = data, prefix = '') =>
    fields.filter((field) => !isFilled(record[field])).map((field) => prefix + field);
  const blocked = (missing: string[], message: string): WizardGate => ({ ok: false, missing, title: REQUIRED_FIELDS_MISSING_TITLE, message });

  switch (step) {
    case 1: {
      const missing = missingOf(WIZARD_REQUIRED_FIELDS[1]);
      return missing.length ? blocked(missing, `Please fill in: ${missing.map((field) => FIELD_LABELS[field]).join(', ')}`) : { ok: true };
    }
    case 2: {
      const missing = missingOf(WIZARD_REQUIRED_FIELDS[2]);
      return missing.length ? blocked(missing, 'Please fill in all required address fields before continuing.') : { ok: true };
    }
    case 3: {
      const missing = missingOf(WIZARD_REQUIRED_FIELDS[3]);
      if (missing.length) return blocked(missing, 'Please select your filing status before continuing.');
      if (data.filingStatus === 'married-joint') {
        const spouseMissing = missingOf(SPOUSE_REQUIRED_FIELDS);
        if (spouseMissing.length) return blocked(spouseMissing, 'Please fill in all required spouse information before continuing.');
      }
      return { ok: true };
    }
    case 4: {
      const dependents = Array.isArray(data.dependents) ? data.dependents : [];
      const missing = dependents.flatMap((dependent, index) =>
        missingOf(DEPENDENT_REQUIRED_FIELDS, (dependent ?? {}) as Record<string, unknown>, `dependents.${index}.`),
      );
      return missing.length ? blocked(missing, 'Please fill in all required dependent information before continuing.') : { ok: true };
    }
  }
}

/** Whether another dependent may be added (Add Dependent is disabled at 10). */
export function canAddDependent(count: number): boolean {
  return count < MAX_DEPENDENTS;
}

/** The dependents section's counter: 'N of M dependents added'. */
export function dependentsCounter(count: number): string {
  return `${count} of ${MAX_DEPENDENTS} dependents added`;
}

// ---------------------------------------------------------------------------------------------
// Amount inputs (spec 2 §5, spec 3 §5) and money (spec 1 §9, spec 2 §9, spec 3 §9)
// ---------------------------------------------------------------------------------------------

export const AMOUNT_MAX_INTEGER_DIGITS = 10;
export const AMOUNT_MAX_DECIMALS = 2;
const AMOUNT_INPUT = /^\d{0,10}(?:\.\d{0,2})?$/;

/**
 * Whether a typed amount may stand (deduction, credit, investment, miscellaneous, business, rental,
 * retirement and government amounts): empty, or up to 10 integer digits with an optional point and up to
 * 2 decimals. Anything else is rejected (the keystroke is ignored).
 */
export function isAcceptableAmountInput(text: string): boolean {
  return AMOUNT_INPUT.test(text);
}

/**
 * Cleans a typed amount (income-card manual amounts, expense rows, SSA amounts): strips every character
 * that is not a digit or a point, keeps the first point only, caps at 2 decimals. The integer part is
 * also capped at 10 digits, the product-wide amount format (spec 2 §9).
 */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned.slice(0, AMOUNT_MAX_INTEGER_DIGITS);
  const integer = cleaned.slice(0, point).slice(0, AMOUNT_MAX_INTEGER_DIGITS);
  const decimals = cleaned.slice(point + 1).replace(/\./g, '').slice(0, AMOUNT_MAX_DECIMALS);
  return `${integer}.${decimals}`;
}

/** The number an amount text stands for: '' (and anything unreadable) counts as 0. */
export function parseAmountInput(text: string | number | null | undefined): number {
  return amountOrZero(text);
}

/** Rounds to cents (amounts are stored with 2 decimals). */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Shows a stored amount in an input: 2 decimals ('0.00' for 0). */
export function amountToInput(value: number | null | undefined): string {
  return roundToCents(value ?? 0).toFixed(2);
}

/** Whole numbers for rental days: parsed as an integer, 0 when not a number or negative. */
export function parseWholeNumber(text: string | number | null | undefined): number {
  const value = typeof text === 'number' ? Math.trunc(text) : Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Money as US dollars with 2 decimals, en-US: '$1,234.50'. */
export function formatMoney(value: number): string {
  return usd.format(value);
}

/** Money in whole dollars for the header summary: '$1,235'. */
export function formatWholeDollars(value: number): string {
  return wholeUsd.format(value);
}

// ---- A save's bounds (issue 7 item 6): the browser checks them before sending, the server again ----

/** Size of `value` as JSON in UTF-8 bytes (what is stored and sent). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

/**
 * The first reason a save's `data` (top-level keys, each replacing the stored one) is refused, or null: a key
 * the form does not have (at any depth, `field` its path), a field outside its bounds (in the schema's order, as `invalidForm` + path + message),
 * or a save larger than a whole form may be. The personal-info rules (spec 1 §5) are `validatePersonalInfo`'s.
 */
export function formPatchProblem(patch: Record<string, unknown>, invalidForm: string): { field: string; error: string } | null {
  const shape = form1040DataSchema.shape as Record<string, z.ZodType>;
  // A key the form does not name, at the top or inside a list item (reading would drop the item's silently).
  const unknown = unknownFormFieldPath(patch);
  if (unknown !== null) return { field: unknown, error: `${invalidForm} ${unknown}: ${FORM_BOUNDS_MESSAGES.unknownField}` };
  for (const key of Object.keys(shape)) {
    if (!Object.hasOwn(patch, key)) continue;
    const parsed = shape[key]!.safeParse(patch[key]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = [key, ...(issue?.path ?? [])].map(String).join('.');
      return { field: key, error: issue ? `${invalidForm} ${path}: ${issue.message}` : invalidForm };
    }
  }
  if (jsonBytes(patch) > FORM_MAX_BYTES) return { field: '', error: FORM_BOUNDS_MESSAGES.formTooLarge };
  return null;
}
