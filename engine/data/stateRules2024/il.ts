// Illinois 2024 figures read by engine/src/states/rules/il.ts. Sources: IL-1040 (2024) line 10 and Schedule IL-E/EIC;
// 35 ILCS 5/204 (exemption allowance), 5/212 (EITC), 5/212.1 (child tax credit, new for 2024).
export const IL_2024 = {
  form: 'Illinois IL-1040 (2024)',
  /**
   * Line 10: exemption allowance per person and dependent, none when federal AGI is over the limit; extra per 65+/blind
   * box. Line 10a chart (IL-1040 instructions 2024, Step 4): with a Step 1 line C box checked (someone can claim you
   * or your spouse), the claimable persons' allowance is lost when base income (line 9) is over `perPerson` times
   * their number (single $2,776 or more: $0; joint, one: $2,775; joint, both over $5,550: $0).
   */
  exemption: { perPerson: 2775, agiLimit: { 'married-joint': 500000, other: 250000 }, age65OrBlind: 1000 },
  /** Schedule IL-E/EIC: IL EITC share of the federal EIC; child tax credit share of the IL EIC for a child under `childUnder`. */
  eitcRate: 0.2,
  childTaxCredit: { rate: 0.2, childUnder: 12 },
} as const;
