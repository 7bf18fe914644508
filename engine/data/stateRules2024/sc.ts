// South Carolina 2024 figures read by engine/src/states/rules/sc.ts. Sources: SC1040 (2024) lines h-k, w and 22;
// S.C. Code 12-6-1150 (capital gain deduction), 12-6-1170 (retirement and age-65 deductions), 12-6-1160
// (dependent exemption), 12-6-3632 (EITC).
export const SC_2024 = {
  form: 'South Carolina SC1040 (2024)',
  /** Line h: share of net long-term capital gain deducted. */
  longTermGainDeduction: 0.44,
  /** Line i: retirement deduction per person (65 or over / under 65). */
  retirementDeduction: { age65: 10000, under65: 3000 },
  /** Line j: age-65 deduction per person 65 or over, less the retirement deduction. */
  age65Deduction: 15000,
  /** Line w: dependent exemption per dependent, and again per dependent under 6. */
  dependentExemption: 4790,
  /** Line 22: EITC share of the federal EIC, nonrefundable. */
  eitcRate: 1.25,
} as const;
