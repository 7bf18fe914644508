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
  it('born 1964 (60), single, pension 30,000: outside the 2024 phase-in, no subtraction', () => {
    // (30,000 - 5,600) x 4.25% = 1,037
    near(run('MI', retiree({ taxablePensions: 30000 }, { taxpayerAge: 60 })).stateTax, 1037);
  });
});
