// Arkansas 2024 figures read by engine/src/states/rules/ar.ts. Sources: AR1000F (2024) and its instructions;
// Arkansas DFA / AEDC "Personal Income Tax Rates for Tax Year Beginning January 1, 2024"; Ark. Code 26-51.
export const AR_2024 = {
  form: 'Arkansas AR1000F (2024)',
  /** Share of net capital gain excluded (Ark. Code 26-51-815). */
  capitalGainExclusion: 0.5,
  /** Retirement income exclusion, at most (AR1000F line 18; Ark. Code 26-51-307). */
  retirementExclusion: 6000,
  /** Net income over this uses the high-income table: `lowRate` on the first `lowBand`, `topRate` above (AEDC 2024 table). */
  highIncome: { over: 89600, lowBand: 4500, lowRate: 0.02, topRate: 0.039 },
  /** AR1000F line 7: additional personal tax credit per 65-or-over / blind box. */
  age65OrBlindCredit: 29,
} as const;
