// Louisiana 2024 figures read by engine/src/states/rules/la.ts. Sources: IT-540 (2024) lines 6C-7, 25 and Schedule E;
// La. R.S. 47:44.1 (retirement exclusion), 47:294 (combined exemption-deduction), 47:297.8 (EITC).
export const LA_2024 = {
  form: 'Louisiana IT-540 (2024)',
  /** Schedule E: retirement income excluded, at most this per person 65 or over. */
  retirementExclusion65: 6000,
  /** Lines 6C-7: combined personal exemption-standard deduction (joint / head of household, others), and per dependent, 65+, blind. */
  combinedExemption: { jointOrHead: 9000, other: 4500, perAdditional: 1000 },
  /** Line 25: EITC share of the federal EIC, refundable. */
  eitcRate: 0.05,
} as const;
