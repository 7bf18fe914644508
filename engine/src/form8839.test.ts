// Form 8839 (2024): per child lines 2-11 and lines 12-16, worked from the form and its instructions ('When to
// claim the credit', special needs, line 9 rounded to three places). 2024 maximum 16,810; MAGI 252,150-292,150.
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';
import { adoptionLine5, form8839Return, type AdoptedChild } from './form8839';

const child = (over: Partial<AdoptedChild>): AdoptedChild => ({ specialNeeds: false, foreign: false, yearFinal: 2024, priorCreditClaimed: 0, expenses2024: 0, expensesEarlier: 0, ...over });

describe('Form 8839 line 5: when the expenses count', () => {
  it('a foreign child\'s expenses wait until the adoption is final', () => {
    expect(adoptionLine5(child({ foreign: true, yearFinal: null, expenses2024: 10_000 }), 16_810).line5).toBe(0);
    // Final in 2024: the 2024 expenses and those of earlier years: 6,000 + 3,000.
    expect(adoptionLine5(child({ foreign: true, expenses2024: 6_000, expensesEarlier: 3_000 }), 16_810).line5).toBe(9_000);
  });
  it('a U.S. child not yet final: 2024 expenses wait for 2025, 2023 expenses count in 2024', () => {
    expect(adoptionLine5(child({ yearFinal: null, expenses2024: 5_000, expensesEarlier: 4_000 }), 16_810).line5).toBe(4_000);
  });
  it('a special needs child final in 2024 gets line 4 whatever was paid', () => {
    expect(adoptionLine5(child({ specialNeeds: true, expenses2024: 3_000 }), 16_810).line5).toBe(16_810);
    // Not for a foreign child, nor before the adoption is final.
    expect(adoptionLine5(child({ specialNeeds: true, foreign: true, expenses2024: 3_000 }), 16_810).line5).toBe(3_000);
    expect(adoptionLine5(child({ specialNeeds: true, yearFinal: null, expenses2024: 3_000 }), 16_810).line5).toBe(0);
  });
});

describe('Form 8839 lines 2-16', () => {
  it('earlier credit for the child (line 3), the phase-out, the 2023 carryforward and the tax limit', () => {
    // Child 1, U.S., final in 2023: line 4 = 16,810 - 10,000 = 6,810; line 5 = 9,000 paid in 2024; line 6 = 6,810.
    // Child 2, not final: line 5 = the 4,000 paid in 2023; line 6 = 4,000.
    // MAGI 272,150: line 8 = 20,000, line 9 = 0.500; line 10 = 3,405 and 2,000; line 11 = 3,405 and 2,000.
    // Line 12 = 5,405; line 13 = 1,000; line 14 = 6,405; tax limit 6,000: line 16 = 6,000; 405 carries forward.
    const result = form8839Return([
      child({ yearFinal: 2023, priorCreditClaimed: 10_000, expenses2024: 9_000 }),
      child({ yearFinal: null, expenses2024: 5_000, expensesEarlier: 4_000 }),
    ], 272_150, 1_000, 6_000);
    expect(result.children.map((row) => [row.line4, row.line6, row.line10, row.line11])).toEqual([[6_810, 6_810, 3_405, 3_405], [16_810, 4_000, 2_000, 2_000]]);
    expect(result).toMatchObject({ line9: 0.5, line12: 5_405, line13: 1_000, line14: 6_405, line16: 6_000, carryforward: 405 });
  });

  it('on the return: a special needs child final in 2024 is limited to the tax, the rest carries forward', () => {
    // Single, wages 60,000: taxable 45,400, Tax Table row 45,400-45,450 at 45,425: 1,160 + 33,825 x 12% = 5,219.
    // No other credit: line 16 = 5,219 of 16,810; 11,591 carries forward.
    const form = {
      filingStatus: 'single' as const, dateOfBirth: '1990-01-01', w2Data: [{ wages: '60000' }],
      creditFacts: { adoptions: [{ childName: 'Mia', specialNeeds: true, yearFinal: 2024, expenses2024: 2_000 }] },
    };
    const result = computeReturn(form).federal;
    expect(result.lines.value('form8839.line16')).toBe(5_219);
    expect(result.lines.get('form8839.line16')?.note).toMatch(/Special needs child, final in 2024.*11,?591 carries forward/);
  });
});
