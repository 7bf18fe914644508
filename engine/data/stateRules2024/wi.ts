// Wisconsin 2024 figures read by engine/src/states/rules/wi.ts. Sources: Form 1 (2024) lines 8 and 10, the standard
// deduction table, Schedule WD line 10 and Schedule EIC; Wis. Stat. 71.05(6)(b)9 (capital gain exclusion),
// 71.05(22) (standard deduction, exemptions), 71.07(9e) (EITC).
export const WI_2024 = {
  form: 'Wisconsin Form 1 (2024)',
  /** Schedule WD line 10: share of net long-term capital gain excluded. */
  longTermGainExclusion: 0.3,
  /**
   * Line 8, sliding scale: `maximum` less `rate` of income over `over` (at least 0); head of household never below
   * the single amount.
   */
  standardDeduction: {
    single: { maximum: 13230, rate: 0.12, over: 19070 },
    'married-joint': { maximum: 24490, rate: 0.19778, over: 27520 },
    'married-separate': { maximum: 11630, rate: 0.19778, over: 13060 },
    'head-of-household': { maximum: 17090, rate: 0.22515, over: 19070 },
  },
  /** Line 10: exemption per person and dependent; extra per person 65 or over. */
  exemption: { perPerson: 700, age65: 250 },
  /** Schedule EIC: share of the federal EIC by number of qualifying children (1, 2, 3 or more). */
  eitcRateByChildren: [0, 0.04, 0.11, 0.34],
} as const;
