// Unit tests per form and worksheet. Expected values are worked from the 2024 form instructions line by line.
import { describe, expect, it } from 'vitest';
import { taxableSocialSecurity } from './socialSecurityWorksheet';
import { qualifiedDividendsAndCapitalGainTax } from './qualifiedDividendsWorksheet';
import { line10, line11, line4a, line6 } from './scheduleSE';
import { iraDeduction, iraDeductionLimit, studentLoanInterestDeduction, hsaDeduction, selfEmployedHealthInsuranceDeduction } from './adjustments';
import { eicTableAmount, earnedIncomeCredit } from './earnedIncomeCredit';
import { careCreditRate, form2441 } from './form2441';
import { schedule8812 } from './schedule8812';
import { americanOpportunityTentative, educationPhaseoutFraction, form8863 } from './form8863';
import { form8880, saversCreditRate } from './form8880';
import { form8839 } from './form8839';
import { form5695 } from './form5695';
import { allowedRentalLoss, rentalPropertyNet } from './scheduleE';
import { scheduleA, standardDeduction, longTermCarePremiumLimit } from './deductions';
import { qbiDeduction } from './form8995';
import { ageAtEndOf2024, childAgeAtEndOf2024, dateOfBirthIso, isChildRelationship, otherIncomeKind } from './returnFacts';
import { computeReturn } from './index';

describe('Social Security Benefits Worksheet (i1040 lines 6a-6b, Pub 915 Worksheet 1)', () => {
  it('50% tier: single, 20,000 benefits, 20,000 other income -> 2,500', () => {
    // line 2 10,000; line 5 30,000; line 9 5,000; line 12 5,000; line 13 2,500; line 14 min(10,000, 2,500).
    expect(taxableSocialSecurity(20_000, 20_000, 0, 0, 'single', false)).toBe(2_500);
  });
  it('tax-exempt interest counts toward provisional income (line 4)', () => {
    expect(taxableSocialSecurity(20_000, 15_000, 5_000, 0, 'single', false)).toBe(2_500);
  });
  it('85% cap (line 17): single, 30,000 benefits, 100,000 other -> 25,500', () => {
    expect(taxableSocialSecurity(30_000, 100_000, 0, 0, 'single', false)).toBe(25_500);
  });
  it('married filing separately living with the spouse: 85% of line 7, capped', () => {
    // line 7 = 5,000 + 10,000 = 15,000; x 85% = 12,750, capped at 85% of benefits (line 17) = 8,500.
    expect(taxableSocialSecurity(10_000, 10_000, 0, 0, 'married-separate', false)).toBe(8_500);
    expect(taxableSocialSecurity(10_000, 0, 0, 0, 'married-separate', false)).toBe(4_250);
  });
  it('adjustments above provisional income: none taxable (line 7)', () => {
    expect(taxableSocialSecurity(20_000, 30_000, 0, 45_000, 'single', false)).toBe(0);
  });
});

describe('Qualified Dividends and Capital Gain Tax Worksheet', () => {
  it('all gain in the 0% bracket', () => {
    const r = qualifiedDividendsAndCapitalGainTax(40_000, 10_000, 0, 'single');
    expect(r.line9).toBe(10_000);
    expect(r.line22).toBe(3_371); // Tax Table single 30,000-30,050
    expect(r.line25).toBe(3_371);
  });
  it('MFJ split between 0% and 15%', () => {
    // line 5 = 90,000; line 7 = 94,050; line 9 = 4,050; line 17 = 5,950 x 15% = 892.50 -> 893.
    const r = qualifiedDividendsAndCapitalGainTax(100_000, 10_000, 0, 'married-joint');
    expect(r.line9).toBe(4_050);
    expect(r.line18).toBe(893);
    expect(r.line25).toBe(r.line22 + 893);
  });
});

describe('Schedule SE', () => {
  it('lines 4a, 6, 10, 11', () => {
    expect(line4a(10_000)).toBeCloseTo(9_235);
    expect(line4a(-500)).toBe(0);
    expect(line6(399.99)).toBe(0);
    expect(line10(100_000, 100_000)).toBeCloseTo(68_600 * 0.124);
    expect(line10(100_000, 200_000)).toBe(0);
    expect(line11(100_000)).toBeCloseTo(2_900);
  });
});

