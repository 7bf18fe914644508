// Arkansas 2024 figures read by engine/src/states/rules/ar.ts. Sources: AR1000F (2024) and its instructions;
// Ark. Code 26-51-201(a)(3) as amended by Act 1 of the 2024 Second Extraordinary Session (HB1001); Ark. Code 26-51.
export const AR_2024 = {
  form: 'Arkansas AR1000F (2024)',
  /** Share of net capital gain excluded (Ark. Code 26-51-815). */
  capitalGainExclusion: 0.5,
  /** Retirement income exclusion, at most (AR1000F line 18; Ark. Code 26-51-307). */
  retirementExclusion: 6000,
  /**
   * Ark. Code 26-51-201(a)(3)(B) (Act 1 of 2024, 2nd Ex. Sess.): net income over $89,600 uses the upper table, `lowRate`
   * on the first `lowBand` and `topRate` above.
   */
  highIncome: { over: 89600, lowBand: 4500, lowRate: 0.02, topRate: 0.039 },
  /**
   * 26-51-201(a)(3)(C): net income $89,601-$92,700 takes a bracket adjustment off the upper-table tax, $310 for
   * $89,601-$89,700 and $10 less for each following $100 row ($10 for $92,601-$92,700; none from $92,701). DFA's
   * legislative impact statement on HB1001: "For tax year 2024, individuals with net taxable income of more than
   * $89,600 but less than $92,701 will reduce their income tax due by the appropriate bracket adjustment amount."
   */
  bracketAdjustment: { from: 89601, through: 92700, first: 310, stepPerRow: 10, rowWidth: 100 },
  /** AR1000F line 7: additional personal tax credit per 65-or-over / blind box. */
  age65OrBlindCredit: 29,
} as const;
