// Minnesota 2024 figures read by engine/src/states/rules/mn.ts. Sources: Form M1 (2024) lines 4-5 and Schedule M1M
// line 14 worksheet; Minn. Stat. 290.0132 subd. 26 (social security), 290.0123 (standard deduction), 290.0121
// (dependent exemption), each with its 2024 inflation adjustment.
export const MN_2024 = {
  form: 'Minnesota Form M1 (2024)',
  /** Social security subtraction, simplified method: reduced by `cutRate` per `step` (MFS `stepSeparate`) of AGI over the threshold. */
  socialSecurity: {
    threshold: { single: 82190, 'head-of-household': 82190, 'married-joint': 105380, 'married-separate': 52690 },
    cutRate: 0.1, step: 4000, stepSeparate: 2000,
  },
  /** Line 4: added per 65+/blind box (married statuses / others); reduced by `cutRate` of AGI over `start` (MFS `startSeparate`), at most by `maxCut` of it. */
  standardDeduction: { age65OrBlind: { married: 1550, other: 1950 }, cutRate: 0.03, start: 232500, startSeparate: 116250, maxCut: 0.8 },
  /**
   * Line 4 for a dependent (Minnesota Revenue, '2024 Minnesota Standard Deduction Amounts'; Minn. Stat. 290.0123 subd.
   * 2): the greater of `minimum` or earned income + `addOn` ($400 in 2024, not the federal $450), up to the single
   * standard deduction `capSingle`, plus any 65+/blind amounts.
   */
  dependentStandardDeduction: { minimum: 1300, addOn: 400, capSingle: 14575 },
  /** Line 5: per dependent, reduced by `cutRate` per `step` (MFS `stepSeparate`) of AGI over the start. */
  dependentExemption: {
    amount: 5050,
    start: { single: 232550, 'head-of-household': 290700, 'married-joint': 348850, 'married-separate': 174425 },
    cutRate: 0.02, step: 2500, stepSeparate: 1250,
  },
  /**
   * Schedule M1CWFC (2024), Minn. Stat. 290.0661: $1,750 per qualifying child under 18 plus the working family credit,
   * 4% of earned income up to $9,220 ($368.80); together reduced by 12% of the greater of AGI or earned income over the
   * threshold (joint / others); refundable. 2024 indexed amounts as applied in TAXSIM-validation cases MN-8 (joint, two
   * children, $50,000: 3,868.80 - 1,574.40 = 2,294.40) and MN-12 (single, $33,000: 368.80 - 229.20 = 139.60).
   */
  childAndWorkingFamilyCredit: {
    perChild: 1750,
    childUnder: 18,
    workingFamilyRate: 0.04,
    earnedIncomeMax: 9220,
    phaseOutRate: 0.12,
    threshold: { 'married-joint': 36880, other: 31090 },
  },
} as const;