describe('Schedule 1 adjustments', () => {
  it('IRA Worksheet 1-2: rounded up to the next 10, at least 200', () => {
    expect(iraDeductionLimit(7_000, 86_990, { start: 77_000, range: 10_000 })).toBe(200); // 10 x 0.7 = 7 -> 10 -> 200 minimum
    expect(iraDeductionLimit(7_000, 81_234, { start: 77_000, range: 10_000 })).toBe(4_040); // 5,766 x 0.7 = 4,036.2 -> 4,040
    expect(iraDeductionLimit(8_000, 133_000, { start: 123_000, range: 20_000 })).toBe(4_000); // 10,000 x 0.4
    expect(iraDeductionLimit(7_000, 87_000, { start: 77_000, range: 10_000 })).toBe(0);
  });
  it('IRA: limited to compensation; spousal IRA uses combined compensation', () => {
    expect(iraDeduction(7_000, 3_000, 'single', { age50: false, compensation: 3_000, covered: false }, null)).toBe(3_000);
    expect(iraDeduction(14_000, 60_000, 'married-joint', { age50: false, compensation: 60_000, covered: false }, { age50: false, compensation: 0, covered: false })).toBe(14_000);
  });
  it('student loan interest: ratio rounded to three places', () => {
    expect(studentLoanInterestDeduction(2_500, 80_000, 'single')).toBe(2_500);
    expect(studentLoanInterestDeduction(2_000, 90_000, 'single')).toBeCloseTo(2_000 - 2_000 * 0.667); // 10,000/15,000 = 0.667
    expect(studentLoanInterestDeduction(2_500, 195_000, 'married-joint')).toBe(0);
    expect(studentLoanInterestDeduction(2_500, 50_000, 'married-separate')).toBe(0);
  });
  it('HSA: family limit, catch-up, employer contributions', () => {
    expect(hsaDeduction(10_000, true, true, 0)).toBe(9_300);
    expect(hsaDeduction(5_000, false, false, 1_000)).toBe(3_150);
  });
  it('SE health insurance limited to net profit less half SE tax and plan contributions', () => {
    expect(selfEmployedHealthInsuranceDeduction(10_000, 8_000, 565, 1_000)).toBe(6_435);
  });
});

describe('Earned income credit (2024 EIC Table)', () => {
  it('first row $1-$50: 2 / 9 / 10 / 11 by children', () => {
    expect([0, 1, 2, 3].map((c) => eicTableAmount(10, c, false))).toEqual([2, 9, 10, 11]);
  });
  it('maximum on the plateau and 0 at the completed phase-out', () => {
    expect(eicTableAmount(9_000, 0, false)).toBe(632);
    expect(eicTableAmount(18_600, 0, false)).toBe(0);
    // MFJ, no child, row 25,000-25,050: 632 - (25,025 - 17,250) x 7.65% = 37.21 -> 37.
    expect(eicTableAmount(25_000, 0, true)).toBe(37);
  });
  it('MFJ phase-out uses the higher start', () => {
    // 2 children, MFJ, row 30,000-30,050: 6,960 - (30,025 - 29,640) x 21.06% = 6,878.92 -> 6,879.
    expect(eicTableAmount(30_000, 2, true)).toBe(6_879);
  });
  it('investment income over 11,600 and MFS get no credit', () => {
    expect(earnedIncomeCredit({ status: 'single', qualifyingChildren: 1, earnedIncome: 20_000, agi: 20_000, investmentIncome: 11_601, meetsAgeTest: true }).credit).toBe(0);
    expect(earnedIncomeCredit({ status: 'married-separate', qualifyingChildren: 1, earnedIncome: 20_000, agi: 20_000, investmentIncome: 0, meetsAgeTest: true }).credit).toBe(0);
  });
  it('AGI above earned income in the phase-out: the smaller amount', () => {
    const withAgi = earnedIncomeCredit({ status: 'single', qualifyingChildren: 1, earnedIncome: 25_000, agi: 35_000, investmentIncome: 1_000, meetsAgeTest: true }).credit;
    expect(withAgi).toBe(eicTableAmount(35_000, 1, false));
  });
});

