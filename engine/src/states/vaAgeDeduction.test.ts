// Virginia Form 760 (2024) line 4, the age deduction, worked by hand from the 2024 instructions' Age Deduction
// worksheet (Va. Code §58.1-322.03(5)): $12,000 for a person born on or before January 1, 1939; for one born
// January 2, 1939 - January 1, 1960, $12,000 less $1 per $1 of adjusted federal AGI (federal AGI less taxable
// social security and tier 1 railroad benefits) over $50,000 single / $75,000 married (joint adjusted federal AGI,
// the joint deduction computed first). Then line 5 subtracts the taxable social security; line 11 standard
// deduction $8,500 ($17,000 joint); line 12 $930 per person and dependent + $800 per 65-or-over box; tax 2% / 3% /
// 5% / 5.75% (720 at $17,000).
import { describe, expect, it } from 'vitest';
import { facts, form, statesFor } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

function va(f: FederalFactsForStates): StateTaxResult {
  return statesFor(form({ state: 'VA', filingStatus: f.filingStatus }), f).states[0];
}
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
/** A retiree: pensions + taxable social security = total income = federal AGI. */
const retiree = (pensions: number, taxableSocialSecurity: number, rest: Partial<FederalFactsForStates>) =>
  facts({
    taxablePensions: pensions,
    socialSecurityBenefits: taxableSocialSecurity > 0 ? Math.ceil(taxableSocialSecurity / 0.85) : 0,
    taxableSocialSecurity,
    totalIncome: pensions + taxableSocialSecurity,
    federalAgi: pensions + taxableSocialSecurity,
    ...rest,
  });
const ageDeduction = (s: StateTaxResult) => s.breakdown.subtractions.find((a) => /Age deduction/.test(a.name))?.amount ?? 0;

describe('VA Form 760 line 4: age deduction on adjusted federal AGI', () => {
  it('head of household born 1947, one dependent: federal AGI 73,230 but adjusted 49,600 is under 50,000, the whole 12,000', () => {
    // Adjusted federal AGI 73,230 - 23,630 = 49,600 <= 50,000: 12,000. VAGI 73,230 - 12,000 - 23,630 = 37,600;
    // taxable 37,600 - 8,500 - (2 x 930 + 800) = 26,440; tax 720 + 5.75% x 9,440 = 1,262.80.
    const s = va(retiree(49600, 23630, {
      filingStatus: 'head-of-household', taxpayerAge: 77,
      dependents: [{ age: 10, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false }],
    }));
    expect(ageDeduction(s)).toBe(12000);
    near(s.taxableIncome, 26440);
    near(s.stateTax, 1262.8);
  });

  it('single, 70: adjusted federal AGI 60,000 is 10,000 over 50,000, so 2,000', () => {
    // Federal AGI 70,000 - taxable social security 10,000 = 60,000; 12,000 - 10,000 = 2,000. VAGI 70,000 - 2,000 -
    // 10,000 = 58,000; taxable 58,000 - 8,500 - (930 + 800) = 47,770; tax 720 + 5.75% x 30,770 = 2,489.275.
    const s = va(retiree(60000, 10000, { taxpayerAge: 70 }));
    expect(ageDeduction(s)).toBe(2000);
    near(s.taxableIncome, 47770);
    near(s.stateTax, 2489.275);
  });

  it('married filing jointly, both 65 or over: the joint 24,000 less the joint excess over 75,000', () => {
    // Federal AGI 100,000 - taxable social security 17,000 = 83,000, 8,000 over 75,000: 24,000 - 8,000 = 16,000.
    // VAGI 100,000 - 16,000 - 17,000 = 67,000; taxable 67,000 - 17,000 - (2 x 930 + 2 x 800) = 46,540;
    // tax 720 + 5.75% x 29,540 = 2,418.55.
    const s = va(retiree(83000, 17000, { filingStatus: 'married-joint', taxpayerAge: 66, spouseAge: 70, standardDeduction: 29200 }));
    expect(ageDeduction(s)).toBe(16000);
    near(s.taxableIncome, 46540);
    near(s.stateTax, 2418.55);
  });

  it('born on or before January 1, 1939 (88): 12,000 whatever the income', () => {
    // No income test: 12,000. VAGI 90,000 - 12,000 = 78,000; taxable 78,000 - 8,500 - (930 + 800) = 67,770;
    // tax 720 + 5.75% x 50,770 = 3,639.275.
    const s = va(retiree(90000, 0, { taxpayerAge: 88 }));
    expect(ageDeduction(s)).toBe(12000);
    near(s.taxableIncome, 67770);
    near(s.stateTax, 3639.275);
  });

  it('under 65: none', () => {
    const s = va(retiree(40000, 0, { taxpayerAge: 64 }));
    expect(ageDeduction(s)).toBe(0);
  });
});
