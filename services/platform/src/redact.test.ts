import { describe, expect, it } from 'vitest';
import { REDACTED, redactSensitive } from './redact';

describe('redactSensitive', () => {
  it('replaces an SSN written any usual way, and the values of sensitive fields', () => {
    expect(redactSensitive('typed 123-45-6789, 123 45 6789 and 123456789.')).toBe(`typed ${REDACTED}, ${REDACTED} and ${REDACTED}.`);
    expect(redactSensitive({ spouseSSN: '987-65-4321', phone: '555', className: 'kept', updated: ['ssn'] })).toEqual({ spouseSSN: REDACTED, phone: REDACTED, className: 'kept', updated: ['ssn'] });
  });

  it('keeps ids and hashes whose digits only look like an SSN (an audit entry naming a removed user was lost to this)', () => {
    const userId = 'c0ffee12-3456-4789-a123-456789012345';
    const hash = 'ab123456789cdef0123456789abcdef';
    expect(redactSensitive({ removed: userId, documentHash: hash, note: `user ${userId}` })).toEqual({ removed: userId, documentHash: hash, note: `user ${userId}` });
    expect(redactSensitive('id a123456789b')).toBe('id a123456789b');
  });

  it('keeps longer numbers that contain nine digits', () => {
    expect(redactSensitive('amount 1234567890')).toBe('amount 1234567890');
  });
});
