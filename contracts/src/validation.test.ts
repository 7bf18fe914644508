import { describe, expect, it } from 'vitest';
import {
  amountToInput,
  canAddDependent,
  checkWizardStep,
  dependentsCounter,
  formatDependentSSN,
  formatMoney,
  formatSpouseSSN,
  formatWholeDollars,
  isAcceptableAmountInput,
  parseAmountInput,
  parseWholeNumber,
  roundToCents,
  sanitizeAmountInput,
  validateDateOfBirth,
  validateEmail,
  validateMiddleInitial,
  validateName,
  validatePersonalInfo,
  validatePhone,
  validateSSN,
  validateZip,
} from './validation';

const envelope = { encryptedData: 'abc', iv: 'iv', salt: 'salt', level: 1, keyVersion: 1, algorithm: 'AES-GCM' };
const invalid = (error: string) => ({ valid: false, error });
const valid = (value: string) => ({ valid: true, value });

describe('name (spec 1 §5)', () => {
  it('requires a name', () => {
    expect(validateName('')).toEqual(invalid('Name is required'));
    expect(validateName('   ')).toEqual(invalid('Name is required'));
    expect(validateName(undefined)).toEqual(invalid('Name is required'));
  });
  it('allows 1 to 50 characters', () => {
    expect(validateName('a'.repeat(51))).toEqual(invalid('Name must be between 1 and 50 characters'));
    expect(validateName('A'.repeat(50))).toEqual(valid('A'.repeat(50)));
    expect(validateName('j')).toEqual(valid('J'));
  });
  it('allows only letters, spaces, hyphens, apostrophes and periods', () => {
    expect(validateName('John3')).toEqual(invalid('Name can only contain letters, spaces, hyphens, apostrophes, and periods'));
    expect(validateName('Ann@')).toEqual(invalid('Name can only contain letters, spaces, hyphens, apostrophes, and periods'));
    expect(validateName("o'brien-smith jr.")).toEqual(valid("O'brien-smith Jr."));
  });
  it('capitalises each word and tidies spaces', () => {
    expect(validateName('  mary   ann ')).toEqual(valid('Mary Ann'));
    expect(validateName('McDonald')).toEqual(valid('McDonald'));
    expect(validateName('josé')).toEqual(valid('José'));
  });
});

describe('SSN (spec 1 §5)', () => {
  it('requires an SSN', () => {
    expect(validateSSN('')).toEqual(invalid('SSN is required'));
    expect(validateSSN(' ')).toEqual(invalid('SSN is required'));
  });
  it('strips hyphens and spaces and needs 9 digits', () => {
    expect(validateSSN('123-45-678')).toEqual(invalid('SSN must be 9 digits'));
    expect(validateSSN('123-45-67890')).toEqual(invalid('SSN must be 9 digits'));
    expect(validateSSN('12a-45-6789')).toEqual(invalid('SSN must be 9 digits'));
    expect(validateSSN('234 56 7890')).toEqual(valid('234-56-7890'));
    expect(validateSSN('234567890')).toEqual(valid('234-56-7890'));
  });
  it('rejects area 000, 666, 9xx, group 00 and serial 0000', () => {
    for (const ssn of ['000-12-3456', '666-12-3456', '900-12-3456', '999-12-3456', '123-00-4567', '123-45-0000']) {
      expect(validateSSN(ssn)).toEqual(invalid('Invalid SSN format'));
    }
  });
  it('rejects the dummy patterns', () => {
    for (const ssn of ['123456789', '111111111', '222222222', '333333333', '444444444', '555555555', '777777777', '888888888']) {
      expect(validateSSN(ssn)).toEqual(invalid('Invalid SSN pattern'));
    }
  });
  it('formats spouse and dependent SSNs while typing', () => {
    expect(formatSpouseSSN('1')).toBe('1');
    expect(formatSpouseSSN('123')).toBe('123');
    expect(formatSpouseSSN('1234')).toBe('123-4');
    expect(formatSpouseSSN('12345')).toBe('123-45');
    expect(formatSpouseSSN('123456')).toBe('123-45-6');
    expect(formatSpouseSSN('abc123-45-67890')).toBe('123-45-6789');
    expect(formatDependentSSN('234567890')).toBe('234-56-7890');
    expect(formatDependentSSN('234-56-78901234')).toHaveLength(11);
  });
});

