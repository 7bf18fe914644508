// Printed tax tables (CA, NY) and the NY tax computation worksheets, each expected figure derived by hand:
// table amount = the state's rate-schedule tax at the midpoint of the row, rounded to whole dollars.
import { describe, expect, it } from 'vitest';
import { computeStates } from './index';
import { scheduleFor } from './compute';
import { tableRow, tableTax, taxTableFor } from './tables';
import { form, wageFacts } from './testing/facts';
import type { StateStatus } from './params';

const CA = taxTableFor('CA')!;
const NY = taxTableFor('NY')!;
const ca = (status: StateStatus, taxable: number) => tableTax(CA, scheduleFor('CA', status), taxable);
const ny = (status: StateStatus, taxable: number) => tableTax(NY, scheduleFor('NY', status), taxable);

describe('2024 California Tax Table (Form 540 line 31, taxable income $100,000 or less)', () => {
  it('rows are $100 wide, centred on each multiple of $100, the last one $99,951-$100,000', () => {
    expect(tableRow(CA, 54460)).toEqual({ low: 54450, high: 54550, midpoint: 54500 });
    expect(tableRow(CA, 54550)).toEqual({ low: 54450, high: 54550, midpoint: 54500 });
    expect(tableRow(CA, 54551)).toEqual({ low: 54550, high: 54650, midpoint: 54600 });
    expect(tableRow(CA, 99990)).toEqual({ low: 99950, high: 100000, midpoint: 99975 });
    expect(tableRow(CA, 30).midpoint).toBe(0);
  });
  it('single', () => {
    // $1-$50: midpoint 0 -> $0
    expect(ca('single', 30)).toBe(0);
    // $9,951-$10,050: 1% x 10,000 = 100.00 -> $100
    expect(ca('single', 10000)).toBe(100);
    // $25,451-$25,550: 402.42 + 4% x (25,500 - 25,499) = 402.46 -> $402
    expect(ca('single', 25460)).toBe(402);
    // $99,951-$100,000: 3,108.72 + 9.3% x (99,975 - 70,606) = 3,108.72 + 2,731.317 = 5,840.037 -> $5,840
    expect(ca('single', 99990)).toBe(5840);
    expect(ca('single', 100000)).toBe(5840);
  });
  it('married filing jointly and head of household', () => {
    // MFJ $49,951-$50,050: 215.12 + 2% x (50,000 - 21,512) = 215.12 + 569.76 = 784.88 -> $785
    expect(ca('married-joint', 50000)).toBe(785);
    // HoH $69,951-$70,050: 1,394.49 + 6% x (70,000 - 65,744) = 1,394.49 + 255.36 = 1,649.85 -> $1,650
    expect(ca('head-of-household', 70049)).toBe(1650);
  });
  it('above $100,000 the rate schedule applies to the exact income', () => {
    // single 100,001 + 5,540 standard deduction: 3,108.72 + 9.3% x (100,001 - 70,606) = 3,108.72 + 2,733.735 = 5,842.455
    const s = computeStates(form({ state: 'CA' }), wageFacts(105541)).states[0];
    expect(s.taxableIncome).toBe(100001);
    expect(s.regularTax).toBeCloseTo(5842.46, 2);
  });
  it('the card explains the row', () => {
    const s = computeStates(form({ state: 'CA' }), wageFacts(60000)).states[0];
    const line = s.breakdown.lines.find((l) => l.key === 'regularTax')!;
    expect(line.formula).toMatch(/tax table row \$54,450\.00-\$54,550\.00.*midpoint \$54,500\.00 = \$1,847\.56, rounded to \$1,848\.00/);
    expect(line.source).toMatch(/2024 California Tax Table/);
  });
});

