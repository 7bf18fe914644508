// No audit entry holds a plaintext SSN, phone number or date of birth (issue 10): entries name such fields,
// never their values. Every entry is scrubbed on its way in (enqueueAudit, the audit service's own route).
// 'ssn', 'ssn_encrypted', 'spouseSSN', 'dependent_ssn'; not a word that merely holds the letters ('classname').
const SENSITIVE_KEY = /^ssn|ssn$|_ssn|ssn_|social.?security|phone|date.?of.?birth|^dob$|birth.?date/i;
/**
 * 123-45-6789, 123 45 6789 or 123456789 standing alone, not inside a word. Ids and hashes are matched first
 * and kept: a random UUID or SHA-256 often holds nine digits in a row between letters ('a123456789b').
 */
const SSN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<![0-9A-Za-z])\d{3}[- ]?\d{2}[- ]?\d{4}(?![0-9A-Za-z])/gi;
const UUID = /^[0-9a-f]{8}-/i;

export const REDACTED = '[redacted]';

/** `value` with every sensitive field's value and every SSN-shaped text replaced by REDACTED. */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (typeof value === 'string') return value.replace(SSN_TEXT, (match) => (UUID.test(match) ? match : REDACTED));
  if (Array.isArray(value)) return value.map((item) => redactSensitive(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) && item !== null && item !== undefined && item !== '' && typeof item !== 'boolean' ? REDACTED : redactSensitive(item, depth + 1)]),
    );
  }
  return value;
}
