// Connecticut 2024 Tax Calculation Schedule (Form CT-1040 instructions, Tables A-E), each expected figure derived by
// hand from the tables (engine/data/ctTaxCalculation2024.ts gives their statutory sources):
//   line 4 = Table B (rate schedule) on taxable income; line 5 = Table C, line 6 = Table D, both by CT AGI;
//   line 7 = 4 + 5 + 6; line 9 = line 7 x Table E decimal; CT income tax = line 7 - line 9.
import { describe, expect, it } from 'vitest';
import { ctAddBackAndRecapture, ctPersonalCreditDecimal } from './rules';
import { form, statesFor, wageFacts } from './testing/facts';
import type { FilingStatus } from '@taxapp/contracts/form';

const ct = (wages: number, filingStatus: FilingStatus = 'single') =>
  statesFor(form({ state: 'CT', filingStatus }), wageFacts(wages, { filingStatus, spouseAge: filingStatus === 'married-joint' ? 40 : 0 })).states[0];

describe('Table C: 2% tax rate phase-out add-back (per step of CT AGI, or fraction, over the threshold)', () => {
  it('single: $25 per $5,000 over $56,500, at most $250', () => {
    expect(ctAddBackAndRecapture('single', 56500).addBack).toBe(0);
    expect(ctAddBackAndRecapture('single', 56500.01).addBack).toBe(25);
    expect(ctAddBackAndRecapture('single', 61500).addBack).toBe(25);
    expect(ctAddBackAndRecapture('single', 61501).addBack).toBe(50);
    // 101,500 = 56,500 + 9 x 5,000 -> $225; above it the 10th step -> $250
    expect(ctAddBackAndRecapture('single', 101500).addBack).toBe(225);
    expect(ctAddBackAndRecapture('single', 101501).addBack).toBe(250);
    expect(ctAddBackAndRecapture('single', 400000).addBack).toBe(250);
  });
  it('separate $25 per $2,500 over $50,250; head of household $40 per $4,000 over $78,500; joint $50 per $5,000 over $100,500', () => {
    expect(ctAddBackAndRecapture('married-separate', 50250.01).addBack).toBe(25);
    expect(ctAddBackAndRecapture('married-separate', 72750).addBack).toBe(225);
    expect(ctAddBackAndRecapture('married-separate', 72750.01).addBack).toBe(250);
    expect(ctAddBackAndRecapture('head-of-household', 78500).addBack).toBe(0);
    expect(ctAddBackAndRecapture('head-of-household', 114500.01).addBack).toBe(400);
    expect(ctAddBackAndRecapture('married-joint', 105500).addBack).toBe(50);
    expect(ctAddBackAndRecapture('married-joint', 105501).addBack).toBe(100);
    expect(ctAddBackAndRecapture('married-joint', 145500.01).addBack).toBe(500);
  });
});

describe('Table D: tax recapture (three tiers added)', () => {
  it('single: $25 per $5,000 over $105,000 (max 250); $90 per $5,000 over $200,000 (max 2,700); $50 per $5,000 over $500,000 (max 450)', () => {
    expect(ctAddBackAndRecapture('single', 105000).recapture).toBe(0);
    expect(ctAddBackAndRecapture('single', 105000.01).recapture).toBe(25);
    expect(ctAddBackAndRecapture('single', 150000).recapture).toBe(225);
    expect(ctAddBackAndRecapture('single', 150000.01).recapture).toBe(250);
    // 200,000.01: 250 + 90
    expect(ctAddBackAndRecapture('single', 200000.01).recapture).toBe(340);
    // 345,000: 250 + ceil(145,000 / 5,000) = 29 x 90 = 2,610 -> 2,860; a cent more: 30 steps -> 2,950
    expect(ctAddBackAndRecapture('single', 345000).recapture).toBe(2860);
    expect(ctAddBackAndRecapture('single', 345000.01).recapture).toBe(2950);
    // 540,000.01: 2,950 + ceil(40,000.01 / 5,000) = 9 x 50 = 450 -> 3,400 (the maximum)
    expect(ctAddBackAndRecapture('single', 540000.01).recapture).toBe(3400);
  });
  it('married filing jointly: the printed column ($50 per $10,000 over $210,000; flat $500 to $400,000; $180 per $10,000; flat $5,900 to $1,000,000; $6,800 over $1,080,000)', () => {
    expect(ctAddBackAndRecapture('married-joint', 220000).recapture).toBe(50);
    expect(ctAddBackAndRecapture('married-joint', 350000).recapture).toBe(500);
    expect(ctAddBackAndRecapture('married-joint', 400000.01).recapture).toBe(680);
    expect(ctAddBackAndRecapture('married-joint', 800000).recapture).toBe(5900);
    expect(ctAddBackAndRecapture('married-joint', 1000000.01).recapture).toBe(6000);
    expect(ctAddBackAndRecapture('married-joint', 2000000).recapture).toBe(6800);
  });
  it('head of household: $40 per $8,000 over $168,000; $140 per $8,000 over $320,000', () => {
    expect(ctAddBackAndRecapture('head-of-household', 168000.01).recapture).toBe(40);
    expect(ctAddBackAndRecapture('head-of-household', 320000.01).recapture).toBe(540);
  });
});