describe('2024 NYS tax table (IT-201 line 39: NY AGI $107,650 or less, taxable income under $65,000)', () => {
  it('rows: $0-$13, $13-$25, $25-$50, then $50 wide ("at least ... but less than")', () => {
    expect(tableRow(NY, 12)).toEqual({ low: 0, high: 13, midpoint: 6.5 });
    expect(tableRow(NY, 20)).toEqual({ low: 13, high: 25, midpoint: 19 });
    expect(tableRow(NY, 45400)).toEqual({ low: 45400, high: 45450, midpoint: 45425 });
    expect(tableRow(NY, 45449)).toEqual({ low: 45400, high: 45450, midpoint: 45425 });
  });
  it('single, married filing jointly, head of household', () => {
    // $13-$25: 4% x 19 = 0.76 -> $1
    expect(ny('single', 20)).toBe(1);
    // single $10,000-$10,050: $340 + 4.5% x (10,025 - 8,500) = 340 + 68.625 = 408.625 -> $409
    expect(ny('single', 10000)).toBe(409);
    // single $45,400-$45,450: $600 + 5.5% x (45,425 - 13,900) = 600 + 1,733.875 = 2,333.875 -> $2,334
    expect(ny('single', 45400)).toBe(2334);
    // MFJ $40,000-$40,050: $1,202 + 5.5% x (40,025 - 27,900) = 1,202 + 666.875 = 1,868.875 -> $1,869
    expect(ny('married-joint', 40010)).toBe(1869);
    // HoH $64,950-$65,000: $901 + 5.5% x (64,975 - 20,900) = 901 + 2,424.125 = 3,325.125 -> $3,325
    expect(ny('head-of-household', 64999)).toBe(3325);
  });
  it('at $65,000 the rate schedule with its published base amounts applies', () => {
    // single AGI 73,000 - 8,000 = 65,000: $600 + 5.5% x (65,000 - 13,900) = 600 + 2,810.50 = 3,410.50
    const s = computeStates(form({ state: 'NY' }), wageFacts(73000)).states[0];
    expect(s.taxableIncome).toBe(65000);
    expect(s.regularTax).toBeCloseTo(3410.5, 2);
  });
});

describe('NY tax computation worksheets (IT-201-I 2024, NY AGI over $107,650)', () => {
  const nyReturn = (wages: number, status: 'single' | 'married-joint' | 'head-of-household') =>
    computeStates(form({ state: 'NY', filingStatus: status }), wageFacts(wages, { filingStatus: status, spouseAge: status === 'married-joint' ? 40 : 0 })).states[0];

  it('worksheet 12 (head of household, taxable income up to $269,300): the first recapture rate is 6%', () => {
    // NY AGI 130,000; taxable 130,000 - 11,200 = 118,800
    // line 3: 6% x 118,800 = 7,128; line 4 (schedule): $5,672 + 6% x (118,800 - 107,650) = 5,672 + 669 = 6,341
    // line 5: 7,128 - 6,341 = 787; line 7: (130,000 - 107,650) / 50,000 = 0.4470; line 8: 787 x 0.447 = 351.789
    // line 9: 6,341 + 351.789 = 6,692.789
    const s = nyReturn(130000, 'head-of-household');
    expect(s.taxableIncome).toBe(118800);
    expect(s.regularTax).toBeCloseTo(6692.79, 2);
  });
  it('worksheet 2 (married filing jointly, NY AGI over $161,550, taxable income up to $323,200)', () => {
    // NY AGI 190,000; taxable 190,000 - 16,050 = 173,950
    // line 3 (schedule): $8,553 + 6% x (173,950 - 161,550) = 8,553 + 744 = 9,297; line 4: $333; line 5: $807
    // line 7: min(190,000 - 161,550, 50,000) = 28,450; line 8: 28,450 / 50,000 = 0.5690; line 9: 807 x 0.569 = 459.183
    // line 10: 9,297 + 333 + 459.183 = 10,089.183
    const s = nyReturn(190000, 'married-joint');
    expect(s.taxableIncome).toBe(173950);
    expect(s.regularTax).toBeCloseTo(10089.18, 2);
  });
  it('worksheet 7 (single): the phase-in fraction is rounded to four decimals', () => {
    // NY AGI 123,456; taxable 115,456; line 3: 6% x 115,456 = 6,927.36
    // line 4: $4,271 + 6% x (115,456 - 80,650) = 4,271 + 2,088.36 = 6,359.36; line 5: 568.00
    // line 7: 15,806 / 50,000 = 0.31612 -> 0.3161; line 8: 568 x 0.3161 = 179.5448; line 9: 6,538.9048
    // (with the unrounded 0.31612 it would be 6,538.92)
    expect(nyReturn(123456, 'single').regularTax).toBeCloseTo(6538.9, 2);
  });
  it('worksheet 7 at NY AGI $157,650 or more: the flat 6% on all taxable income', () => {
    // 160,000 - 8,000 = 152,000 x 6% = 9,120
    expect(nyReturn(160000, 'single').regularTax).toBeCloseTo(9120, 2);
  });
});
