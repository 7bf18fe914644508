// New York 2024 figures read by engine/src/states/rules/ny.ts (the tax table and the supplemental-tax worksheets are
// in engine/data/stateTaxTables2024.ts). Sources: IT-201 (2024) lines 29, 63, 65; Form IT-213 (Empire State child
// credit; Tax Law §606(c-1)); IT-215 (EITC, Tax Law §606(d)); Tax Law §612(c)(3-a) (pension exclusion).
export const NY_2024 = {
  form: 'New York Form IT-201 (2024)',
  /** Line 29: pension and annuity exclusion per person 59 1/2 or over (age 60 at the end of 2024). */
  pensionExclusion: { age: 60, perPerson: 20000 },
  /**
   * IT-213: the greater of `share` of the 2017-rules federal child credit (`perChild2017` per child, less `cut` per
   * `step` of AGI over the threshold; limited by `earnedRate` of earnings over `earnedOver` or the federal tax) or
   * `minimumPerChild` per child.
   */
  empireStateChildCredit: {
    share: 0.33, minimumPerChild: 100, perChild2017: 1000, cut: 50, step: 1000, earnedRate: 0.15, earnedOver: 3000,
    threshold: { 'married-joint': 110000, single: 75000, 'head-of-household': 75000, 'married-separate': 55000 },
  },
  /** Line 65 (IT-215): EITC share of the federal EIC, refundable. */
  eitcRate: 0.3,
} as const;
