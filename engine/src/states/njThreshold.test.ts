// NJ-1040 (2024), worked by hand from the instructions:
// - line 29 'Not Required to File a Return': NJ gross income for the whole year of $20,000 or less (married joint,
//   head of household, surviving spouse) or $10,000 or less (single, married separate) owes no tax; the return still
//   gets back the withholding and the refundable credits (EITC, line 58: 40% of the federal EIC; property tax credit,
//   line 56, under the threshold only for a filer 65 or over or blind).
// - line 28a pension exclusion with NJ total income $100,001 - $125,000: the chart's percentage (50% married joint,
//   37.5% single) of the taxable pensions (line 20a), no more than the maximum ($100,000 / $75,000); NJ Division of
//   Taxation, 'Retirement Income Exclusions' ('Multiply your taxable pension found on Line 20a ... by the percentage').
// Tax under $100,000 from the NJ Tax Table: the $50 row's midpoint on the rate schedule, rounded to whole dollars.
import { describe, expect, it } from 'vitest';
import { facts, form, statesFor, wageFacts } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

function nj(f: FederalFactsForStates, input: Record<string, unknown> = {}): StateTaxResult {
  return statesFor(form({ state: 'NJ', filingStatus: f.filingStatus, ...input }), f).states[0];
}
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
const w2 = (wages: number, stateTax: number) => ({ wages: String(wages), stateTax: String(stateTax), stateId: 'NJ 1', stateWages: String(wages) });

describe('NJ-1040 line 29: no tax at or under the filing threshold', () => {
  it('married joint, NJ gross income 14,700 (not over 20,000): no tax, the 300 withheld refunded', () => {
    const s = nj(wageFacts(14700, { filingStatus: 'married-joint', spouseAge: 40 }), { w2Data: [w2(14700, 300)] });
    expect(s.grossIncome).toBe(14700);
    expect(s.regularTax).toBe(0);
    expect(s.stateTax).toBe(0);
    expect(s.withholdings).toBe(300);
    near(s.refund, 300);
  });

  it('single at 10,000 owes nothing; at 10,001 the table tax', () => {
    expect(nj(wageFacts(10000)).regularTax).toBe(0);
    // 10,001 - 1,000 exemption = 9,001: row 9,000-9,050, 1.4% x 9,025 = 126.35 -> 126
    expect(nj(wageFacts(10001)).regularTax).toBe(126);
  });

  it('head of household under 20,000 with a federal EIC of 2,000: the NJ EITC 800 (40%) is still paid', () => {
    const s = nj(wageFacts(16000, {
      filingStatus: 'head-of-household', federalEarnedIncomeCredit: 2000,
      dependents: [{ age: 8, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false }],
    }), { w2Data: [w2(16000, 200)] });
    expect(s.regularTax).toBe(0);
    near(s.credits, 800);
    // withheld 200 + refundable EITC 800
    near(s.refund, 1000);
  });

  it('under the threshold the property tax credit is for a filer 65 or over only, and is the $50 credit', () => {
    const young = nj(wageFacts(9000), { propertyTax: 3000 });
    near(young.credits, 0);
    const old = nj(wageFacts(9000, { taxpayerAge: 70 }), { propertyTax: 3000 });
    expect(old.regularTax).toBe(0);
    near(old.credits, 50);
    near(old.refund, 50);
  });
});

describe('NJ-1040 line 28a: pension exclusion with NJ total income $100,001 - $125,000', () => {
  it('married joint, both 66, pensions 120,000: 50% x 120,000 = 60,000 (not 50% of the 100,000 maximum)', () => {
    // Line 29 = 120,000 - 60,000 = 60,000; exemptions 2,000 + 2 x 1,000 (65+) = 4,000; taxable 56,000:
    // row 56,000-56,050, 280 + 525 + 2.45% x 6,025 = 952.61 -> 953
    const s = nj(facts({ filingStatus: 'married-joint', taxpayerAge: 66, spouseAge: 66, taxablePensions: 120000, totalIncome: 120000, federalAgi: 120000 }));
    near(s.taxableIncome, 56000);
    expect(s.regularTax).toBe(953);
  });

  it('single, 70, pensions 100,000 + interest 10,000: 37.5% x 100,000 = 37,500', () => {
    // Line 29 = 110,000 - 37,500 = 72,500; exemptions 1,000 + 1,000 (65+) = 2,000; taxable 70,500:
    // row 70,500-70,550, 5.525% x 70,525 - 1,492.50 = 2,404.01 -> 2,404
    const s = nj(facts({ taxpayerAge: 70, taxablePensions: 100000, taxableInterest: 10000, totalIncome: 110000, federalAgi: 110000 }));
    near(s.taxableIncome, 70500);
    expect(s.regularTax).toBe(2404);
  });
});
