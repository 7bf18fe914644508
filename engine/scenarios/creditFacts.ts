// Issue 14: the facts the credits need beyond an amount (creditFacts, each dependent's gross income), read
// where the IRS instructions use them. Each expected figure is derived by hand in its derivation.
import type { Scenario } from './types';

export const creditFactScenarios: Scenario[] = [
  {
    name: 'W-2 box 10 benefits with no care expenses are all taxable wages (Form 1040 line 1e)',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '40000', dependentCareBenefits: '2000' }] },
    expected: { agi: 42_000, taxableIncome: 27_400, regularTax: 3_059 },
    lines: { 'form1040.line1e': 2_000, 'form1040.line1z': 42_000 },
    derivation: 'Form 2441 Part III: line 12 2,000; line 16 expenses 0 -> line 17 = min(2,000, 0) = 0 -> lines 20 and 25 = 0; line 26 = 2,000 - 0 = 2,000 -> Form 1040 line 1e. Line 1z 42,000 = AGI; line 15 = 42,000 - 14,600 = 27,400; Tax Table 27,400-27,450 single: 1,160 + 12% x (27,425 - 11,600) = 3,059.',
  },
  {
    name: 'W-2 box 10 excluded only up to the care expenses paid for a qualifying child',
    form: {
      filingStatus: 'head-of-household', dateOfBirth: '1990-01-01', w2Data: [{ wages: '30000', dependentCareBenefits: '5000' }],
      dependents: [{ firstName: 'D', lastName: 'Z', dob: '2020-06-01', relationship: 'daughter' }],
      credits: { 'child-family': { 'child-care-expenses': 3200 } },
      creditFacts: { careExpenses: [{ dependentIndex: 0, amount: 3200, providerName: 'Little Steps' }] },
    },
    expected: { agi: 31_800, taxableIncome: 9_900 },
    lines: { 'form1040.line1e': 1_800, 'form2441.line11': 0 },
    derivation: 'Part III: line 15 5,000; line 16 3,200; line 17 = min(5,000, 3,200) = 3,200; line 20 = min(3,200, 30,000, 30,000) = 3,200; line 21 5,000; line 25 3,200; line 26 = 5,000 - 3,200 = 1,800 (line 1e). AGI 31,800; line 15 = 31,800 - 21,900 = 9,900. Part II: line 27 3,000 (one person), line 28 3,200, line 29 = 0 -> line 31 (line 3) 0 -> no credit.',
  },
  {
    name: 'child care expenses for a 15-year-old are left out of Form 2441 (care entries by dependent)',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1985-01-01',
      w2Data: [{ wages: '70000' }, { wages: '30000', owner: 'spouse' }],
      dependents: [
        { firstName: 'A', lastName: 'Z', dob: '2019-04-04', relationship: 'son' },
        { firstName: 'B', lastName: 'Z', dob: '2009-04-04', relationship: 'daughter' },
      ],
      credits: { 'child-family': { 'child-care-expenses': 6500 } },
      creditFacts: { careExpenses: [{ dependentIndex: 0, amount: 2500, providerName: 'Day care' }, { dependentIndex: 1, amount: 4000, providerName: 'Camp' }] },
    },
    expected: { agi: 100_000, taxableIncome: 70_800, regularTax: 8_035, totalCredits: 4_500, totalTax: 3_535 },
    lines: { 'form2441.line11': 500 },
    derivation: 'Form 2441 line 2: the son (5) is a qualifying person; the daughter (15 at the end of 2024) is not under 13, so her 4,000 is left out. Line 3 = min(2,500, 3,000) = 2,500; AGI 100,000 -> 20%: 500. Schedule 8812: both under 17 -> 4,000, tax left 8,035 - 500 = 7,535. Line 15 70,800 -> MFJ 8,035; 8,035 - 4,500 = 3,535.',
  },
  {
    name: 'a parent with 6,000 of gross income is not a qualifying relative: no credit for other dependents',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000' }],
      dependents: [{ firstName: 'M', lastName: 'Z', dob: '1950-01-01', relationship: 'Mother', grossIncome: 6000 }],
    },
    expected: { regularTax: 4_019, totalCredits: 0, totalTax: 4_019 },
    derivation: 'Pub 501 (2024) Gross Income Test: a qualifying relative must have gross income under 5,050; 6,000 fails, so Schedule 8812 line 6 = 0 and line 8 = 0. Line 15 = 50,000 - 14,600 = 35,400 -> Tax Table 4,019.',
  },
];
