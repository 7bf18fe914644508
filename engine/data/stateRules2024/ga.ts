// Georgia 2024 figures read by engine/src/states/rules/ga.ts. Sources: Form 500 (2024) Schedule 1 line 10;
// O.C.G.A. 48-7-27(a)(5) (retirement income exclusion).
export const GA_2024 = {
  form: 'Georgia Form 500 (2024)',
  /** Retirement income exclusion per person by age at the end of 2024 (the first row the person's age reaches). */
  retirementExclusion: [
    { fromAge: 65, amount: 65000 },
    { fromAge: 62, amount: 35000 },
  ],
  /** Line 11: added to the standard deduction for each box checked, 65 or over and blind (O.C.G.A. 48-7-27(a)(1)). */
  age65OrBlindDeduction: 1300,
} as const;
