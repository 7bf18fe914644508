// Nebraska 2024 figures read by engine/src/states/rules/ne.ts. Sources: Form 1040N (2024) lines 6 and 30;
// Neb. Rev. Stat. 77-2716.01 (standard deduction), 77-2715.07 (EITC).
export const NE_2024 = {
  form: 'Nebraska Form 1040N (2024)',
  /** Line 6: added to the standard deduction per 65+/blind box (married statuses / others). */
  age65OrBlindDeduction: { married: 1600, other: 1950 },
  /** Line 30: EITC share of the federal EIC, refundable. */
  eitcRate: 0.1,
} as const;
