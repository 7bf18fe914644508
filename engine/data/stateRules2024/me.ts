// Maine 2024 figures read by engine/src/states/rules/me.ts. Sources: Form 1040ME (2024) lines 17-18 and their
// worksheets; 36 M.R.S. §5124-C (standard deduction phase-out), §5126-A (exemption), §5219-S (EIC).
export const ME_2024 = {
  form: 'Maine Form 1040ME (2024)',
  /** Line 17: the federal standard deduction, phased out over `range` of AGI above `start`. */
  standardDeductionPhaseOut: {
    single: { start: 97150, range: 75000 },
    'married-separate': { start: 97150, range: 75000 },
    'head-of-household': { start: 145750, range: 112500 },
    'married-joint': { start: 194300, range: 150000 },
  },
  /**
   * Line 18: personal exemption per person, phased out over `range` of AGI above `start` (joint / others); none for an
   * individual who may be claimed as a dependent on another return (36 M.R.S. §5126-A(1)).
   */
  exemption: { perPerson: 5000, phaseOut: { 'married-joint': { start: 388650, range: 250000 }, other: { start: 323900, range: 125000 } } },
  /** Maine EIC share of the federal EIC, refundable: with / without a qualifying child. */
  eicRate: { withChild: 0.25, childless: 0.5 },
} as const;
