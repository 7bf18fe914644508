// Washington 2024 figures read by engine/src/states/rules/wa.ts. Sources: RCW 82.87.040 (7% on long-term capital
// gains), RCW 82.87.060 (standard deduction, indexed; WA DOR capital gains tax page: $270,000 for 2024).
export const WA_2024 = {
  form: 'Washington capital gains excise tax return (2024)',
  /** One per household. */
  standardDeduction: 270000,
  rate: 0.07,
} as const;
