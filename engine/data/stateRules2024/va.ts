// Virginia 2024 figures read by engine/src/states/rules/va.ts. Sources: Form 760 (2024) lines 4, 10-12, Schedule ADJ;
// Va. Code §58.1-322.03 (age deduction, exemptions), §58.1-339.8 (EITC; 15% refundable for 2022-2025 by the 2022
// Appropriation Act; Virginia Tax "Virginia's new refundable Earned Income Tax Credit").
export const VA_2024 = {
  form: 'Virginia Form 760 (2024)',
  /**
   * Line 4, age deduction (Form 760 instructions, 'Age Deduction'; Va. Code §58.1-322.03(5)): $12,000 for each person
   * born on or before January 1, 1939 (age `fullAtAge` or over at the end of 2024 by the federal rule); for one born
   * January 2, 1939 - January 1, 1960 (65 or over), $12,000 less $1 per $1 of adjusted federal AGI (federal AGI less
   * taxable social security and tier 1 railroad retirement benefits) over the limit: $50,000 single, $75,000 for
   * married taxpayers on their joint adjusted federal AGI, the joint deduction computed first and halved between two
   * income-tested spouses.
   */
  ageDeduction: { perPerson: 12000, fullAtAge: 86, agiLimit: { married: 75000, single: 50000 } },
  /** Line 12: exemption per person and dependent; per 65-or-over / blind box. */
  exemption: { perPerson: 930, age65OrBlind: 800 },
  /**
   * Line 10, itemized deductions (Va. Code §58.1-322.03(1)): only for a filer who itemized on the federal return, who
   * must then itemize on Form 760 (line 11's standard deduction is 'provided that the taxpayer has not itemized
   * deductions ... on his federal income tax return'; Virginia Tax, 'Deductions': 'If you itemize your deductions on
   * your federal income tax return, you must also itemize them on your Virginia return'). The federal deductions less
   * the state and local income taxes deducted on it, with the real and personal property taxes the federal $10,000
   * limit left out added back: the 2019 change (HB 2529 / SB 1372, 2019 Acts ch. 17 and 18) 'Taxpayers can deduct the
   * actual amount of real and personal property taxes ... when those taxes are not otherwise allowed as a deduction
   * due to the $10,000 state/local tax limitation'; the 2019 and 2020 Virginia Schedule A add lines 5a-5c and 6 with
   * no cap (the 2018 one had line 5e, the smaller of 5d or $10,000), and PolicyEngine-US reads the 2021-2023
   * Schedules A the same way (real estate taxes in full). The 2024 Virginia Schedule A itself was not read.
   */
  itemized: {
    /**
     * The overall limitation Virginia keeps (pre-2018 IRC §68; Tax Bulletin 19-9: Virginia deconformed from its TCJA
     * suspension from 2019, the amounts indexed each year under IRC §1(f)(3)), by the Limited Itemized Deduction
     * Worksheet of Virginia Schedule A: Part A line 1 the deductions with line 5a no more than $10,000 ($5,000 MFS),
     * line 2 medical, investment interest, casualty and gambling losses, line 4 = 80% of line 1 - line 2, line 8 =
     * 3% of federal AGI over the applicable amount, line 9 the smaller; Part B gives back line 5a's share of the
     * reduction (line 9 / line 3) before it is taken out. Layout read from the 2019 Schedule A worksheet (the only
     * one held by a stored source); the 2024 one was not read. (PolicyEngine-US counts line 5a only up to the cap
     * less the real estate taxes, its own reading; the 2019 text caps line 5a alone, followed here.)
     * 2024 applicable amounts: 2024 Virginia Schedule A (line 17 worksheet) as PolicyEngine-US cites it
     * (parameters/gov/states/va/tax/income/deductions/itemized/applicable_amount.yaml); they agree with the 2019
     * amounts of Tax Bulletin 19-9 ($326,050 / $298,850 / $271,700 / $163,025) indexed by the same factor as the
     * single and joint ones, rounded down to $50. Single-source for 2024: to be checked against the printed form.
     */
    limitation: {
      applicableAmount: { 'married-joint': 388400, 'head-of-household': 356000, single: 323650, 'married-separate': 194200 },
      agiRate: 0.03,
      deductionShare: 0.8,
      /** Part A line 1: line 5a counted up to this (MFS / others). */
      incomeTaxCap: { 'married-separate': 5000, other: 10000 },
    },
  },

  /** EITC: nonrefundable share up to the tax, or refundable share (the larger benefit is taken). */
  eitc: { nonrefundable: 0.2, refundable: 0.15 },
} as const;
