import type { Scenario } from './types';

// Tax Table amounts quoted below are from the IRS 2024 Tax Table (shared/data/irs-2024-tax-table.csv).
export const wageScenarios: Scenario[] = [
  {
    name: 'single, one W-2 of 50,000',
    form: { filingStatus: 'single', dateOfBirth: '1990-02-03', w2Data: [{ wages: '50000', federalIncomeTax: '5000' }] },
    expected: { agi: 50_000, taxableIncome: 35_400, regularTax: 4_019, totalTax: 4_019, refundOwed: 981, standardDeduction: 14_600 },
    derivation: 'Line 11 = 50,000. Line 12 = 14,600 (single). Line 15 = 35,400. Tax Table row 35,400-35,450 single = 4,019. Line 25a 5,000 - 4,019 = refund 981.',
  },
  {
    name: 'married filing jointly, two W-2s (taxpayer and spouse)',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1986-01-01',
      w2Data: [{ wages: '70000', federalIncomeTax: '7000' }, { wages: '50000', federalIncomeTax: '5000', owner: 'spouse' }],
    },
    expected: { agi: 120_000, taxableIncome: 90_800, regularTax: 10_435, totalWithholdings: 12_000, refundOwed: 1_565 },
    derivation: 'Line 1a = 70,000 + 50,000 = 120,000. Standard deduction MFJ 29,200. Line 15 = 90,800. Tax Table 90,800-90,850 MFJ = 10,435. Withholding 12,000 - 10,435 = refund 1,565.',
  },
  {
    name: 'married filing separately, 60,000',
    form: { filingStatus: 'married-separate', dateOfBirth: '1985-01-01', w2Data: [{ wages: '60000', federalIncomeTax: '6500' }] },
    expected: { taxableIncome: 45_400, regularTax: 5_219, refundOwed: 1_281 },
    derivation: 'Standard deduction MFS 14,600: line 15 = 45,400. Tax Table 45,400-45,450 MFS = 5,219. 6,500 - 5,219 = 1,281 refund.',
  },
  {
    name: 'head of household with one child of 10',
    form: {
      filingStatus: 'head-of-household', dateOfBirth: '1985-01-01', w2Data: [{ wages: '75000', federalIncomeTax: '6000' }],
      dependents: [{ firstName: 'Ann', lastName: 'Lee', dob: '2014-05-05', relationship: 'Son' }],
    },
    expected: { taxableIncome: 53_100, regularTax: 6_044, totalCredits: 2_000, totalTax: 4_044, refundOwed: 1_956 },
    lines: { 'form1040.line19': 2_000, 'form1040.line27': 0 },
    derivation: 'HOH standard deduction 21,900: line 15 = 53,100; Tax Table 53,100-53,150 HOH = 6,044. Son is 10 at year end, lived with taxpayer 12 months: Schedule 8812 line 5 = 2,000, AGI under 200,000, limited by tax 6,044 -> line 19 = 2,000. Line 24 = 4,044. EIC: earned 75,000 is over the 49,084 completed phase-out for one child -> 0. Refund 6,000 - 4,044 = 1,956.',
  },
  {
    name: 'qualifying surviving spouse uses the married-joint deduction and table',
    form: {
      filingStatus: 'qualifying-widow', dateOfBirth: '1980-01-01', w2Data: [{ wages: '80000', federalIncomeTax: '5000' }],
      dependents: [{ firstName: 'Bo', lastName: 'Lee', dob: '2016-07-07', relationship: 'daughter' }],
    },
    expected: { standardDeduction: 29_200, taxableIncome: 50_800, regularTax: 5_635, totalTax: 3_635, refundOwed: 1_365 },
    derivation: 'QSS: standard deduction 29,200 (IRC §63(c)(2)(A)) and the MFJ Tax Table column (ARCHITECTURE decision 1). Line 15 = 50,800; MFJ column 50,800-50,850 = 5,635. Child tax credit 2,000 -> 3,635. Refund 5,000 - 3,635 = 1,365.',
  },
  {
    name: 'single 250,000: Tax Computation Worksheet and Additional Medicare Tax with its withholding',
    form: {
      filingStatus: 'single', dateOfBirth: '1975-06-01',
      w2Data: [{ wages: '250000', federalIncomeTax: '50000', medicareWagesAndTips: '250000', medicareTaxWithheld: '4075', socialSecurityWages: '168600' }],
    },
    expected: { taxableIncome: 235_400, regularTax: 53_015, additionalMedicareTax: 450, totalTax: 53_465, withholding: 50_450, amountDue: 3_015, refundOwed: -3_015 },
    lines: { 'form1040.line25c': 450 },
    derivation: 'Line 15 = 250,000 - 14,600 = 235,400 (over 100,000: Tax Computation Worksheet, single row 191,950-243,725: 235,400 x 32% - 22,313.50 = 53,014.50 -> 53,015). Form 8959: (250,000 - 200,000) x 0.9% = 450 (Schedule 2 line 11). Part V: box 6 4,075 - 250,000 x 1.45% (3,625) = 450 withheld (line 25c). Total tax 53,465; payments 50,000 + 450 = 50,450; owe 3,015.',
  },
  {
    name: 'low wage single worker, no child: EIC from the table',
    form: { filingStatus: 'single', dateOfBirth: '1994-03-01', w2Data: [{ wages: '14000', federalIncomeTax: '500' }] },
    expected: { taxableIncome: 0, totalTax: 0, refund: 849 },
    lines: { 'form1040.line27': 349 },
    derivation: 'Line 15 = max(0, 14,000 - 14,600) = 0. EIC, no qualifying child, age 30: EIC Table row 14,000-14,050 (midpoint 14,025): 632 - (14,025 - 10,330) x 7.65% = 349.33 -> 349. Refund = 500 + 349 = 849.',
  },
  {
    name: 'single aged 66: additional standard deduction',
    form: { filingStatus: 'single', dateOfBirth: '1958-05-05', w2Data: [{ wages: '40000', federalIncomeTax: '3000' }] },
    expected: { standardDeduction: 16_550, taxableIncome: 23_450, regularTax: 2_585, refundOwed: 415 },
    derivation: 'Born before January 2, 1960: 14,600 + 1,950 = 16,550. Line 15 = 23,450. Tax Table 23,450-23,500 single = 2,585. 3,000 - 2,585 = 415.',
  },
  {
    name: 'married filing jointly, both over 65, spouse blind',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1955-01-10', spouseDateOfBirth: '1957-03-03', spouseIsBlind: true,
      w2Data: [{ wages: '100000', federalIncomeTax: '9000' }],
    },
    expected: { standardDeduction: 33_850, taxableIncome: 66_150, regularTax: 7_477, refundOwed: 1_523 },
    derivation: 'Three boxes (you 65+, spouse 65+, spouse blind): 29,200 + 3 x 1,550 = 33,850. Line 15 = 66,150. MFJ 66,150-66,200 = 7,477. Refund 1,523.',
  },
  {
    name: 'date of birth encrypted: treated as under 65',
    form: {
      filingStatus: 'single',
      dateOfBirth: { encryptedData: 'x', iv: 'y', salt: 'z', level: 2, keyVersion: 1, algorithm: 'AES-GCM' },
      w2Data: [{ wages: '40000', federalIncomeTax: '3000' }],
    },
    expected: { standardDeduction: 14_600, taxableIncome: 25_400, regularTax: 2_819, refundOwed: 181 },
    derivation: 'Age unknown (envelope): no 65-or-older box. 40,000 - 14,600 = 25,400; Tax Table 25,400-25,450 single = 2,819; refund 181.',
  },
  {
    name: 'date of birth encrypted with the device-computed age 70',
    form: {
      filingStatus: 'single', taxpayerAgeAtYearEnd: 70,
      dateOfBirth: { encryptedData: 'x', iv: 'y', salt: 'z', level: 2, keyVersion: 1, algorithm: 'AES-GCM' },
      w2Data: [{ wages: '40000', federalIncomeTax: '3000' }],
    },
    expected: { standardDeduction: 16_550, taxableIncome: 23_450, regularTax: 2_585 },
    derivation: 'taxpayerAgeAtYearEnd 70 >= 65: 14,600 + 1,950 = 16,550; line 15 = 23,450; Tax Table = 2,585.',
  },
  {
    name: 'unknown filing status falls back to single (spec 3 §5)',
    form: { filingStatus: 'divorced' as never, dateOfBirth: '1990-02-03', w2Data: [{ wages: '50000', federalIncomeTax: '5000' }] },
    expected: { standardDeduction: 14_600, taxableIncome: 35_400, regularTax: 4_019 },
    derivation: "'divorced' is not a filing status: single (spec 3 §5). Same as the single 50,000 case: 4,019.",
  },
  {
    name: "the wizard's 'head-household' is head of household",
    form: { filingStatus: 'head-household', dateOfBirth: '1990-02-03', w2Data: [{ wages: '50000', federalIncomeTax: '4000' }] },
    expected: { standardDeduction: 21_900, taxableIncome: 28_100, regularTax: 3_044, refundOwed: 956 },
    derivation: 'ARCHITECTURE decision 3. HOH 21,900: line 15 = 28,100; HOH column 28,100-28,150 = 3,044. Refund 956.',
  },
  {
    name: 'estimated tax payments count as payments (line 26)',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '100000', federalIncomeTax: '8000' }], estimatedTaxPayments: 4000 },
    expected: { taxableIncome: 85_400, regularTax: 13_847, totalWithholdings: 12_000, totalPayments: 12_000, amountDue: 1_847 },
    derivation: 'Line 15 = 85,400; Tax Table single 85,400-85,450 = 13,847. Line 25d 8,000 + line 26 4,000 = 12,000. Owe 1,847.',
  },
  {
    name: 'wages typed by hand on line 1 without a W-2',
    form: { filingStatus: 'single', line1: 30000 },
    expected: { agi: 30_000, taxableIncome: 15_400, regularTax: 1_619, amountDue: 1_619 },
    lines: { 'form1040.line27': 0 },
    derivation: 'Line 1a = 30,000 (hand-typed line 1, no W-2 to subtract). Line 15 = 15,400; Tax Table 15,400-15,450 single = 1,619. EIC: 30,000 is over the 18,591 limit with no child -> 0. No payments: owe 1,619.',
  },
];
