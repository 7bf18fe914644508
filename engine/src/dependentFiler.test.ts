// Whole 2024 returns of filers someone else can claim as a dependent (Form 1040 'Someone can claim: You as a
// dependent / Your spouse as a dependent'), worked by hand from the 2024 Instructions for Form 1040: line 12
// 'Standard Deduction Worksheet for Dependents' (larger of 1,300 or earned income + 450, not more than 14,600 single
// / 29,200 joint, + 1,950 single or 1,550 married per 65-or-older or blind box) and the 2024 Tax Table ($25 rows
// below 3,000, $50 rows from 3,000; 10% of the row's midpoint, rounded to the dollar).
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeReturn } from './index';
import { dependentStandardDeduction } from './deductions';

type Federal = ReturnType<typeof computeReturn>['federal'];

/** The named lines of a computed return (ids as explain.ts records them), a line not computed being 0. */
function lines(federal: Federal, expected: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(expected)) out[key] = federal.lines.get(key)?.value ?? 0;
  return out;
}
const noteOf = (federal: Federal, id: string) => federal.lines.get(id)?.note ?? '';

describe('Standard Deduction Worksheet for Dependents (i1040 2024, line 12)', () => {
  it('takes the larger of 1,300 or earned income + 450, capped at the basic amount, then adds the age and blind boxes', () => {
    // Line 1: 0 + 450 = 450; line 3: larger of 450 or 1,300 = 1,300; line 5a: smaller of 1,300 or 14,600.
    expect(dependentStandardDeduction('single', 0, 0)).toBe(1_300);
    // 6,000 + 450 = 6,450 (more than 1,300, less than 14,600).
    expect(dependentStandardDeduction('single', 6_000, 0)).toBe(6_450);
    // 16,000 + 450 = 16,450, limited to 14,600 (line 4, single).
    expect(dependentStandardDeduction('single', 16_000, 0)).toBe(14_600);
    // Joint: 30,000 + 450 = 30,450, limited to 29,200 (line 4, married filing jointly).
    expect(dependentStandardDeduction('married-joint', 30_000, 0)).toBe(29_200);
    // Blind, single: 1,300 (5a) + 1,950 (5b) = 3,250.
    expect(dependentStandardDeduction('single', 0, 1)).toBe(3_250);
    // Joint, one blind box: 2,000 + 450 = 2,450 (5a) + 1,550 = 4,000.
    expect(dependentStandardDeduction('married-joint', 2_000, 1)).toBe(4_000);
  });

  it('a form saved before the boxes existed parses with both unchecked, and gets the full deduction', () => {
    const form = parseForm1040Data({ filingStatus: 'single' });
    expect(form.canBeClaimedAsDependent).toBe(false);
    expect(form.spouseCanBeClaimedAsDependent).toBe(false);
    // Wages 6,000 + interest 200 = 6,200 < 14,600: taxable 0.
    const { federal } = computeReturn({ filingStatus: 'single', dateOfBirth: '2007-05-01', w2Data: [{ wages: '6000' }], investmentData: [{ documentType: '1099-int', interestIncome: 200 }] });
    expect(lines(federal, { 'form1040.line12': 0 })).toEqual({ 'form1040.line12': 14_600 });
  });
});

