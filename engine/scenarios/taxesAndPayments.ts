// Whole returns for the Form 6251 AMT, the Schedule D Tax Worksheet, excess social security withholding
// (Schedule 3 line 11) and Credit Limit Worksheet B. Every figure derived by hand from the 2024 instructions.
import type { Scenario } from './types';

export const taxesAndPaymentsScenarios: Scenario[] = [
  {
    name: 'excess social security: two employers, box 4 over 10,453.20',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01',
      w2Data: [
        { wages: '120000', socialSecurityWages: '120000', socialSecurityTaxWithheld: '7440', federalIncomeTax: '20000', employerEIN: '11-1111111' },
        { wages: '80000', socialSecurityWages: '80000', socialSecurityTaxWithheld: '4960', federalIncomeTax: '12000', employerEIN: '22-2222222' },
      ],
    },
    expected: { agi: 200_000, taxableIncome: 185_400, regularTax: 37_539, alternativeMinimumTax: 0, totalTax: 37_539, totalPayments: 33_947, amountDue: 3_592 },
    lines: { 'schedule3.line11': 1_947, 'form1040.line31': 1_947 },
    derivation: 'Box 4: 7,440 + 4,960 = 12,400 from two employers; 12,400 - 10,453.20 (6.2% x 168,600) = 1,946.80 -> Schedule 3 line 11 = 1,947 -> Form 1040 line 31. Line 15 = 200,000 - 14,600 = 185,400; Tax Computation Worksheet: 185,400 x 24% - 6,957.50 = 37,538.50 -> 37,539. Form 8959: box 5 blank -> box 1 200,000, not over 200,000. Form 6251: 185,400 + 14,600 - 85,700 = 114,300 x 26% = 29,718 < 37,539: no AMT. Payments 32,000 + 1,947 = 33,947; owe 3,592.',
  },
  {
    name: 'excess social security is figured per spouse: the spouse\'s single employer is not pooled',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1982-01-01',
      w2Data: [
        { wages: '150000', socialSecurityTaxWithheld: '9300', federalIncomeTax: '20000', employerEIN: '11-1111111', owner: 'taxpayer' },
        { wages: '50000', socialSecurityTaxWithheld: '3100', federalIncomeTax: '8000', employerEIN: '22-2222222', owner: 'taxpayer' },
        { wages: '100000', socialSecurityTaxWithheld: '6200', federalIncomeTax: '12000', employerEIN: '33-3333333', owner: 'spouse' },
      ],
    },
    expected: { taxableIncome: 270_800, regularTax: 51_077, additionalMedicareTax: 450, totalTax: 51_527, totalPayments: 41_947, amountDue: 9_580 },
    lines: { 'schedule3.line11': 1_947 },
    derivation: 'Taxpayer: 9,300 + 3,100 = 12,400 from two employers -> 1,946.80; spouse: 6,200 from one employer -> 0 (the household total 18,600 is not pooled: "figure this amount separately for you and your spouse"). Line 11 = 1,947. Line 15 = 300,000 - 29,200 = 270,800; MFJ: 34,337 + (270,800 - 201,050) x 24% = 51,077. Form 8959: (300,000 - 250,000) x 0.9% = 450. AMT: 300,000 - 133,300 = 166,700 x 26% = 43,342 < 51,077. Tax 51,527; payments 40,000 + 1,947; owe 9,580.',
  },
  {
    name: 'one employer over-withheld social security: no Schedule 3 line 11',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01',
      w2Data: [{ wages: '200000', socialSecurityTaxWithheld: '12400', federalIncomeTax: '40000', employerEIN: '11-1111111' }],
    },
    expected: { regularTax: 37_539, totalTax: 37_539, refundableCredits: 0, totalPayments: 40_000, refund: 2_461 },
    derivation: 'A single employer withheld 12,400 (over 10,453.20): the employer must refund the excess (i1040 Schedule 3 line 11), so line 11 and Form 1040 line 31 stay empty. Tax on 185,400 = 37,539; refund 40,000 - 37,539 = 2,461.',
  },
  {
    name: 'AMT: qualified dividends fill the low brackets, the exemption is phased out (standard deduction added back)',
    form: {
      filingStatus: 'single', dateOfBirth: '1970-01-01', w2Data: [{ wages: '70000', federalIncomeTax: '200000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 900000, qualifiedDividends: 900000 }],
    },
    expected: { agi: 970_000, taxableIncome: 955_400, regularTax: 164_072, alternativeMinimumTax: 10_953, netInvestmentIncomeTax: 29_260, totalTax: 204_285, amountDue: 4_285 },
    lines: {
      'qdcgtWorksheet.line22': 7_247, 'form6251.line2a': 14_600, 'form6251.line4': 970_000, 'form6251.line5': 0, 'form6251.line18': 18_200,
      'form6251.line40': 175_025, 'form6251.line11': 10_953, 'schedule2.line2': 10_953, 'form1040.line17': 10_953,
    },
    derivation: 'Line 15 = 970,000 - 14,600 = 955,400. QDCGT: line 5 = 55,400 (Tax Table 55,400-55,450: 5,426 + 8,275 x 22% = 7,246.50 -> 7,247); line 9 = 0; line 17 = 518,900 - 55,400 = 463,500 x 15% = 69,525; line 20 = 436,500 x 20% = 87,300; line 25 = 164,072 (< 311,686). Form 6251: line 1 955,400 + line 2a (not itemizing: the standard deduction) 14,600 = 970,000; exemption 85,700 - 25% x 360,650 < 0 -> 0; line 6 = 970,000. Part III: line 17 = 970,000 - 900,000 = 70,000 x 26% = 18,200; line 21 = 0 (QDCGT line 5 55,400 > 47,025); line 30 = 463,500 -> 69,525; line 33 = 436,500 -> 87,300; line 38 = 175,025 < line 39 266,948; AMT = 175,025 - 164,072 = 10,953 (Schedule 2 line 2 -> Form 1040 line 17). Form 8960: min(900,000, 970,000 - 200,000) x 3.8% = 29,260. Total 204,285; owe 4,285.',
  },
  {
    name: 'AMT when itemizing: the capped state and local taxes are added back, not the mortgage interest',
    form: {
      filingStatus: 'single', dateOfBirth: '1970-01-01', w2Data: [{ wages: '70000', federalIncomeTax: '190000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 900000, qualifiedDividends: 900000 }],
      deductions: { mortgage: { 'mortgage-interest': 30000, 'real-estate-taxes': 12000 } },
    },
    expected: { taxableIncome: 930_000, itemizedDeductions: 40_000, regularTax: 156_372, alternativeMinimumTax: 6_239, totalTax: 191_871, amountDue: 1_871 },
    lines: { 'form6251.line2a': 10_000, 'form6251.line4': 940_000, 'form6251.line5': 3_037, 'form6251.line40': 162_611 },
    derivation: 'Schedule A: SALT 12,000 capped at 10,000 + mortgage interest 30,000 = 40,000; line 15 = 930,000. QDCGT: line 5 = 30,000 (Tax Table 3,371); line 9 = 17,025 at 0%; line 17 = 471,875 x 15% = 70,781.25 -> 70,781; line 20 = 411,100 x 20% = 82,220; line 25 = 156,372. Form 6251: line 2a = Schedule A line 7 = 10,000; line 4 = 940,000; exemption worksheet line 5 = 25% x 330,650 = 82,662.50 -> 82,663, exemption 3,037; line 6 = 936,963. Part III: line 17 = 36,963 x 26% = 9,610.38 -> 9,610; line 21 = 17,025 = line 23 (0%); line 30 = 471,875 -> 70,781; line 33 = 411,100 -> 82,220; line 38 = 162,611 < line 39 (936,963 x 28% - 4,652 = 257,698); AMT = 162,611 - 156,372 = 6,239. NIIT 29,260. Total 191,871; owe 1,871.',
  },
  {
    name: 'Schedule D Tax Worksheet: 1099-DIV unrecaptured section 1250 gain (box 2b) and collectibles gain (box 2d)',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '250000', federalIncomeTax: '60000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 0, totalCapitalGainDistributions: 50000, unrecaptured1250Gain: 20000, collectiblesGain: 10000 }],
    },
    expected: { agi: 300_000, taxableIncome: 285_400, regularTax: 63_815, netInvestmentIncomeTax: 1_900, additionalMedicareTax: 450, alternativeMinimumTax: 0, totalTax: 66_165, amountDue: 6_165 },
    lines: { 'scheduleD.line18': 10_000, 'scheduleD.line19': 20_000, 'sdTaxWorksheet.line40': 5_000, 'sdTaxWorksheet.line43': 2_800, 'sdTaxWorksheet.line47': 63_815, 'form6251.line40': 53_318 },
    derivation: 'Schedule D line 13 = 15 = 16 = 50,000; 28% Rate Gain Worksheet line 4 = box 2d 10,000 -> line 18; 1250 worksheet: box 2b 20,000 -> line 19. Schedule D Tax Worksheet: line 13 = 50,000 - min(50,000, 30,000) = 20,000; line 21 = max(285,400 - 50,000, min(265,400, 191,950)) = 235,400; 20,000 at 15% = 3,000; 1250 gain 20,000 x 25% = 5,000; line 42 = 285,400 - 275,400 = 10,000 x 28% = 2,800; line 44 = tax on 235,400 = 53,015; line 45 = 63,815 < line 46 70,265 (the QDCGT would have given 53,015 + 7,500 = 60,515). Form 8960: 50,000 x 3.8% = 1,900; Form 8959: 50,000 x 0.9% = 450. Form 6251 Part III (line 13 = 20,000, line 14 = 20,000, line 15 = 40,000; line 17 = 174,300 x 26% = 45,318; 3,000 at 15%; line 37 = 20,000 x 25% = 5,000): 53,318 < 63,815, no AMT. Total 66,165; owe 6,165.',
  },
  {
    name: 'Schedule D Tax Worksheet: a short-term loss nets the 28% gain away and part of the 1250 gain',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '80000', federalIncomeTax: '10000' }],
      investmentData: [
        { documentType: '1099-div', totalOrdinaryDividends: 0, totalCapitalGainDistributions: 20000, unrecaptured1250Gain: 6000, collectiblesGain: 8000 },
        { documentType: '1099-b', proceedsFromSales: 5000, costBasis: 15000, shortTermOrLongTerm: 'short' },
      ],
    },
    expected: { agi: 90_000, taxableIncome: 75_400, regularTax: 11_227 },
    lines: { 'scheduleD.line19': 4_000, 'sdTaxWorksheet.line21': 69_400, 'sdTaxWorksheet.line47': 11_227 },
    derivation: 'Schedule D line 7 = -10,000; line 15 = 20,000; line 16 = 10,000. 28% worksheet: 8,000 - 10,000 = -2,000 -> line 18 = 0; 1250 worksheet: 6,000 less the 2,000 loss left = 4,000 (line 19). SDTW: line 10 = 10,000; line 13 = 6,000; line 14 = 69,400; line 18 = 65,400; line 19 = 75,400; line 21 = 69,400; 6,000 at 15% = 900; line 38 = 79,400 - 75,400 = 4,000 -> line 39 = 0 (the 1250 gain is inside line 21 at 22%); line 44 = Tax Table 69,400 = 10,327; line 47 = 11,227 (QDCGT would give 9,447 + 1,500 = 10,947).',
  },
  {
    name: 'Credit Limit Worksheet B: the adoption credit is limited before the child tax credit, the ACTC grows',
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1985-01-01', spouseDateOfBirth: '1986-01-01', w2Data: [{ wages: '60000', federalIncomeTax: '3000' }],
      dependents: [
        { firstName: 'A', lastName: 'X', dob: '2015-03-03', relationship: 'son' },
        { firstName: 'B', lastName: 'X', dob: '2018-06-06', relationship: 'daughter' },
      ],
      credits: { 'child-family': { 'adoption-expenses': 10000 } },
    },
    expected: { taxableIncome: 30_800, regularTax: 3_235, nonrefundableCredits: 3_235 },
    lines: { 'form1040.line22': 0, 'schedule8812.worksheetB.line14': 600, 'form8839.line16': 2_635, 'schedule8812.line13': 600, 'form1040.line19': 600, 'form1040.line28': 3_400 },
    derivation: 'Line 15 = 60,000 - 29,200 = 30,800; Tax Table MFJ 30,800-30,850 = 2,320 + 7,625 x 12% = 3,235 (line 18). Schedule 8812 line 12 = 4,000. Worksheet B: line 2 = 3,400; line 5 = (60,000 - 2,500) x 15% = 8,625; line 13 = 3,400; line 14 = 600. Form 8839: 10,000 limited to 3,235 - 600 = 2,635 (7,365 carries forward). Worksheet A: 3,235 - 2,635 = 600 = line 13; line 14 = 600 (Form 1040 line 19). ACTC: line 16a = 3,400, line 16b = 3,400, line 20 = 8,625 -> 3,400. Without Worksheet B: child tax credit 3,235, ACTC 765, adoption 0.',
  },
];
