// Kentucky 2024 figures read by engine/src/states/rules/ky.ts. Sources: Form 740 (2024) line 14 and Schedule P;
// KRS 141.019(1)(l) (pension exclusion), KRS 141.020(3) (personal tax credits).
export const KY_2024 = {
  form: 'Kentucky Form 740 (2024)',
  /** Schedule P: pension income excluded, at most this per person. */
  pensionExclusion: 31110,
  /** Line 14: personal tax credit per 65-or-over / blind box. */
  age65OrBlindCredit: 40,
} as const;