describe('Form 2441', () => {
  it('rate table (line 8)', () => {
    expect(careCreditRate(15_000)).toBe(0.35);
    expect(careCreditRate(15_001)).toBe(0.34);
    expect(careCreditRate(17_000)).toBe(0.34);
    expect(careCreditRate(17_001)).toBe(0.33);
    expect(careCreditRate(43_000)).toBe(0.21); // "over 41,000 but not over 43,000"
    expect(careCreditRate(43_001)).toBe(0.2);
    expect(careCreditRate(1_000_000)).toBe(0.2);
  });
  it('limited by the lower-earning spouse', () => {
    const r = form2441({ status: 'married-joint', qualifyingPersons: 2, expenses: 8_000, excludedBenefits: 0, taxpayerEarnedIncome: 50_000, spouseEarnedIncome: 2_000, agi: 52_000, taxLimit: 10_000 });
    expect(r.line6).toBe(2_000);
    expect(r.credit).toBe(400);
  });
});

describe('Schedule 8812', () => {
  it('phase-out in 1,000 steps, 3+ children alternative refundable amount', () => {
    const r = schedule8812({ qualifyingChildren: 3, otherDependents: 0, modifiedAgi: 30_000, status: 'married-joint', taxLimit: 0, earnedIncome: 10_000, socialSecurityAndMedicareTaxes: 2_000, earnedIncomeCredit: 0 });
    // line 17 = min(6,000, 5,100) = 5,100; line 20 = 15% x 7,500 = 1,125; Part II-B: 2,000 - 0 = 2,000 -> 2,000.
    expect(r.line27).toBe(2_000);
    const p = schedule8812({ qualifyingChildren: 1, otherDependents: 0, modifiedAgi: 200_001, status: 'single', taxLimit: 50_000, earnedIncome: 200_001, socialSecurityAndMedicareTaxes: 0, earnedIncomeCredit: 0 });
    expect(p.line12).toBe(1_950);
  });
});

describe('Form 8863, 8880, 8839, 5695', () => {
  it('AOTC tiers and the phase-out fraction', () => {
    expect(americanOpportunityTentative(1_500)).toBe(1_500);
    expect(americanOpportunityTentative(3_000)).toBe(2_250);
    expect(americanOpportunityTentative(10_000)).toBe(2_500);
    expect(educationPhaseoutFraction(83_333, 'single')).toBe(0.667);
    expect(educationPhaseoutFraction(170_000, 'married-joint')).toBe(0.5);
    expect(form8863(4_000, 1, 0, 50_000, 'married-separate', 10_000).nonrefundable).toBe(0);
  });
  it("saver's credit rates", () => {
    expect(saversCreditRate(46_000, 'married-joint')).toBe(0.5);
    expect(saversCreditRate(46_001, 'married-joint')).toBe(0.2);
    expect(saversCreditRate(57_375, 'head-of-household')).toBe(0.1);
    expect(saversCreditRate(38_251, 'single')).toBe(0);
    expect(form8880([3_000, 500], 40_000, 'married-joint', 10_000).credit).toBe(1_250);
  });
  it('adoption phase-out and 5695 carryforward', () => {
    expect(form8839(20_000, 272_150, 100_000).credit).toBe(8_405); // 16,810 x (1 - 0.5)
    expect(form5695(10_000, 1_000)).toEqual({ line6b: 3_000, line15: 1_000, line16: 2_000 });
  });
});

