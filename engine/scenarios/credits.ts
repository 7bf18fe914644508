import type { Scenario } from './types';

const envelope = { encryptedData: 'x', iv: 'y', salt: 'z', level: 2, keyVersion: 1, algorithm: 'AES-GCM' };

export const creditScenarios: Scenario[] = [
  {
    name: 'child tax credit for two children, married filing jointly',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1985-01-01', w2Data: [{ wages: '80000', federalIncomeTax: '3000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2012-04-04', relationship: 'son' }, { firstName: 'B', lastName: 'Z', dob: '2018-04-04', relationship: 'daughter' }],
    },
    expected: { taxableIncome: 50_800, regularTax: 5_635, totalCredits: 4_000, totalTax: 1_635, refundOwed: 1_365 },
    derivation: 'Line 15 = 80,000 - 29,200 = 50,800; MFJ column = 5,635. Schedule 8812: 2 x 2,000 = 4,000 (both under 17). Line 24 1,635; refund 3,000 - 1,635 = 1,365.',
  },
  {
    name: 'no tax: additional child tax credit and EIC with two children',
    form: {
      filingStatus: 'head-of-household', dateOfBirth: '1990-01-01', w2Data: [{ wages: '20000', federalIncomeTax: '500' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2015-04-04', relationship: 'son' }, { firstName: 'B', lastName: 'Z', dob: '2017-04-04', relationship: 'daughter' }],
    },
    expected: { taxableIncome: 0, totalTax: 0, refund: 10_085 },
    lines: { 'form1040.line19': 0, 'form1040.line28': 2_625, 'form1040.line27': 6_960 },
    derivation: 'Line 15 = 0. 8812 line 12 = 4,000, line 13 = 0 -> line 14 = 0. Part II-A: line 16a 4,000; 16b 2 x 1,700 = 3,400; line 17 3,400; line 19 = 20,000 - 2,500 = 17,500; line 20 = 2,625 -> ACTC 2,625. EIC, 2 children: earned 20,000 between 17,400 and 22,720 -> maximum 6,960. Refund 500 + 2,625 + 6,960 = 10,085.',
  },
  {
    name: 'credit for other dependents: a parent',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000' }], dependents: [{ firstName: 'M', lastName: 'Z', dob: '1950-01-01', relationship: 'Mother' }] },
    expected: { regularTax: 4_019, totalCredits: 500, totalTax: 3_519 },
    derivation: 'Mother is a qualifying relative: 8812 line 7 = 500. Tax 4,019 (line 15 35,400) - 500 = 3,519.',
  },
  {
    name: 'child and dependent care credit at 20% for two earners',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1985-01-01',
      w2Data: [{ wages: '70000' }, { wages: '30000', owner: 'spouse' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2019-04-04', relationship: 'son' }],
      credits: { 'child-family': { 'child-care-expenses': 5000 } },
    },
    expected: { agi: 100_000, taxableIncome: 70_800, regularTax: 8_035, totalCredits: 2_600, totalTax: 5_435 },
    lines: { 'form2441.line11': 600 },
    derivation: 'Form 2441: one qualifying person (5): expenses 5,000 limited to 3,000; earned income 70,000 / 30,000; AGI 100,000 > 43,000 -> 20%: 600. CTC 2,000. Line 15 70,800 -> 8,035; 8,035 - 2,600 = 5,435.',
  },
  {
    name: 'American opportunity credit with its refundable 40%',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '50000', federalIncomeTax: '4000' }], credits: { education: { 'college-credit-first-4': 4000 } } },
    expected: { regularTax: 4_019, totalTax: 2_519, refund: 2_481, totalCredits: 2_500 },
    lines: { 'form1040.line29': 1_000, 'form8863.line19': 1_500 },
    derivation: 'Form 8863: 2,000 + 25% x 2,000 = 2,500; MAGI 50,000 below 80,000; refundable 40% = 1,000 (line 29); nonrefundable 1,500. Tax 4,019 - 1,500 = 2,519. Payments 4,000 + 1,000 = 5,000 -> refund 2,481.',
  },
  {
    name: 'American opportunity credit in the phase-out',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '85000' }], credits: { education: { 'college-credit-first-4': 4000 } } },
    expected: { taxableIncome: 70_400, regularTax: 10_547, totalTax: 9_797 },
    lines: { 'form1040.line29': 500, 'form8863.line19': 750 },
    derivation: 'Fraction (90,000 - 85,000) / 10,000 = 0.500: 2,500 x 0.5 = 1,250; refundable 500; nonrefundable 750. Line 15 70,400 -> 10,547; 10,547 - 750 = 9,797.',
  },
  {
    name: 'lifetime learning credit on 12,000 of tuition',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', w2Data: [{ wages: '60000' }], credits: { education: { 'college-job-training': 12000 } } },
    expected: { regularTax: 5_219, totalTax: 3_219 },
    lines: { 'form8863.line19': 2_000 },
    derivation: '20% of 10,000 (the cap) = 2,000. 5,219 - 2,000 = 3,219.',
  },
  {
    name: "saver's credit from IRA contributions, limited to tax (computed without the box)",
    form: { filingStatus: 'single', dateOfBirth: '1994-01-01', w2Data: [{ wages: '22000' }], iraContributions: 2000 },
    expected: { agi: 20_000, taxableIncome: 5_400, regularTax: 543, totalTax: 0 },
    lines: { 'form8880.line12': 543, 'form1040.line27': 0 },
    derivation: 'IRA deduction 2,000 (not covered). AGI 20,000; line 15 5,400; Tax Table 5,400-5,450 = 543. Form 8880: AGI 20,000 <= 23,000 -> 50% x 2,000 = 1,000, limited to tax 543. EIC: 22,000 earned > 18,591 -> 0.',
  },
  {
    name: 'earned income credit with one child and the child tax credit refund',
    form: {
      filingStatus: 'head-of-household', dateOfBirth: '1990-01-01', w2Data: [{ wages: '30000', federalIncomeTax: '1000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2018-04-04', relationship: 'daughter' }],
    },
    expected: { taxableIncome: 8_100, regularTax: 813, totalTax: 0, refund: 5_233 },
    lines: { 'form1040.line27': 3_046, 'form1040.line19': 813, 'form1040.line28': 1_187 },
    derivation: 'Line 15 = 30,000 - 21,900 = 8,100 -> Tax Table 813. CTC 2,000 limited to 813; ACTC = min(1,187, 1,700, 15% x 27,500) = 1,187. EIC one child, row 30,000-30,050: 4,213 - (30,025 - 22,720) x 15.98% = 3,045.66 -> 3,046. Refund 1,000 + 3,046 + 1,187 = 5,233.',
  },
  {
    name: 'EIC denied: investment income over 11,600',
    form: {
      filingStatus: 'head-of-household', dateOfBirth: '1990-01-01', w2Data: [{ wages: '25000' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 12000 }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2018-04-04', relationship: 'daughter' }],
    },
    expected: { agi: 37_000, taxableIncome: 15_100, regularTax: 1_513, totalTax: 0, refund: 487 },
    lines: { 'form1040.line27': 0, 'form1040.line28': 487 },
    derivation: 'Investment income 12,000 > 11,600 (Pub 596 Rule 6): EIC 0. Tax on 15,100 (HOH) = 1,513; CTC 1,513 nonrefundable; ACTC = 2,000 - 1,513 = 487.',
  },
  {
    name: 'residential clean energy credit: 30% of solar',
    form: { filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1980-01-01', w2Data: [{ wages: '120000' }], credits: { 'home-energy': { 'solar-energy-upgrades': 20000 } } },
    expected: { regularTax: 10_435, totalTax: 4_435 },
    lines: { 'form5695.line15': 6_000 },
    derivation: 'Form 5695: 30% x 20,000 = 6,000, under the tax 10,435 (line 15 90,800). 4,435.',
  },
  {
    name: 'adoption credit limited to tax, the rest carried forward',
    form: { filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1980-01-01', w2Data: [{ wages: '150000' }], credits: { 'child-family': { 'adoption-expenses': 20000 } } },
    expected: { taxableIncome: 120_800, regularTax: 16_682, totalTax: 0 },
    lines: { 'form8839.line16': 16_682 },
    derivation: 'Form 8839: 16,810 maximum; MAGI 150,000 < 252,150. Tax on 120,800 MFJ: 120,800 x 22% - 9,894 = 16,682. Credit 16,682; 128 carries forward.',
  },
  {
    name: 'child tax credit phase-out above 400,000 (MFJ)',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1980-01-01', w2Data: [{ wages: '410500' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2012-04-04', relationship: 'son' }, { firstName: 'B', lastName: 'Z', dob: '2014-04-04', relationship: 'son' }],
    },
    expected: { taxableIncome: 381_300, regularTax: 77_597, additionalMedicareTax: 1_445, totalTax: 75_592 },
    lines: { 'form1040.line19': 3_450 },
    derivation: '8812: 4,000 - 50 x ceil(10,500 / 1,000) = 4,000 - 550 = 3,450. Line 15 381,300: 381,300 x 24% - 13,915 = 77,597. Form 8959: (410,500 - 250,000) x 0.9% = 1,444.50 -> 1,445. 77,597 - 3,450 + 1,445 = 75,592.',
  },
  {
    name: "child's date of birth encrypted, child tax credit ticked",
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1985-01-01', w2Data: [{ wages: '80000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: envelope, relationship: 'son' }], credits: { 'child-family': { 'child-tax-credit': 1 } },
    },
    expected: { regularTax: 5_635, totalTax: 3_635 },
    lines: { 'form1040.line19': 2_000 },
    derivation: 'Age unknown; the ticked child tax credit (children under 17) states it: 2,000. 5,635 - 2,000 = 3,635.',
  },
  {
    name: "child's date of birth encrypted and the box not ticked: credit for other dependents",
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1985-01-01', w2Data: [{ wages: '80000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: envelope, relationship: 'son' }],
    },
    expected: { regularTax: 5_635, totalTax: 5_135 },
    lines: { 'form1040.line19': 500 },
    derivation: 'Nothing proves the child is under 17: 500 credit for other dependents. 5,635 - 500 = 5,135.',
  },
  {
    name: "child's age from the device (ageAtYearEnd 17): other dependent",
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1985-01-01', w2Data: [{ wages: '80000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: envelope, ageAtYearEnd: 17, relationship: 'son' }], credits: { 'child-family': { 'child-tax-credit': 1 } },
    },
    expected: { totalTax: 5_135 },
    lines: { 'form1040.line19': 500 },
    derivation: 'Age 17 at the end of 2024 is not under 17: ODC 500 even with the box ticked. 5,635 - 500 = 5,135.',
  },
];
