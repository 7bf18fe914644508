// Returns worked by hand from the 2024 IRS and state instructions, found while cross-checking the engine against an
// independent implementation (OpenTaxSolver 2024). The expected figures are worked here from the instructions, not
// taken from either program.
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';

type Federal = ReturnType<typeof computeReturn>['federal'];
const line = (federal: Federal, key: string) => federal.lines.get(`form1040.line${key}`)?.value ?? 0;

describe('federal returns cross-checked', () => {
  it('married filing separately: a capital loss is limited to 1,500 (Schedule D line 21)', () => {
    // Wages 60,000; short-term loss 25,000 - 30,000 = -5,000; Schedule D line 21 MFS: the smaller of the loss or
    // 1,500 -> line 7 = -1,500. AGI 58,500; standard deduction 14,600 (MFS); taxable 43,900. Tax Table 43,900-43,950
    // married filing separately (same brackets as single): 1,160 + 12% x (43,925 - 11,600) = 5,039.
    const { federal } = computeReturn({
      filingStatus: 'married-separate', dateOfBirth: '1980-03-03', spouseDateOfBirth: '1981-03-03',
      w2Data: [{ wages: '60000' }],
      investmentData: [{ documentType: '1099-b', shortTermOrLongTerm: 'short', proceedsFromSales: 25000, costBasis: 30000 }],
    });
    expect([line(federal, '7'), line(federal, '11'), line(federal, '15'), line(federal, '16')]).toEqual([-1_500, 58_500, 43_900, 5_039]);
  });
  it('cash gifts to charity are limited to 60% of AGI (Schedule A line 11; Pub 526, limits on deductions)', () => {
    // Wages 60,000; cash gifts 40,000 limited to 60% x 60,000 = 36,000; real estate tax 8,000: Schedule A 44,000 >
    // 14,600. Taxable 16,000; Tax Table 16,000-16,050 single: 1,160 + 12% x (16,025 - 11,600) = 1,691.
    // (OpenTaxSolver takes line 11 as typed and gave 48,000.)
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-03-03', w2Data: [{ wages: '60000' }],
      deductions: { mortgage: { 'real-estate-taxes': 8000 }, charitable: { 'cash-donations': 40000 } },
    });
    expect([line(federal, '12'), line(federal, '15'), line(federal, '16')]).toEqual([44_000, 16_000, 1_691]);
  });
  it('married filing separately: social security is taxed from a base of 0 unless the spouses lived apart all year (Social Security Benefits Worksheet line 8)', () => {
    // Benefits 20,000, wages 30,000. Lines 1-7: 10,000 + 30,000 = 40,000. Lived with the spouse: line 16 = 85% x
    // 40,000 = 34,000; line 17 = 85% x 20,000 = 17,000; line 6b = 17,000. AGI 47,000; taxable 32,400; Tax Table
    // 32,400-32,450: 1,160 + 12% x (32,425 - 11,600) = 3,659.
    // Lived apart all year (base 25,000, 34,000): line 9 = 15,000; line 12 = 9,000; line 13 = 4,500; line 14 = 4,500;
    // line 15 = 85% x 6,000 = 5,100; line 16 = 9,600. AGI 39,600; taxable 25,000; 1,160 + 12% x 13,425 = 2,771.
    // (OpenTaxSolver asks nothing and always uses the 25,000 base.)
    const form = {
      filingStatus: 'married-separate', dateOfBirth: '1980-03-03', spouseDateOfBirth: '1981-03-03', w2Data: [{ wages: '30000' }],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 20000, socialSecurityData: { totalBenefits: 20000 } }],
    };
    const together = computeReturn(form).federal;
    expect([line(together, '6b'), line(together, '11'), line(together, '16')]).toEqual([17_000, 47_000, 3_659]);
    const apart = computeReturn({ ...form, livedApartFromSpouseAllYear: true }).federal;
    expect([line(apart, '6b'), line(apart, '11'), line(apart, '16')]).toEqual([9_600, 39_600, 2_771]);
  });
});

type StateRow = ReturnType<typeof computeReturn>['state']['states'][number];
function stateOf(form: Record<string, unknown>, code: string): StateRow {
  const row = computeReturn({ isFullYearResident: true, ...form, state: code }).state.states.find((s) => s.state === code);
  if (!row) throw new Error(`no ${code} return`);
  return row;
}

