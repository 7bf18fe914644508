// Schedule 3 line 1, the foreign tax credit claimed without Form 1116 (2024 Instructions for Form 1116,
// 'Election To Claim the Foreign Tax Credit Without Filing Form 1116': passive income on 1099s, foreign taxes not
// over $300, $600 married filing jointly). Figures worked from the 2024 Tax Table (i1040) and Schedule 3.
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';

const line = (federal: ReturnType<typeof computeReturn>['federal'], id: string) => federal.lines.get(id)?.value;

describe('foreign tax credit (Schedule 3 line 1)', () => {
  it('claims 1099-DIV box 7 and 1099-INT box 6 up to $300 for a single filer', () => {
    // Wages 50,000 + ordinary (not qualified) dividends 800 + interest 200 = 51,000; less the 14,600 standard
    // deduction = 36,400. Tax Table row 36,400-36,450, single: 1,160 + 12% x (36,425 - 11,600) = 4,139 (line 16 = 18).
    // Foreign tax 41.60 + 3.40 = 45 -> Schedule 3 line 1 = 45, line 22 = 4,139 - 45 = 4,094.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1985-03-01',
      w2Data: [{ wages: '50000' }],
      investmentData: [
        { documentType: '1099-div', totalOrdinaryDividends: 800, foreignTaxPaid: 41.6 },
        { documentType: '1099-int', interestIncome: 200, foreignTaxPaid: 3.4 },
      ],
    });
    expect(line(federal, 'form1040.line18')).toBe(4_139);
    expect(line(federal, 'schedule3.line1')).toBe(45);
    expect(line(federal, 'schedule3.line8')).toBe(45);
    expect(line(federal, 'form1040.line22')).toBe(4_094);
  });

  it('allows $600 on a joint return, and nothing without Form 1116 above $300 for a single filer', () => {
    // MFJ: foreign tax 550 (<= 600) is claimed in full.
    const joint = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1985-03-01', spouseInfo: { dateOfBirth: '1986-04-02' },
      w2Data: [{ wages: '90000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 6000, foreignTaxPaid: 550 }],
    });
    expect(line(joint.federal, 'schedule3.line1')).toBe(550);
    // Single: 350 is over 300, so Form 1116 is needed; line 1 stays 0 and says so.
    const single = computeReturn({
      filingStatus: 'single', dateOfBirth: '1985-03-01',
      w2Data: [{ wages: '50000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 6000, foreignTaxPaid: 350 }],
    });
    expect(line(single.federal, 'schedule3.line1')).toBe(0);
    expect(single.federal.lines.get('schedule3.line1')?.note).toMatch(/Form 1116/);
  });

  it('comes before the child tax credit: the credit limit worksheet starts from line 18 less line 1', () => {
    // Head of household, one child of 10, wages 24,000: taxable 24,000 - 21,900 = 2,100; Tax Table row
    // 2,100-2,125 HOH: 10% of 2,112.50 = 211 (line 18). Foreign tax 60 -> line 1 = 60; Credit Limit Worksheet A
    // line 3 = 211 - 60 = 151, so the child tax credit (line 19) is 151 and line 22 is 0.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1985-03-01',
      w2Data: [{ wages: '24000' }],
      dependents: [{ firstName: 'Ana', lastName: 'Doe', relationship: 'daughter', dateOfBirth: '2014-06-01', monthsLivedWithYou: 12, ssn: '123-45-6789' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 0, foreignTaxPaid: 60 }],
    });
    expect(line(federal, 'form1040.line18')).toBe(211);
    expect(line(federal, 'schedule3.line1')).toBe(60);
    expect(line(federal, 'form1040.line19')).toBe(151);
    expect(line(federal, 'form1040.line22')).toBe(0);
  });
});
