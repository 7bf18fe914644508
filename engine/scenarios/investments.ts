import type { Scenario } from './types';

export const investmentScenarios: Scenario[] = [
  {
    name: 'interest: a 1099-INT plus the hand-typed remainder of the running total',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000', federalIncomeTax: '4000' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 1500, totalAmount: 1500 }], taxableInterest: 2000,
    },
    expected: { totalIncome: 42_000, taxableIncome: 27_400, regularTax: 3_059 },
    lines: { 'form1040.line2b': 2_000 },
    derivation: 'taxableInterest 2,000 includes the uploaded 1,500 (spec 2 §4): 1,500 from the document + remainder 500 typed by hand = 2,000 (Schedule B line 2). AGI 42,000; line 15 = 27,400; Tax Table single = 3,059.',
  },
  {
    name: 'the same interest typed on both screens counts once',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }], taxableInterest: 800, interestIncome: 800 },
    expected: { totalIncome: 40_800, taxableIncome: 26_200, regularTax: 2_915 },
    derivation: 'taxableInterest (income card) and interestIncome (investment step) are two screens for the 1099-INT total: the larger, 800. Line 15 = 26,200; Tax Table single 26,200-26,250 = 2,915.',
  },
  {
    name: 'qualified dividends taxed at 0% inside the 0% bracket',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '30000', federalIncomeTax: '2000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 5000, qualifiedDividends: 4000 }],
    },
    expected: { agi: 35_000, taxableIncome: 20_400, regularTax: 1_739, refundOwed: 261 },
    lines: { 'form1040.line3a': 4_000, 'form1040.line3b': 5_000 },
    derivation: 'QDCGT Worksheet: line 1 20,400; line 4 = 4,000; line 5 = 16,400; line 7 = min(20,400, 47,025) = 20,400; line 9 = 20,400 - 16,400 = 4,000 at 0%; line 22 = Tax Table on 16,400 = 1,739; line 24 = tax on 20,400 = 2,219; line 25 = 1,739. Refund 2,000 - 1,739 = 261.',
  },
  {
    name: 'high earner: long-term gain at 15% and 20%, NIIT and Additional Medicare Tax',
    form: {
      filingStatus: 'single', dateOfBirth: '1970-01-01', w2Data: [{ wages: '500000', federalIncomeTax: '150000' }],
      investmentData: [{ documentType: '1099-b', proceedsFromSales: 300000, costBasis: 200000, shortTermOrLongTerm: 'long' }],
    },
    expected: { agi: 600_000, taxableIncome: 585_400, regularTax: 158_590, netInvestmentIncomeTax: 3_800, additionalMedicareTax: 2_700, totalTax: 165_090, amountDue: 15_090 },
    lines: { 'qdcgtWorksheet.line18': 5_025, 'qdcgtWorksheet.line21': 13_300, 'qdcgtWorksheet.line22': 140_265 },
    derivation: 'Line 15 = 600,000 - 14,600 = 585,400. QDCGT: line 4 = 100,000; line 5 = 485,400; line 7 = 47,025, line 8 = 47,025, line 9 = 0; line 10 = 100,000; line 14 = min(585,400, 518,900) = 518,900; line 15 = 485,400; line 16 = 33,500; line 17 = 33,500 x 15% = 5,025; line 20 = 66,500 x 20% = 13,300; line 22 = tax on 485,400 (485,400 x 35% - 29,625.25 = 140,264.75 -> 140,265); line 23 = 158,590 < line 24 (175,265). Form 8960: min(100,000, 600,000 - 200,000) x 3.8% = 3,800. Form 8959: W-2 box 5 blank -> box 1 500,000: (500,000 - 200,000) x 0.9% = 2,700. Total 165,090; owe 15,090.',
  },
  {
    name: 'short-term loss limited to 3,000 with the carryover worksheet',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000', federalIncomeTax: '4000' }],
      investmentData: [{ documentType: '1099-b', proceedsFromSales: 5000, costBasis: 15000, shortTermOrLongTerm: 'short' }],
    },
    expected: { agi: 47_000, taxableIncome: 32_400, regularTax: 3_659, netCapitalGain: -10_000, capitalGainOrLoss: -3_000, capitalLossDeduction: 3_000, capitalLossCarryforward: 7_000 },
    lines: { 'scheduleD.carryoverShortTerm': 7_000 },
    derivation: 'Schedule D line 7 = -10,000, line 16 = -10,000 (netCapitalGain), line 21 = -3,000 (Form 1040 line 7, capitalGainOrLoss). AGI 47,000; line 15 = 32,400; Tax Table = 3,659. Carryover worksheet: line 1 = 32,400, line 2 = 3,000, line 3 = 35,400, line 4 = 3,000, line 5 = 10,000, line 6 = 0, line 8 = 10,000 - 3,000 = 7,000 short-term.',
  },
  {
    name: 'married filing separately: 1,500 loss limit, long-term carryover',
    form: {
      filingStatus: 'married-separate', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000', federalIncomeTax: '3000' }],
      investmentData: [{ documentType: '1099-b', proceedsFromSales: 1000, costBasis: 6000, shortTermOrLongTerm: 'long' }],
    },
    expected: { agi: 38_500, taxableIncome: 23_900, regularTax: 2_639, capitalLossDeduction: 1_500, capitalLossCarryforward: 3_500 },
    lines: { 'scheduleD.carryoverLongTerm': 3_500 },
    derivation: 'Line 15 of Schedule D = -5,000; line 21 = -1,500 (MFS). AGI 38,500; line 15 = 23,900; MFS column = 2,639. Worksheet: line 4 = 1,500, line 5 = 0, line 9 = 5,000, line 10 = 0, line 11 = 1,500, line 13 = 5,000 - 1,500 = 3,500 long-term.',
  },
  {
    name: 'short-term carryover from 2023 offsets a long-term gain',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '60000', federalIncomeTax: '6000' }], shortTermLossCarryover: 2000,
      investmentData: [{ documentType: '1099-b', proceedsFromSales: 15000, costBasis: 10000, shortTermOrLongTerm: 'long' }],
    },
    expected: { agi: 63_000, taxableIncome: 48_400, regularTax: 5_425, netCapitalGain: 3_000, capitalGainOrLoss: 3_000 },
    lines: { 'qdcgtWorksheet.line18': 206 },
    derivation: 'Schedule D line 6 = -2,000, line 7 = -2,000; line 15 = 5,000; line 16 = 3,000. QDCGT line 3 = smaller of 5,000 or 3,000 = 3,000; line 5 = 45,400; line 9 = 47,025 - 45,400 = 1,625 at 0%; line 17 = 1,375 x 15% = 206.25 -> 206; line 22 = 5,219; line 23 = 5,425 < tax on 48,400 (5,707).',
  },
  {
    name: 'capital gain distributions alone (1099-DIV box 2a)',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '45000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 0, totalCapitalGainDistributions: 2000 }],
    },
    expected: { agi: 47_000, taxableIncome: 32_400, regularTax: 3_419 },
    derivation: 'Schedule D line 13 = 2,000 -> line 15 = line 16 = 2,000 -> Form 1040 line 7. QDCGT: line 5 = 30,400 (Tax Table 3,419); line 9 = 32,400 - 30,400 = 2,000 at 0%; line 25 = 3,419 (< 3,659).',
  },
  {
    name: 'tax-exempt interest is shown but not taxed',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000', federalIncomeTax: '3000' }],
      investmentData: [{ documentType: '1099-int', interestIncome: 0, taxExemptInterest: 3000 }],
    },
    expected: { agi: 40_000, taxableIncome: 25_400, regularTax: 2_819 },
    lines: { 'form1040.line2a': 3_000, 'form1040.line2b': 0 },
    derivation: '1099-INT box 8 goes to line 2a only. Line 15 = 25,400; Tax Table = 2,819.',
  },
  {
    name: 'wash sale loss disallowed reduces the loss',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '50000' }],
      investmentData: [{ documentType: '1099-b', proceedsFromSales: 8000, costBasis: 10000, washSaleAdjustment: 1000, shortTermOrLongTerm: 'short' }],
    },
    expected: { agi: 49_000, taxableIncome: 34_400, regularTax: 3_899 },
    derivation: 'Form 8949: 8,000 - 10,000 + 1,000 (box 1g, code W) = -1,000 short term. AGI 49,000; line 15 = 34,400; Tax Table = 3,899.',
  },
  {
    name: 'holding period from the dates: long term',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '30000' }],
      investmentData: [{ documentType: '1099-b', proceedsFromSales: 12000, costBasis: 7000, dateAcquired: '2022-01-10', dateSold: '2024-03-01' }],
    },
    expected: { agi: 35_000, taxableIncome: 20_400, regularTax: 1_619 },
    derivation: 'Held more than a year -> long term 5,000. QDCGT: line 5 = 15,400 (Tax Table 1,619); 5,000 at 0% (line 9 = 20,400 - 15,400). Tax 1,619.',
  },
  {
    name: 'capital gains typed by hand without documents: short term',
    form: { filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '30000' }], capitalGains: 4000 },
    expected: { agi: 34_000, taxableIncome: 19_400, regularTax: 2_099 },
    derivation: 'No holding period: treated as short term (ordinary rates). Line 15 = 19,400; Tax Table 19,400-19,450 single = 2,099.',
  },
  {
    name: 'OID: a 1099-OID and the bondIncome total that already includes it',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }], bondIncome: 700,
      investmentData: [{ documentType: '1099-oid', originalIssueDiscount: 700 }],
    },
    expected: { agi: 40_700, taxableIncome: 26_100, regularTax: 2_903 },
    lines: { 'form1040.line2b': 700 },
    derivation: 'OID 700 (document) + remainder max(0, 700 - 700) = 700 taxable interest. Line 15 = 26,100; Tax Table 26,100-26,150 = 2,903.',
  },
];
