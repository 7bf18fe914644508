// Virginia 2024 figures read by engine/src/states/rules/va.ts. Sources: Form 760 (2024) lines 9 and 12, Schedule ADJ;
// Va. Code §58.1-322.03 (age deduction, exemptions), §58.1-339.8 (EITC; 15% refundable for 2022-2025 by the 2022
// Appropriation Act; Virginia Tax "Virginia's new refundable Earned Income Tax Credit").
export const VA_2024 = {
  form: 'Virginia Form 760 (2024)',
  /** Line 9: age deduction per person 65 or over, less $1 per $1 of AGI over the limit (married / single). */
  ageDeduction: { perPerson: 12000, agiLimit: { married: 75000, single: 50000 } },
  /** Line 12: exemption per person and dependent; per 65-or-over / blind box. */
  exemption: { perPerson: 930, age65OrBlind: 800 },
  /** EITC: nonrefundable share up to the tax, or refundable share (the larger benefit is taken). */
  eitc: { nonrefundable: 0.2, refundable: 0.15 },
} as const;
