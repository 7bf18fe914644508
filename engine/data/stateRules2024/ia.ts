// Iowa 2024 figures read by engine/src/states/rules/ia.ts. Sources: IA 1040 (2024) lines 3, 8 and 21;
// Iowa Code 422.7(31) (retirement income exclusion), 422.12B (Iowa EITC).
export const IA_2024 = {
  form: 'Iowa IA 1040 (2024)',
  /** Line 3: retirement income excluded in full when a person on the return is this age or over. */
  retirementExclusionAge: 55,
  /** Line 8: additional exemption credit per 65-or-over / blind box. */
  age65OrBlindCredit: 20,
  /** Line 21: Iowa EITC, share of the federal EIC, refundable. */
  eitcRate: 0.15,
} as const;
