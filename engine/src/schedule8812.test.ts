// Schedule 8812 (2024) Credit Limit Worksheet B, worked by hand from the 2024 Instructions for Schedule 8812.
import { describe, expect, it } from 'vitest';
import { creditLimitWorksheetB, schedule8812 } from './schedule8812';

describe('Credit Limit Worksheet B', () => {
  it('two children: line 14 is the child tax credit beyond what the 15% formula can make refundable', () => {
    // line 1 = 4,000; line 2 = 2 x 1,700 = 3,400; line 4 = 60,000 - 2,500 = 57,500; line 5 = 8,625;
    // line 2 < 5,100 -> line 12 = 8,625; line 13 = 3,400; line 14 = 600.
    expect(creditLimitWorksheetB({ line12: 4_000, qualifyingChildren: 2, earnedIncome: 60_000, socialSecurityAndMedicareTaxes: 4_590, earnedIncomeCreditAndExcessSocialSecurity: 0 }))
      .toEqual({ line5: 8_625, line12: 8_625, line13: 3_400, line14: 600 });
  });
  it('three children and low earnings: taxes paid over the EIC and Schedule 3 line 11 (lines 7-11)', () => {
    // line 1 = 6,000; line 2 = 5,100; line 5 = (20,000 - 2,500) x 15% = 2,625 < 6,000 and line 2 >= 5,100:
    // line 11 = 4,000 - 1,000 = 3,000; line 12 = max(2,625, 3,000) = 3,000; line 13 = 3,000; line 14 = 3,000.
    expect(creditLimitWorksheetB({ line12: 6_000, qualifyingChildren: 3, earnedIncome: 20_000, socialSecurityAndMedicareTaxes: 4_000, earnedIncomeCreditAndExcessSocialSecurity: 1_000 }).line14).toBe(3_000);
  });
  it('a small child tax credit can be refundable in full: line 14 = 0', () => {
    expect(creditLimitWorksheetB({ line12: 1_000, qualifyingChildren: 1, earnedIncome: 50_000, socialSecurityAndMedicareTaxes: 0, earnedIncomeCreditAndExcessSocialSecurity: 0 }).line14).toBe(0);
  });
});

describe('Schedule 8812 Part II-B', () => {
  it('line 24 subtracts Schedule 3 line 11 with the EIC', () => {
    // 3 children, tax limit 0: line 16a = 6,000, line 17 = 5,100; line 20 = (10,000 - 2,500) x 15% = 1,125;
    // line 23 = 4,000; line 24 = EIC 500 + excess social security 1,500 = 2,000; line 25 = 2,000; line 27 = 2,000.
    const r = schedule8812({ qualifyingChildren: 3, otherDependents: 0, modifiedAgi: 30_000, status: 'married-joint', taxLimit: 0, earnedIncome: 10_000, socialSecurityAndMedicareTaxes: 4_000, earnedIncomeCredit: 500, excessSocialSecurity: 1_500 });
    expect(r.line27).toBe(2_000);
  });
});