describe('date of birth (spec 1 §5)', () => {
  const today = new Date(2025, 2, 15); // 15 March 2025, local time
  it('requires a date', () => {
    expect(validateDateOfBirth('', today)).toEqual(invalid('Date of birth is required'));
  });
  it('must parse as a real date', () => {
    expect(validateDateOfBirth('yesterday', today)).toEqual(invalid('Invalid date format'));
    expect(validateDateOfBirth('1990-02-30', today)).toEqual(invalid('Invalid date format'));
    expect(validateDateOfBirth('13/01/1990', today)).toEqual(invalid('Invalid date format'));
  });
  it('must lie between 1900 and today', () => {
    expect(validateDateOfBirth('2025-03-16', today)).toEqual(invalid('Date of birth must be between 1900 and today'));
    expect(validateDateOfBirth('1899-12-31', today)).toEqual(invalid('Date of birth must be between 1900 and today'));
  });
  it('must give an age of 0 to 120', () => {
    expect(validateDateOfBirth('1905-03-14', today)).toEqual(invalid('Invalid age for tax filing'));
    expect(validateDateOfBirth('1905-03-15', today)).toEqual(valid('1905-03-15'));
    expect(validateDateOfBirth('2025-03-15', today)).toEqual(valid('2025-03-15'));
  });
  it('is stored as YYYY-MM-DD', () => {
    expect(validateDateOfBirth('7/4/1985', today)).toEqual(valid('1985-07-04'));
    expect(validateDateOfBirth('1985-7-4', today)).toEqual(valid('1985-07-04'));
    expect(validateDateOfBirth('1985-07-04T00:00:00.000Z', today)).toEqual(valid('1985-07-04'));
  });
});

describe('phone (spec 1 §5)', () => {
  it('requires a phone number', () => {
    expect(validatePhone('')).toEqual(invalid('Phone number is required'));
  });
  it('needs 10 digits after dropping punctuation and a leading 1', () => {
    expect(validatePhone('555-1234')).toEqual(invalid('Phone number must be 10 digits'));
    expect(validatePhone('2345678901234')).toEqual(invalid('Phone number must be 10 digits'));
    expect(validatePhone('+1 (234) 567-8901')).toEqual(valid('(234) 567-8901'));
    expect(validatePhone('234.567.8901')).toEqual(valid('(234) 567-8901'));
  });
  it('checks the area and exchange codes', () => {
    expect(validatePhone('(034) 567-8901')).toEqual(invalid('Invalid area code'));
    expect(validatePhone('(134) 567-8901')).toEqual(invalid('Invalid area code'));
    expect(validatePhone('(234) 067-8901')).toEqual(invalid('Invalid exchange code'));
    expect(validatePhone('(234) 167-8901')).toEqual(invalid('Invalid exchange code'));
  });
});

describe('email (spec 1 §5)', () => {
  it('requires an email', () => {
    expect(validateEmail('')).toEqual(invalid('Email is required'));
  });
  it('trims and lowercases', () => {
    expect(validateEmail('  Jane.Doe@Example.COM ')).toEqual(valid('jane.doe@example.com'));
  });
  it('checks the pattern', () => {
    for (const email of ['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', 'jane..doe@example.com']) {
      expect(validateEmail(email)).toEqual(invalid('Invalid email format'));
    }
  });
  it('limits the local part, the domain and the whole', () => {
    expect(validateEmail(`${'a'.repeat(65)}@example.com`)).toEqual(invalid('Email local part too long'));
    expect(validateEmail(`${'a'.repeat(64)}@example.com`).valid).toBe(true);
    const longDomain = `${Array.from({ length: 5 }, () => 'b'.repeat(50)).join('.')}.com`; // 258 characters
    expect(validateEmail(`a@${longDomain}`)).toEqual(invalid('Email domain too long'));
    const domain200 = `${Array.from({ length: 4 }, () => 'c'.repeat(48)).join('.')}.example.com`; // 207 characters
    expect(validateEmail(`${'a'.repeat(60)}@${domain200}`)).toEqual(invalid('Email must be less than 254 characters'));
    expect(validateEmail('x'.repeat(2000))).toEqual(invalid('Email must be less than 254 characters'));
  });
});

