// Whole 2024 returns worked by others: IRS Direct File's own test returns (github.com/IRS-Public/direct-file).
// Inputs: direct-file/backend/src/test/resources/scenarios/<name>.json (the fact graph the taxpayer filled in);
// expected figures: direct-file/backend/src/test/resources/pdf-expected/en/olf-<name>.yml (the Form 1040 PDF
// Direct File printed; 2024 field map: Page1 f1_32..f1_41 = lines 1a..1z, f1_42/43 = 2a/2b, f1_46..f1_51 = 4a..6b,
// f1_52..f1_60 = lines 7..15; Page2 f2_02..f2_10 = lines 16..24, f2_11..f2_14 = 25a..25d, f2_15..f2_18 = 26..29,
// f2_20..f2_24 = 31..35a, f2_28 = 37). Each figure was also worked again here from the 2024 Instructions for
// Form 1040 (Tax Table: $25 rows below 3,000, $50 rows above; Tax Computation Worksheet at 100,000 and over),
// the 2024 EIC Table (Rev. Proc. 2023-34 §3.06: one child 4,213, phase-out from 22,720 / 29,640 MFJ at 15.98%;
// two 6,960 at 21.06%; none 632 from 10,330 at 7.65%) and the 2024 Schedule 8812 (1,700 refundable per child,
// 15% of earned income over 2,500). Direct File keys a form's cents; the PDF shows whole dollars.
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';

type Federal = ReturnType<typeof computeReturn>['federal'];

/** The named Form 1040 lines of a computed return, a line not computed being 0 (a blank line on the PDF). */
function lines(federal: Federal, expected: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(expected)) out[key] = federal.lines.get(`form1040.line${key}`)?.value ?? 0;
  return out;
}

