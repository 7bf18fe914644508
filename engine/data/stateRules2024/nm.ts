// New Mexico 2024 figures read by engine/src/states/rules/nm.ts. Sources: PIT-1 and PIT-ADJ (2024) lines 11, 14, 18,
// PIT-RC; NMSA 7-2-5.14 (social security exemption), 7-2-34 (capital gain deduction), 7-2-39 (dependents deduction),
// 7-2-18.15 (working families tax credit).
export const NM_2024 = {
  form: 'New Mexico PIT-1 (2024)',
  /** PIT-ADJ line 14: social security exempt when federal AGI is at most the limit. */
  socialSecurityAgiLimit: { single: 100000, 'married-separate': 75000, 'married-joint': 150000, 'head-of-household': 150000 },
  /** PIT-ADJ line 11: net capital gain deduction, the greater of `minimum` or `rate` of the gain (at most the gain). */
  capitalGainDeduction: { minimum: 1000, rate: 0.4 },
  /** PIT-ADJ line 18: per dependent other than one (MFJ, HoH, QSS). */
  dependentDeduction: 4000,
  /** PIT-RC: working families tax credit, share of the federal EIC, refundable. */
  eitcRate: 0.25,
} as const;
