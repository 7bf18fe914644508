// Which validator cleans which wizard field (spec 1 §5), and which fields leave the device encrypted.
import {
  formatDependentSSN,
  formatSpouseSSN,
  validateDateOfBirth,
  validateEmail,
  validateMiddleInitial,
  validateName,
  validatePhone,
  validateSSN,
  validateZip,
  type ValidationResult,
} from '@taxapp/contracts/validation';

export type Validator = (value: string) => ValidationResult;

export const FIELD_VALIDATORS: Record<string, Validator> = {
  firstName: validateName,
  lastName: validateName,
  middleInitial: validateMiddleInitial,
  ssn: validateSSN,
  dateOfBirth: (value) => validateDateOfBirth(value),
  phone: validatePhone,
  email: validateEmail,
  zip: validateZip,
  spouseFirstName: validateName,
  spouseLastName: validateName,
  spouseMiddleInitial: validateMiddleInitial,
  // The spec shows no validity checks for the spouse SSN beyond its formatter; an SSN is an SSN, and the
  // server re-validates with the same rule (contracts PERSONAL_FIELD_VALIDATORS).
  spouseSSN: validateSSN,
  spouseDateOfBirth: (value) => validateDateOfBirth(value),
};

export const DEPENDENT_VALIDATORS: Record<string, Validator> = {
  firstName: validateName,
  lastName: validateName,
  ssn: validateSSN,
  dob: (value) => validateDateOfBirth(value),
};

/** Formatting while typing (spec 1 §5: spouse and dependent SSNs). */
export const TYPING_FORMATTERS: Record<string, (value: string) => string> = {
  spouseSSN: formatSpouseSSN,
  'dependents.ssn': formatDependentSSN,
};

/** The text fields of the four steps, in form_1040_data. */
export const TEXT_FIELDS = [
  'firstName', 'middleInitial', 'lastName', 'ssn', 'dateOfBirth', 'driversLicense', 'phone', 'email',
  'street', 'street2', 'city', 'state', 'zip',
  'primaryStateStartDate', 'primaryStateEndDate', 'additionalState', 'additionalStateStartDate', 'additionalStateEndDate', 'filingStatus',
  'spouseFirstName', 'spouseMiddleInitial', 'spouseLastName', 'spouseSSN', 'spouseDateOfBirth',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Which fields each step shows (their errors block that step's Continue). */
export const STEP_FIELDS: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['firstName', 'middleInitial', 'lastName', 'ssn', 'dateOfBirth', 'driversLicense', 'phone', 'email'],
  2: ['street', 'street2', 'city', 'state', 'zip'],
  3: [
    'filingStatus', 'primaryStateStartDate', 'primaryStateEndDate', 'additionalState', 'additionalStateStartDate', 'additionalStateEndDate',
    'spouseFirstName', 'spouseMiddleInitial', 'spouseLastName', 'spouseSSN', 'spouseDateOfBirth',
  ],
  4: [],
};

/** The wizard's filing-status selector says head-household; storage says head-of-household (ARCHITECTURE decision 3). */
export const FILING_STATUS_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'married-joint', label: 'Married Filing Jointly' },
  { value: 'married-separate', label: 'Married Filing Separately' },
  { value: 'head-household', label: 'Head of Household' },
  { value: 'qualifying-widow', label: 'Qualifying Surviving Spouse' },
] as const;
export const filingStatusForSelect = (stored: string) => (stored === 'head-of-household' ? 'head-household' : stored);
