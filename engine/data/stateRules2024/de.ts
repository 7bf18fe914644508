// Delaware 2024 figures read by engine/src/states/rules/de.ts. Sources: Form PIT-RES (2024) and its instructions;
// 30 Del. C. §1106(b)(4) (pension exclusion), §1117(a)(2) (EITC).
export const DE_2024 = {
  form: 'Delaware Form PIT-RES (2024)',
  /** Line 6: pension exclusion per person of `age` or over. */
  pensionExclusion: { age: 60, perPerson: 12500 },
  /** Line 21: added to the standard deduction per 65-or-over / blind box. */
  age65OrBlindDeduction: 2500,
  /** Personal credit per person and dependent (the table's), and line 27b's additional credit per person `age` or over. */
  personalCredit: 110,
  agedCredit: { age: 60, amount: 110 },
  /** EITC: a nonrefundable share of the federal EIC up to the tax, or a smaller refundable share (the filer's choice). */
  eitc: { nonrefundable: 0.2, refundable: 0.045 },
} as const;
