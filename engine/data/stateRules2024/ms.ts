// Mississippi 2024 figures read by engine/src/states/rules/ms.ts. Sources: Form 80-105 (2024) line 6 and its
// instructions; Miss. Code 27-7-21 (exemptions), 27-7-15(4)(k) (retirement income).
export const MS_2024 = {
  form: 'Mississippi Form 80-105 (2024)',
  /** Line 6: exemption by status, plus per dependent, 65 or over, blind. */
  exemption: { single: 6000, 'married-separate': 6000, 'married-joint': 12000, 'head-of-household': 8000, perAdditional: 1500 },
  /**
   * Line 17, Schedule of Tax Computation (2024 instructions pp. 21, 26): 0% on the first $10,000 and 4.7% above, in
   * each spouse's column (Column A taxpayer, Column B spouse; a joint couple "should separate their incomes", the
   * exemptions and deduction divided as they choose); whole dollars.
   */
  taxComputation: { zeroBandPerColumn: 10000, rate: 0.047 },
} as const;
