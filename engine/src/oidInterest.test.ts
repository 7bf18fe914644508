// Form 1099-OID on Form 1040 line 2b (2024 Instructions for Recipient of Form 1099-OID: box 1 original issue
// discount and box 2 other periodic interest are both reported as interest, Schedule B line 1).
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';

describe('1099-OID interest', () => {
  it('counts box 1 and box 2 as taxable interest, as the income screens store them', () => {
    // Box 1 200 + box 2 60 = 260 on line 2b; box 6 acquisition premium is not entered (no election here).
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-01-01',
      investmentData: [{ documentType: '1099-oid', originalIssueDiscount: 200, otherPeriodicInterest: 60, acquisitionPremium: 5 }],
    });
    expect(federal.lines.get('form1040.line2b')?.value).toBe(260);
  });

  it('adds a second 1099-OID and a 1099-INT without counting any box twice', () => {
    // 1099-INT box 1 1,000 + OID (300 + 0) + OID (0 + 45) = 1,345.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-01-01',
      investmentData: [
        { documentType: '1099-int', interestIncome: 1000 },
        { documentType: '1099-oid', originalIssueDiscount: 300 },
        { documentType: '1099-oid', otherPeriodicInterest: 45 },
      ],
    });
    expect(federal.lines.get('form1040.line2b')?.value).toBe(1_345);
  });
});