describe('state returns cross-checked', () => {
  it('PA-40: capital gains distributions are dividends (line 3), not netted with a Schedule D loss (line 5)', () => {
    // PA Schedule B: 'Capital gains distributions are dividend income for PA purposes.' Compensation 40,000;
    // dividends 1,000 + distributions 500 = 1,500 (line 3); PA Schedule D: short-term loss 8,000 - 10,000 = -2,000,
    // and a class loss is not taken against other income (line 5 = 0). Total 41,500 x 3.07% = 1,274.05; no
    // tax forgiveness (single eligibility base 6,500).
    const pa = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '40000', stateId: 'PA 1', stateWages: '40000' }],
      investmentData: [
        { documentType: '1099-div', totalOrdinaryDividends: 1000, totalCapitalGainDistributions: 500 },
        { documentType: '1099-b', shortTermOrLongTerm: 'short', proceedsFromSales: 8000, costBasis: 10000 },
      ],
    }, 'PA');
    expect([pa.taxableIncome, pa.regularTax]).toEqual([41_500, 1_274.05]);
  });

  it('D-400: N.C. itemized deductions cap mortgage interest and real estate taxes at 20,000 and leave out income taxes', () => {
    // Federal Schedule A: taxes 3,200 (W-2 box 17) + 6,000 = 9,200; interest 18,000; gifts 3,000; 30,200 > 29,200, so
    // the federal return itemizes. Schedule S Part C: 18,000 + 6,000 = 24,000, limited to 20,000 (line 20); + gifts
    // 3,000 = 23,000, less than the N.C. standard deduction 25,500 (MFJ). Taxable 80,000 - 25,500 = 54,500; x 4.5% = 2,452.50.
    const nc = stateOf({
      filingStatus: 'married-joint', dateOfBirth: '1980-03-03', spouseDateOfBirth: '1981-03-03',
      w2Data: [{ wages: '80000', stateId: 'NC 1', stateWages: '80000', stateTax: '3200' }],
      deductions: { mortgage: { 'mortgage-interest': 18000, 'real-estate-taxes': 6000 }, charitable: { 'cash-donations': 3000 } },
    }, 'NC');
    expect([nc.taxableIncome, nc.regularTax]).toEqual([54_500, 2_452.5]);
  });

  it('D-400: N.C. itemized deductions may be taken when the federal return takes the standard deduction', () => {
    // Federal: 8,000 + 4,000 + 1,500 = 13,500 < 14,600, so the federal standard deduction. N.C. (Schedule S Part C):
    // 8,000 + 4,000 (under 20,000) + 1,500 = 13,500 > 12,750 (single), and since 2018 N.C. itemizing does not
    // depend on the federal choice. Taxable 50,000 - 13,500 = 36,500; x 4.5% = 1,642.50.
    const nc = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '50000', stateId: 'NC 1', stateWages: '50000' }],
      deductions: { mortgage: { 'mortgage-interest': 8000, 'real-estate-taxes': 4000 }, charitable: { 'cash-donations': 1500 } },
    }, 'NC');
    expect([nc.taxableIncome, nc.regularTax]).toEqual([36_500, 1_642.5]);
  });

  it('Form 140: Arizona itemized deductions keep the state income taxes of federal Schedule A', () => {
    // Federal Schedule A: taxes 4,000 (box 17) + 3,000 = 7,000; interest 9,000; gifts 2,000; 18,000. Form 140 Schedule A
    // line 7 takes out only income taxes used for an Arizona credit (none), so line 43 = 18,000 > 14,600 + 33% x
    // 2,000 = 15,260. Taxable 100,000 - 18,000 = 82,000; x 2.5% = 2,050.
    const az = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '100000', stateId: 'AZ 1', stateWages: '100000', stateTax: '4000' }],
      deductions: { mortgage: { 'mortgage-interest': 9000, 'real-estate-taxes': 3000 }, charitable: { 'cash-donations': 2000 } },
    }, 'AZ');
    expect([az.taxableIncome, az.regularTax]).toEqual([82_000, 2_050]);
  });

  it('Form 140: the standard deduction grows by 33% of gifts to charity (line 44)', () => {
    // Standard deduction 14,600 + 33% x 3,000 = 990 -> 15,590 (itemized would be 3,000). Taxable 50,000 - 15,590 =
    // 34,410; x 2.5% = 860.25.
    const az = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '50000', stateId: 'AZ 1', stateWages: '50000' }],
      deductions: { charitable: { 'cash-donations': 3000 } },
    }, 'AZ');
    expect([az.taxableIncome, az.regularTax]).toEqual([34_410, 860.25]);
  });

  it('Form 140 Schedule A lines 1-4: medical expenses under the federal 7.5% floor are deductible in Arizona', () => {
    // AGI 40,000; medical 5,000: federal line 4 = 5,000 - 3,000 = 2,000; + real estate taxes 2,000 + interest 12,000 =
    // 16,000 (federal). Arizona adds back the 3,000 the floor kept off: 19,000. Taxable 21,000; x 2.5% = 525.
    const az = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '40000', stateId: 'AZ 1', stateWages: '40000' }],
      deductions: { health: { 'medical-expenses': 5000 }, mortgage: { 'mortgage-interest': 12000, 'real-estate-taxes': 2000 } },
    }, 'AZ');
    expect([az.taxableIncome, az.regularTax]).toEqual([21_000, 525]);
  });

  it('Form 140 lines 20-24: 25% of the net long-term gain from assets acquired after 2011 is subtracted', () => {
    // 1099-Bs, long term: bought 2015-03-01 for 20,000, sold for 30,000 (gain 10,000); bought 2010-01-15 for 10,000,
    // sold for 15,000 (gain 5,000, acquired before 2012). Line 20 (1040 line 7) 15,000; line 22 15,000; line 23
    // 10,000; line 24 25% = 2,500. Arizona AGI 75,000 - 2,500 = 72,500; - 14,600 = 57,900; x 2.5% = 1,447.50.
    const az = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '60000', stateId: 'AZ 1', stateWages: '60000' }],
      investmentData: [
        { documentType: '1099-b', shortTermOrLongTerm: 'long', proceedsFromSales: 30000, costBasis: 20000, dateAcquired: '2015-03-01', dateSold: '2024-06-01' },
        { documentType: '1099-b', shortTermOrLongTerm: 'long', proceedsFromSales: 15000, costBasis: 10000, dateAcquired: '2010-01-15', dateSold: '2024-06-01' },
      ],
    }, 'AZ');
    expect([az.taxableIncome, az.regularTax]).toEqual([57_900, 1_447.5]);
  });

  it('OR-40 line 16: Schedule OR-A itemized deductions (no Oregon income tax) without federal itemizing', () => {
    // Federal Schedule A: taxes 3,000 (box 17, Oregon) + 3,000 + interest 5,000 + gifts 2,000 = 13,000 < 14,600, so the
    // federal standard deduction; federal taxable 45,400, Tax Table 45,400-45,450 single: 1,160 + 12% x (45,425 -
    // 11,600) = 5,219 (line 22), the line 10 subtraction (under 8,250). Schedule OR-A: line 5 0 (Oregon tax left out)
    // + real estate 3,000 = 3,000 (line 9) + interest 5,000 + gifts 2,000 = 10,000 > standard 2,745. Taxable
    // 60,000 - 5,219 - 10,000 = 44,781.
    const or = stateOf({
      filingStatus: 'single', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '60000', stateId: 'OR 1', stateWages: '60000', stateTax: '3000' }],
      deductions: { mortgage: { 'mortgage-interest': 5000, 'real-estate-taxes': 3000 }, charitable: { 'cash-donations': 2000 } },
    }, 'OR');
    expect([or.stateDeductions, or.taxableIncome]).toEqual([10_000, 44_781]);
  });

  it('OR-40 line 10: head of household has the joint limit table for the federal tax subtraction', () => {
    // Federal: AGI 170,000; taxable 170,000 - 21,900 = 148,100; Tax Computation Worksheet, head of household
    // 100,500-191,950: 148,100 x 24% - 8,651 = 26,893; child tax credit 2,000 (AGI under 200,000): line 22 = 24,893.
    // OR-40 line 10 table, joint / head of household / surviving spouse column: AGI under 250,000 -> limit 8,250.
    // Taxable 170,000 - 8,250 - 4,420 (standard deduction, head of household) = 157,330.
    const or = stateOf({
      filingStatus: 'head-of-household', dateOfBirth: '1980-03-03',
      w2Data: [{ wages: '170000', stateId: 'OR 1', stateWages: '170000' }],
      dependents: [{ firstName: 'K', lastName: 'X', dob: '2014-05-05', relationship: 'son', monthsLivedWithTaxpayer: 12 }],
    }, 'OR');
    expect(or.taxableIncome).toBe(157_330);
  });
});
