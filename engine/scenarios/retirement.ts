import type { Scenario } from './types';

export const retirementScenarios: Scenario[] = [
  {
    name: 'retiree: IRA distribution and social security (Pub 915 worksheet), 65 or older',
    form: {
      filingStatus: 'single', dateOfBirth: '1954-01-01',
      investmentData: [{ documentType: '1099-r', grossDistribution: 20000, taxableAmount: 20000, distributionCode: '7', isIra: true, federalIncomeTaxWithheld: 2000 }],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 24000, socialSecurityData: { totalBenefits: 24000 } }],
    },
    expected: { agi: 23_500, standardDeduction: 16_550, taxableIncome: 6_950, regularTax: 698, refundOwed: 1_302 },
    lines: { 'form1040.line6b': 3_500, 'form1040.line4b': 20_000 },
    derivation: 'Worksheet: line 1 24,000; line 2 12,000; line 3 20,000; line 5 32,000; line 7 32,000; line 9 = 32,000 - 25,000 = 7,000; line 10 9,000; line 11 0; line 12 7,000; line 13 3,500; line 14 = min(12,000, 3,500) = 3,500; line 16 3,500; line 18 = min(3,500, 20,400) = 3,500. AGI 23,500; 65+: 16,550; line 15 = 6,950; Tax Table 6,950-7,000 = 698. 1099-R withholding 2,000 -> refund 1,302.',
  },
  {
    name: 'early IRA distribution (code 1): 10% additional tax',
    form: {
      filingStatus: 'single', dateOfBirth: '1984-01-01', w2Data: [{ wages: '50000' }],
      investmentData: [{ documentType: '1099-r', grossDistribution: 10000, taxableAmount: 10000, distributionCode: '1', isIra: true }],
    },
    expected: { agi: 60_000, taxableIncome: 45_400, regularTax: 5_219, totalTax: 6_219 },
    lines: { 'schedule2.line8': 1_000 },
    derivation: 'Line 4b 10,000; AGI 60,000; line 15 45,400 -> 5,219. Form 5329 line 4: 10% x 10,000 = 1,000 (Schedule 2 line 8). Total 6,219.',
  },
  {
    name: '1099-R box 2a printed as 0 (code 7, not a rollover): nothing taxable',
    form: {
      filingStatus: 'single', dateOfBirth: '1970-06-01', w2Data: [{ wages: '40000' }],
      investmentData: [{ documentType: '1099-r', grossDistribution: 12000, taxableAmount: 0, distributionCode: '7', isIra: false }],
    },
    expected: { agi: 40_000, taxableIncome: 25_400 },
    lines: { 'form1040.line5a': 12_000, 'form1040.line5b': 0 },
    derivation: 'Form 1099-R instructions (2024), box 2a: the payer entered the taxable amount, 0 (e.g. a return of after-tax basis). i1040 line 5a 12,000, line 5b 0. AGI = wages 40,000; line 15 = 40,000 - 14,600 = 25,400.',
  },
  {
    name: '1099-R box 2a blank and box 2b taxable amount not determined: the whole distribution is taxable',
    form: {
      filingStatus: 'single', dateOfBirth: '1970-06-01', w2Data: [{ wages: '40000' }],
      investmentData: [{ documentType: '1099-r', grossDistribution: 12000, taxableAmount: 0, taxableAmountBlank: true, taxableAmountNotDetermined: true, distributionCode: '7', isIra: false }],
    },
    expected: { agi: 52_000, taxableIncome: 37_400 },
    lines: { 'form1040.line5b': 12_000 },
    derivation: 'Box 2a blank, box 2b checked: the payer could not figure the taxable amount; with no basis to recover (Pub 575, Simplified Method not collected) the whole 12,000 is line 5b, and a fully taxable pension makes no entry on line 5a (i1040 (2024) lines 5a-5b). AGI 40,000 + 12,000 = 52,000; line 15 = 52,000 - 14,600 = 37,400.',
  },
  {
    name: 'direct rollover (code G) is not taxable',
    form: {
      filingStatus: 'single', dateOfBirth: '1984-01-01', w2Data: [{ wages: '40000' }],
      investmentData: [{ documentType: '1099-r', grossDistribution: 50000, taxableAmount: 0, distributionCode: 'G', isIra: false }],
    },
    expected: { agi: 40_000, taxableIncome: 25_400, regularTax: 2_819 },
    lines: { 'form1040.line5a': 50_000, 'form1040.line5b': 0 },
    derivation: 'Rollover: line 5a 50,000, line 5b 0 (i1040 lines 5a-5b, "Rollovers"). Line 15 = 25,400 -> 2,819.',
  },
  {
    name: 'social security alone is not taxable below the base amount',
    form: { filingStatus: 'single', dateOfBirth: '1957-06-01', otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 30000, socialSecurityData: { box3NetBenefits: 30000 } }] },
    expected: { agi: 0, taxableIncome: 0, totalTax: 0 },
    lines: { 'form1040.line6a': 30_000, 'form1040.line6b': 0 },
    derivation: 'Worksheet line 5 = 15,000 (half of 30,000) < 25,000 base: none taxable.',
  },
  {
    name: 'married retirees: pension and social security, 85% tier',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1956-02-02', spouseDateOfBirth: '1958-03-03',
      investmentData: [{ documentType: '1099-r', grossDistribution: 50000, taxableAmount: 50000, distributionCode: '7' }],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 40000, socialSecurityData: { totalBenefits: 40000 } }],
    },
    expected: { agi: 78_100, standardDeduction: 32_300, taxableIncome: 45_800, regularTax: 5_035 },
    lines: { 'form1040.line6b': 28_100 },
    derivation: 'Worksheet: line 2 20,000; line 3 50,000; line 7 70,000; line 9 = 70,000 - 32,000 = 38,000; line 11 = 38,000 - 12,000 = 26,000; line 12 12,000; line 13 6,000; line 14 6,000; line 15 = 26,000 x 85% = 22,100; line 16 28,100; line 17 34,000 -> 28,100. AGI 78,100; 29,200 + 2 x 1,550 = 32,300; line 15 45,800; MFJ 45,800-45,850 = 5,035.',
  },
  {
    name: 'IRA deduction phased out for a participant in a workplace plan',
    form: { filingStatus: 'single', dateOfBirth: '1984-01-01', w2Data: [{ wages: '80000', retirementPlan: true }], iraContributions: 7000 },
    expected: { aboveLineDeductions: 4_900, agi: 75_100, taxableIncome: 60_500, regularTax: 8_369 },
    derivation: 'Covered by a plan (W-2 box 13), MAGI 80,000 in 77,000-87,000: Pub 590-A Worksheet 1-2: (87,000 - 80,000) x 70% = 4,900 (already a multiple of 10). AGI 75,100; line 15 60,500; Tax Table 60,500-60,550 = 8,369.',
  },
  {
    name: 'IRA deduction with the catch-up at 55, not covered',
    form: { filingStatus: 'single', dateOfBirth: '1969-05-05', w2Data: [{ wages: '60000' }], deductions: { retirement: { 'ira-contributions': 8000 } } },
    expected: { aboveLineDeductions: 8_000, agi: 52_000, taxableIncome: 37_400, regularTax: 4_259 },
    derivation: 'Age 55 at the end of 2024: limit 7,000 + 1,000 = 8,000; not covered: no phase-out. AGI 52,000; line 15 37,400; Tax Table = 4,259.',
  },
  {
    name: 'unemployment: a 1099-G plus the hand-typed remainder',
    form: { filingStatus: 'single', dateOfBirth: '1984-01-01', w2Data: [{ wages: '20000' }], unemploymentIncome: 10000, investmentData: [{ documentType: '1099-g', unemploymentCompensation: 8000 }] },
    expected: { agi: 30_000, taxableIncome: 15_400, regularTax: 1_619 },
    lines: { 'schedule1.line7': 10_000 },
    derivation: 'unemploymentIncome 10,000 includes the 8,000 document: 8,000 + 2,000 = 10,000 (Schedule 1 line 7). AGI 30,000; line 15 15,400 -> 1,619.',
  },
];
