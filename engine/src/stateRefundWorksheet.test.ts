// The State and Local Income Tax Refund Worksheet (2024 Instructions for Form 1040, Schedule 1 line 1), each case
// worked by hand from its lines with the 2023 standard deductions (13,850 / 27,700 / 20,800; 1,850 or 1,500 a box).
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';
import { taxableStateRefund, type PriorYearFacts } from './stateRefundWorksheet';

const prior = (facts: Partial<PriorYearFacts>): PriorYearFacts => ({
  itemized: true, salesTaxElected: false, filingStatus: 'single', line5a: 0, line5d: 0, line5e: 0, line17: 0, ageOrBlindBoxes: 0, ...facts,
});

describe('State and Local Income Tax Refund Worksheet', () => {
  it('none is taxable after a 2023 standard deduction, or when sales taxes were deducted', () => {
    expect(taxableStateRefund(800, prior({ itemized: false })).taxable).toBe(0);
    expect(taxableStateRefund(800, prior({ salesTaxElected: true, line5a: 4_000, line5d: 6_000, line5e: 6_000, line17: 20_000 })).taxable).toBe(0);
  });

  it('all of it when the 2023 itemized deductions beat the standard deduction by more than the refund', () => {
    // Line 1: 800 (5a 6,000); line 2: 9,000 - 9,000 = 0; line 3: 800; lines 5-8: 18,000 - 13,850 = 4,150; line 9: 800.
    expect(taxableStateRefund(800, prior({ line5a: 6_000, line5d: 9_000, line5e: 9_000, line17: 18_000 })).taxable).toBe(800);
  });

  it('none when the taxes over the 2023 $10,000 cap are at least the refund', () => {
    // Joint: line 2 = 18,000 - 10,000 = 8,000 >= 1,500.
    expect(taxableStateRefund(1_500, prior({ filingStatus: 'married-joint', line5a: 12_000, line5d: 18_000, line5e: 10_000, line17: 35_000 })).taxable).toBe(0);
  });

  it('the part past the taxes over the cap', () => {
    // Line 1: 1,200; line 2: 10,500 - 10,000 = 500; line 3: 700; line 8: 16,000 - 13,850 = 2,150; line 9: 700.
    expect(taxableStateRefund(1_200, prior({ line5a: 9_000, line5d: 10_500, line5e: 10_000, line17: 16_000 })).taxable).toBe(700);
  });

  it('only the itemized deductions over the standard deduction with its 65-or-older amount', () => {
    // Line 3: 2,000; lines 5-7: 13,850 + 1 x 1,850 = 15,700; line 8: 16,000 - 15,700 = 300; line 9: 300.
    expect(taxableStateRefund(2_000, prior({ line5a: 5_000, line5d: 7_000, line5e: 7_000, line17: 16_000, ageOrBlindBoxes: 1 })).taxable).toBe(300);
    // Head of household, itemized 20,000 under the 20,800 standard deduction: none.
    expect(taxableStateRefund(2_000, prior({ filingStatus: 'head-of-household', line5a: 5_000, line5d: 7_000, line5e: 7_000, line17: 20_000 })).taxable).toBe(0);
  });

  it('the refund counts only up to the income taxes deducted', () => {
    // Line 1: refund 3,000 capped at 5a 2,500; line 8: 30,000 - 27,700 = 2,300; line 9: 2,300.
    expect(taxableStateRefund(3_000, prior({ filingStatus: 'married-joint', line5a: 2_500, line5d: 8_000, line5e: 8_000, line17: 30_000 })).taxable).toBe(2_300);
  });
});

describe('Schedule 1 line 1 on the return', () => {
  it('a former itemizer\'s 1099-G box 2 refund is income; after a standard deduction it is not', () => {
    // Wages 60,000; 1099-G box 2 800; 2023: itemized 18,000 (5a 6,000, 5d = 5e = 9,000), single: all 800 taxable
    // (worksheet above). Line 8 = 800, line 9 = 60,800, AGI 60,800, standard deduction 14,600, line 15 = 46,200.
    const input = (itemized: boolean) => ({
      filingStatus: 'single', dateOfBirth: '1980-05-01', w2Data: [{ wages: '60000' }],
      investmentData: [{ documentType: '1099-g', stateLocalIncomeTaxRefunds: 800 }],
      priorYearReturn: { itemized, scheduleALine5a: 6000, scheduleALine5d: 9000, scheduleALine5e: 9000, scheduleALine17: 18000 },
    });
    const { federal } = computeReturn(input(true));
    expect(federal.lines.get('schedule1.line1')?.value).toBe(800);
    expect(federal.lines.get('form1040.line11')?.value).toBe(60_800);
    expect(federal.lines.get('form1040.line15')?.value).toBe(46_200);
    const standard = computeReturn(input(false)).federal;
    expect(standard.lines.get('schedule1.line1')).toBeUndefined();
    expect(standard.lines.get('form1040.line11')?.value).toBe(60_000);
  });

  it('the states subtract it again: New York taxes the wages only (IT-201 line 25)', () => {
    // Federal AGI 60,800 (above); NY AGI 60,800 - 800 = 60,000; standard deduction 8,000: taxable 52,000; NYS tax
    // table row 52,000-52,050 at its midpoint: $600 + 5.5% x (52,025 - 13,900) = 2,696.875 -> 2,697.
    const { state } = computeReturn({
      filingStatus: 'single', state: 'NY', isFullYearResident: true, dateOfBirth: '1980-05-01', w2Data: [{ wages: '60000', stateId: 'NY' }],
      investmentData: [{ documentType: '1099-g', stateLocalIncomeTaxRefunds: 800 }],
      priorYearReturn: { itemized: true, scheduleALine5a: 6000, scheduleALine5d: 9000, scheduleALine5e: 9000, scheduleALine17: 18000 },
    });
    const ny = state.states.find((row) => row.state === 'NY')!;
    expect(ny.taxableIncome).toBe(52_000);
    expect(ny.regularTax).toBe(2_697);
  });
});

