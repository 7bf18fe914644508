// Massachusetts 2024 figures read by engine/src/states/rules/ma.ts. Sources: Form 1 (2024) and its instructions,
// Schedules B, D and DI; M.G.L. c.62 §3(B)(a)(9) (FICA deduction), §3(B)(a)(9) and line 14 instructions (rental deduction), §3(B)(b) (exemptions), §4 (rates, 4% surtax),
// §6(h) (EITC), §6(x) (child and family credit); DOR TIR 24-1 (2024 surtax threshold).
export const MA_2024 = {
  form: 'Massachusetts Form 1 (2024)',
  /** Line 12: social security and Medicare withheld, deductible up to this per person. */
  ficaDeductionPerPerson: 2000,
  /** Line 14: rental deduction, this share of the rent paid for the main home in Massachusetts, at most `max` (MFS `maxSeparate`). */
  rentalDeduction: { share: 0.5, max: 4000, maxSeparate: 2000 },
  /** Lines 2a-2g: personal exemption by status; per dependent, per 65 or over, per blind person. */
  exemption: { single: 4400, 'married-separate': 4400, 'married-joint': 8800, 'head-of-household': 6800, perDependent: 1000, age65: 700, blind: 2200 },
  /** Lines 22-28: Part A/B and long-term gains rate, short-term gains rate, 4% surtax on taxable income over the threshold. */
  rates: { general: 0.05, shortTermGains: 0.085 },
  surtax: { rate: 0.04, over: 1053750 },
  /** Line 44: child and family tax credit per dependent under `childUnder` (Schedule DI), refundable. */
  childAndFamilyCredit: { perDependent: 440, childUnder: 13 },
  /** Line 43: EITC share of the federal EIC, refundable. */
  eitcRate: 0.4,
} as const;