describe('Schedule A, standard deduction, QBI, Schedule E', () => {
  it('standard deduction with boxes', () => {
    expect(standardDeduction('head-of-household', 2)).toBe(25_800);
    expect(standardDeduction('qualifying-widow', 1)).toBe(30_750);
  });
  it('long-term care premium limits by age', () => {
    expect(longTermCarePremiumLimit(40)).toBe(470);
    expect(longTermCarePremiumLimit(65)).toBe(4_710);
    expect(longTermCarePremiumLimit(null)).toBe(470);
  });
  it('casualty loss: 100 and 10% of AGI', () => {
    const a = scheduleA({ medical: 0, stateLocalIncomeOrSalesTax: 0, realEstateTax: 0, personalPropertyTax: 0, mortgageInterest: 0, investmentInterest: 0, netInvestmentIncome: 0, charitableCash: 0, charitableNoncash: 0, charitableCarryover: 0, casualtyLoss: 20_000 }, 50_000, 'single');
    expect(a.line15).toBe(14_900);
  });
  it('QBI: loss carries forward, limit by taxable income less net capital gain', () => {
    expect(qbiDeduction(-5_000, 50_000, 0, 'single')).toMatchObject({ deduction: 0, lossCarryforward: 5_000 });
    expect(qbiDeduction(100_000, 30_000, 10_000, 'single').deduction).toBe(4_000);
    expect(qbiDeduction(100_000, 260_000, 0, 'single').deduction).toBe(0); // above the phase-in range
  });
  it('rental: special allowance phase-out, MFS living together gets none', () => {
    expect(allowedRentalLoss(-30_000, 90_000, 'single', false)).toBe(25_000);
    expect(allowedRentalLoss(-30_000, 150_000, 'single', false)).toBe(0);
    expect(allowedRentalLoss(-30_000, 50_000, 'married-separate', false)).toBe(0);
    expect(allowedRentalLoss(-30_000, 50_000, 'married-separate', true)).toBe(12_500);
    expect(rentalPropertyNet({ address: '', rents: 10_000, expenses: 20_000, daysRented: 100, daysPersonalUse: 30 }).net).toBe(0);
  });
});

describe('reading the form', () => {
  it('dates and ages (Pub 501: an age is reached the day before the birthday)', () => {
    expect(dateOfBirthIso('03/04/1960')).toBe('1960-03-04');
    expect(ageAtEndOf2024('1960-01-01')).toBe(65);
    expect(ageAtEndOf2024('1960-01-02')).toBe(64);
    expect(ageAtEndOf2024(null)).toBeNull();
  });
  it('relationships and other-income kinds', () => {
    expect(isChildRelationship('Stepdaughter')).toBe(true);
    expect(isChildRelationship('grandmother')).toBe(false);
    expect(otherIncomeKind('Gambling Winnings')).toBe('gambling');
    expect(otherIncomeKind('Original Issue Discount')).toBe('oid');
    expect(otherIncomeKind('Scholarships/Grants')).toBe('scholarships');
  });
  it('every line of the result carries its formula, inputs and source', () => {
    const { federal } = computeReturn({ filingStatus: 'single', w2Data: [{ wages: '50000' }] });
    const json = JSON.parse(JSON.stringify(federal.lines)) as Record<string, { formula: string; source: string; inputs: object; value: number }>;
    expect(json['form1040.line11']).toMatchObject({ value: 50_000, inputs: { 'form1040.line9': 50_000, 'form1040.line10': 0 } });
    for (const line of Object.values(json)) {
      expect(line.formula.length).toBeGreaterThan(0);
      expect(line.source).toMatch(/Form|Schedule|Pub|IRC|Worksheet|Instructions/);
    }
  });
});

describe('ages at the end of 2024', () => {
  it('counts a filer born on January 1, 1960 as 65 (Pub 501: 65 on the day before the birthday)', () => {
    expect(ageAtEndOf2024('1960-01-01')).toBe(65);
    expect(ageAtEndOf2024('1960-01-02')).toBe(64);
  });
  it('counts a child born on January 1, 2008 as 16, still under 17 for the child tax credit (Rev. Rul. 2003-72)', () => {
    expect(childAgeAtEndOf2024('2008-01-01')).toBe(16);
    expect(childAgeAtEndOf2024('2007-12-31')).toBe(17);
    expect(childAgeAtEndOf2024(null)).toBeNull();
  });
});