describe('IRS Direct File 2024 test returns', () => {
  it('ats-1: single, two W-2s', () => {
    // Wages 15,205 + 24,469 = 39,674; less 14,600 = 25,074. Tax Table 25,050-25,100 single: 1,160 + 12% x
    // (25,075 - 11,600) = 2,777. Withholding 1,405 + 5,869 = 7,274; refund 7,274 - 2,777 = 4,497.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1984-01-26',
      w2Data: [{ wages: '15205', federalIncomeTax: '1405' }, { wages: '24469', federalIncomeTax: '5869' }],
    });
    const expected = { '1z': 39_674, '11': 39_674, '12': 14_600, '15': 25_074, '16': 2_777, '24': 2_777, '25a': 7_274, '33': 7_274, '34': 4_497 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('mef-ats-4: single, wages 137,000 (Tax Computation Worksheet)', () => {
    // 137,000 - 14,600 = 122,400; 2024 Tax Computation Worksheet, single 100,525-191,950: 122,400 x 24% -
    // 6,957.50 = 22,418.50 -> 22,419. Withholding 25,405; refund 2,986.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1989-06-07', w2Data: [{ wages: '137000', federalIncomeTax: '25405' }],
    });
    const expected = { '11': 137_000, '15': 122_400, '16': 22_419, '24': 22_419, '34': 2_986 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('mfj-30k-eitc-ctc-actc: joint, one filer blind, one child, EIC and ACTC, educator expenses', () => {
    // Spouse's W-2 30,000 (withholding 2,500); 1099-INT box 1 1,100 + box 3 344 = 1,444 (line 2b); educator
    // expenses 250 (line 10). AGI 31,194. Standard deduction 29,200 + 1,550 (blind, married) = 30,750; taxable
    // 444, Tax Table 425-450 = 44, all taken by the child tax credit (line 19 = 44). Schedule 8812: 2,000 - 44 =
    // 1,956, limited to 1,700 (line 16b) and 15% x (30,000 - 2,500) = 4,125 -> 1,700. EIC: AGI 31,194 is over
    // 29,640, so the smaller of the earned-income row (30,000-30,050: 4,152) and the AGI row (31,150-31,200:
    // 4,213 - 15.98% x (31,175 - 29,640) = 3,968) = 3,968. Refund 2,500 + 3,968 + 1,700 = 8,168.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1983-01-10', isBlind: true, spouseDateOfBirth: '1983-01-01',
      w2Data: [{ wages: '30000', federalIncomeTax: '2500', owner: 'spouse' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 1100, usSavingsBondsInterest: 344 }],
      deductions: { business: { 'educator-expenses': 250 } },
      dependents: [{ firstName: 'First', lastName: 'Children', dob: '2020-01-01', relationship: 'son' }],
    });
    const expected = {
      '1z': 30_000, '2b': 1_444, '9': 31_444, '10': 250, '11': 31_194, '12': 30_750, '15': 444, '16': 44, '19': 44,
      '22': 0, '25a': 2_500, '27': 3_968, '28': 1_700, '33': 8_168, '34': 8_168,
    };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('hoh-13936-actc-eitc: head of household, blind, unemployment, EIC at its maximum', () => {
    // Wages 12,452 + interest 235.02 + unemployment 1,249.30 (Schedule 1 line 7) = 13,936 (i1040: cents rounded
    // line by line). Standard deduction 21,900 + 1,950 (blind, unmarried) = 23,850 -> no tax. EIC one child:
    // earned income 12,452 is past 12,390, so 4,213 (AGI under 22,720). ACTC: 15% x (12,452 - 2,500) = 1,492.80
    // -> 1,493, under 1,700 and the 2,000 credit. Refund 4,213 + 1,493 = 5,706.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1980-02-01', isBlind: true,
      w2Data: [{ wages: '12452' }],
      investmentData: [
        { documentType: '1099-g', unemploymentCompensation: 1249.3 },
        { documentType: '1099-int', interestIncome: 235.02 },
      ],
      dependents: [{ firstName: 'Kid', lastName: 'A', dob: '2021-01-23', relationship: 'daughter' }],
    });
    const expected = { '1z': 12_452, '2b': 235, '8': 1_249, '9': 13_936, '11': 13_936, '12': 23_850, '15': 0, '16': 0, '27': 4_213, '28': 1_493, '33': 5_706, '34': 5_706 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('ats-3-1099r: joint, four pension 1099-Rs (rollovers G and H), an 18-year-old, estimated payment', () => {
    // 1099-R gross 4 x 4,000 = 16,000 (line 5a); taxable: code 7 3,000 + code 7B 3,000 (G and H rollovers 0) =
    // 6,000. AGI 37,693 + 6,000 = 43,693; taxable 14,493, Tax Table 14,450-14,500 MFJ = 1,448. The child is 18:
    // credit for other dependents 500 (line 19), but a qualifying child for the EIC (under 19): AGI row
    // 43,650-43,700: 4,213 - 15.98% x (43,675 - 29,640) = 1,970 (smaller than the earned-income row). Payments
    // 1,100 + 175 + 425 estimated + 1,970 = 3,670; refund 3,670 - 948 = 2,722.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1964-08-02', spouseDateOfBirth: '1965-03-19',
      w2Data: [{ wages: '28921', federalIncomeTax: '1100' }, { wages: '8772', federalIncomeTax: '175', owner: 'spouse' }],
      investmentData: [
        { documentType: '1099-r', grossDistribution: 4000, taxableAmount: 3000, distributionCode: '7' },
        { documentType: '1099-r', grossDistribution: 4000, taxableAmount: 0, distributionCode: 'G' },
        { documentType: '1099-r', grossDistribution: 4000, taxableAmount: 0, distributionCode: 'H' },
        { documentType: '1099-r', grossDistribution: 4000, taxableAmount: 3000, distributionCode: '7B' },
      ],
      estimatedTaxPayments: 425,
      dependents: [{ firstName: 'Kid', lastName: 'B', dob: '2006-07-20', relationship: 'son' }],
    });
    const expected = {
      '1z': 37_693, '5a': 16_000, '5b': 6_000, '9': 43_693, '11': 43_693, '12': 29_200, '15': 14_493, '16': 1_448, '19': 500,
      '22': 948, '24': 948, '25d': 1_275, '26': 425, '27': 1_970, '33': 3_670, '34': 2_722,
    };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('1099r-savers-single and -line-6: 401(k) deferrals less 2024 plan distributions (Form 8880 line 4)', () => {
    // Wages 15,205 + 10,469 = 25,674; 1099-Rs code 7 1,200 (taxable 1,000, withheld 300) and 4,000.49 (taxable
    // 3,000), code BG 5,000 direct rollover (taxable 0): 5a 10,200, 5b 4,000. AGI 29,674; taxable 15,074, Tax
    // Table 15,050-15,100 single = 1,577. Form 8880: deferrals (W-2 box 12 D) 7,500 + 500 = 8,000 (line 3) less
    // this year's distributions 1,200 + 4,000.49 (line 4; a rollover is not one) = 2,799.51; line 6 2,000; AGI
    // 29,674 is in the single 10% band (23,001-38,250) -> 200. Line 22 = 1,377; refund 7,574 - 1,377 = 6,197.
    // The -line-6 variant defers 6,500 + 500 = 7,000: 7,000 - 5,200 = 1,800 -> 180 (refund 6,177).
    const form = (firstDeferral: string, gross: number) => ({
      filingStatus: 'single', dateOfBirth: '1984-01-26',
      w2Data: [
        { wages: '15205', federalIncomeTax: '1405', box12Entries: [{ code: 'D', amount: firstDeferral }] },
        { wages: '10469', federalIncomeTax: '5869', box12Entries: [{ code: 'D', amount: '500' }] },
      ],
      investmentData: [
        { documentType: '1099-r', grossDistribution: 1200, taxableAmount: 1000, distributionCode: '7', federalIncomeTaxWithheld: 300 },
        { documentType: '1099-r', grossDistribution: gross, taxableAmount: 3000, distributionCode: '7' },
        { documentType: '1099-r', grossDistribution: 5000, taxableAmount: 0, distributionCode: 'BG' },
      ],
    });
    const full = computeReturn(form('7500', 4000.49)).federal;
    const expected = { '1z': 25_674, '5a': 10_200, '5b': 4_000, '11': 29_674, '15': 15_074, '16': 1_577, '20': 200, '22': 1_377, '25b': 300, '33': 7_574, '34': 6_197 };
    expect(lines(full, expected)).toEqual(expected);
    const line6 = computeReturn(form('6500', 4000)).federal;
    expect(lines(line6, { '20': 180, '22': 1_397, '34': 6_177 })).toEqual({ '20': 180, '22': 1_397, '34': 6_177 });
  });

  it('mfj-all-income-types-withholding: joint, 160,000 wages, interest, unemployment, social security at 85%', () => {
    // Interest 600 + 300 + 80 + 500 = 1,480. Unemployment 15,000 (a second 1,099-G of 2,500 was repaid in 2024:
    // Schedule 1 line 7 instructions net it to 0; our form has no repayment box, so it is entered as 0 with its
    // 500 withheld). Social security net 4,000 and -1,000 (SSA-1099 box 5 may be negative; our form holds
    // the net of both, 3,000). 85% x 3,000 = 2,550 (income far over 44,000). AGI 179,030. Standard deduction
    // 29,200 + 1,550 (spouse blind) = 30,750; taxable 148,280; Tax Computation Worksheet MFJ 94,300-201,050:
    // 148,280 x 22% - 9,894 = 22,727.60 -> 22,728. Withheld 1099/SSA: 500 + 2,500 + 40 + 25 + 11 + 300 + 200 =
    // 3,576; W-2 17,500; owed 22,728 - 21,076 = 1,652.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1985-04-22', spouseDateOfBirth: '1977-03-22', spouseIsBlind: true,
      w2Data: [{ wages: '100000', federalIncomeTax: '12000' }, { wages: '60000', federalIncomeTax: '5500', owner: 'spouse' }],
      investmentData: [
        { documentType: '1099-int', interestIncome: 600, federalIncomeTaxWithheld: 40 },
        { documentType: '1099-int', interestIncome: 300, federalIncomeTaxWithheld: 25 },
        { documentType: '1099-int', interestIncome: 80, federalIncomeTaxWithheld: 11 },
        { documentType: '1099-int', interestIncome: 500 },
        { documentType: '1099-g', unemploymentCompensation: 15000, federalIncomeTaxWithheld: 2500 },
        { documentType: '1099-g', unemploymentCompensation: 0, federalIncomeTaxWithheld: 500 },
      ],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 3000, socialSecurityData: { totalBenefits: 3000, federalIncomeTaxWithheld: 500 } }],
    });
    const expected = {
      '1z': 160_000, '2b': 1_480, '6a': 3_000, '6b': 2_550, '8': 15_000, '9': 179_030, '11': 179_030, '12': 30_750, '15': 148_280,
      '16': 22_728, '24': 22_728, '25a': 17_500, '25b': 3_576, '33': 21_076, '37': 1_652,
    };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('hoh-38k: head of household, student loan interest and educator expenses, one child (CTC and ACTC)', () => {
    // Adjustments: educator 234 + student loan interest 1,200 (MAGI under 80,000) = 1,434; AGI 36,464; taxable
    // 14,564, Tax Table 14,550-14,600 HoH = 1,458, all taken by the child tax credit; ACTC 2,000 - 1,458 = 542.
    // EIC (worked here; Direct File's fixture leaves its EIC questions unanswered and prints none): one child,
    // earned-income row 37,850-37,900: 4,213 - 15.98% x (37,875 - 22,720) = 1,791; AGI row 36,450-36,500: 2,015;
    // the smaller, 1,791. Refund 587 + 542 + 1,791 = 2,920.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1980-01-01',
      w2Data: [{ wages: '37898', federalIncomeTax: '587' }],
      deductions: { business: { 'educator-expenses': 234 }, 'student-loan': { 'student-loan-interest': 1200 } },
      dependents: [{ firstName: 'Kid', lastName: 'C', dob: '2011-02-02', relationship: 'son' }],
    });
    const expected = { '10': 1_434, '11': 36_464, '12': 21_900, '15': 14_564, '16': 1_458, '19': 1_458, '22': 0, '28': 542, '27': 1_791, '34': 2_920 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('single-eitc-agi-exceeds-earned-income: single, wages and unemployment, EIC without a child from the AGI row', () => {
    // AGI 7,300 + 8,502 = 15,802; taxable 1,202, Tax Table 1,200-1,225 = 121. EIC, no child: earned-income row
    // 7,300-7,350 = 7.65% x 7,325 = 560; AGI 15,802 over 10,330, AGI row 15,800-15,850: 632 - 7.65% x
    // (15,825 - 10,330) = 212; the smaller, 212. Payments 300 + 920 + 212 = 1,432; refund 1,311.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1985-01-23',
      w2Data: [{ wages: '7300', federalIncomeTax: '300' }],
      investmentData: [{ documentType: '1099-g', unemploymentCompensation: 8502, federalIncomeTaxWithheld: 920 }],
    });
    const expected = { '1z': 7_300, '8': 8_502, '11': 15_802, '15': 1_202, '16': 121, '25b': 920, '27': 212, '33': 1_432, '34': 1_311 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('qss-34K-ctc-2dependents: qualifying surviving spouse, social security, student loan interest over the cap', () => {
    // Social Security Benefits Worksheet (QSS uses 25,000): 8,005 / 2 = 4,002.50; other income 34,000 + 14 (13.88);
    // line 7 38,016.50 (line 21 is not subtracted); over 25,000 by 13,016.50; 9,000 band; line 11 4,016.50; line 13
    // 4,500; line 14 4,002.50; line 15 3,414.03; line 16 7,416.53; 85% cap 6,804.25 -> 6,804. Student loan
    // interest 9,345 capped at 2,500 (MAGI 40,818). AGI 38,318; taxable 9,118, Tax Table MFJ column 9,100-9,150 =
    // 913, taken by the child tax credit; ACTC 4,000 - 913 = 3,087 (under 2 x 1,700 and 15% x 31,500).
    // Direct File prints no EIC: the taxpayer's SSN is valid for work only with DHS authorization, now expired
    // (Pub 596 Rule 2), which our form does not ask; lines 27 and after are left out here.
    const { federal } = computeReturn({
      filingStatus: 'qualifying-widow', dateOfBirth: '1999-04-21',
      w2Data: [{ wages: '34000', federalIncomeTax: '6023.12' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 13.88 }],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 8005, socialSecurityData: { totalBenefits: 8005 } }],
      deductions: { 'student-loan': { 'student-loan-interest': 9345 } },
      dependents: [
        { firstName: 'Kid', lastName: 'D', dob: '2013-03-25', relationship: 'son' },
        { firstName: 'Kid', lastName: 'E', dob: '2016-08-23', relationship: 'daughter' },
      ],
    });
    const expected = { '2b': 14, '6a': 8_005, '6b': 6_804, '9': 40_818, '10': 2_500, '11': 38_318, '12': 29_200, '15': 9_118, '16': 913, '19': 913, '25a': 6_023, '28': 3_087 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('hsa-mfj-separate-8889s: joint, HSA contributions of both spouses beside employer contributions', () => {
    // Form 8889 each: 690 + 80 (paid by April 2025 for 2024) = 770, far under the limit less the employer's 250
    // (W-2 box 12 W): 1,540 (line 10). Qualified HSA distributions are not income. AGI 94,469 + 1,499 + 30,000 -
    // 1,540 = 124,428; taxable 95,228, Tax Table 95,200-95,250 MFJ: 10,852 + 22% x (95,225 - 94,300) = 11,056.
    // Refund 15,000 - 11,056 = 3,944.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1995-01-01', spouseDateOfBirth: '1994-01-02',
      w2Data: [
        { wages: '70000', federalIncomeTax: '15000', box12Entries: [{ code: 'W', amount: '250' }] },
        { wages: '24469', owner: 'spouse', box12Entries: [{ code: 'W', amount: '250' }] },
      ],
      investmentData: [{ documentType: '1099-g', unemploymentCompensation: 30000 }, { documentType: '1099-int', interestIncome: 1499 }],
      deductions: { health: { hsa: 1540 } },
    });
    const expected = { '1z': 94_469, '2b': 1_499, '8': 30_000, '9': 125_968, '10': 1_540, '11': 124_428, '15': 95_228, '16': 11_056, '34': 3_944 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('hoh-cdcc: head of household, two children, care for one, CTC and ACTC, EIC on the 50,000-50,050 row', () => {
    // Taxable 28,100, Tax Table 28,100-28,150 HoH: 1,655 + 12% x (28,125 - 16,550) = 3,044. Form 2441: 2,000
    // for one person at 20% (AGI over 43,000) = 400 (line 20). CTC 4,000 limited to 3,044 - 400 = 2,644; ACTC
    // 4,000 - 2,644 = 1,356. EIC two children, row 50,000-50,050: 6,960 - 21.06% x (50,025 - 22,720) = 1,210.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1987-11-11',
      w2Data: [{ wages: '50000', federalIncomeTax: '1000' }],
      dependents: [
        { firstName: 'Kid', lastName: 'F', dob: '2016-11-11', relationship: 'son' },
        { firstName: 'Kid', lastName: 'G', dob: '2019-11-11', relationship: 'daughter' },
      ],
      credits: { 'child-family': { 'child-care-expenses': 2000 } },
      creditFacts: { careExpenses: [{ dependentIndex: 1, amount: 2000 }] },
    });
    const expected = { '15': 28_100, '16': 3_044, '19': 2_644, '20': 400, '21': 3_044, '22': 0, '27': 1_210, '28': 1_356, '33': 3_566, '34': 3_566 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('cdcc-mfj-dep-care-benefits-only: joint, W-2 box 10 benefits with no care expenses become wages (line 1e)', () => {
    // Form 2441 Part III: 560 received, no expenses -> 560 taxable (line 1e); wages 29,000 + 560 = 29,560;
    // unemployment 4,634; AGI 34,194; taxable 4,994, Tax Table 4,950-5,000 ($50 rows from 3,000) = 498.
    // EIC one child: AGI row 34,150-34,200: 4,213 - 15.98% x (34,175 - 29,640) = 3,488 (earned-income row 29,550
    // -29,600 gives 4,213). ACTC 2,000 - 498 = 1,502. Payments 60 + 3,488 + 1,502 = 5,050.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1995-10-10', spouseDateOfBirth: '1995-01-01',
      w2Data: [{ wages: '7000', dependentCareBenefits: '560' }, { wages: '22000', owner: 'spouse' }],
      investmentData: [{ documentType: '1099-g', unemploymentCompensation: 4634, federalIncomeTaxWithheld: 60 }],
      dependents: [{ firstName: 'Kid', lastName: 'H', dob: '2021-04-22', relationship: 'son' }],
    });
    const expected = { '1a': 29_000, '1e': 560, '1z': 29_560, '8': 4_634, '11': 34_194, '15': 4_994, '16': 498, '19': 498, '27': 3_488, '28': 1_502, '33': 5_050 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('ticket-6192-ctc: head of household, six children under 17, ACTC beyond three children', () => {
    // AGI 75,000 - 100 educator = 74,900; taxable 53,000, Tax Table 53,000-53,050 HoH, in the 12% band
    // (16,550-63,100): 1,655 + 12% x (53,025 - 16,550) = 6,032. CTC 6 x 2,000 =
    // 12,000 limited to 6,032; ACTC 12,000 - 6,032 = 5,968 (under 6 x 1,700 and 15% x 72,500 = 10,875). No EIC
    // (AGI over 59,899). Refund 1,000 + 5,968 = 6,968.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1980-01-05',
      w2Data: [{ wages: '75000', federalIncomeTax: '1000' }],
      deductions: { business: { 'educator-expenses': 100 } },
      dependents: ['2023-02-02', '2022-03-03', '2021-04-04', '2019-04-04', '2017-05-05', '2011-06-06'].map((dob, index) => ({
        firstName: `Kid${index}`, lastName: 'I', dob, relationship: 'son',
      })),
    });
    const expected = { '11': 74_900, '15': 53_000, '16': 6_032, '19': 6_032, '22': 0, '27': 0, '28': 5_968, '33': 6_968, '34': 6_968 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('mfj-cdcc-combat-pay-2024-verified: joint, care credit with the nontaxable combat pay election (Form 2441 line 4)', () => {
    // Wages 2,000 + 70,000 = 72,000; interest 3,200; student loan interest 2,300 (MAGI 75,200); AGI 72,900;
    // taxable 43,700, Tax Table 43,700-43,750 MFJ: 2,320 + 12% x (43,725 - 23,200) = 4,783. Form 2441: one
    // child (9), 9,000 paid, limit 3,000; the lower earner's earned income is 2,000 + 5,000 combat pay (W-2 box 12
    // Q, elected, Form 2441 line 4 instructions) = 7,000, so 3,000 x 20% = 600 (400 without the combat pay). CTC
    // 2,000 fits in 4,783 - 600. Line 22 = 2,183; refund 200 + 5,500 - 2,183 = 3,517. (The spouse's employer HSA
    // contribution, W-2 box 12 W 5,000, and a qualified HSA distribution change nothing here.)
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1980-06-18', spouseDateOfBirth: '1980-01-15',
      w2Data: [
        { wages: '2000', federalIncomeTax: '200', box12Entries: [{ code: 'Q', amount: '5000' }] },
        { wages: '70000', federalIncomeTax: '5500', owner: 'spouse', box12: { codeW: '5000' }, box12Entries: [{ code: 'W', amount: '5000' }] },
      ],
      investmentData: [{ documentType: '1099-int', interestIncome: 3200 }],
      deductions: { 'student-loan': { 'student-loan-interest': 2300 } },
      dependents: [{ firstName: 'Kid', lastName: 'J', dob: '2015-01-01', relationship: 'son' }],
      credits: { 'child-family': { 'child-care-expenses': 9000 } },
      creditFacts: { careExpenses: [{ dependentIndex: 0, amount: 9000 }] },
    });
    const expected = {
      '1z': 72_000, '2b': 3_200, '9': 75_200, '10': 2_300, '11': 72_900, '12': 29_200, '15': 43_700, '16': 4_783, '19': 2_000, '20': 600,
      '21': 2_600, '22': 2_183, '25a': 5_700, '27': 0, '28': 0, '34': 3_517,
    };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('hoh-benefit-split-combat-pay-sched-lep-other-withholding: the EIC with the combat pay election (line 1i)', () => {
    // Wages 8,101, combat pay 19,253 (W-2 box 12 Q), unemployment 12,000; AGI 20,101 (under 22,720, so only the
    // earned-income row counts). EIC one child: without the combat pay, row 8,100-8,150: 34% x 8,125 = 2,763;
    // with it, 27,354, row 27,350-27,400: 4,213 - 15.98% x (27,375 - 22,720) = 3,469: elected, line 1i 19,253.
    // Standard deduction 21,900: no tax. Direct File's return also releases the child tax credit to the other
    // parent (Form 8332, its 'benefit split'), which our form cannot hold: lines 19, 28 and after are left out.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1999-01-01',
      w2Data: [{ wages: '8101', federalIncomeTax: '545', box12Entries: [{ code: 'Q', amount: '19253' }] }],
      investmentData: [{ documentType: '1099-g', unemploymentCompensation: 12000, federalIncomeTaxWithheld: 600 }],
      dependents: [{ firstName: 'Kid', lastName: 'K', dob: '2020-01-01', relationship: 'son', monthsLivedWithTaxpayer: 7 }],
    });
    const expected = { '1a': 8_101, '1i': 19_253, '1z': 8_101, '8': 12_000, '11': 20_101, '12': 21_900, '15': 0, '16': 0, '25d': 1_145, '27': 3_469 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});

describe('IRS Direct File 2024 test returns, more households', () => {
  it('mfj-20k: joint, a sibling as qualifying relative, EIC without a qualifying child', () => {
    // Wages 20,000 + interest 30 = 20,030. 29,200 + 1,550 (one spouse blind) = 30,750: no tax, so the 500
    // credit for other dependents (the sibling, 28) is lost (line 19 limited to 0). EIC, no qualifying child,
    // joint column: row 20,000-20,050: 632 - 7.65% x (20,025 - 17,250) = 420, the same row for AGI.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1990-01-01', isBlind: true, spouseDateOfBirth: '1990-01-01',
      w2Data: [{ wages: '20000' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 30, owner: 'spouse' }],
      dependents: [{ firstName: 'Sib', lastName: 'M', dob: '1996-01-01', relationship: 'brother', grossIncome: 0 }],
    });
    const expected = { '1z': 20_000, '2b': 30, '11': 20_030, '12': 30_750, '15': 0, '16': 0, '19': 0, '27': 420, '33': 420, '34': 420 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('hoh-9300: head of household, EIC on the rising part of the table (half a dollar rounds up)', () => {
    // AGI 9,300 - 58 educator = 9,242. EIC one child: row 9,300-9,350: 34% x 9,325 = 3,170.50 -> 3,171 (AGI under
    // 22,720). ACTC 15% x (9,300 - 2,500) = 1,020. Refund 1,200 + 3,171 + 1,020 = 5,391.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1996-09-17',
      w2Data: [{ wages: '9300', federalIncomeTax: '1200' }],
      deductions: { business: { 'educator-expenses': 58 } },
      dependents: [{ firstName: 'Kid', lastName: 'N', dob: '2019-05-01', relationship: 'son' }],
    });
    const expected = { '1z': 9_300, '10': 58, '11': 9_242, '12': 21_900, '15': 0, '16': 0, '27': 3_171, '28': 1_020, '33': 5_391, '34': 5_391 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('qss-75k: qualifying surviving spouse, blind, educator and student loan interest, one child', () => {
    // AGI 75,000 + 100 - (300 + 1,000) = 73,800. 29,200 + 1,550 (blind) = 30,750; taxable 43,050, Tax Table
    // 43,050-43,100 (MFJ column): 2,320 + 12% x (43,075 - 23,200) = 4,705; CTC 2,000 -> 2,705. Withheld 5,000 + 10;
    // refund 2,305. No EIC (one child, over 49,084).
    const { federal } = computeReturn({
      filingStatus: 'qualifying-widow', dateOfBirth: '1980-03-17', isBlind: true,
      w2Data: [{ wages: '75000', federalIncomeTax: '5000' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 100, federalIncomeTaxWithheld: 10 }],
      deductions: { business: { 'educator-expenses': 300 }, 'student-loan': { 'student-loan-interest': 1000 } },
      dependents: [{ firstName: 'Kid', lastName: 'O', dob: '2014-06-01', relationship: 'son' }],
    });
    const expected = { '2b': 100, '9': 75_100, '10': 1_300, '11': 73_800, '12': 30_750, '15': 43_050, '16': 4_705, '19': 2_000, '22': 2_705, '25b': 10, '27': 0, '33': 5_010, '34': 2_305 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('mfj-44k-ak-pfd: joint, 1099-MISC other income, a disabled unrelated household member (ODC)', () => {
    // Wages 43,512 + 37,584 = 81,096; interest 1,500; 1099-MISC box 3 1,312 x 2 = 2,624 (Schedule 1 line 8);
    // educator 12 + 250 = 262; AGI 84,958; taxable 55,758, Tax Table 55,750-55,800 MFJ: 2,320 + 12% x (55,775 -
    // 23,200) = 6,229. Child (3) 2,000 + the adult household member (qualifying relative) 500 = 2,500; line 22
    // 3,729; owed 3,729 - 784 = 2,945. Direct File's third person, a child living mostly with the other parent,
    // is not claimed and is left out here.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1980-03-05', spouseDateOfBirth: '1981-08-15',
      w2Data: [{ wages: '43512', federalIncomeTax: '784', retirementPlan: true }, { wages: '37584', owner: 'spouse' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 1500 }],
      contractor1099Data: [{ formType: '1099-MISC', otherIncome: 1312 }, { formType: '1099-MISC', otherIncome: 1312, owner: 'spouse' }],
      deductions: { business: { 'educator-expenses': 262 } },
      dependents: [
        { firstName: 'Kid', lastName: 'P', dob: '2021-07-16', relationship: 'daughter' },
        { firstName: 'Friend', lastName: 'Q', dob: '1996-07-06', relationship: 'other', isDisabled: true, grossIncome: 0 },
      ],
    });
    const expected = { '1z': 81_096, '2b': 1_500, '8': 2_624, '9': 85_220, '10': 262, '11': 84_958, '12': 29_200, '15': 55_758, '16': 6_229, '19': 2_500, '22': 3_729, '25a': 784, '37': 2_945 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});

describe('IRS Direct File 2024 test returns where Direct File is wrong', () => {
  it('hoh-cdcc-income-excluded: care paid with excluded W-2 box 10 benefits gets no credit (Form 2441 line 30)', () => {
    // W-2 50,000 with 2,000 of dependent care benefits (box 10); 2,000 of care paid for the younger child.
    // Part III: 2,000 excluded (lines 12-25), nothing taxable (line 1e 0). Line 30: "Complete line 2 ... Don't
    // include in column (d) any benefits shown on line 28" -> 2,000 - 2,000 = 0; line 31 = 0: no credit. Direct
    // File prints line 30 2,000 and a 400 credit, the same 2,000 used twice (its line 28 is 2,000). So here the
    // child tax credit keeps the whole 3,044 tax (line 19) and the ACTC is 4,000 - 3,044 = 956 (Direct File 2,644
    // and 1,356); EIC two children, row 50,000-50,050: 1,210 (as Direct File). Refund 1,000 + 1,210 + 956 = 3,166.
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1987-11-11',
      w2Data: [{ wages: '50000', federalIncomeTax: '1000', dependentCareBenefits: '2000' }],
      dependents: [
        { firstName: 'Kid', lastName: 'R', dob: '2016-11-11', relationship: 'son' },
        { firstName: 'Kid', lastName: 'S', dob: '2019-11-11', relationship: 'daughter' },
      ],
      credits: { 'child-family': { 'child-care-expenses': 2000 } },
      creditFacts: { careExpenses: [{ dependentIndex: 1, amount: 2000 }] },
    });
    const expected = { '1e': 0, '1z': 50_000, '11': 50_000, '16': 3_044, '19': 3_044, '20': 0, '22': 0, '27': 1_210, '28': 956, '33': 3_166, '34': 3_166 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});

describe('IRS Direct File 2024 test return ticket-12386: rounding', () => {
  it('two W-2s of 30,000.58 make line 1a 60,001: cents are added before the total is rounded', () => {
    // i1040 (2024) 'Rounding Off to Whole Dollars': "If you have to add two or more amounts to figure the amount to
    // enter on a line, include cents when adding the amounts and round off only the total." 30,000.58 x 2 =
    // 60,001.16 -> 60,001; withholding 1,000.58 x 2 = 2,001.16 -> 2,001. Direct File rounds each W-2 first and
    // prints 60,002 and 2,002 (its other lines follow from them).
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1990-05-05',
      w2Data: [{ wages: '30000.58', federalIncomeTax: '1000.58' }, { wages: '30000.58', federalIncomeTax: '1000.58' }],
    });
    expect(lines(federal, { '1a': 0, '25a': 0 })).toEqual({ '1a': 60_001, '25a': 2_001 });
  });
});

describe('IRS Direct File 2024 test returns: credit for the elderly (Schedule R)', () => {
  it('edc-qualified-single-elderly: single, 92, wages 17,000 -> 38 (Schedule 3 line 6d)', () => {
    // Standard deduction 14,600 + 1,950 = 16,550; taxable 450, Tax Table 450-475 = 46. Schedule R box 1: line 10
    // 5,000; no social security (line 14 0); AGI 17,000 - 7,500 = 9,500 / 2 = 4,750 (line 18); line 20 250 x 15% =
    // 37.50 -> 38. Line 22 = 46 - 38 = 8 (Direct File's 1040-SR: 38 and 8).
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1932-08-02', w2Data: [{ wages: '17000' }],
    });
    const expected = { '12': 16_550, '15': 450, '16': 46, '20': 38, '22': 8 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('joint, one spouse 65: the credit is nonrefundable, so none without tax', () => {
    // Worked here: spouse's wages 12,000, social security 2,400 (half 1,200 + 12,000 is under 32,000: none taxable).
    // Schedule R box 5: 5,000 - (2,400 + 0) = 2,600 x 15% = 390, but taxable income is 0 (12,000 < 29,200 +
    // 1,550): line 6d 0.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1955-01-01', spouseDateOfBirth: '1964-01-01',
      w2Data: [{ wages: '12000', owner: 'spouse' }],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 2400, socialSecurityData: { totalBenefits: 2400 } }],
    });
    expect(lines(federal, { '20': 0, '22': 0 })).toEqual({ '20': 0, '22': 0 });
  });

  it('single, 70, a pension: the credit limited to the tax', () => {
    // Worked here: pension 16,800, fully taxable, no social security. 16,800 - 16,550 = 250, Tax Table 250-275 =
    // 26. Schedule R box 1: 5,000 - (16,800 - 7,500) / 2 = 350 x 15% = 52.50 -> 53, limited to the tax: 26.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1954-05-05',
      investmentData: [{ documentType: '1099-r', grossDistribution: 16800, taxableAmount: 16800, distributionCode: '7' }],
    });
    const expected = { '15': 250, '16': 26, '20': 26, '22': 0 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});

describe('IRS Direct File 2024 test returns, 1099-R lines 5a and 5b', () => {
  it('1040-withholdings-without-attachments: a fully taxable pension goes on line 5b only', () => {
    // 1099-Rs: code 7 12,992.75 (taxable 9,122.04, withheld 911.75); code GB direct rollover 57,992.81 (0);
    // code 7B 20,000 fully taxable (withheld 1,507.51). i1040 (2024) lines 5a-5b: "If your pension or annuity is
    // fully taxable, enter it on line 5b; don't make an entry on line 5a" -> 5a = 12,992.75 + 57,992.81 =
    // 70,986; 5b = 9,122.04 + 20,000 = 29,122. Taxable 14,522, Tax Table 14,500-14,550 single = 1,511.
    // Line 25b: Direct File prints 2,420 (912 + 1,508, each 1099-R rounded first); the i1040 rounding rule
    // ('include cents when adding the amounts and round off only the total') gives 911.75 + 1,507.51 =
    // 2,419.26 -> 2,419, the figure here; refund 908 (Direct File 909).
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1992-11-16',
      investmentData: [
        { documentType: '1099-r', grossDistribution: 12992.75, taxableAmount: 9122.04, distributionCode: '7', federalIncomeTaxWithheld: 911.75 },
        { documentType: '1099-r', grossDistribution: 57992.81, taxableAmount: 0, distributionCode: 'GB' },
        { documentType: '1099-r', grossDistribution: 20000, taxableAmount: 20000, distributionCode: '7B', federalIncomeTaxWithheld: 1507.51 },
      ],
    });
    const expected = { '5a': 70_986, '5b': 29_122, '11': 29_122, '15': 14_522, '16': 1_511, '25b': 2_419, '34': 908 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('ats-1-1099r: box 2a above box 1 is not a fully taxable distribution: box 1 stays on line 5a', () => {
    // The W-2s of ats-1 (39,674) and two pension 1099-Rs, code 7: box 1 4,000 / box 2a 3,000, and box 1 200 /
    // box 2a 1,000 (withheld 300). 5a 4,200, 5b 4,000; AGI 43,674; taxable 29,074, Tax Table 29,050-29,100
    // single: 1,160 + 12% x (29,075 - 11,600) = 3,257. Payments 7,274 + 300; refund 4,317.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1984-01-26',
      w2Data: [{ wages: '15205', federalIncomeTax: '1405' }, { wages: '24469', federalIncomeTax: '5869' }],
      investmentData: [
        { documentType: '1099-r', grossDistribution: 4000, taxableAmount: 3000, distributionCode: '7' },
        { documentType: '1099-r', grossDistribution: 200, taxableAmount: 1000, distributionCode: '7', federalIncomeTaxWithheld: 300 },
      ],
    });
    const expected = { '5a': 4_200, '5b': 4_000, '9': 43_674, '15': 29_074, '16': 3_257, '25b': 300, '34': 4_317 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('a fully taxable IRA distribution leaves line 4a blank (i1040 (2024) lines 4a-4b)', () => {
    // "Except as provided next, leave line 4a blank and enter the total distribution on line 4b"; a partly
    // taxable one (basis, rollover) is the exception that fills line 4a.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1950-01-01',
      investmentData: [
        { documentType: '1099-r', grossDistribution: 10000, taxableAmount: 10000, distributionCode: '7', isIra: true },
        { documentType: '1099-r', grossDistribution: 5000, taxableAmount: 3000, distributionCode: '7', isIra: true },
      ],
    });
    expect(lines(federal, { '4a': 0, '4b': 0 })).toEqual({ '4a': 5_000, '4b': 13_000 });
  });
});

describe('IRS Direct File 2024 test returns, married filing separately', () => {
  it('mfs-35k-cod-eitc: the EIC with a qualifying child when the spouse lived elsewhere (Pub 596 Rule 3)', () => {
    // Wages 35,133 + interest 600 + 35 + unemployment 3,000 = AGI 38,768. Standard deduction 14,600 + 1,550
    // (blind, married) = 16,150; taxable 22,618, Tax Table 22,600-22,650 MFS: 1,160 + 12% x
    // (22,625 - 11,600) = 2,483. EIC, one child (13), unmarried column: earned-income row 35,100-35,150 gives
    // 2,231; AGI row 38,750-38,800: 4,213 - 15.98% x (38,775 - 22,720) = 1,647, the smaller. Direct File's
    // filer lived with the spouse 6 months or less and apart the last 6; our form asks 'lived apart all year',
    // entered here. Its line 19 is 500: the child's SSN is not valid for employment, so only the credit for
    // other dependents (Schedule 8812 line 4 needs a work-valid SSN), which our form cannot hold; line 19 and
    // what follows are left out.
    const { federal } = computeReturn({
      filingStatus: 'married-separate', dateOfBirth: '1970-01-01', isBlind: true, livedApartFromSpouseAllYear: true,
      w2Data: [{ wages: '35133', federalIncomeTax: '300' }],
      investmentData: [
        { documentType: '1099-g', unemploymentCompensation: 3000 },
        { documentType: '1099-int', interestIncome: 600, federalIncomeTaxWithheld: 100 },
        { documentType: '1099-int', interestIncome: 35 },
      ],
      estimatedTaxPayments: 200,
      dependents: [{ firstName: 'Crash', lastName: 'Finch', dob: '2011-01-01', relationship: 'son' }],
    });
    const expected = { '2b': 635, '8': 3_000, '9': 38_768, '11': 38_768, '12': 16_150, '15': 22_618, '16': 2_483, '25b': 100, '26': 200, '27': 1_647 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('married filing separately without having lived apart gets no EIC', () => {
    const { federal } = computeReturn({
      filingStatus: 'married-separate', dateOfBirth: '1970-01-01',
      w2Data: [{ wages: '20000' }],
      dependents: [{ firstName: 'Crash', lastName: 'Finch', dob: '2011-01-01', relationship: 'son' }],
    });
    expect(lines(federal, { '27': 0 })).toEqual({ '27': 0 });
  });
});

describe('nontaxable combat pay (W-2 box 12 code Q), worked from the 2024 instructions', () => {
  it('counts in Schedule 8812 line 18a without an election, and is elected for the EIC when that is larger', () => {
    // Head of household, wages 10,000, combat pay 8,000, one child of 5; no tax (10,000 < 21,900).
    // Schedule 8812: line 18a = 10,000 + 8,000 (IRC §24(d)(1): §112 pay is earned income; Direct File's
    // hoh-cdcc-combat-pay prints 18a 45,500 for 45,000 + 500) -> 15% x (18,000 - 2,500) = 2,325, capped at 1,700
    // (only 1,125 without it). EIC: row 10,000-10,050 gives 34% x 10,025 = 3,409; with the election 18,000 is
    // past 12,390 and AGI 10,000 is under 22,720 -> 4,213, so it is elected (line 1i 8,000).
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1990-05-05',
      w2Data: [{ wages: '10000', box12Entries: [{ code: 'Q', amount: '8000' }] }],
      dependents: [{ firstName: 'Kid', lastName: 'L', dob: '2019-05-05', relationship: 'daughter' }],
    });
    const expected = { '1i': 8_000, '11': 10_000, '16': 0, '27': 4_213, '28': 1_700 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('is not elected for the EIC when it would lower the credit', () => {
    // Single, no child, wages 9,000 + combat pay 9,000: without it, row 9,000-9,050 is on the plateau (8,260 to
    // 10,330) -> 632; with it, row 18,000-18,050: 632 - 7.65% x (18,025 - 10,330) = 43. Not elected: 632, line 1i
    // blank.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1990-05-05',
      w2Data: [{ wages: '9000', box12Entries: [{ code: 'Q', amount: '9000' }] }],
    });
    expect(lines(federal, { '1i': 0, '27': 632 })).toEqual({ '1i': 0, '27': 632 });
  });
});

describe('qualifying relative: member of household or relationship test (Pub 501 (2024))', () => {
  // Single, wages 60,000: taxable 45,400, tax 5,219, so a 500 credit for other dependents shows in full on line 19.
  // Direct File's mfs-35k-cod-eitc return lists an unrelated person who lived with the filer 6-11 months and does
  // not claim them; Pub 501: someone not related must live with you all year as a member of your household, while
  // a relative (a parent) need not live with you at all.
  const credit = (relationship: string, monthsLivedWithTaxpayer: number) =>
    lines(computeReturn({
      filingStatus: 'single', dateOfBirth: '1970-01-01', w2Data: [{ wages: '60000' }],
      dependents: [{ firstName: 'A', lastName: 'B', dob: '1950-01-01', relationship, monthsLivedWithTaxpayer, grossIncome: 0 }],
    }).federal, { '19': 0 })['19'];
  it('an unrelated person counts only after living with the filer all year', () => {
    expect(credit('Friend', 12)).toBe(500);
    expect(credit('Friend', 7)).toBe(0);
    expect(credit('Cousin', 11)).toBe(0);
  });
  it('a relative of the list need not live with the filer', () => {
    expect(credit('Mother', 0)).toBe(500);
    expect(credit('Aunt', 0)).toBe(500);
  });
});

// Returns Direct File cannot prepare (self-employment, capital gains, itemized deductions, IRA deduction, education
// credits, early distributions), worked here by hand from the 2024 instructions, independently of the engine.
describe('2024 returns worked by hand from the IRS instructions', () => {
  it('sole proprietor: Schedule SE, half the SE tax, and the QBI deduction limited by taxable income', () => {
    // Schedule C 80,000 - 20,000 = 60,000. Schedule SE: 60,000 x 92.35% = 55,410 (line 6); x 15.3% = 8,477.73
    // -> 8,478 (line 12, Schedule 2 line 4); half 4,238.87 -> 4,239 (Schedule 1 line 15). AGI 55,761; less
    // 14,600 = 41,161. Form 8995: QBI 60,000 - 4,239 = 55,761 x 20% = 11,152.20; income limit 20% x 41,161 =
    // 8,232.20 -> 8,232 (line 13). Taxable 32,929; Tax Table 32,900-32,950: 1,160 + 12% x (32,925 - 11,600) =
    // 3,719. Total tax 3,719 + 8,478 = 12,197.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1985-06-01',
      otherIncomeEntries: [{ type: 'Business Income', amount: 60000, businessData: { businessName: 'Shop', grossReceipts: 80000, totalExpenses: 20000 } }],
    });
    const expected = { '8': 60_000, '10': 4_239, '11': 55_761, '13': 8_232, '15': 32_929, '16': 3_719, '23': 8_478, '24': 12_197 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('joint: qualified dividends and a long-term gain taxed at 15% on the Qualified Dividends and Capital Gain Tax Worksheet', () => {
    // Wages 150,000; 1099-DIV 5,000 ordinary (4,000 qualified); 1099-B long 50,000 - 30,000 = 20,000 and short
    // 8,000 - 10,000 = -2,000: Schedule D line 16 18,000. AGI 173,000; taxable 143,800. Worksheet: line 4 = 4,000
    // + 18,000 = 22,000; line 5 121,800; 0% band (94,050) already filled by line 5, so 22,000 x 15% = 3,300; tax on
    // 121,800 (Tax Computation Worksheet MFJ: x 22% - 9,894) = 16,902; 16,902 + 3,300 = 20,202, below the regular
    // tax on 143,800 (21,742).
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1975-01-01', spouseDateOfBirth: '1976-01-01',
      w2Data: [{ wages: '150000' }],
      investmentData: [
        { documentType: '1099-div', totalOrdinaryDividends: 5000, qualifiedDividends: 4000 },
        { documentType: '1099-b', proceedsFromSales: 50000, costBasis: 30000, shortTermOrLongTerm: 'long' },
        { documentType: '1099-b', proceedsFromSales: 8000, costBasis: 10000, shortTermOrLongTerm: 'short' },
      ],
    });
    const expected = { '3a': 4_000, '3b': 5_000, '7': 18_000, '11': 173_000, '15': 143_800, '16': 20_202 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('joint, itemizing: state and local taxes capped at 10,000 (Schedule A line 5e)', () => {
    // W-2 200,000 with 12,000 state tax withheld; property tax 9,000: 21,000 capped at 10,000. Mortgage interest
    // 14,000, cash gifts 8,000: Schedule A 32,000 > 29,200. Taxable 168,000; Tax Computation Worksheet MFJ
    // 168,000 x 22% - 9,894 = 27,066.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1975-01-01', spouseDateOfBirth: '1976-01-01',
      w2Data: [{ wages: '200000', stateTax: '12000' }],
      propertyTax: 9000, mortgageInterest: 14000, charitableContributions: 8000,
    });
    expect(federal.lines.get('scheduleA.line5e')?.value).toBe(10_000);
    const expected = { '12': 32_000, '15': 168_000, '16': 27_066 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('joint: IRA deduction phased out for the covered spouse, in full for the other (Pub 590-A Worksheet 1-2)', () => {
    // Taxpayer 100,000 (W-2 box 13 checked), spouse 35,000 (not covered); 7,000 each to traditional IRAs.
    // MAGI 135,000: covered, 123,000-143,000: (143,000 - 135,000) x 7,000 / 20,000 = 2,800 (a multiple of 10);
    // the spouse's range is 230,000-240,000: 7,000. Schedule 1 line 20 9,800; AGI 125,200; taxable 96,000, Tax
    // Table 96,000-96,050 MFJ: 10,852 + 22% x (96,025 - 94,300) = 11,231.50 -> 11,232.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1981-01-01',
      w2Data: [{ wages: '100000', retirementPlan: true }, { wages: '35000', owner: 'spouse' }],
      iraContributions: 14000,
    });
    const expected = { '10': 9_800, '11': 125_200, '15': 96_000, '16': 11_232 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('single: American opportunity credit in the phase-out, 40% refundable (Form 8863)', () => {
    // Wages 85,000 (MAGI in 80,000-90,000). Tuition 4,000: 2,000 + 25% x 2,000 = 2,500 x (90,000 - 85,000) /
    // 10,000 = 1,250; refundable 40% = 500 (line 29), nonrefundable 750 (Schedule 3 line 3). Taxable 70,400, Tax
    // Table 70,400-70,450: 5,426 + 22% x (70,425 - 47,150) = 10,546.50 -> 10,547; line 22 = 9,797.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '2000-01-01', w2Data: [{ wages: '85000' }],
      credits: { education: { 'college-credit-first-4': 4000 } },
      creditFacts: { students: [{ student: 'taxpayer', tuitionPaid: 4000 }] },
    });
    const expected = { '16': 10_547, '20': 750, '22': 9_797, '29': 500 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('joint: lifetime learning credit in the 160,000-180,000 phase-out', () => {
    // Wages 170,000; graduate tuition 10,000: 20% = 2,000 x (180,000 - 170,000) / 20,000 = 1,000. Taxable
    // 140,800: 140,800 x 22% - 9,894 = 21,082; line 22 = 20,082.
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1990-01-01', spouseDateOfBirth: '1990-01-01',
      w2Data: [{ wages: '170000' }],
      credits: { education: { 'lifetime-learning': 10000 } },
      creditFacts: { students: [{ student: 'taxpayer', tuitionPaid: 10000, firstFourYears: false }] },
    });
    const expected = { '16': 21_082, '20': 1_000, '22': 20_082, '29': 0 };
    expect(lines(federal, expected)).toEqual(expected);
  });

  it('early distributions: 10% for code 1, 25% for a SIMPLE IRA in its first 2 years (code S), none for code 2', () => {
    // Wages 50,000; 401(k) code 1 10,000; SIMPLE IRA code S 4,000; IRA code 2 (exception known) 3,000; all
    // taxable. AGI 67,000; taxable 52,400, Tax Table 52,400-52,450: 5,426 + 22% x (52,425 - 47,150) = 6,586.50 ->
    // 6,587. Form 5329: 10% x 10,000 + 25% x 4,000 = 2,000 (Schedule 2 line 8); total tax 8,587.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1985-01-01', w2Data: [{ wages: '50000' }],
      investmentData: [
        { documentType: '1099-r', grossDistribution: 10000, taxableAmount: 10000, distributionCode: '1' },
        { documentType: '1099-r', grossDistribution: 4000, taxableAmount: 4000, distributionCode: 'S', isIra: true },
        { documentType: '1099-r', grossDistribution: 3000, taxableAmount: 3000, distributionCode: '2', isIra: true },
      ],
    });
    expect(federal.lines.get('schedule2.line8')?.value).toBe(2_000);
    const expected = { '4b': 7_000, '5b': 10_000, '11': 67_000, '16': 6_587, '24': 8_587 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});

describe('educator expenses on a joint return (Schedule 1 line 11)', () => {
  it('allows 600 when both spouses are educators; 300 for a single filer', () => {
    // i1040 (2024) Schedule 1 line 11: 300 each, 600 for two eligible educators filing jointly. Direct File's
    // mfj-30k-eitc-ctc-actc and mfj-44k-ak-pfd ask each spouse (250; 12 + 250). Wages 80,000 MFJ.
    const joint = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1980-01-01',
      w2Data: [{ wages: '80000' }], deductions: { business: { 'educator-expenses': 650 } },
    }).federal;
    expect(lines(joint, { '10': 0, '11': 0 })).toEqual({ '10': 600, '11': 79_400 });
    const single = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '80000' }], deductions: { business: { 'educator-expenses': 650 } },
    }).federal;
    expect(lines(single, { '10': 0 })).toEqual({ '10': 300 });
  });
});

describe('HSA catch-up for both spouses (Form 8889 (2024) line 7)', () => {
  it('a joint return with both spouses 55 or older: 8,300 + 1,000 + 1,000', () => {
    // Worked here: family HDHP, both 56, 10,300 contributed (not through an employer). Schedule 1 line 13 10,300;
    // AGI 100,000 - 10,300 = 89,700; taxable 60,500, Tax Table 60,500-60,550 MFJ: 2,320 + 12% x (60,525 - 23,200)
    // = 6,799. (Each spouse's catch-up goes to that spouse's own HSA; the form holds one amount for both.)
    const { federal } = computeReturn({
      filingStatus: 'married-joint', dateOfBirth: '1968-01-01', spouseDateOfBirth: '1968-06-01',
      w2Data: [{ wages: '100000' }], deductions: { health: { hsa: 10300 } },
    });
    const expected = { '10': 10_300, '11': 89_700, '15': 60_500, '16': 6_799 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});

describe('IRA deduction with social security benefits (Pub 590-A (2024) Appendix B)', () => {
  it('single, 62, covered by a plan: MAGI includes the social security taxable before the IRA deduction', () => {
    // Worked here. Wages 75,000 (W-2 box 13), SSA-1099 12,000, 7,000 to a traditional IRA. Appendix B Worksheet
    // 1: half the benefits 6,000 + 75,000 = 81,000; over 25,000 by 56,000; 9,000 band; 47,000 x 85% = 39,950 +
    // 4,500 = 44,450; capped at 85% x 12,000 = 10,200. MAGI 85,200. Worksheet 1-2 (50 or older: 8,000 limit,
    // 80%): (87,000 - 85,200) x 80% = 1,440 (a multiple of 10). Worksheet 2 with the 1,440 adjustment: still
    // 10,200 (capped). AGI 75,000 + 10,200 - 1,440 = 83,760; taxable 69,160, Tax Table 69,150-69,200: 5,426 +
    // 22% x (69,175 - 47,150) = 10,271.50 -> 10,272.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1962-03-03',
      w2Data: [{ wages: '75000', retirementPlan: true }], iraContributions: 7000,
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 12000, socialSecurityData: { totalBenefits: 12000 } }],
    });
    const expected = { '6a': 12_000, '6b': 10_200, '10': 1_440, '11': 83_760, '15': 69_160, '16': 10_272 };
    expect(lines(federal, expected)).toEqual(expected);
  });
});
