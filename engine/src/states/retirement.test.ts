// The 2024 retirement exclusions of MI (Form 4884) and NY (IT-201 lines 26 and 29), worked by hand from the 2024
// instructions; the derivation is beside each expected figure.
import { describe, expect, it } from 'vitest';
import { facts, form, statesFor } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

function run(state: string, f: FederalFactsForStates): StateTaxResult {
  return statesFor(form({ state, filingStatus: f.filingStatus }), f).states[0];
}
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
/** A retiree's federal figures: federal AGI = the income given (no adjustments). */
const retiree = (income: Partial<FederalFactsForStates>, rest: Partial<FederalFactsForStates> = {}) => {
  const total = (income.wages ?? 0) + (income.taxablePensions ?? 0) + (income.taxableIraDistributions ?? 0) + (income.taxableInterest ?? 0);
  return facts({ ...income, totalIncome: total, federalAgi: total, ...rest });
};

// Michigan Treasury, New Developments for Tax Year 2024: private pension limit $64,040 / $128,080 (born before 1946),
// phase-in limit $32,020 / $64,040 (born 1946-1962), Michigan standard deduction $20,000 / $40,000 (born 1946-1952);
// MI-1040 2024: 4.25% of income less $5,600 an exemption.
describe('MI retirement and pension benefits (Schedule 1, Form 4884, 2024)', () => {
  it('born 1944 (80), single, pension 70,000: the born-before-1946 limit 64,040', () => {
    // 70,000 - 64,040 = 5,960; - 5,600 = 360; 4.25% x 360 = 15.30
    const s = run('MI', retiree({ taxablePensions: 70000 }, { taxpayerAge: 80 }));
    expect(s.breakdown.subtractions.find((x) => /Retirement and pension/.test(x.name))!.amount).toBe(64040);
    near(s.taxableIncome, 360);
    near(s.stateTax, 15.3);
  });
  it('joint, older spouse born 1954 (70), pension 50,000 + wages 30,000: the 2024 phase-in, up to 64,040 joint', () => {
    // pension 50,000 under 64,040: all subtracted; 80,000 - 50,000 = 30,000; - 2 x 5,600 = 18,800; 4.25% = 799
    const s = run('MI', retiree({ wages: 30000, taxablePensions: 50000 }, { filingStatus: 'married-joint', taxpayerAge: 66, spouseAge: 70, standardDeduction: 29200 }));
    near(s.taxableIncome, 18800);
    near(s.stateTax, 799);
  });
  it('born 1949 (75), single, IRA 10,000 + interest 30,000: the Michigan standard deduction 20,000 is larger', () => {
    // phase-in subtraction 10,000 < Michigan standard deduction 20,000 against all income
    // 40,000 - 20,000 - 5,600 = 14,400; 4.25% x 14,400 = 612
    const s = run('MI', retiree({ taxableIraDistributions: 10000, taxableInterest: 30000 }, { taxpayerAge: 75 }));
    near(s.taxableIncome, 14400);
    near(s.stateTax, 612);
  });
  it('born 1944 (80), single, federal OPM pension 70,000 + IRA 10,000: the public pension in full, the private limit used up by it', () => {
    // Section A: public 70,000 in full; private limit 64,040 - 70,000 < 0 -> 0 of the IRA; subtraction 70,000
    // 80,000 - 70,000 - 5,600 = 4,400; 4.25% x 4,400 = 187
    const f = retiree({ taxablePensions: 70000, taxableIraDistributions: 10000 }, { taxpayerAge: 80, pensionPayers: [{ payer: 'U.S. Office of Personnel Management', taxable: 70000 }] });
    const s = run('MI', f);
    near(s.taxableIncome, 4400);
    near(s.stateTax, 187);
  });
  it('military retirement (DFAS) 30,000 at 45, with wages 40,000: subtracted in full at any age', () => {
    // 70,000 - 30,000 - 5,600 = 34,400; 4.25% x 34,400 = 1,462
    const f = retiree({ wages: 40000, taxablePensions: 30000 }, { taxpayerAge: 45, pensionPayers: [{ payer: 'Defense Finance and Accounting Service', taxable: 30000 }] });
    const s = run('MI', f);
    expect(s.breakdown.subtractions.map((x) => [x.name.startsWith('Military'), x.amount])).toEqual([[true, 30000]]);
    near(s.stateTax, 1462);
  });
  it('born 1964 (60), single, pension 30,000: outside the 2024 phase-in, no subtraction', () => {
    // (30,000 - 5,600) x 4.25% = 1,037
    near(run('MI', retiree({ taxablePensions: 30000 }, { taxpayerAge: 60 })).stateTax, 1037);
  });
});

