// Michigan 2024 figures read by engine/src/states/rules/mi.ts. Sources: MI-1040 (2024) line 27; MCL 206.272 (EITC,
// 30% from tax year 2023 by 2023 PA 4); MI-1040 Schedule 1 and Form 4884 (2024), MCL 206.30 as amended by 2023 PA 4
// (retirement and pension subtraction and its phase-in); the 2024 limits from Michigan Treasury, "New Developments
// for Tax Year 2024" (2024 Retirement and Pension Subtraction table).
export const MI_2024 = {
  form: 'Michigan MI-1040 (2024)',
  /** Line 27: EITC share of the federal EIC, refundable. */
  eitcRate: 0.3,
  /**
   * Retirement and pension benefits (Form 4884, by the birth year of the older spouse on a joint return). The 2024
   * limits: $64,040 / $128,080 (born before 1946; the $61,518 / $123,036 of some summaries are the 2023 limits);
   * the 2024 phase-in, 50% of them, for those born 1946 through 1962 (2023 PA 4: 25% in 2023 for 1946-1958, 50% in
   * 2024 for 1946-1962, 75% in 2025 for 1946-1966, all in 2026); the Michigan standard deduction against all income
   * for those born 1946 through 1952, taken instead when larger.
   */
  retirement: {
    /** Born before this year: Form 4884 Section A (Tier 1). */
    tier1BornBefore: 1946,
    tier1Limit: { single: 64040, joint: 128080 },
    /** Born from `phaseInFrom` through `phaseInThrough`: the 2024 phase-in limit. */
    phaseInFrom: 1946,
    phaseInThrough: 1962,
    phaseInLimit: { single: 32020, joint: 64040 },
    /** Born 1946 through 1952: the Michigan standard deduction against all income (Schedule 1), instead of the subtraction. */
    standardDeductionFrom: 1946,
    standardDeductionThrough: 1952,
    standardDeduction: { single: 20000, joint: 40000 },
    /**
     * Public pensions (federal, Michigan and its local governments) are subtracted in full for those born before 1946,
     * and the private limit is reduced by them (Form 4884 Section A). Recognised by the 1099-R payer's name.
     */
    publicPayers: [
      'office of personnel management', 'opm retirement', 'office of retirement services', 'michigan public school employees',
      'mpsers', 'michigan state employees retirement', 'msers', 'municipal employees retirement system of michigan',
    ],
  },
  /**
   * Retirement pay for service in the US armed forces: subtracted in full at any age, apart from the pension limits
   * (MI-1040 Schedule 1, military retirement benefits; MCL 206.30(1)(e)). Recognised by the 1099-R payer's name.
   */
  militaryRetirementPayers: ['defense finance and accounting', 'dfas', 'coast guard'],
} as const;
