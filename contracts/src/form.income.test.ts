// The income fields added beyond the spec's records (issue 13): W-2 box 12 entries of any code and the
// 1099-R box 2a blank / box 2b flags. Forms saved before them still read, with the new fields' defaults.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from './form';

describe('income fields beyond the spec', () => {
  it('reads a form saved before box 12 entries and the 1099-R flags existed', () => {
    const form = parseForm1040Data({
      w2Data: [{ employerName: 'Acme', wages: '50000', box12: { codeC: '0', codeD: '1200', codeDD: '0', codeW: '0' } }],
      investmentData: [{ documentType: '1099-r', grossDistribution: 1000, taxableAmount: 0 }],
    });
    expect(form.w2Data[0]!.box12Entries).toEqual([]);
    expect(form.w2Data[0]!.box12.codeD).toBe('1200');
    expect(form.investmentData[0]!.taxableAmountBlank).toBe(false);
    expect(form.investmentData[0]!.taxableAmountNotDetermined).toBe(false);
  });

  it('keeps up to four box 12 entries of any IRS code, and refuses a fifth or an unknown code', () => {
    const entries = [
      { code: 'AA', amount: '3000' },
      { code: 'E', amount: 500 },
      { code: 'W', amount: '1200' },
      { code: 'DD', amount: '8000' },
    ];
    const form = parseForm1040Data({ w2Data: [{ box12Entries: entries }] });
    expect(form.w2Data[0]!.box12Entries).toEqual([
      { code: 'AA', amount: '3000' },
      { code: 'E', amount: '500' },
      { code: 'W', amount: '1200' },
      { code: 'DD', amount: '8000' },
    ]);
    expect(() => parseForm1040Data({ w2Data: [{ box12Entries: [...entries, { code: 'C', amount: '1' }] }] })).toThrow();
    expect(() => parseForm1040Data({ w2Data: [{ box12Entries: [{ code: 'XX', amount: '1' }] }] })).toThrow();
  });

  it('tells a 1099-R box 2a typed as 0 from a blank box 2a with taxable amount not determined', () => {
    const form = parseForm1040Data({
      investmentData: [
        { documentType: '1099-r', grossDistribution: 20000, taxableAmount: 0, distributionCode: 'G' },
        { documentType: '1099-r', grossDistribution: 20000, taxableAmount: 0, taxableAmountBlank: true, taxableAmountNotDetermined: true },
      ],
    });
    expect(form.investmentData.map((doc) => [doc.taxableAmountBlank, doc.taxableAmountNotDetermined])).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});
