// Michigan 2024 figures read by engine/src/states/rules/mi.ts. Source: MI-1040 (2024) line 27; MCL 206.272 (EITC,
// 30% from tax year 2023 by 2023 PA 4).
export const MI_2024 = {
  form: 'Michigan MI-1040 (2024)',
  /** Line 27: EITC share of the federal EIC, refundable. */
  eitcRate: 0.3,
} as const;
