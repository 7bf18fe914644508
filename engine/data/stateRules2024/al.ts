// Alabama 2024 figures read by engine/src/states/rules/al.ts. Source: Alabama Form 40 and its 2024 booklet.
export const AL_2024 = {
  form: 'Alabama Form 40 (2024)',
  /**
   * Standard Deduction Chart (Form 40 booklet 2024): the maximum, reduced by `cut` for each `step` of AL AGI over
   * `over`, never below `minimum`.
   */
  standardDeduction: {
    single: { maximum: 3000, cut: 25, step: 500, over: 25500, minimum: 2500 },
    'married-joint': { maximum: 8500, cut: 175, step: 500, over: 25500, minimum: 5000 },
    'married-separate': { maximum: 4250, cut: 88, step: 250, over: 12750, minimum: 2500 },
    'head-of-household': { maximum: 5200, cut: 135, step: 500, over: 25500, minimum: 2500 },
  },
  /** Form 40 line 15: personal exemption by filing status. */
  personalExemption: { single: 1500, 'married-joint': 3000, 'married-separate': 1500, 'head-of-household': 3000 },
  /** Form 40 line 16: per dependent, by AL AGI ("up to" each bound). */
  dependentExemption: [
    { agiUpTo: 50000, amount: 1000 },
    { agiUpTo: 100000, amount: 500 },
    { agiUpTo: Infinity, amount: 300 },
  ],
} as const;
