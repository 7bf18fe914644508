// Arizona 2024 figures read by engine/src/states/rules/az.ts. Source: Arizona Form 140 (2024) and its instructions.
export const AZ_2024 = {
  form: 'Arizona Form 140 (2024)',
  /** Form 140 line 24: share of line 23 (net long-term gain from assets acquired after 2011) subtracted. */
  longTermGainSubtractionRate: 0.25,
  /** Form 140 lines 38-39: exemption per person 65 or over, per blind person. */
  age65Exemption: 2100,
  blindExemption: 1500,
  /**
   * Form 140 line 49, dependent tax credit (A.R.S. 43-1073.01): per dependent under 17 / other dependent, less
   * `cutRate` per `cutStep` (or part) of federal AGI over the threshold, at most all of it.
   */
  /**
   * Form 140 line 44 (page 3 worksheet, lines 1C-7C): a filer taking the standard deduction adds this share of the
   * year's gifts to charity (33% for 2024, up from 31%: ADOR 'Individual Income Tax Highlights' 2024).
   */
  charitableStandardDeductionRate: 0.33,
  dependentCredit: { under17: 100, other: 25, cutRate: 0.05, cutStep: 1000, threshold: { 'married-joint': 400000, other: 200000 } },
} as const;
