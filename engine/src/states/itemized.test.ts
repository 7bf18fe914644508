// Issue 9 item 3: California (Schedule CA (540) Part II) and New York (Form IT-196) itemized deductions, each worked
// by hand from the 2024 instructions. The Schedule A parts are given as the federal return reads them: line 4
// medical (after 7.5% of AGI), 5a state and local income tax, 5b real estate tax, 5c personal property tax, 8a mortgage
// interest, 14 gifts, and lines 9 + 15 (investment interest, casualty) as `other`.
import { describe, expect, it } from 'vitest';
import { computeForm1040, federalFactsForStates } from '../federal';
import { computeStates } from './index';
import { form, statesFor, wageFacts } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

type Parts = Partial<FederalFactsForStates['itemized']>;
function itemizer(wages: number, parts: Parts, partial: Partial<FederalFactsForStates> = {}): FederalFactsForStates {
  const base = wageFacts(wages, partial);
  const itemized = { ...base.itemized, ...parts };
  // Federal Schedule A line 17 with the $10,000 cap on lines 5a-5c.
  const salt = Math.min(10000, itemized.stateLocalIncomeTax + itemized.realEstateTax + itemized.personalPropertyTax);
  const federal = itemized.medical + salt + itemized.mortgageInterest + itemized.charitable + itemized.other;
  return { ...base, itemized: { ...itemized, stateAndLocalTaxes: salt }, itemizedDeductions: federal, itemizes: federal > base.standardDeduction };
}
function run(state: string, facts: FederalFactsForStates): StateTaxResult {
  return statesFor(form({ state, filingStatus: facts.filingStatus }), facts).states[0];
}
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
const line = (s: StateTaxResult, key: string) => s.breakdown.lines.find((l) => l.key === key)!;

describe('CA Schedule CA (540) Part II', () => {
  it('a single itemizer with large property tax: no $10,000 cap, state income tax out', () => {
    // Federal: SALT 9,000 + 14,000 capped at 10,000; 10,000 + 12,000 + 3,000 = 25,000.
    // CA: real estate 14,000 (line 5b, uncapped) + mortgage 12,000 + gifts 3,000 = 29,000; income tax 9,000 out (5a).
    // Federal AGI 150,000 is under the $244,857 line 29 threshold: no limitation. 29,000 > standard 5,540.
    // Taxable 150,000 - 29,000 = 121,000 (over $100,000: the rate schedule, not the table):
    // $3,108.72 (at 70,606) + 9.3% x (121,000 - 70,606) = 3,108.72 + 4,686.642 = 7,795.362; exemption credit $149.
    const s = run('CA', itemizer(150000, { stateLocalIncomeTax: 9000, realEstateTax: 14000, mortgageInterest: 12000, charitable: 3000 }));
    near(s.stateDeductions, 29000);
    near(s.taxableIncome, 121000);
    near(s.regularTax, 7795.36);
    near(s.stateTax, 7795.36 - 149);
    expect(line(s, 'stateDeductions').source).toMatch(/Schedule CA \(540\) 2024 Part II/);
    expect(line(s, 'stateDeductions').formula).toMatch(/no \$10,000 cap/);
  });
  it('personal property tax (line 5c) counts too, and a filer who took the federal standard deduction may itemize for CA', () => {
    // Federal: 3,000 + 4,000 + 800 = 7,800 SALT + 0 = 7,800 < 14,600: the federal return takes the standard deduction.
    // CA: 4,000 + 800 = 4,800 taxes + gifts 1,500 = 6,300 > 5,540 standard -> 6,300.
    const s = run('CA', itemizer(60000, { stateLocalIncomeTax: 3000, realEstateTax: 4000, personalPropertyTax: 800, charitable: 1500 }));
    near(s.stateDeductions, 6300);
    near(s.taxableIncome, 53700);
  });
  it('the CA standard deduction when it is larger: 5,540 single', () => {
    // CA itemized: real estate 2,000 + gifts 1,000 = 3,000 < 5,540.
    const s = run('CA', itemizer(60000, { stateLocalIncomeTax: 3000, realEstateTax: 2000, charitable: 1000 }));
    near(s.stateDeductions, 5540);
  });
  it('line 29 limitation: MFJ federal AGI 600,000 over $489,719', () => {
    // Line 28: real estate 30,000 + mortgage 20,000 + gifts 10,000 + investment interest 2,000 = 62,000 (income tax 40,000 out).
    // Worksheet: line 2 (medical, investment interest, casualty) 2,000; line 3 = 60,000; line 4 = 80% = 48,000;
    // line 7 = 600,000 - 489,719 = 110,281; line 8 = 6% = 6,616.86; line 9 = smaller = 6,616.86; 62,000 - 6,616.86 = 55,383.14.
    const s = run('CA', itemizer(600000, { stateLocalIncomeTax: 40000, realEstateTax: 30000, mortgageInterest: 20000, charitable: 10000, other: 2000 }, { filingStatus: 'married-joint', spouseAge: 40 }));
    near(s.stateDeductions, 55383.14);
    expect(line(s, 'stateDeductions').formula).toMatch(/line 29 limitation/);
  });
});