describe('ZIP and middle initial (spec 1 §5)', () => {
  it('accepts 5 digits or 5+4', () => {
    expect(validateZip('07030')).toEqual(valid('07030'));
    expect(validateZip('07030-1234')).toEqual(valid('07030-1234'));
    expect(validateZip('070301234')).toEqual(valid('07030-1234'));
    expect(validateZip('7030')).toEqual(invalid('ZIP code must be 5 digits or 5+4 digits (12345 or 12345-6789)'));
    expect(validateZip('')).toEqual(invalid('ZIP code is required'));
  });
  it('takes one letter as middle initial', () => {
    expect(validateMiddleInitial('q')).toEqual(valid('Q'));
    expect(validateMiddleInitial('Q.')).toEqual(valid('Q'));
    expect(validateMiddleInitial('')).toEqual(valid(''));
    expect(validateMiddleInitial('QR')).toEqual(invalid('Middle initial must be a single letter'));
  });
});

describe('server re-validation (ARCHITECTURE decision 8)', () => {
  const today = new Date(2025, 0, 1);
  it('accepts a valid form, empty fields and encrypted envelopes', () => {
    expect(
      validatePersonalInfo(
        { firstName: 'Jane', lastName: 'Doe', ssn: envelope, phone: envelope, dateOfBirth: envelope, email: 'jane@example.com', zip: '', spouseSSN: '' },
        { today },
      ),
    ).toEqual([]);
    expect(validatePersonalInfo(null)).toEqual([]);
  });
  it('lists every invalid plaintext field, dependents included', () => {
    expect(
      validatePersonalInfo(
        {
          firstName: 'J4ne',
          ssn: '123-45-6789',
          email: 'nope',
          zip: '1',
          spouseSSN: '000-11-2222',
          dependents: [{ firstName: 'Kid', ssn: envelope, dob: '2030-01-01' }],
        },
        { today },
      ),
    ).toEqual([
      { field: 'firstName', error: 'Name can only contain letters, spaces, hyphens, apostrophes, and periods' },
      { field: 'ssn', error: 'Invalid SSN pattern' },
      { field: 'spouseSSN', error: 'Invalid SSN format' },
      { field: 'email', error: 'Invalid email format' },
      { field: 'zip', error: 'ZIP code must be 5 digits or 5+4 digits (12345 or 12345-6789)' },
      { field: 'dependents.0.dob', error: 'Date of birth must be between 1900 and today' },
    ]);
  });
  it('rejects more than 10 dependents and non-text values', () => {
    const dependents = Array.from({ length: 11 }, () => ({ firstName: 'Kid' }));
    expect(validatePersonalInfo({ dependents, phone: 5551234 })).toEqual([
      { field: 'phone', error: 'phone must be text' },
      { field: 'dependents', error: 'You cannot add more than 10 dependents.' },
    ]);
  });
});

