// West Virginia 2024 figures read by engine/src/states/rules/wv.ts. Sources: IT-140 (2024) line 6 and Schedule M
// line 33; W. Va. Code 11-21-12(c)(8) (social security modification, 65% for 2024), 11-21-16 (exemptions).
export const WV_2024 = {
  form: 'West Virginia IT-140 (2024)',
  /** Schedule M line 33: share of taxable social security subtracted when federal AGI is at most the limit. */
  socialSecurity: { share: 0.65, agiLimit: { 'married-joint': 100000, other: 50000 } },
  /** Line 6: exemption per person and dependent. */
  exemption: 2000,
} as const;
