// Oregon 2024 figures read by engine/src/states/rules/or.ts. Sources: OR-40 (2024) lines 10, 16, 24 and 41 with the
// federal tax liability worksheet; ORS 316.680 / 316.695 (federal tax subtraction), 316.085 (exemption credit),
// 315.266 (Oregon EIC).
export const OR_2024 = {
  form: 'Oregon Form OR-40 (2024)',
  /**
   * Line 10: federal tax subtracted up to the cap (MFS / others), the cap reduced by `cutRate` for each `step` (or part)
   * of AGI from `start` (joint, head of household and surviving spouse / single and MFS).
   */
  federalTaxSubtraction: {
    cap: { 'married-separate': 4125, other: 8250 },
    start: { 'married-joint': 250000, other: 125000 },
    step: { 'married-joint': 10000, other: 5000 },
    cutRate: 0.2,
  },
  /**
   * Line 16 for a filer someone can claim as a dependent (OAR 150-316-0555(3)): the lesser of the IRC 63(c)(5) amount
   * (2024: the larger of $1,300 or earned income + $450, Rev. Proc. 2023-34) and the Oregon standard deduction; the
   * 65+/blind amounts are still added.
   */
  dependentStandardDeduction: { minimum: 1300, addOn: 450 },
  /**
   * Schedule OR-A line 9: income taxes other than Oregon's + real estate + personal property taxes, at most this
   * (MFS / others). Oregon itemized deductions may be claimed without itemizing on the federal return (OR-40
   * instructions, line 16; Schedule OR-A).
   */
  itemizedTaxLimit: { 'married-separate': 5000, other: 10000 },
  /** Line 16: added to the standard deduction per 65+/blind box (married statuses / others). */
  age65OrBlindDeduction: { married: 1000, other: 1200 },
  /** Line 24: exemption credit per person and dependent, none when federal AGI is over the limit (MFJ/HoH / others). */
  exemptionCredit: { perPerson: 249, agiLimit: { jointOrHead: 200000, other: 100000 } },
  /** Line 41: Oregon EIC share of the federal EIC, refundable: with a dependent under `youngChildUnder` / otherwise. */
  eic: { youngChild: 0.12, other: 0.09, youngChildUnder: 3 },
} as const;
