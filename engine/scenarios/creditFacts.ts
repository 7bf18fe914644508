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
  {
    name: "saver's credit: a 2023 IRA distribution reduces the contributions (Form 8880 line 4)",
    form: {
      filingStatus: 'single', dateOfBirth: '1994-01-01', w2Data: [{ wages: '25000' }], iraContributions: 2000,
      creditFacts: { retirementDistributions: { taxpayer: 500, spouse: 0 } },
    },
    expected: { agi: 23_000, taxableIncome: 8_400, regularTax: 843, totalTax: 93 },
    lines: { 'form8880.line12': 750 },
    derivation: 'IRA deduction 2,000 (no workplace plan) -> AGI 23,000; line 15 = 23,000 - 14,600 = 8,400 -> Tax Table 8,400-8,450: 10% x 8,425 = 842.50 -> 843. Form 8880: line 3 2,000; line 4 500; line 5 1,500; line 6 1,500; line 7 1,500; AGI 23,000 not over 23,000 -> 0.5; line 10 750 (tax 843 allows it). 843 - 750 = 93.',
  },
  {
    name: "saver's credit by person on a joint return: the W-2 deferral typed again counts once",
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1990-01-01', spouseDateOfBirth: '1990-01-01',
      w2Data: [{ wages: '30000', retirementPlan: true, box12: { codeD: '1500' } }, { wages: '20000', owner: 'spouse' }],
      iraContributions: 1000,
      creditFacts: { retirementContributions: [{ owner: 'taxpayer', kind: 'elective-deferral', amount: 1500 }, { owner: 'spouse', kind: 'ira', amount: 1000 }] },
    },
    expected: { agi: 49_000, taxableIncome: 19_800, regularTax: 1_983, totalTax: 1_483 },
    lines: { 'form8880.line12': 500 },
    derivation: "IRA deduction 1,000 (the spouse's; the spouse has no plan, MAGI far below 230,000) -> AGI 49,000; line 15 = 49,000 - 29,200 = 19,800 -> MFJ 10% x 19,825 = 1,982.50 -> 1,983. Form 8880 line 2 column (a): the 1,500 deferral entered and the W-2 box 12 code D 1,500 are the same money -> 1,500; line 1 column (b): the spouse's IRA 1,000. Line 7 = 1,500 + 1,000 = 2,500; AGI 49,000 joint (46,001-50,000) -> 0.2; line 10 500. 1,983 - 500 = 1,483.",
  },
  {
    name: 'EIC: a child another person claims under the tie-breaker rules is not counted',
    form: {
      filingStatus: 'head-of-household', dateOfBirth: '1990-01-01', w2Data: [{ wages: '20000', federalIncomeTax: '500' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2015-04-04', relationship: 'son' }, { firstName: 'B', lastName: 'Z', dob: '2017-04-04', relationship: 'daughter' }],
      creditFacts: { eicChildClaimedByAnother: true },
    },
    expected: { taxableIncome: 0, totalTax: 0 },
    lines: { 'form1040.line27': 4_213 },
    derivation: 'Pub 596 Rule 9: the child another person claims is not your qualifying child for the EIC: one qualifying child left. EIC Table, one child: earned income 20,000 is between 12,390 and 22,720 -> the maximum 4,213. Line 15 = 20,000 - 21,900 -> 0.',
  },
  {
    name: 'EIC: disallowed before and no Form 8862 -> no EIC',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '15000' }], creditFacts: { eicDisallowedBefore: true } },
    expected: { agi: 15_000, taxableIncome: 400 },
    lines: { 'form1040.line27': 0 },
    derivation: 'Without the disallowance: no child, 25-64, row 15,000-15,050: 632 - (15,025 - 10,330) x 7.65% = 272.83 -> 273. After an EIC disallowance since 2015 (not a math error) the credit needs Form 8862 attached (i1040 line 27), which this return does not prepare: 0.',
  },
  {
    name: 'education credits per student: the spouse takes the AOTC, the taxpayer in graduate school the lifetime learning credit',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1990-01-01', spouseDateOfBirth: '1990-01-01', w2Data: [{ wages: '90000', federalIncomeTax: '5000' }],
      credits: { education: { 'college-credit-first-4': 5000, 'college-job-training': 6000 } },
      creditFacts: {
        students: [
          { student: 'spouse', tuitionPaid: 5000, scholarships: 1500 },
          { student: 'taxpayer', tuitionPaid: 6000, scholarships: 0, firstFourYears: false },
        ],
      },
    },
    expected: { taxableIncome: 60_800, regularTax: 6_835, totalTax: 4_210, refund: 1_740 },
    lines: { 'form8863.line7': 2_375, 'form1040.line29': 950, 'form8863.line19': 2_625 },
    derivation: 'Spouse: 1098-T 5,000 - 1,500 = 3,500 (line 27); passes lines 23-26 -> line 30 = 2,000 + 25% x 1,500 = 2,375. Taxpayer: past the first four years (line 23 yes) -> lifetime learning: 6,000 (line 31) -> line 12 = 20% x 6,000 = 1,200. MAGI 90,000 < 160,000 -> fraction 1. Line 7 2,375; line 8 = 40% = 950 (Form 1040 line 29); line 9 1,425; line 19 = 1,425 + 1,200 = 2,625. Line 15 = 90,000 - 29,200 = 60,800 -> MFJ 2,320 + 12% x (60,825 - 23,200) = 6,835. 6,835 - 2,625 = 4,210; payments 5,000 + 950 = 5,950 -> refund 1,740.',
  },
  {
    name: 'education credit: a student with a felony drug conviction gets the lifetime learning credit',
    form: {
      filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '50000' }],
      credits: { education: { 'college-credit-first-4': 4000 } },
      creditFacts: { students: [{ student: 'taxpayer', tuitionPaid: 4000, felonyDrugConviction: true }] },
    },
    expected: { regularTax: 4_019, totalTax: 3_219 },
    lines: { 'form8863.line19': 800, 'form1040.line29': 0 },
    derivation: 'Form 8863 line 26 (felony drug conviction) -> no AOTC for the student; the expenses 4,000 go to line 31 -> line 12 = 20% x 4,000 = 800. MAGI 50,000 -> fraction 1. Line 15 35,400 -> 4,019; 4,019 - 800 = 3,219.',
  },
  {
    name: "saver's credit from a 403(b) deferral in W-2 box 12 code E",
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '24000', retirementPlan: true, box12Entries: [{ code: 'E', amount: '1000' }] }] },
    expected: { agi: 24_000, taxableIncome: 9_400, regularTax: 943, totalTax: 743 },
    lines: { 'form8880.line12': 200 },
    derivation: 'Form 8880 line 2 includes 403(b) elective deferrals (W-2 box 12 code E): 1,000; line 7 1,000; AGI 24,000 single (23,001-25,000) -> 0.2; line 10 200. Line 15 = 24,000 - 14,600 = 9,400 -> 10% x 9,425 = 942.50 -> 943; 943 - 200 = 743.',
  },
  {
    name: "saver's credit: a 401(k) deferral also typed as an IRA contribution counts once when the entries say so",
    form: {
      filingStatus: 'single', dateOfBirth: '1994-01-01', w2Data: [{ wages: '24000', retirementPlan: true, box12: { codeD: '1000' } }], iraContributions: 1000,
      creditFacts: { retirementContributions: [{ owner: 'taxpayer', kind: 'elective-deferral', amount: 1000 }] },
    },
    expected: { agi: 23_000, taxableIncome: 8_400, regularTax: 843, totalTax: 343 },
    lines: { 'form8880.line12': 500 },
    derivation: "Schedule 1 line 20 takes the 1,000 IRA amount as typed (covered by a plan, MAGI far below 77,000: full) -> AGI 23,000; line 15 8,400 -> 843. Form 8880: the entries list one contribution, the 401(k) deferral of 1,000, which is also the W-2's code D -> line 2 = 1,000, line 1 = 0 (the Schedule 1 amount is the same money). Line 7 1,000; AGI 23,000 -> 0.5; line 10 500. Without the entries the IRA and the W-2 would give 2,000 -> 1,000. 843 - 500 = 343.",
  },
];
