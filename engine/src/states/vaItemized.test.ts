// Virginia Form 760 (2024) line 10, itemized deductions, worked by hand: federal Schedule A less the state and local
// taxes of line 5e, plus the real estate and personal property taxes (lines 5b, 5c) in full (Va. Code
// §58.1-322.03(1); the 2019 change that lets Virginia deduct the property taxes the federal $10,000 limit left out);
// a federal itemizer itemizes on Form 760 too (line 11 only 'provided that the taxpayer has not itemized').
// Over the applicable amount, the Limited Itemized Deduction Worksheet (Tax Bulletin 19-9; amounts in data/stateRules2024/va.ts).
// Virginia taxable income is taxed 2% / 3% / 5% / 5.75% (60 + 60 + 600 = 720 at $17,000); exemptions $930 each (line 12).
import { describe, expect, it } from 'vitest';
import { computeReturn } from '../index';

function va(form: Record<string, unknown>) {
  const row = computeReturn({ isFullYearResident: true, state: 'VA', dateOfBirth: '1980-03-03', ...form }).state.states.find((s) => s.state === 'VA');
  if (!row) throw new Error('no VA return');
  return row;
}
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);

describe('VA Form 760 line 10: itemized deductions', () => {
  it('under the $10,000 cap: the state income tax out, the rest as on federal Schedule A', () => {
    // Federal Schedule A: 5a 4,500 (W-2 box 17) + 5b 3,000 + 5c 1,000 (vehicle tax) = 8,500 (5e, under the cap);
    // mortgage interest 9,000; gifts 2,000: line 17 = 19,500 > 14,600. Virginia: 19,500 - 8,500 + 3,000 + 1,000 =
    // 15,000. Taxable 100,000 - 15,000 - 930 = 84,070; tax 720 + 5.75% x 67,070 = 4,576.525.
    const s = va({
      filingStatus: 'single', w2Data: [{ wages: '100000', stateId: 'VA 10-1234567F-001', stateWages: '100000', stateTax: '4500' }],
      deductions: { mortgage: { 'real-estate-taxes': 3000, 'vehicle-tax': 1000, 'mortgage-interest': 9000 }, charitable: { 'cash-donations': 2000 } },
    });
    expect(s.stateDeductions).toBe(15000);
    expect(s.taxableIncome).toBe(84070);
    near(s.regularTax, 4576.525);
  });

  it('over the cap: the property taxes the federal limit left out are deducted in full', () => {
    // Federal: 5a 12,000 + 5b 9,000 + 5c 1,500 = 22,500, 5e = 10,000; mortgage interest 20,000; gifts 5,000: line 17 =
    // 35,000 > 29,200 (married filing jointly). Virginia: 35,000 - 10,000 + 9,000 + 1,500 = 35,500 (the income tax
    // 12,000 never counts). Federal AGI 250,000 is under the 2024 joint applicable amount ($388,400), so no limitation. Taxable 250,000 - 35,500 - 2 x 930 = 212,640; tax 720 +
    // 5.75% x 195,640 = 11,969.30.
    const s = va({
      filingStatus: 'married-joint', spouseDateOfBirth: '1981-03-03',
      w2Data: [{ wages: '250000', stateId: 'VA 10-1234567F-001', stateWages: '250000', stateTax: '12000' }],
      deductions: { mortgage: { 'real-estate-taxes': 9000, 'vehicle-tax': 1500, 'mortgage-interest': 20000 }, charitable: { 'cash-donations': 5000 } },
    });
    expect(s.stateDeductions).toBe(35500);
    expect(s.taxableIncome).toBe(212640);
    near(s.regularTax, 11969.3);
  });

  it('over the 2024 applicable amount: the Limited Itemized Deduction Worksheet (Virginia keeps the pre-2018 IRC §68 limit)', () => {
    // Federal: 5a 27,000 + 5b 12,000 + 5c 2,000, 5e = 10,000; mortgage interest 24,000; gifts 10,000: line 17 = 44,000.
    // Virginia before the limit: 44,000 - 10,000 + 14,000 = 48,000. Federal AGI 500,000 > 388,400 (joint, 2024).
    // Part A: line 1 = 48,000 + 5a up to 10,000 = 58,000; line 2 (medical, investment interest, casualty) 0; line 3 =
    // 58,000; line 4 = 80% = 46,400; line 8 = 3% x (500,000 - 388,400) = 3,348; line 9 = 3,348.
    // Part B: line 11 = 3,348 / 58,000 = 0.057724; income taxes 10,000 - 10,000 x 0.057724 = 9,422.76 come out.
    // 58,000 - 3,348 - 9,422.76 = 45,229.24 (= 48,000 - 3,348 x 48,000 / 58,000).
    const s = va({
      filingStatus: 'married-joint', spouseDateOfBirth: '1981-03-03',
      w2Data: [{ wages: '500000', stateId: 'VA 10-1234567F-001', stateWages: '500000', stateTax: '27000' }],
      deductions: { mortgage: { 'real-estate-taxes': 12000, 'vehicle-tax': 2000, 'mortgage-interest': 24000 }, charitable: { 'cash-donations': 10000 } },
    });
    near(s.stateDeductions, 45229.24);
    // Taxable 500,000 - 45,229.24 - 1,860 = 452,910.76; tax 720 + 5.75% x 435,910.76 = 25,784.87.
    near(s.taxableIncome, 452910.76);
    near(s.regularTax, 25784.87);
  });

  it('a federal itemizer itemizes in Virginia even below the $8,500 standard deduction', () => {
    // Federal: 5a 8,000 (state income taxes entered) + gifts 7,000 = 15,000 > 14,600. Virginia: 15,000 - 8,000 =
    // 7,000, not the 8,500 standard deduction. Taxable 60,000 - 7,000 - 930 = 52,070; tax 720 + 5.75% x 35,070 = 2,736.525.
    const s = va({
      filingStatus: 'single', w2Data: [{ wages: '60000', stateId: 'VA 10-1234567F-001', stateWages: '60000', stateTax: '2800' }],
      deductions: { stateLocal: { 'state-taxes': 8000 }, charitable: { 'cash-donations': 7000 } },
    });
    expect(s.stateDeductions).toBe(7000);
    expect(s.taxableIncome).toBe(52070);
    near(s.regularTax, 2736.525);
    // The card explains the itemized amount alone: no 'larger than the standard deduction $0.00'.
    const row = s.breakdown.lines.find((line) => line.key === 'stateDeductions')!;
    expect(row.formula).toMatch(/^Itemized deductions: federal Schedule A/);
    expect(row.formula).not.toMatch(/standard deduction/);
  });

  it('a filer who takes the federal standard deduction takes the Virginia one', () => {
    // Federal: 5a 2,800 + gifts 1,000 = 3,800 < 14,600. Virginia standard deduction 8,500: 60,000 - 8,500 - 930 = 50,570.
    const s = va({
      filingStatus: 'single', w2Data: [{ wages: '60000', stateId: 'VA 10-1234567F-001', stateWages: '60000', stateTax: '2800' }],
      deductions: { charitable: { 'cash-donations': 1000 } },
    });
    expect([s.stateDeductions, s.taxableIncome]).toEqual([8500, 50570]);
  });
});
