// Form 2441 (2024) Part III: W-2 box 10 benefits are excluded only up to the care expenses incurred, and
// line 30 takes the expenses less what the excluded benefits paid for.
import { describe, expect, it } from 'vitest';
import { form2441, form2441PartIII } from './form2441';

describe('Form 2441 Part III, dependent care benefits', () => {
  it('benefits with no care expenses are all taxable wages', () => {
    // Line 12 box 10 2,000; line 16 expenses 0 -> line 17 = min(2,000, 0) = 0 -> line 20 0 -> line 25 0;
    // line 26 = 2,000 - 0 = 2,000 (Form 1040 line 1e).
    const r = form2441PartIII({ status: 'single', benefits: 2_000, expenses: 0, taxpayerEarnedIncome: 40_000, spouseEarnedIncome: null });
    expect(r.line25).toBe(0);
    expect(r.line26).toBe(2_000);
  });

  it('excludes up to the expenses, the earned income and 5,000', () => {
    // Box 10 5,000, expenses 3,200: line 17 3,200; line 20 = min(3,200, 40,000, 40,000) = 3,200; line 21 5,000;
    // line 25 = min(3,200, 5,000) = 3,200; line 26 = 5,000 - 3,200 = 1,800.
    expect(form2441PartIII({ status: 'single', benefits: 5_000, expenses: 3_200, taxpayerEarnedIncome: 40_000, spouseEarnedIncome: null })).toMatchObject({ line17: 3_200, line25: 3_200, line26: 1_800 });
    // Box 10 6,000, expenses 9,000, joint, spouse earned 4,000: line 20 = min(6,000, 50,000, 4,000) = 4,000;
    // line 25 = min(4,000, 5,000) = 4,000; line 26 = 6,000 - 4,000 = 2,000.
    expect(form2441PartIII({ status: 'married-joint', benefits: 6_000, expenses: 9_000, taxpayerEarnedIncome: 50_000, spouseEarnedIncome: 4_000 })).toMatchObject({ line20: 4_000, line25: 4_000, line26: 2_000 });
    // Married filing separately: line 21 is 2,500; box 10 3,000 and expenses 3,000 -> line 25 2,500, line 26 500.
    expect(form2441PartIII({ status: 'married-separate', benefits: 3_000, expenses: 3_000, taxpayerEarnedIncome: 30_000, spouseEarnedIncome: null })).toMatchObject({ line21: 2_500, line25: 2_500, line26: 500 });
  });
});

describe('Form 2441 lines 27-31', () => {
  it('line 30 is the expenses less the benefits of line 28', () => {
    // One child: line 27 3,000; line 28 (excluded) 1,000; line 29 = 2,000. Expenses 2,500 in all: line 30 =
    // 2,500 - 1,000 = 1,500; line 31 (line 3) = min(2,000, 1,500) = 1,500. AGI 50,000 -> 20%: 300.
    const r = form2441({ status: 'single', qualifyingPersons: 1, expenses: 2_500, excludedBenefits: 1_000, taxpayerEarnedIncome: 50_000, spouseEarnedIncome: null, agi: 50_000, taxLimit: 5_000 });
    expect(r.line3).toBe(1_500);
    expect(r.credit).toBe(300);
    // Benefits of 3,000 fill line 27 (line 29 = 0): no credit whatever the expenses.
    expect(form2441({ status: 'single', qualifyingPersons: 1, expenses: 8_000, excludedBenefits: 3_000, taxpayerEarnedIncome: 50_000, spouseEarnedIncome: null, agi: 50_000, taxLimit: 5_000 }).credit).toBe(0);
  });
});
