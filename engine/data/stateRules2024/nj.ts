// New Jersey 2024 figures read by engine/src/states/rules/nj.ts. Sources: NJ-1040 (2024) and its instructions
// (lines 13, 28a, 30-31, 41, 56, 58-61, 65, Worksheet H; Form NJ-2450); N.J.S.A. 54A:3-1 (exemptions), 54A:6-10 / 6-15 (pension exclusion),
// 54A:3A-17 (property tax deduction), 54A:4-7 (EITC), 54A:4-17.1 (child tax credit).
export const NJ_2024 = {
  form: 'New Jersey NJ-1040 (2024)',
  /**
   * Line 28a pension exclusion for a person `age` or over with NJ total income (line 27) up to the last bound: the
   * share for the income row ("up to" each bound) of the taxable pensions, annuities and IRA withdrawals (line 20a),
   * at most `max` by status. Over $100,000 the share multiplies the pensions themselves, not the maximum: NJ Division
   * of Taxation, 'Retirement Income Exclusions' (nj.gov/treasury/taxation/njit7.shtml): 'Multiply your taxable pension
   * found on Line 20a ... by the percentage listed next to your ... filing status', and 'the lesser of your actual
   * taxable pension income or the maximum pension exclusion amount' (stored page written for the 2023 NJ-1040, the
   * chart's percentages these; PolicyEngine-US's nj_pension_retirement_exclusion, citing the NJ-1040 instructions
   * line 28a and N.J.S.A. 54A:6-10, takes the same min(pensions x percentage, maximum)). 2024 booklet not read.
   */
  pensionExclusion: {
    age: 62,
    max: { 'married-joint': 100000, single: 75000, 'head-of-household': 75000, 'married-separate': 50000 },
    shares: [
      { grossUpTo: 100000, 'married-joint': 1, 'married-separate': 1, other: 1 },
      { grossUpTo: 125000, 'married-joint': 0.5, 'married-separate': 0.25, other: 0.375 },
      { grossUpTo: 150000, 'married-joint': 0.25, 'married-separate': 0.125, other: 0.1875 },
    ],
  },
  /**
   * Line 29, 'Not Required to File a Return' (NJ-1040 instructions): NJ gross income for the whole year (line 29, after
   * the line 28c exclusions) at or under this (single and MFS / married joint, head of household, surviving spouse)
   * owes no tax: the tax lines are left blank and the return is filed only to get back the withholding and estimated
   * payments or a refundable credit. Wording read from the 2018 and 2020 instructions as TaxAct quotes them ('If your
   * income for the entire year is not more than $20,000 ($10,000 if your filing status is single or married/CU
   * partner filing separate return), you have no tax liability to New Jersey'); the 2024 amounts are the same in the
   * 2024 'Who Must File' table as recalled, the 2024 booklet itself not held by a stored source.
   */
  noTaxAtOrUnder: { low: 10000, other: 20000 },
  /** Lines 13, 30-31: personal (joint, not QSS / others), per 65+/blind box, per dependent, per college student under `studentUnder`. */
  exemption: { joint: 2000, other: 1000, age65OrBlind: 1000, perDependent: 1500, student: 1000, studentUnder: 22 },
  /** Worksheet H: property tax deduction, at most (MFS / others) (N.J.S.A. 54A:3A-17). */
  propertyTaxDeductionMax: { 'married-separate': 7500, other: 15000 },
  /** Worksheet H: a tenant's property tax is this share of the rent paid for the main home (N.J.S.A. 54A:3A-16). */
  rentAsPropertyTax: 0.18,
  /**
   * Line 56: the refundable property tax credit (MFS / others) when the deduction saves less than it (Worksheet H,
   * N.J.S.A. 54A:3A-20); eligible when NJ gross income is over `noTaxAtOrUnder` or someone on the return is 65 or
   * over or blind.
   */
  propertyTaxCredit: { 'married-separate': 25, other: 50 },
  /**
   * Lines 59-61 (Form NJ-2450): a worker with two or more employers is credited what they together withheld over the
   * year's maximum employee contribution to each fund; one employer's over-withholding is that employer's to refund
   * (NJ-2450: 'enter the maximum' for any one employer). 2024 maxima: the employee rate on the taxable wage base,
   * N.J.A.C. 12:15-1.3 (2024 wage bases $42,300 UI, $161,400 disability and family leave; Register Vol. 56 No. 18):
   * UI/WF/SWF 0.425% x 42,300 = 179.775 -> $179.78; DI 0.00% (no worker contribution in 2024) -> $0.00; FLI 0.09% x
   * 161,400 = $145.26. The rates are NJDOL's 2024 worker rates as recalled, and the three maxima as recalled from
   * the 2024 NJ-1040 instructions (lines 59-61) and Form NJ-2450 line 3; neither document is held by a stored source,
   * so they are single-source: to be checked against the printed 2024 NJ-2450.
   */
  excessContributionMax: { unemployment: 179.78, disability: 0, 'family leave': 145.26 },
  /** Line 58: EITC share of the federal EIC, refundable. */
  eitcRate: 0.4,
  /** Line 65: child tax credit per child under 6 by NJ taxable income ("up to" each bound), then 0; not for MFS. */
  childTaxCredit: [
    { taxableUpTo: 30000, amount: 1000 },
    { taxableUpTo: 40000, amount: 800 },
    { taxableUpTo: 50000, amount: 600 },
    { taxableUpTo: 60000, amount: 400 },
    { taxableUpTo: 80000, amount: 200 },
  ],
} as const;
