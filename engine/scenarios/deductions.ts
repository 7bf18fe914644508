import type { Scenario } from './types';

export const deductionScenarios: Scenario[] = [
  {
    name: 'itemized: SALT cap with W-2 state withholding, mortgage interest, charity',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '100000', stateTax: '7000' }],
      deductions: { mortgage: { 'mortgage-interest': 15000, 'real-estate-taxes': 6000 }, charitable: { 'cash-donations': 3000 } },
    },
    expected: { itemizedDeductions: 28_000, taxableIncome: 72_000, regularTax: 10_899 },
    lines: { 'scheduleA.line5e': 10_000, 'form1040.line12': 28_000 },
    derivation: 'Schedule A line 5a 7,000 (W-2 box 17) + 5b 6,000 = 13,000, capped at 10,000; line 8a 15,000; line 11 3,000 (under 60% of AGI). Total 28,000 > 14,600. Line 15 = 72,000; Tax Table 72,000-72,050 = 10,899.',
  },
  {
    name: 'married filing separately: SALT cap 5,000',
    form: {
      filingStatus: 'married-separate', dateOfBirth: '1980-01-01', w2Data: [{ wages: '100000', stateTax: '8000' }],
      deductions: { mortgage: { 'mortgage-interest': 12000 } },
    },
    expected: { itemizedDeductions: 17_000, taxableIncome: 83_000, regularTax: 13_319 },
    derivation: 'SALT 8,000 capped at 5,000 (MFS) + mortgage 12,000 = 17,000 > 14,600. Line 15 83,000; MFS 83,000-83,050 = 13,319.',
  },
  {
    name: 'medical expenses above 7.5% of AGI',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '60000' }],
      deductions: { health: { 'medical-expenses': 10000 }, mortgage: { 'mortgage-interest': 12000 }, 'state-local': { 'state-taxes': 3000 } },
    },
    expected: { itemizedDeductions: 20_500, taxableIncome: 39_500, regularTax: 4_511 },
    lines: { 'scheduleA.line4': 5_500 },
    derivation: 'Line 4 = 10,000 - 7.5% x 60,000 (4,500) = 5,500; SALT 3,000; mortgage 12,000; total 20,500. Line 15 = 39,500; Tax Table = 4,511.',
  },
  {
    name: 'cash gifts limited to 60% of AGI',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000' }], deductions: { charitable: { 'cash-donations': 40000 } } },
    expected: { itemizedDeductions: 30_000, taxableIncome: 20_000, regularTax: 2_171 },
    derivation: 'Pub 526: cash to 60% organisations up to 60% x 50,000 = 30,000 (10,000 carries forward). Line 15 = 20,000; Tax Table 20,000-20,050 = 2,171.',
  },
  {
    name: 'student loan interest in the phase-out range',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '87500' }], studentLoanInterest: 2500 },
    expected: { aboveLineDeductions: 1_250, agi: 86_250, taxableIncome: 71_650, regularTax: 10_822 },
    derivation: 'Worksheet: MAGI 87,500; (87,500 - 80,000) / 15,000 = 0.500; 2,500 x 0.5 = 1,250 reduction -> 1,250. AGI 86,250; line 15 71,650; Tax Table = 10,822.',
  },
  {
    name: 'HSA deduction limited to the 2024 self-only limit',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '60000' }], deductions: { health: { hsa: 5000 } } },
    expected: { aboveLineDeductions: 4_150, agi: 55_850, taxableIncome: 41_250, regularTax: 4_721 },
    derivation: 'Form 8889: self-only limit 4,150 (Rev. Proc. 2023-23). AGI 55,850; line 15 41,250; Tax Table = 4,721.',
  },
  {
    name: 'educator expenses capped at 300',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '50000' }], deductions: { business: { 'educator-expenses': 500 } } },
    expected: { aboveLineDeductions: 300, agi: 49_700, taxableIncome: 35_100, regularTax: 3_983 },
    derivation: 'Schedule 1 line 11: 300. AGI 49,700; line 15 35,100; Tax Table 35,100-35,150 = 3,983.',
  },
  {
    name: 'noncash gifts limited to 30% of AGI',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }],
      deductions: { charitable: { 'non-cash-donations': 15000 }, mortgage: { 'mortgage-interest': 10000 } },
    },
    expected: { itemizedDeductions: 22_000, taxableIncome: 18_000, regularTax: 1_931 },
    derivation: 'Noncash (capital gain property) limited to 30% x 40,000 = 12,000; + mortgage 10,000 = 22,000. Line 15 = 18,000; Tax Table = 1,931.',
  },
  {
    name: 'itemized smaller than the standard deduction: standard',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '60000' }], mortgageInterest: 5000 },
    expected: { itemizedDeductions: 5_000, standardDeduction: 14_600, taxableIncome: 45_400, regularTax: 5_219 },
    derivation: 'Schedule A 5,000 < 14,600: line 12 = 14,600. Line 15 = 45,400 -> 5,219.',
  },
  {
    name: 'married filing separately: no student loan interest deduction',
    form: { filingStatus: 'married-separate', dateOfBirth: '1990-01-01', w2Data: [{ wages: '60000' }], studentLoanInterest: 2000 },
    expected: { aboveLineDeductions: 0, taxableIncome: 45_400, regularTax: 5_219 },
    derivation: 'IRC §221(e)(2): not allowed to married filing separately. Line 15 45,400 -> 5,219.',
  },
];
