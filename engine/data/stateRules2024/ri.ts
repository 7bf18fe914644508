// Rhode Island 2024 figures read by engine/src/states/rules/ri.ts. Sources: RI-1040 (2024) lines 4, 6, 15 and
// Schedule M line 1i; R.I. Gen. Laws 44-30-12(c) (modifications), 44-30-2.6(c)(3) (deduction, exemptions, phase-out),
// 44-30-2.6(c)(2)(N) (EITC). The 2024 social security limits are single-source (eliotrose.com "Rhode Island State
// Taxes: What Retirees Need to Know in 2024"; the research dataset's $104,200 / $130,250 are 2025's).
export const RI_2024 = {
  form: 'Rhode Island RI-1040 (2024)',
  /** Standard deduction and exemptions reduced by `cut` per `step` (or part) of federal AGI over `over`. */
  phaseOut: { over: 246450, step: 7050, cut: 0.2 },
  /** Schedule M line 1i: taxable social security subtracted at full retirement age when federal AGI is at most the limit. */
  socialSecurity: { fullRetirementAge: 67, agiLimit: { 'married-joint': 126250, other: 101000 } },
  /** Line 6: exemption per person and dependent. */
  exemption: 4950,
  /** Line 15: EITC share of the federal EIC, refundable. */
  eitcRate: 0.16,
} as const;
