// Vermont 2024 figures read by engine/src/states/rules/vt.ts. Sources: IN-111 (2024) lines 4, 4b, 26, 29, Schedules
// IN-112 and IN-153; 32 V.S.A. §5811(21)(B) (social security exemption, capital gain exclusion), §5830f (child tax
// credit), §5828b (EITC).
export const VT_2024 = {
  form: 'Vermont Form IN-111 (2024)',
  /** Social security exempt in full up to the AGI start (joint / others), phased out over `range`. */
  socialSecurity: { start: { 'married-joint': 65000, other: 50000 }, range: 10000 },
  /** IN-153: the larger of the flat exclusion (up to the gain) or `rate` of the gain, at most `max` and `rate` of federal taxable income. */
  capitalGainExclusion: { flat: 5000, rate: 0.4, max: 350000 },
  /** Line 4b: added to the standard deduction per 65-or-over / blind box. */
  age65OrBlindDeduction: 1200,
  /** Line 26: per child under 6, less `cut` per child for each `step` (or part) of federal AGI over `over`; refundable. */
  childTaxCredit: { perChild: 1000, cut: 20, step: 1000, over: 125000 },
  /** Line 29: EITC share of the federal EIC, refundable. */
  eitcRate: 0.38,
  /** Line 8: the rate schedules restart at the end of the tax tables with a whole-dollar base (2024 Rate Schedules, p. 13). */
  tableEnd: 75000,
  /** Line 8: federal AGI over `agiOver`: the tax is at least `rate` x federal AGI (less US obligation interest). */
  minimumTax: { agiOver: 150000, rate: 0.03 },
} as const;