// IT-201 (2024): line 26 government pensions in full; line 29 up to $20,000 each for 59 1/2 or over; NY standard
// deduction $8,000 single / $16,050 joint; NYS tax table (NY AGI up to $107,650, taxable under $65,000): the schedule
// at the row's midpoint with the published bases (single: $340 at 8,500, $484 at 11,700, $600 at 13,900; 4% to
// 17,150 joint), rounded to whole dollars. Household credit: none above $28,000 / $32,000 of federal AGI.
describe('NY pension exclusions (IT-201 lines 26 and 29)', () => {
  it('single, 66: NYSLRS pension 40,000 in full (line 26), IRA 10,000 under the 20,000 exclusion (line 29), wages 30,000', () => {
    // NY AGI 80,000 - 40,000 - 10,000 = 30,000; taxable 30,000 - 8,000 = 22,000
    // table row 22,000-22,050, midpoint 22,025: 600 + 5.5% x (22,025 - 13,900) = 600 + 446.875 = 1,046.875 -> 1,047
    const f = retiree({ wages: 30000, taxablePensions: 40000, taxableIraDistributions: 10000 }, { taxpayerAge: 66, pensionPayers: [{ payer: 'New York State and Local Retirement System', taxable: 40000 }] });
    const s = run('NY', f);
    expect(s.breakdown.subtractions.map((x) => x.amount)).toEqual([40000, 10000]);
    near(s.taxableIncome, 22000);
    near(s.stateTax, 1047);
  });
  it('joint, both 62, a private pension 70,000: 2 x 20,000 excluded (line 29)', () => {
    // NY AGI 70,000 - 40,000 = 30,000; taxable 30,000 - 16,050 = 13,950
    // table row 13,950-14,000, midpoint 13,975: 4% x 13,975 = 559
    const f = retiree({ taxablePensions: 70000 }, { filingStatus: 'married-joint', taxpayerAge: 62, spouseAge: 62, pensionPayers: [{ payer: 'Acme Corp Pension Plan', taxable: 70000 }] });
    const s = run('NY', f);
    near(s.taxableIncome, 13950);
    near(s.stateTax, 559);
  });
  it('single, 50: a federal civil service pension (OPM) 30,000 in full at any age; no line 29 before 59 1/2', () => {
    // NY AGI 50,000 - 30,000 = 20,000; taxable 20,000 - 8,000 = 12,000
    // table row 12,000-12,050, midpoint 12,025: 484 + 5.25% x (12,025 - 11,700) = 484 + 17.0625 = 501.06 -> 501
    const f = retiree({ wages: 20000, taxablePensions: 30000 }, { taxpayerAge: 50, pensionPayers: [{ payer: 'U.S. Office of Personnel Management', taxable: 30000 }] });
    const s = run('NY', f);
    near(s.taxableIncome, 12000);
    near(s.stateTax, 501);
  });
  it('another state\'s government pension is not on line 26: single, 50, Ohio PERS 30,000 stays taxed', () => {
    // NY AGI 50,000; taxable 42,000; row 42,000-42,050, midpoint 42,025: 600 + 5.5% x 28,125 = 2,146.875 -> 2,147
    const f = retiree({ wages: 20000, taxablePensions: 30000 }, { taxpayerAge: 50, pensionPayers: [{ payer: 'Ohio Public Employees Retirement System', taxable: 30000 }] });
    near(run('NY', f).stateTax, 2147);
  });
});