describe('wizard gating (spec 1 §5)', () => {
  it('step 1 names the missing fields as words', () => {
    expect(checkWizardStep(1, { firstName: ' ', lastName: '', ssn: envelope, dateOfBirth: envelope, phone: envelope, email: 'a@b.co' })).toEqual({
      ok: false,
      missing: ['firstName', 'lastName'],
      title: 'Required Fields Missing',
      message: 'Please fill in: First Name, Last Name',
    });
    expect(checkWizardStep(1, {})).toMatchObject({ message: 'Please fill in: First Name, Last Name, SSN, Date of Birth, Phone, Email' });
    expect(checkWizardStep(1, { firstName: 'A', lastName: 'B', ssn: '234-56-7890', dateOfBirth: '1990-01-01', phone: '2345678901', email: 'a@b.co' })).toEqual({ ok: true });
  });
  it('step 2 requires the address', () => {
    expect(checkWizardStep(2, { street: '1 Main St', city: 'Newark', state: 'NJ' })).toEqual({
      ok: false,
      missing: ['zip'],
      title: 'Required Fields Missing',
      message: 'Please fill in all required address fields before continuing.',
    });
    expect(checkWizardStep(2, { street: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102' })).toEqual({ ok: true });
  });
  it('step 3 requires a filing status and, for married-joint, the spouse', () => {
    expect(checkWizardStep(3, { filingStatus: '' })).toMatchObject({ ok: false, missing: ['filingStatus'], message: 'Please select your filing status before continuing.' });
    expect(checkWizardStep(3, { filingStatus: 'married-joint', spouseFirstName: 'Sam' })).toMatchObject({
      ok: false,
      missing: ['spouseLastName', 'spouseSSN'],
      message: 'Please fill in all required spouse information before continuing.',
    });
    expect(checkWizardStep(3, { filingStatus: 'married-joint', spouseFirstName: 'Sam', spouseLastName: 'Doe', spouseSSN: envelope })).toEqual({ ok: true });
    expect(checkWizardStep(3, { filingStatus: 'single' })).toEqual({ ok: true });
  });
  it('step 4 requires every field of each dependent, and allows none', () => {
    expect(checkWizardStep(4, { dependents: [] })).toEqual({ ok: true });
    expect(checkWizardStep(4, { dependents: [{ firstName: 'Kid', lastName: 'Doe', ssn: envelope, dob: envelope, relationship: ' ' }] })).toEqual({
      ok: false,
      missing: ['dependents.0.relationship'],
      title: 'Required Fields Missing',
      message: 'Please fill in all required dependent information before continuing.',
    });
  });
  it('blocks while encryption is not ready', () => {
    expect(checkWizardStep(2, {}, { encryptionReady: false })).toEqual({
      ok: false,
      missing: [],
      title: 'Security Setup Required',
      message: 'Encryption is not ready. Please wait a moment and try again.',
    });
  });
  it('allows at most 10 dependents', () => {
    expect(canAddDependent(9)).toBe(true);
    expect(canAddDependent(10)).toBe(false);
    expect(dependentsCounter(3)).toBe('3 of 10 dependents added');
  });
});

describe('amount inputs (spec 2 §5, spec 3 §5)', () => {
  it('accepts up to 10 integer digits and 2 decimals', () => {
    for (const text of ['', '0', '1234567890', '1234567890.12', '12.', '.5', '0.99']) expect(isAcceptableAmountInput(text)).toBe(true);
    for (const text of ['12345678901', '1.234', '1,000', '-5', 'abc', '1.2.3']) expect(isAcceptableAmountInput(text)).toBe(false);
  });
  it('strips other characters, keeps one point and 2 decimals', () => {
    expect(sanitizeAmountInput('$1,234.567')).toBe('1234.56');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('abc')).toBe('');
    expect(sanitizeAmountInput('123456789012')).toBe('1234567890');
  });
  it('reads, rounds and shows amounts', () => {
    expect(parseAmountInput('')).toBe(0);
    expect(parseAmountInput('1,234.50')).toBe(1234.5);
    expect(parseAmountInput('x')).toBe(0);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(amountToInput(0)).toBe('0.00');
    expect(parseWholeNumber('12.7')).toBe(12);
    expect(parseWholeNumber('')).toBe(0);
  });
  it('formats money with 2 decimals and in whole dollars for the header', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-20)).toBe('-$20.00');
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
  });
});
