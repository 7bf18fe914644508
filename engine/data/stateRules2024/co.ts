// Colorado 2024 figures read by engine/src/states/rules/co.ts. Sources: DR 0104 and DR 0104AD (2024) with their
// instructions; C.R.S. 39-22-104(3)(p) and 39-22-123.5 (as amended by HB24-1134); DR 0104CR (2024); C.R.S. 39-22-2003
// and 1 CCR 201-2 Rule 39-22-2003 (2024 state sales tax refund, Colorado DOR "TABOR" page for 2024).
export const CO_2024 = {
  form: 'Colorado DR 0104 (2024)',
  /** DR 0104AD lines 4-5: social security subtracted in full from 65, up to `under65Limit` per person at 55-64. */
  socialSecurity: { fullAge: 65, partialAge: 55, under65Limit: 20000 },
  /**
   * DR 0104AD line 4, pension and annuity subtraction (C.R.S. 39-22-104(4)(f), (g)(III)): per person, taxable pensions,
   * annuities and IRA distributions up to the limit for the age (65 or over / 55 to 64) less the social security that
   * person subtracted on line 3; none under 55.
   */
  pension: { olderAge: 65, olderLimit: 24000, youngerAge: 55, youngerLimit: 20000 },
  /** DR 0104AD line 3: federal deduction over the cap added back when federal AGI is at least `agiFrom`. */
  deductionAddBack: { agiFrom: 300000, cap: { 'married-joint': 16000, other: 12000 } },
  /** Colorado EITC for 2024: 50% of the federal EIC, refundable (HB24-1134). */
  eitcRate: 0.5,
  /**
   * DR 0104 line 35: the 2024 state sales tax refund (TABOR, C.R.S. 39-22-2003) for full-year residents, by AGI
   * ("up to" each bound): single-filer and joint-filer amounts; refundable.
   */
  salesTaxRefund: [
    { agiUpTo: 53000, single: 177, joint: 354 },
    { agiUpTo: 105000, single: 240, joint: 480 },
    { agiUpTo: 166000, single: 277, joint: 554 },
    { agiUpTo: 233000, single: 323, joint: 646 },
    { agiUpTo: 302000, single: 350, joint: 700 },
    { agiUpTo: Infinity, single: 565, joint: 1130 },
  ],
} as const;