describe('Table E: personal tax credit decimal ("more than ... not more than")', () => {
  it('single', () => {
    expect(ctPersonalCreditDecimal('single', 15000)).toBe(0);
    expect(ctPersonalCreditDecimal('single', 15000.01)).toBe(0.75);
    expect(ctPersonalCreditDecimal('single', 20000)).toBe(0.6);
    expect(ctPersonalCreditDecimal('single', 60000)).toBe(0.1);
    expect(ctPersonalCreditDecimal('single', 60000.01)).toBe(0.09);
    expect(ctPersonalCreditDecimal('single', 64500)).toBe(0.01);
    expect(ctPersonalCreditDecimal('single', 64500.01)).toBe(0);
  });
  it('separate, joint, head of household', () => {
    expect(ctPersonalCreditDecimal('married-separate', 12000.01)).toBe(0.75);
    expect(ctPersonalCreditDecimal('married-separate', 52000)).toBe(0.02);
    expect(ctPersonalCreditDecimal('married-separate', 52500.01)).toBe(0);
    expect(ctPersonalCreditDecimal('married-joint', 52000)).toBe(0.11);
    expect(ctPersonalCreditDecimal('married-joint', 75000)).toBe(0.1);
    expect(ctPersonalCreditDecimal('married-joint', 100500.01)).toBe(0);
    expect(ctPersonalCreditDecimal('head-of-household', 19000.01)).toBe(0.75);
    expect(ctPersonalCreditDecimal('head-of-household', 46000)).toBe(0.11);
  });
});

describe('whole CT returns', () => {
  it('single CT AGI 20,000: exemption 15,000 (AGI not over 30,000); 5,000 x 2% = 100; Table E .60 -> credit 60; tax 40', () => {
    const s = ct(20000);
    expect(s.personalExemptions).toBe(15000);
    expect(s.regularTax).toBeCloseTo(100, 2);
    expect(s.credits).toBeCloseTo(60, 2);
    expect(s.stateTax).toBeCloseTo(40, 2);
  });
  it('married filing separately CT AGI 52,000 (DRS TPG-211 example figures): 2,110 + Table C 25 = 2,135; Table E .02 -> 42.70; tax 2,092.30', () => {
    // exemption 12,000 - 28 x 1,000 -> 0; line 4 = 2% x 10,000 + 4.5% x 40,000 + 5.5% x 2,000 = 200 + 1,800 + 110
    const s = ct(52000, 'married-separate');
    expect(s.taxableIncome).toBe(52000);
    expect(s.regularTax).toBeCloseTo(2135, 2);
    expect(s.credits).toBeCloseTo(42.7, 2);
    expect(s.stateTax).toBeCloseTo(2092.3, 2);
  });
  it('head of household CT AGI 250,000: 13,000 + Table C 400 + Table D 400 = 13,800', () => {
    // line 4: 2% x 16,000 + 4.5% x 64,000 + 5.5% x 80,000 + 6% x 90,000 = 320 + 2,880 + 4,400 + 5,400 = 13,000
    // Table C: ceil(171,500 / 4,000) = 43 steps x $40 -> max $400; Table D: ceil(82,000 / 8,000) = 11 x $40 -> max $400
    const s = ct(250000, 'head-of-household');
    expect(s.regularTax).toBeCloseTo(13800, 2);
    expect(s.stateTax).toBeCloseTo(13800, 2);
    const line = s.breakdown.lines.find((l) => l.key === 'regularTax')!;
    expect(line.formula).toMatch(/Table C.*\$400\.00.*Table D\) \$400\.00/);
  });
  it('married filing jointly CT AGI 700,000: 41,800 + 500 + (500 + 5,400) = 48,200', () => {
    // line 4: 400 + 3,600 + 5,500 + 12,000 + 6,500 + 6.9% x 200,000 = 13,800 -> 41,800
    // Table D: 500 + ceil(300,000 / 10,000) = 30 x 180 = 5,400 (the maximum) = 5,900
    expect(ct(700000, 'married-joint').regularTax).toBeCloseTo(48200, 2);
  });
  it('a qualifying surviving spouse uses the joint column', () => {
    // AGI 40,000: exemption 24,000 (not over 48,000); 16,000 x 2% = 320; Table E joint 40,000 -> .35 (over 33,500, not over 40,000)
    const s = ct(40000, 'qualifying-widow');
    expect(s.regularTax).toBeCloseTo(320, 2);
    expect(s.credits).toBeCloseTo(112, 2);
    expect(s.stateTax).toBeCloseTo(208, 2);
  });
});

