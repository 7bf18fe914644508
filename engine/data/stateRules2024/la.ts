// Louisiana 2024 figures read by engine/src/states/rules/la.ts. Sources: IT-540 (2024) lines 6C-7, 25 and Schedule E;
// La. R.S. 47:44.1 (retirement exclusion), 47:294 (combined exemption-deduction), 47:297.8 (EITC).
export const LA_2024 = {
  form: 'Louisiana IT-540 (2024)',
  /** Schedule E: retirement income excluded, at most this per person 65 or over. */
  retirementExclusion65: 6000,
  /** Lines 6C-7: combined personal exemption-standard deduction (joint / head of household, others), and per dependent, 65+, blind. */
  combinedExemption: { jointOrHead: 9000, other: 4500, perAdditional: 1000 },
  /** Line 25: EITC share of the federal EIC, refundable. */
  eitcRate: 0.05,
  /**
   * Line 10: the 2024 tax table (IT540(2024) D13 TT): rows $250 wide of tax table income (line 9) by exemption count;
   * each row is the schedule at its midpoint with the exemptions taken off the lowest bracket first (RIB 25-012 note 1),
   * rounded; above the last row ($51,000; $101,000 joint) the last row's value plus 4.25% of the excess, rounded
   * (I24 p. 3, "About This Form" item 4). Printed rows: single 25,000-25,250 col 1 $590; joint 30,000-30,250 col 2 $475;
   * single 50,000-50,250 col 1 $1,466, col 3 $1,429; head of household same row col 1 $1,383, col 5 $1,300; single
   * 50,750-51,000 col 1 $1,498 (as transcribed by tenforty, docs/validation/state-fixtures/LA-2024.md).
   */
  taxTable: { rowWidth: 250, lastRowEnd: { 'married-joint': 101000, other: 51000 } },
} as const;
