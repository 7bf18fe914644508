// Utah 2024 figures read by engine/src/states/rules/ut.ts. Sources: TC-40 (2024) lines 11-21 and TC-40A Part 3;
// Utah Code 59-10-1018 (taxpayer tax credit), 59-10-1042 (social security benefits credit).
export const UT_2024 = {
  form: 'Utah TC-40 (2024)',
  /**
   * Lines 11-20: `rate` x (federal deduction less state income tax + `perDependent` per dependent), less `phaseOutRate`
   * of Utah income over the base.
   */
  taxpayerCredit: {
    rate: 0.06, perDependent: 2046, phaseOutRate: 0.013,
    base: { single: 17652, 'married-separate': 17652, 'head-of-household': 26478, 'married-joint': 35304 },
  },
  /** TC-40A Part 3: `rate` of taxable benefits, less `phaseOutRate` of income over the limit. */
  socialSecurityCredit: {
    rate: 0.0455, phaseOutRate: 0.25,
    limit: { single: 45000, 'married-separate': 37500, 'head-of-household': 75000, 'married-joint': 75000 },
  },
} as const;
