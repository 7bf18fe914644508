// Kansas 2024 figures read by engine/src/states/rules/ks.ts. Sources: K-40 (2024) lines 4, 5 and 17; 2024 SB 1;
// K.S.A. 79-32,119 (standard deduction), 79-32,121 (exemptions), 79-32,205 (EITC).
export const KS_2024 = {
  form: 'Kansas K-40 (2024)',
  /** Line 4: added to the standard deduction per 65-or-over / blind box (married statuses / others). */
  age65OrBlindDeduction: { married: 700, other: 850 },
  /** Line 5: personal exemption (married joint / others), head-of-household extra, per dependent. */
  exemption: { 'married-joint': 18320, other: 9160, headOfHousehold: 2320, perDependent: 2320 },
  /** Line 17: EITC share of the federal EIC, refundable. */
  eitcRate: 0.17,
  /**
   * Line 8 over $100,000: the Tax Computation Worksheet (IP24 p. 34) as printed, taxable income x 5.58% less a
   * whole-dollar constant ($87 / $175; the statute's schedule gives $87.40 / $174.80), in whole dollars.
   */
  worksheet: { rate: 0.0558, subtract: { 'married-joint': 175, other: 87 } },
} as const;
