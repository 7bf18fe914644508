// Virginia 2024 figures read by engine/src/states/rules/va.ts. Sources: Form 760 (2024) lines 9-12, Schedule ADJ;
// Va. Code §58.1-322.03 (age deduction, exemptions), §58.1-339.8 (EITC; 15% refundable for 2022-2025 by the 2022
// Appropriation Act; Virginia Tax "Virginia's new refundable Earned Income Tax Credit").
export const VA_2024 = {
  form: 'Virginia Form 760 (2024)',
  /** Line 9: age deduction per person 65 or over, less $1 per $1 of AGI over the limit (married / single). */
  ageDeduction: { perPerson: 12000, agiLimit: { married: 75000, single: 50000 } },
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
     * suspension from 2019): the 2019 applicable amounts of Tax Bulletin 19-9, indexed each year under IRC §1(f)(3).
     * The 2024 amounts are not held by any stored source, so the limitation is not computed; a federal AGI at or
     * under these 2019 amounts is surely not limited in 2024 (the amounts only grow), above them it may be.
     */
    limitationApplicableAmount2019: { 'married-joint': 326050, 'head-of-household': 298850, single: 271700, 'married-separate': 163025 },
  },
  /** EITC: nonrefundable share up to the tax, or refundable share (the larger benefit is taken). */
  eitc: { nonrefundable: 0.2, refundable: 0.15 },
} as const;
