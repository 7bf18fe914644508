// Oklahoma 2024 figures read by engine/src/states/rules/ok.ts. Source: Form 511 (2024) line 34; 68 O.S. §2357.43 (EITC).
export const OK_2024 = {
  form: 'Oklahoma Form 511 (2024)',
  /** Line 34: EITC share of the federal EIC, refundable. */
  eitcRate: 0.05,
} as const;