// Schedule 1 pension and annuity subtraction (2024 CT-1040 instructions, Pension and Annuity Worksheet, p. 28;
// Conn. Gen. Stat. §12-701(a)(20)(B)(xxi), (xxviii)): 100% of pensions (1040 line 5b) and 50% of IRA distributions
// (line 4b) under federal AGI $75,000 (single) / $100,000 (joint); above, x the Phase-Out Table decimal.
describe('pension and annuity subtraction', () => {
  const withRetirement = (wages: number, pensions: number, ira: number, filingStatus: FilingStatus = 'single') =>
    statesFor(
      form({ state: 'CT', filingStatus }),
      wageFacts(wages, { filingStatus, spouseAge: filingStatus === 'married-joint' ? 66 : 0, taxpayerAge: 66, taxablePensions: pensions, taxableIraDistributions: ira, federalAgi: wages + pensions + ira, totalIncome: wages + pensions + ira }),
    ).states[0];
  it('single, AGI 50,000 (wages 20,000 + pension 30,000): all 30,000 out; CT AGI 20,000; exemption 15,000; 2% x 5,000 = 100; Table E .60 (19,800-20,300) -> 40', () => {
    const s = withRetirement(20000, 30000, 0);
    expect(s.adjustedGrossIncome).toBe(20000);
    expect(s.taxableIncome).toBe(5000);
    expect(s.stateTax).toBeCloseTo(40, 2);
  });
  it('IRA distributions count 50% for 2024: wages 40,000 + IRA 10,000 -> 5,000 out, CT AGI 45,000', () =>
    expect(withRetirement(40000, 0, 10000).adjustedGrossIncome).toBe(45000));
  it('joint AGI 112,000 ($110,000-$114,999: .55): pension 20,000 x .55 = 11,000 out, CT AGI 101,000', () =>
    expect(withRetirement(92000, 20000, 0, 'married-joint').adjustedGrossIncome).toBe(101000));
  it('single AGI 100,000 and up: decimal 0, nothing out', () => expect(withRetirement(80000, 20000, 0).adjustedGrossIncome).toBe(100000));
});

// Line 11, Schedule 3 (Conn. Gen. Stat. §12-704c): property tax on the home and vehicles, at most $300, less 15% for each
// $10,000 (or part) of CT AGI over $49,500 single / $70,500 joint; nonrefundable.
describe('property tax credit', () => {
  it('single CT AGI 60,000, property tax 4,000: 300 less .30 (2 steps over 49,500) = 210; tax 2,575 - 257.50 - 210 = 2,107.50', () => {
    const s = statesFor(form({ state: 'CT', propertyTax: 4000 }), wageFacts(60000)).states[0];
    expect(s.breakdown.credits.find((c) => c.name.startsWith('Property tax credit'))).toMatchObject({ amount: 210, refundable: false });
    expect(s.stateTax).toBeCloseTo(2107.5, 2);
  });
  it('joint CT AGI 70,000 (not over 70,500): home 250 + car 100 = 350 -> the full $300', () => {
    const f = wageFacts(70000, { filingStatus: 'married-joint', spouseAge: 40 });
    const s = statesFor(form({ state: 'CT', filingStatus: 'married-joint', propertyTax: 250 }), { ...f, itemized: { ...f.itemized, personalPropertyTax: 100 } }).states[0];
    expect(s.breakdown.credits.find((c) => c.name.startsWith('Property tax credit'))?.amount).toBe(300);
  });
  it('single CT AGI 120,000 (7 steps: 1.00): no credit', () => {
    const s = statesFor(form({ state: 'CT', propertyTax: 5000 }), wageFacts(120000)).states[0];
    expect(s.breakdown.credits.some((c) => c.name.startsWith('Property tax credit'))).toBe(false);
  });
});
