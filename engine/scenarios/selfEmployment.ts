import type { Scenario } from './types';

export const selfEmploymentScenarios: Scenario[] = [
  {
    name: 'sole proprietor: Schedule SE, half SE tax, QBI',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', estimatedTaxPayments: 9000,
      otherIncomeEntries: [{ type: 'Business Income', amount: 50000, businessData: { businessName: 'Studio', grossReceipts: 60000, totalExpenses: 10000 } }],
    },
    expected: { selfEmploymentTax: 7_065, agi: 46_467, qbiDeduction: 6_373, taxableIncome: 25_494, regularTax: 2_825, totalTax: 9_890, amountDue: 890 },
    lines: { 'scheduleSE.taxpayer.line4a': 46_175, 'scheduleSE.taxpayer.line10': 5_726, 'scheduleSE.taxpayer.line11': 1_339, 'schedule1.line15': 3_533 },
    derivation: 'Schedule C 60,000 - 10,000 = 50,000. SE line 4a = 46,175; line 10 = 46,175 x 12.4% = 5,725.70 -> 5,726; line 11 = 46,175 x 2.9% = 1,339.08 -> 1,339; line 12 = 7,065; line 13 = 3,532.50 -> 3,533. AGI = 46,467. Form 8995: QBI 50,000 - 3,533 = 46,467 x 20% = 9,293; limit 20% x (46,467 - 14,600 = 31,867) = 6,373. Line 15 = 25,494; Tax Table = 2,825. Total 2,825 + 7,065 = 9,890; estimates 9,000; owe 890.',
  },
  {
    name: 'net earnings under 400: no SE tax',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '20000' }],
      otherIncomeEntries: [{ type: 'Business Income', amount: 400 }],
    },
    expected: { selfEmploymentTax: 0, agi: 20_400, qbiDeduction: 80, taxableIncome: 5_720, regularTax: 573 },
    derivation: '400 x 92.35% = 369.40 < 400: Schedule SE line 4c = 0. QBI 400 x 20% = 80 (limit 20% x 5,800 = 1,160). Line 15 = 20,400 - 14,600 - 80 = 5,720; Tax Table 5,700-5,725 = 573.',
  },
  {
    name: 'W-2 wages near the wage base plus a business: SE limited, Form 8959 on SE income, QBI phase-in',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01',
      w2Data: [{ wages: '160000', socialSecurityWages: '160000', medicareWagesAndTips: '160000' }],
      otherIncomeEntries: [{ type: 'Business Income', amount: 50000, businessData: { grossReceipts: 50000, totalExpenses: 0 } }],
    },
    expected: { selfEmploymentTax: 2_405, agi: 208_797, qbiDeduction: 9_321, taxableIncome: 184_876, regularTax: 37_413, additionalMedicareTax: 56, totalTax: 39_874 },
    lines: { 'scheduleSE.taxpayer.line9': 8_600, 'scheduleSE.taxpayer.line10': 1_066, 'form8959.line13': 56 },
    derivation: 'SE: line 4a 46,175; line 9 = 168,600 - 160,000 = 8,600; line 10 = 8,600 x 12.4% = 1,066.40 -> 1,066; line 11 = 1,339; SE 2,405; half 1,202.50 -> 1,203. AGI = 210,000 - 1,203 = 208,797. Taxable before QBI 194,197 > 191,950: 8995-A Part III with no W-2 wages: 20% x 48,797 = 9,759.40 less 9,759.40 x (2,247 / 50,000 = 4.494%) = 9,320.81 -> 9,321. Line 15 = 184,876: 184,876 x 24% - 6,957.50 = 37,412.74 -> 37,413. Form 8959 Part II: 46,175 - (200,000 - 160,000) = 6,175 x 0.9% = 55.58 -> 56. Total 37,413 + 2,405 + 56 = 39,874.',
  },
  {
    name: '1099-NEC nonemployee compensation is Schedule C income',
    form: { filingStatus: 'single', dateOfBirth: '1990-01-01', contractor1099Data: [{ fileName: 'nec.pdf', formType: '1099-NEC', nonemployeeCompensation: 30000 }] },
    expected: { selfEmploymentTax: 4_238, agi: 27_881, qbiDeduction: 2_656, taxableIncome: 10_625, regularTax: 1_063, totalTax: 5_301 },
    derivation: 'Schedule C 30,000. SE: 27,705 x 12.4% = 3,435.42 -> 3,435; x 2.9% = 803.45 -> 803; 4,238; half 2,119. AGI 27,881. QBI: min(20% x 27,881 = 5,576, 20% x 13,281 = 2,656) = 2,656. Line 15 = 10,625; Tax Table 10,600-10,650 single = 1,063. Total 1,063 + 4,238 = 5,301. EIC: earned 27,881 > 18,591 -> 0.',
  },
  {
    name: "spouse's business: Schedule SE of the spouse, not limited by the taxpayer's wages",
    form: {
      filingStatus: 'married-joint', dateOfBirth: '1980-01-01', spouseDateOfBirth: '1981-01-01',
      w2Data: [{ wages: '170000', socialSecurityWages: '168600', medicareWagesAndTips: '170000' }],
      otherIncomeEntries: [{ type: 'Business Income', amount: 40000, businessData: { grossReceipts: 40000, totalExpenses: 0, owner: 'spouse' } }],
    },
    expected: { selfEmploymentTax: 5_652, agi: 207_174, qbiDeduction: 7_435, taxableIncome: 170_539, regularTax: 27_625, additionalMedicareTax: 0, totalTax: 33_277 },
    lines: { 'scheduleSE.spouse.line10': 4_581, 'scheduleSE.spouse.line11': 1_071 },
    derivation: "Spouse's SE: 40,000 x 92.35% = 36,940; her W-2 wages 0 so line 9 = 168,600; line 10 = 4,580.56 -> 4,581; line 11 = 1,071.26 -> 1,071; 5,652; half 2,826. AGI 207,174. QBI min(20% x 37,174 = 7,434.80, 20% x 177,974) -> 7,435. Line 15 = 170,539: MFJ 170,539 x 22% - 9,894 = 27,624.58 -> 27,625. Form 8959: 170,000 wages + 36,940 SE below 250,000 -> 0. Total 33,277.",
  },
  {
    name: 'business expense rows for health insurance and retirement are adjustments, not Schedule C expenses',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01',
      otherIncomeEntries: [{
        type: 'Business Income', amount: 59000,
        businessData: {
          grossReceipts: 80000, totalExpenses: 21000,
          expenses: [{ type: 'Office supplies/tools/software', amount: 10000 }, { type: 'Health Insurance Premiums (if self-employed)', amount: 6000 }, { type: 'Retirement Contributions (SEP-IRA, Solo 401(k))', amount: 5000 }],
        },
      }],
    },
    expected: { selfEmploymentTax: 9_891, aboveLineDeductions: 15_946, agi: 54_054, qbiDeduction: 7_891, taxableIncome: 31_563, regularTax: 3_557, totalTax: 13_448 },
    lines: { 'schedule1.line3': 70_000, 'schedule1.line16': 5_000, 'schedule1.line17': 6_000 },
    derivation: 'Schedule C = 80,000 - 10,000 = 70,000 (health insurance -> Schedule 1 line 17, SEP/solo 401(k) -> line 16). SE: 64,645 x 12.4% = 8,015.98 -> 8,016; x 2.9% = 1,874.71 -> 1,875; 9,891; half 4,945.50 -> 4,946. Line 16: 5,000 within 20% of 65,054 plus the 23,000 deferral. Line 17: 6,000 <= 70,000 - 4,946 - 5,000. Adjustments 15,946; AGI 54,054. QBI 54,054 x 20% = 10,811 vs 20% x 39,454 = 7,890.80 -> 7,891. Line 15 = 31,563; Tax Table 31,550-31,600 = 3,557. Total 13,448.',
  },
  {
    name: 'other-income entries derived from an uploaded 1099-MISC are not counted twice',
    form: {
      filingStatus: 'single', dateOfBirth: '1980-01-01', w2Data: [{ wages: '40000' }],
      contractor1099Data: [{ fileName: 'misc.pdf', nonemployeeCompensation: 10000 }],
      otherIncomeEntries: [{ type: '1099-MISC Nonemployee Compensation', amount: 10000 }],
    },
    expected: { selfEmploymentTax: 1_413, agi: 49_293, qbiDeduction: 1_859, taxableIncome: 32_834, regularTax: 3_707 },
    lines: { 'schedule1.line3': 10_000 },
    derivation: 'The entry was derived from the uploaded 1099-MISC (spec 2 §4): Schedule C 10,000 once. SE 9,235 x 12.4% = 1,145.14 -> 1,145; x 2.9% = 267.82 -> 268; 1,413; half 706.50 -> 707. AGI 49,293. QBI min(20% x 9,293 = 1,858.60, 20% x 34,693) -> 1,859. Line 15 = 32,834; Tax Table 32,800-32,850 = 3,707.',
  },
];
