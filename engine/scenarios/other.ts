import type { Scenario } from './types';

export const otherScenarios: Scenario[] = [
  {
    name: 'rental loss within the 25,000 allowance, phased out above 100,000',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '120000' }],
      otherIncomeEntries: [{ type: 'Rental Income', amount: -20000, rentalData: { address: '1 Main', rentalIncome: 10000, totalExpenses: 30000, daysRented: 365 } }],
    },
    expected: { agi: 105_000, taxableIncome: 90_400, regularTax: 14_947 },
    lines: { 'schedule1.line5': -15_000 },
    derivation: 'Schedule E loss 20,000. Form 8582: allowance 25,000 - 50% x (120,000 - 100,000) = 15,000 allowed; 5,000 carried forward. AGI 105,000; line 15 90,400; Tax Table = 14,947.',
  },
  {
    name: 'rental profit',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000' }],
      otherIncomeEntries: [{ type: 'Rental Income', amount: 8000, rentalData: { rentalIncome: 10000, totalExpenses: 2000, daysRented: 365 } }],
    },
    expected: { agi: 58_000, taxableIncome: 43_400, regularTax: 4_979 },
    derivation: 'Schedule E 10,000 - 2,000 = 8,000. AGI 58,000; line 15 43,400; Tax Table = 4,979.',
  },
  {
    name: 'miscellaneous income kinds on Schedule 1 line 8',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }],
      otherIncomeEntries: [
        { type: 'Gambling Winnings', amount: 1000 }, { type: 'Jury Duty', amount: 300 }, { type: 'Awards/Prizes', amount: 500 },
        { type: 'Hobby Income', amount: 200 }, { type: 'Other', amount: 100 }, { type: 'Gift Cards', amount: 150 },
      ],
    },
    expected: { agi: 42_250, taxableIncome: 27_650, regularTax: 3_089 },
    lines: { 'schedule1.line8b': 1_000, 'schedule1.line8h': 300, 'schedule1.line8i': 500, 'schedule1.line8j': 200, 'schedule1.line8z': 250, 'schedule1.line9': 2_250 },
    derivation: 'Lines 8b 1,000, 8h 300, 8i 500, 8j 200, 8z 100 + 150 = 250; line 9 = 2,250. AGI 42,250; line 15 27,650; Tax Table = 3,089.',
  },
  {
    name: 'net investment income tax and Additional Medicare Tax, married filing jointly',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1980-01-01', w2Data: [{ wages: '300000' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 20000 }],
    },
    expected: { agi: 320_000, taxableIncome: 290_800, regularTax: 55_877, netInvestmentIncomeTax: 760, additionalMedicareTax: 450, totalTax: 57_087 },
    derivation: 'Line 15 290,800: 290,800 x 24% - 13,915 = 55,877. Form 8960: min(20,000, 320,000 - 250,000) x 3.8% = 760. Form 8959: (300,000 - 250,000) x 0.9% = 450. Total 57,087.',
  },
  {
    name: 'alimony received is income',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '30000' }], otherIncomeEntries: [{ type: 'Alimony', amount: 12000 }] },
    expected: { agi: 42_000, taxableIncome: 27_400, regularTax: 3_059 },
    derivation: 'Schedule 1 line 2a 12,000 (pre-2019 instrument). AGI 42,000; line 15 27,400 -> 3,059.',
  },
  {
    name: 'alimony paid is an adjustment',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '60000' }], alimonyPaid: 10000 },
    expected: { aboveLineDeductions: 10_000, agi: 50_000, taxableIncome: 35_400, regularTax: 4_019 },
    derivation: 'Schedule 1 line 19a 10,000. AGI 50,000; line 15 35,400 -> 4,019.',
  },
  {
    name: 'royalties from a 1099-MISC go to Schedule E, not Schedule C',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }], contractor1099Data: [{ fileName: 'r.pdf', royalties: 5000 }] },
    expected: { agi: 45_000, selfEmploymentTax: 0, taxableIncome: 30_400, regularTax: 3_419 },
    lines: { 'schedule1.line5': 5_000 },
    derivation: '1099-MISC box 2 -> Schedule E line 4: 5,000, no SE tax. AGI 45,000; line 15 30,400 -> 3,419.',
  },
  {
    name: 'home rented fewer than 15 days: not reported',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000' }],
      otherIncomeEntries: [{ type: 'Rental Income', amount: 3000, rentalData: { rentalIncome: 5000, totalExpenses: 2000, daysRented: 10, daysPersonalUse: 100 } }],
    },
    expected: { agi: 50_000, taxableIncome: 35_400, regularTax: 4_019 },
    derivation: 'IRC §280A(g): used as a home and rented under 15 days: income not reported. AGI 50,000 -> 4,019.',
  },
  {
    name: 'pension and SSA-1099 withholding; 85% tier of social security',
    form: {
      filingStatus: 'single', dateOfBirth: '1954-01-01',
      investmentData: [{ documentType: '1099-r', grossDistribution: 30000, taxableAmount: 30000, distributionCode: '7', federalIncomeTaxWithheld: 3000 }],
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 20000, socialSecurityData: { totalBenefits: 20000, federalIncomeTaxWithheld: 1200 } }],
    },
    expected: { agi: 39_600, taxableIncome: 23_050, regularTax: 2_537, withholding: 4_200, refundOwed: 1_663 },
    lines: { 'form1040.line6b': 9_600, 'form1040.line25b': 4_200 },
    derivation: 'Worksheet: line 2 10,000; line 3 30,000; line 7 40,000; line 9 15,000; line 11 6,000; line 12 9,000; line 13 4,500; line 14 4,500; line 15 5,100; line 16 9,600; line 17 17,000 -> 9,600. AGI 39,600; 16,550 (65+); line 15 23,050 -> 2,537. Line 25b 3,000 + 1,200 = 4,200; refund 1,663.',
  },
  {
    name: 'crypto gains without a holding period: short term',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }], otherIncomeEntries: [{ type: 'Cryptocurrency or NFT', amount: 3000 }] },
    expected: { agi: 43_000, taxableIncome: 28_400, regularTax: 3_179 },
    derivation: 'Schedule D short term 3,000 (ordinary rates). AGI 43,000; line 15 28,400; Tax Table = 3,179.',
  },
];
