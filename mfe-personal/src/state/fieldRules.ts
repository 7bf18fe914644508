// The wizard's field rules beyond validation (spec 1 §5; the validators are contracts'): formatting while
// typing, which fields each step shows, and the filing-status choices.
import { formatSpouseSSN } from '@taxapp/contracts/validation';

/** Formatting while typing (spec 1 §5: the spouse SSN; a dependent's SSN is formatted by its card). */
export const TYPING_FORMATTERS: Record<string, (value: string) => string> = {
  spouseSSN: formatSpouseSSN,
};

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
