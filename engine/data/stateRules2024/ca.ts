// California 2024 figures read by engine/src/states/rules/ca.ts. Sources: Form 540 (2024) and its instructions
// (line 32 exemption credits worksheet, line 62 Mental Health Services Tax); R&TC 17041, 17054, 17043.
export const CA_2024 = {
  form: 'California Form 540 (2024)',
  /** Line 62: Mental Health Services Tax, 1% of taxable income over $1,000,000 (R&TC 17043). */
  mentalHealthTax: { rate: 0.01, over: 1000000 },
  /**
   * Line 32 exemption credits: per person (and per 65-or-over / blind box), per dependent; each credit reduced by
   * `cut` for each `step` ($1,250 MFS) or part of federal AGI over the threshold.
   */
  exemptionCredits: {
    personal: 149,
    dependent: 461,
    cut: 6,
    step: { 'married-separate': 1250, other: 2500 },
    threshold: { single: 244857, 'married-separate': 244857, 'head-of-household': 367291, 'married-joint': 489719 },
  },
} as const;
