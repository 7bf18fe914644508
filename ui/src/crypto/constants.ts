// Encryption constants of spec 1 §9 and the field levels.

export const ALGORITHM = 'AES-GCM';
export const KEY_BYTES = 32;
export const IV_BYTES = 12;
export const SALT_BYTES = 16;

export type EncryptionLevel = 1 | 2 | 3 | 4;

/** PBKDF2 iterations of each level's field key (spec 1 §9). */
export const LEVEL_ITERATIONS: Record<EncryptionLevel, number> = { 1: 200_000, 2: 150_000, 3: 100_000, 4: 50_000 };

/** The wrapping keys are the spec's password-derived master keys: UNLOCK_ITERATIONS (200,000) in contracts/keys.ts. */

/** Key rotation schedule in days, by level (spec 1 §9). */
export const KEY_ROTATION_DAYS: Record<EncryptionLevel, number> = { 1: 30, 2: 60, 3: 90, 4: 180 };

/** The local encryption audit log keeps the latest 100 entries (spec 1 §9). */
export const LOCAL_AUDIT_LIMIT = 100;

/** Field levels (spec 1 §9); anything else is level 4, the default. */
const LEVEL_OF_FIELD: Record<string, EncryptionLevel> = {
  ssn: 1, taxId: 1, bankAccount: 1, routingNumber: 1, spouseSSN: 1,
  firstName: 2, lastName: 2, dateOfBirth: 2, street: 2, address: 2, phone: 2,
  wages: 3, income: 3, deductions: 3, credits: 3, taxAmounts: 3, federalTaxWithheld: 3, stateTaxWithheld: 3,
  filingStatus: 4, formTypes: 4, timestamps: 4, state: 4,
};
/** Fields named differently in this app that are the spec's fields: a dependent's dob, the spouse's date of birth. */
const ALIASES: Record<string, string> = { dob: 'dateOfBirth', spouseDateOfBirth: 'dateOfBirth' };

/** The level of a field; 'dependents.3.ssn' is an SSN (level 1), 'dependents.3.dob' a date of birth (level 2). */
export function levelOfField(field: string): EncryptionLevel {
  const last = field.split('.').at(-1) ?? field;
  return LEVEL_OF_FIELD[ALIASES[last] ?? last] ?? 4;
}
