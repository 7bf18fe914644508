// California 2024 figures read by engine/src/states/rules/ca.ts. Sources: Form 540 (2024) and its instructions
// (line 32 exemption credits worksheet, line 46 nonrefundable renter's credit, line 62 Mental Health Services Tax,
// lines 75-76 from FTB 3514), Schedule CA (540) 2024 Part II and its instructions (line 29 itemized deductions
// worksheet); R&TC 17041, 17043, 17054, 17073.5 (standard deduction), 17077 (itemized limitation), 17052 (CalEITC),
// 17052.1 (young child tax credit), 17053.5 (renter's credit).
export const CA_2024 = {
  form: 'California Form 540 (2024)',
  /** Line 62: Mental Health Services Tax, 1% of taxable income over $1,000,000 (R&TC 17043). */
  mentalHealthTax: { rate: 0.01, over: 1000000 },
  /**
   * Line 18, Standard Deduction Worksheet for Dependents (540 booklet 2024), when the line 6 box is checked: line 1 the
   * federal worksheet's line 1 (earned income + $450, i1040 line 12), line 2 the $1,300 minimum, line 3 the larger,
   * line 4 the 540 standard deduction for the status ($5,540 / $11,080, R&TC 17073.5), line 5 the smaller.
   */
  dependentStandardDeduction: { minimum: 1300, addOn: 450 },
  /**
   * Line 32 exemption credits: per person (and per 65-or-over / blind box), per dependent; each credit reduced by
   * `cut` for each `step` ($1,250 MFS) or part of federal AGI over the threshold.
   */
  exemptionCredits: {
    personal: 149,
    dependent: 461,
    cut: 6,
    step: { 'married-separate': 1250, other: 2500 },
    threshold: { single: 244857, 'married-separate': 244857, 'head-of-household': 367291, 'married-joint': 489719 },
  },
  /**
   * Schedule CA (540) Part II line 29, Itemized Deductions Worksheet (R&TC 17077): federal AGI (540 line 13) over the
   * threshold reduces the itemized deductions other than medical, investment interest and casualty losses by the
   * smaller of 6% of the excess and 80% of those deductions. Same applicable amounts as the exemption credits.
   */
  itemizedLimitation: {
    rate: 0.06,
    maxShare: 0.8,
    threshold: { single: 244857, 'married-separate': 244857, 'head-of-household': 367291, 'married-joint': 489719 },
  },
  /**
   * Line 46, nonrefundable renter's credit (R&TC 17053.5): rent paid for a California principal residence, CA AGI
   * (540 line 17) at most the limit: $60 single / MFS, $120 MFJ, HOH, QSS.
   */
  rentersCredit: {
    single: { amount: 60, agiUpTo: 52421 },
    other: { amount: 120, agiUpTo: 104842 },
  },
  /**
   * FTB 3514 (2024) CalEITC, R&TC 17052: the credit phases in at the federal 2015 rate for the number of qualifying
   * children times the 85% adjustment factor up to the phase-in end, the maximum the FTB publishes for 2024
   * ($294 / $1,958 / $3,239 / $3,644; the phase-in ends are those maxima / (rate x 85%)); then it phases out at the same
   * rate down to the second phase-out amount (R&TC 17052(c): $200 without a child, $505 with one, 2019 dollars indexed
   * by the California CPI: $244 / $617 for 2024), from which it falls in a straight line to 0 just above $31,950. The
   * phase-out reads the larger of earned income and federal AGI (as the federal EIC does). Earned income and federal
   * AGI at most $31,950; investment income at most $4,674; not married filing separately; 18 or older without a
   * qualifying child; a California resident for more than half the year. The FTB table's $50 rows are not reproduced:
   * the credit is the continuous formula (a row's figure can differ by a few dollars).
   */
  calEitc: {
    adjustmentFactor: 0.85,
    byChildren: [
      { rate: 0.0765, max: 294, secondPhaseOutAmount: 244 },
      { rate: 0.34, max: 1958, secondPhaseOutAmount: 617 },
      { rate: 0.4, max: 3239, secondPhaseOutAmount: 617 },
      { rate: 0.45, max: 3644, secondPhaseOutAmount: 617 },
    ],
    earnedIncomeLimit: 31950,
    investmentIncomeLimit: 4674,
    minimumAgeWithoutChild: 18,
  },
  /**
   * FTB 3514 Step 8 (2024) young child tax credit, R&TC 17052.1: $1,154 for a CalEITC-eligible return with a
   * qualifying child under 6, reduced in proportion as earned income goes from $25,775 to $31,950.
   */
  youngChildTaxCredit: { amount: 1154, phaseOutFrom: 25775, phaseOutTo: 31950, childUnder: 6 },
} as const;
