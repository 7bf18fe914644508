// Box 12 codes OCR misread, chosen by boxes 1 and 5 (elective deferrals are out of box 1, in box 5: Form W-2
// instructions 2024), and a copy's entries read twice.
import { describe, expect, it } from 'vitest';
import { buildW2Pdf, SAMPLE_W2, type W2FixtureValues } from '../testing/w2Fixture';
import { readPdfPage } from './pdf';
import { parseW2 } from './w2';
import { codesByDeferrals, withoutRepeatedEntries } from './w2Codes';

// Box 5 less box 1 = 4,125.50: the 401(k) deferral (code D).
const boxes = { wages: '70874.50', socialSecurityWages: '75000.00', medicareWagesAndTips: '75000.00' };

describe('box 12 codes checked against boxes 1 and 5', () => {
  it("takes 'D' for a 'P' whose amount is box 5 less box 1", () => {
    expect(codesByDeferrals([{ code: 'P', amount: '4125.50' }, { code: 'DD', amount: '9001.12' }], boxes)).toEqual([{ code: 'D', amount: '4125.50' }, { code: 'DD', amount: '9001.12' }]);
  });
  it("takes 'DD' for a 'D' the deferrals do not hold, with another misread beside it", () => {
    expect(codesByDeferrals([{ code: 'c', amount: '80.00' }, { code: 'P', amount: '4125.50' }, { code: 'D', amount: '9001.12' }], boxes).map((entry) => entry.code)).toEqual(['c', 'D', 'DD']);
  });
  it("takes 'G' for a 'C' under a 457(b) plan and uses box 3 when box 5 is not read", () => {
    expect(codesByDeferrals([{ code: 'C', amount: '4125.50' }], { ...boxes, medicareWagesAndTips: '' })).toEqual([{ code: 'G', amount: '4125.50' }]);
  });
  it('keeps codes that add up, and codes no single confusion makes add up', () => {
    const agreeing = [{ code: 'D', amount: '4125.50' }, { code: 'W', amount: '1200.00' }];
    expect(codesByDeferrals(agreeing, boxes)).toEqual(agreeing);
    // Box 5 less box 1 may hold what box 12 does not show (a section 125 plan shows nowhere): no guess.
    const other = [{ code: 'D', amount: '3000.00' }, { code: 'DD', amount: '9001.12' }];
    expect(codesByDeferrals(other, boxes)).toEqual(other);
  });
  it('keeps codes when two readings fit alike', () => {
    const twice = [{ code: 'P', amount: '4125.50' }, { code: 'P', amount: '4125.50' }];
    expect(codesByDeferrals(twice, { ...boxes, wages: '70874.50' })).toEqual(twice);
  });
  it('keeps codes when box 1 or box 5 is not read, or box 1 is the larger', () => {
    const read = [{ code: 'P', amount: '4125.50' }];
    expect(codesByDeferrals(read, { ...boxes, wages: '' })).toEqual(read);
    expect(codesByDeferrals(read, { ...boxes, medicareWagesAndTips: '', socialSecurityWages: '' })).toEqual(read);
    expect(codesByDeferrals(read, { ...boxes, wages: '80000.00' })).toEqual(read);
  });
  it('drops entries read twice only when the list is longer than box 12 holds', () => {
    const five = [{ code: 'D', amount: '4180.00' }, { code: 'DD', amount: '8233.56' }, { code: 'W', amount: '900.00' }, { code: 'D', amount: '4180.00' }, { code: 'DD', amount: '8233.56' }];
    expect(withoutRepeatedEntries(five).map((entry) => entry.code)).toEqual(['D', 'DD', 'W']);
    expect(withoutRepeatedEntries(five.slice(0, 4))).toHaveLength(4);
  });
});

describe('in the W-2 reader', () => {
  const values: W2FixtureValues = { ...SAMPLE_W2, wages: 70874.5, socialSecurityWages: 75000, socialSecurityTaxWithheld: 4650, medicareWagesAndTips: 75000, medicareTaxWithheld: 1087.5, box12: [{ code: 'D', amount: 4125.5 }, { code: 'DD', amount: 9001.12 }] };
  it('checks codes on an OCR reading only: the text layer is exact', async () => {
    for (const layout of ['irs', 'payroll'] as const) {
      const page = await readPdfPage(await buildW2Pdf(values, layout));
      const misread = { ...page, items: page.items.map((item) => ({ ...item, text: item.text.replace(/^((?:.*\bcode )?)D$/i, '$1P') })) };
      expect(parseW2(page).box12Entries.map((entry) => entry.code), layout).toEqual(['D', 'DD']);
      expect(parseW2(misread).box12Entries.map((entry) => entry.code), layout).toEqual(['P', 'DD']);
      expect(parseW2(misread, { ocr: true }).box12Entries.map((entry) => entry.code), layout).toEqual(['D', 'DD']);
      expect(parseW2(misread, { ocr: true }).box12.codeD, layout).toBe('4125.50');
    }
  });
});
