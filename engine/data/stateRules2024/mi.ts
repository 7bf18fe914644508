// Michigan 2024 figures read by engine/src/states/rules/mi.ts. Sources: MI-1040 (2024) line 27; MCL 206.272 (EITC,
// 30% from tax year 2023 by 2023 PA 4); MI-1040 Schedule 1 and Form 4884 (2024), MCL 206.30 as amended by 2023 PA 4
// (retirement and pension subtraction and its phase-in); the 2024 limits from Michigan Treasury, "New Developments
// for Tax Year 2024" (2024 Retirement and Pension Subtraction table); the Tier 2 and Tier 3 Michigan standard
// deduction (Schedule 1 Worksheet 2, MCL 206.30(9)(b) and (e); Treasury, "Michigan Standard Deduction").
export const MI_2024 = {
  form: 'Michigan MI-1040 (2024)',
  /**
   * Line 9 note: 'If someone else can claim you as a dependent, check box 9e, enter 0 on line 9a and enter $1,500 on
   * line 9e' (MI-1040 line 9; the fixed $1,500 of MCL 206.30 for a person whose exemption another taxpayer can take,
   * Treasury RAB 1989-12: 'even when the dependent taxpayer is not actually claimed').
   */
  dependentOfAnotherExemption: 1500,
  /** Line 27: EITC share of the federal EIC, refundable. */
  eitcRate: 0.3,
  /**
   * Retirement and pension benefits (Form 4884, by the birth year of the older spouse on a joint return). The 2024
   * limits: $64,040 / $128,080 (born before 1946; the $61,518 / $123,036 of some summaries are the 2023 limits);
   * the 2024 phase-in, 50% of them, for those born 1946 through 1962 (2023 PA 4: 25% in 2023 for 1946-1958, 50% in
   * 2024 for 1946-1962, 75% in 2025 for 1946-1966, all in 2026); the Michigan standard deduction against all income
   * for those born 1946 through 1952 (Tier 2) and, at 67, those born after 1952 (Tier 3), taken instead when larger.
   */
  retirement: {
    /** Born before this year: Form 4884 Section A (Tier 1). */
    tier1BornBefore: 1946,
    tier1Limit: { single: 64040, joint: 128080 },
    /**
     * Born from `phaseInFrom` through `phaseInThrough` (Form 4884 Section D): `phaseInShare` of the born-before-1946
     * limit, that limit first reduced by the military retirement (MCL 206.30(10)(b): 50% for the 2024 tax year).
     */
    phaseInFrom: 1946,
    phaseInThrough: 1962,
    phaseInShare: 0.5,
    /** Schedule 1 Worksheet 2: the Michigan standard deduction against all income, taken instead when larger. */
    standardDeduction: { single: 20000, joint: 40000 },
    /** Tier 2 (MCL 206.30(9)(b)): born 1946 through 1952, all 67 or older by 2024; reduced by the military retirement. */
    tier2From: 1946,
    tier2Through: 1952,
    /**
     * Tier 3 (MCL 206.30(9)(e)): born after 1952 and 67 or older (in 2024: born 1953 through 1957), reduced by the
     * military retirement, the taxable social security subtracted and the personal exemptions of MI-1040 lines 9a
     * and 9d (`personalExemption`, 2024, a person or dependent), which are still taken.
     */
    tier3From: 1953,
    tier3Through: 1957,
    tier3Age: 67,
    personalExemption: 5600,
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