describe('NY Form IT-196', () => {
  it('a joint filer above $100,000: no SALT cap, income tax out (line 41), Worksheet 3 adjustment (line 46)', () => {
    // Line 40: income tax 14,000 + real estate 16,000 (no cap) + mortgage 18,000 + gifts 5,000 = 53,000.
    // Line 41: 14,000 -> 39,000. NY AGI 250,000 over $100,000: Worksheet 3, MFJ applicable amount $200,000:
    // 25% x 39,000 x min(50,000, 250,000 - 200,000) / 50,000 = 9,750 -> 29,250 > standard 16,050.
    // Taxable 250,000 - 29,250 = 220,750.
    const s = run('NY', itemizer(250000, { stateLocalIncomeTax: 14000, realEstateTax: 16000, mortgageInterest: 18000, charitable: 5000 }, { filingStatus: 'married-joint', spouseAge: 40 }));
    near(s.stateDeductions, 29250);
    near(s.taxableIncome, 220750);
    expect(line(s, 'stateDeductions').source).toMatch(/IT-196/);
    expect(line(s, 'stateDeductions').formula).toMatch(/Worksheet 3/);
  });
  it('a joint filer at NY AGI 220,000: Worksheet 3 on part of the $50,000 range', () => {
    // Line 44 = 39,000 as above; 25% x 39,000 x (220,000 - 200,000) / 50,000 = 3,900 -> 35,100.
    const s = run('NY', itemizer(220000, { stateLocalIncomeTax: 14000, realEstateTax: 16000, mortgageInterest: 18000, charitable: 5000 }, { filingStatus: 'married-joint', spouseAge: 40 }));
    near(s.stateDeductions, 35100);
  });
  it('NY AGI of $100,000 or less: no adjustment', () => {
    // Single, NY AGI 90,000: 6,000 + 9,000 + 2,000 = 17,000 - 6,000 (line 41) = 11,000 > 8,000 standard.
    const s = run('NY', itemizer(90000, { stateLocalIncomeTax: 6000, realEstateTax: 9000, charitable: 2000 }));
    near(s.stateDeductions, 11000);
    near(s.taxableIncome, 79000);
  });
  it('Worksheet 4 (NY AGI over $475,000) and the 50% of gifts over $1,000,000', () => {
    // MFJ federal and NY AGI 500,000: income tax 30,000 + real estate 60,000 + gifts 40,000 = 130,000; over the MFJ
    // $396,250 the line 40 worksheet takes the smaller of 3% x (500,000 - 396,250) = 3,112.50 and 80% x 130,000:
    // line 40 = 126,887.50; line 41 takes out 30,000 -> 96,887.50. Worksheet 4: 25% x 96,887.50 + 25% x 96,887.50 x
    // (500,000 - 475,000) / 50,000 = 24,221.875 + 12,110.9375 = 36,332.8125 -> 60,554.6875.
    const mfj = { filingStatus: 'married-joint' as const, spouseAge: 40 };
    near(run('NY', itemizer(500000, { stateLocalIncomeTax: 30000, realEstateTax: 60000, charitable: 40000 }, mfj)).stateDeductions, 60554.69);
    // NY AGI 1,200,000: 50% x gifts 40,000 = 20,000 (larger than the 16,050 standard).
    near(run('NY', itemizer(1200000, { stateLocalIncomeTax: 30000, realEstateTax: 60000, charitable: 40000 }, mfj)).stateDeductions, 20000);
  });
  it('line 40 worksheet: federal AGI over the 2024 single applicable amount of $330,200 (IT-196-I Table 1)', () => {
    // Line 1: income tax 25,000 + real estate 12,000 + mortgage 15,000 + gifts 8,000 + investment interest 3,000 = 63,000.
    // Line 2 (not limited: medical, investment interest, casualty) 3,000; line 3 = 60,000; line 4 = 80% = 48,000.
    // Line 7 = 400,000 - 330,200 = 69,800; line 8 = 3% = 2,094; line 9 = 2,094; line 40 = 63,000 - 2,094 = 60,906.
    // Line 41: 25,000 out -> 35,906. NY AGI 400,000: Worksheet 3, 25% x 35,906 x min(50,000, 300,000) / 50,000
    // = 8,976.50 -> 26,929.50 (over the 8,000 standard).
    const s = run('NY', itemizer(400000, { stateLocalIncomeTax: 25000, realEstateTax: 12000, mortgageInterest: 15000, charitable: 8000, other: 3000 }));
    near(s.stateDeductions, 26929.5);
    expect(line(s, 'stateDeductions').formula).toMatch(/line 40 worksheet/);
    // At 330,000 (not over $330,200) nothing is cut on line 40: 63,000 - 25,000 = 38,000; 25% x 38,000 = 9,500 -> 28,500.
    near(run('NY', itemizer(330000, { stateLocalIncomeTax: 25000, realEstateTax: 12000, mortgageInterest: 15000, charitable: 8000, other: 3000 })).stateDeductions, 28500);
  });
  it('IT-196 lines 1-4: medical expenses over 10% of federal AGI, not the federal 7.5%', () => {
    // Federal AGI 80,000; medical 12,000: federal Schedule A line 4 = 12,000 - 6,000 = 6,000; IT-196 line 4 =
    // 12,000 - 8,000 = 4,000. Line 40 = 4,000 + income tax 4,000 + real estate 9,000 + gifts 1,000 = 18,000; line 41
    // 4,000 out -> 14,000 (NY AGI not over $100,000: no line 46) > 8,000 standard. Taxable 80,000 - 14,000 = 66,000.
    const s = run('NY', itemizer(80000, { medicalExpenses: 12000, medical: 6000, stateLocalIncomeTax: 4000, realEstateTax: 9000, charitable: 1000 }));
    near(s.stateDeductions, 14000);
    near(s.taxableIncome, 66000);
    expect(line(s, 'stateDeductions').formula).toMatch(/10% of federal AGI/);
  });
  it('the NY standard deduction when the IT-196 amount is smaller: 8,000 single', () => {
    // 3,000 + 4,000 - 3,000 = 4,000 < 8,000.
    near(run('NY', itemizer(60000, { stateLocalIncomeTax: 3000, realEstateTax: 4000 })).stateDeductions, 8000);
  });
});

describe('the Schedule A parts reach the states from the form', () => {
  it('real estate, vehicle (personal property) tax and the state tax withheld, read by the federal return', () => {
    const f = form({
      state: 'CA',
      w2Data: [{ wages: '150000', stateTax: '9000', stateId: 'CA' }],
      deductions: { mortgage: { 'real-estate-taxes': 14000, 'vehicle-tax': 500, 'mortgage-interest': 12000 } },
    });
    const facts = federalFactsForStates(computeForm1040(f));
    expect(facts.itemized).toMatchObject({ stateLocalIncomeTax: 9000, realEstateTax: 14000, personalPropertyTax: 500, mortgageInterest: 12000, stateAndLocalTaxes: 10000 });
    // CA: 14,000 + 500 + 12,000 = 26,500 (the 9,000 withheld is Schedule A line 5a and stays out).
    const s = computeStates(facts).states[0];
    near(s.stateDeductions, 26500);
  });
});