describe('whole returns of a filer someone can claim', () => {
  it('single 17-year-old, W-2 wages 6,000 and interest 200', () => {
    // Line 1z 6,000, 2b 200, AGI 6,200. Worksheet: 6,000 + 450 = 6,450 (> 1,300, < 14,600) -> line 12 6,450.
    // Line 15 = max(0, 6,200 - 6,450) = 0; tax 0; withholding 300 refunded.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2007-05-01', canBeClaimedAsDependent: true,
      w2Data: [{ wages: '6000', federalIncomeTax: '300' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 200 }],
    });
    const expected = { 'form1040.line11': 6_200, 'form1040.line12': 6_450, 'form1040.line15': 0, 'form1040.line16': 0, 'form1040.line27': 0, 'form1040.line34': 300 };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form1040.standardDeduction')).toContain('Standard Deduction Worksheet for Dependents');
    // Unearned income 200 is not over 2,600: no Form 8615 note.
    expect(noteOf(federal, 'form1040.line16')).not.toContain('Form 8615');
  });

  it('a student with wages 16,000: the worksheet gives the 14,600 cap; no education credit', () => {
    // 16,000 + 450 = 16,450, limited to 14,600. Line 15 = 16,000 - 14,600 = 1,400. Tax Table row 1,400-1,425:
    // 10% x 1,412.50 = 141.25 -> 141. The 1098-T (tuition 4,000) would give an AOTC, but someone can claim the
    // student (Form 8863 instructions): line 29 and Schedule 3 line 3 are 0, so line 24 = 141; withholding 800
    // - 141 = 659 refunded.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2004-09-15', canBeClaimedAsDependent: true,
      w2Data: [{ wages: '16000', federalIncomeTax: '800' }],
      creditFacts: { students: [{ student: 'taxpayer', tuitionPaid: 4000 }] },
    });
    const expected = {
      'form1040.line12': 14_600, 'form1040.line15': 1_400, 'form1040.line16': 141, 'form8863.line19': 0, 'form1040.line29': 0,
      'form1040.line24': 141, 'form1040.line34': 659,
    };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form8863.line19')).toContain('dependent');
  });

  it('without the box the same student gets the full deduction and the AOTC (the box is what changes it)', () => {
    // 16,000 - 14,600 = 1,400 taxable, tax 141. AOTC on 4,000: 2,000 + 25% x 2,000 = 2,500; 40% refundable = 1,000
    // (line 29); 1,500 nonrefundable limited to the tax 141 (Form 8863 line 19).
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2004-09-15',
      w2Data: [{ wages: '16000', federalIncomeTax: '800' }],
      creditFacts: { students: [{ student: 'taxpayer', tuitionPaid: 4000 }] },
    });
    const expected = { 'form1040.line12': 14_600, 'form1040.line16': 141, 'form8863.line19': 141, 'form1040.line29': 1_000 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('a dependent with only 3,000 of interest: 1,300 deduction, Tax Table, and the Form 8615 note', () => {
    // Earned income 0: 0 + 450 = 450 < 1,300 -> 1,300. Line 15 = 3,000 - 1,300 = 1,700; Tax Table row
    // 1,700-1,725: 10% x 1,712.50 = 171.25 -> 171. Unearned 3,000 > 2,600 at 16: Form 8615 named, not computed.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2008-03-03', canBeClaimedAsDependent: true,
      investmentData: [{ documentType: '1099-int', interestIncome: 3000 }],
    });
    const expected = { 'form1040.line11': 3_000, 'form1040.line12': 1_300, 'form1040.line15': 1_700, 'form1040.line16': 171 };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form1040.line16')).toContain('Form 8615');
  });

  it('a blind dependent of 30 with 4,000 of interest: 1,300 + 1,950, and no Form 8615 note at 24 or over', () => {
    // 1,300 (5a) + 1,950 (5b, blind, single) = 3,250. Line 15 = 4,000 - 3,250 = 750; Tax Table row 750-775:
    // 10% x 762.50 = 76.25 -> 76.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1994-06-01', isBlind: true, canBeClaimedAsDependent: true,
      investmentData: [{ documentType: '1099-int', interestIncome: 4000 }],
    });
    const expected = { 'form1040.line12': 3_250, 'form1040.line15': 750, 'form1040.line16': 76 };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form1040.line16')).not.toContain('Form 8615');
  });

  it('no EIC: a 26-year-old with wages 4,000 whom a parent can claim (Pub 596 Rule 12)', () => {
    // Without the box: no qualifying child, age 26 (25-64), EIC Table row 4,000-4,050: 7.65% x 4,025 = 307.91 -> 308.
    const base = { filingStatus: 'single', dateOfBirth: '1998-02-02', w2Data: [{ wages: '4000' }] };
    expect(lines(computeReturn(base).federal, { 'form1040.line27': 0 })).toEqual({ 'form1040.line27': 308 });
    // With the box: 0; standard deduction 4,000 + 450 = 4,450, taxable 0.
    const { federal } = computeReturn({ ...base, canBeClaimedAsDependent: true });
    const expected = { 'form1040.line12': 4_450, 'form1040.line15': 0, 'form1040.line27': 0 };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form1040.line27')).toContain('Rule 12');
  });

  it("no saver's credit: wages 20,000 with a 1,000 401(k) deferral (Form 8880 instructions)", () => {
    // 20,000 + 450 = 20,450, limited to 14,600; line 15 = 5,400; Tax Table row 5,400-5,450: 10% x 5,425 = 542.50
    // -> 543. Without the box the saver's credit would be 50% (AGI 20,000 <= 23,000 single) x 1,000 = 500; with
    // it, Form 8880 line 12 is 0 and line 22 stays 543.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2002-08-08', canBeClaimedAsDependent: true,
      w2Data: [{ wages: '20000', federalIncomeTax: '1000', box12Entries: [{ code: 'D', amount: '1000' }] }],
    });
    const expected = { 'form1040.line12': 14_600, 'form1040.line15': 5_400, 'form1040.line16': 543, 'form8880.line12': 0, 'form1040.line22': 543 };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form8880.line12')).toContain('dependent');
    const unchecked = computeReturn({
      filingStatus: 'single', dateOfBirth: '2002-08-08',
      w2Data: [{ wages: '20000', federalIncomeTax: '1000', box12Entries: [{ code: 'D', amount: '1000' }] }],
    }).federal;
    expect(lines(unchecked, { 'form8880.line12': 0 })).toEqual({ 'form8880.line12': 500 });
  });

  it('a 19-year-old parent someone can claim cannot claim her own child (Pub 501 Dependent Taxpayer Test)', () => {
    // Wages 9,000: deduction 9,450, taxable 0. The son (born 2023) would be a 2,000 child tax credit and an EIC
    // qualifying child; here line 19 and line 28 are 0 and line 27 is 0 (Pub 596 Rule 10).
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2005-04-04', canBeClaimedAsDependent: true,
      w2Data: [{ wages: '9000', federalIncomeTax: '400' }],
      dependents: [{ firstName: 'Baby', lastName: 'A', dob: '2023-06-01', relationship: 'son' }],
    });
    const expected = { 'form1040.line12': 9_450, 'form1040.line15': 0, 'form1040.line19': 0, 'form1040.line27': 0, 'form1040.line28': 0, 'form1040.line34': 400 };
    expect(lines(federal, expected)).toEqual(expected);
    expect(noteOf(federal, 'form1040.line19')).toContain('Dependent Taxpayer Test');
  });

  it('joint return, only the spouse box checked: the worksheet applies with the joint cap', () => {
    // i1040 line 12: 'someone can claim you, or your spouse if filing jointly'. Wages 10,000 + 8,000 = 18,000;
    // 18,000 + 450 = 18,450 (< 29,200) -> line 12 18,450; taxable 0; both withholdings (500 + 300) refunded.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '2004-01-01', spouseDateOfBirth: '2005-01-01', spouseCanBeClaimedAsDependent: true,
      w2Data: [{ wages: '10000', federalIncomeTax: '500' }, { wages: '8000', federalIncomeTax: '300', owner: 'spouse' }],
    });
    const expected = { 'form1040.line12': 18_450, 'form1040.line15': 0, 'form1040.line27': 0, 'form1040.line34': 800 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('married filing separately: the spouse box alone does not change the return', () => {
    // The worksheet reads the spouse's box only on a joint return: 14,600 (MFS basic amount).
    const { federal } = computeReturn({
      filingStatus: 'married-separate', dateOfBirth: '1990-01-01', spouseCanBeClaimedAsDependent: true, w2Data: [{ wages: '6000' }],
    });
    expect(lines(federal, { 'form1040.line12': 0 })).toEqual({ 'form1040.line12': 14_600 });
  });
});
