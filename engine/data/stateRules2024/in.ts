// Indiana 2024 figures read by engine/src/states/rules/in.ts. Sources: IT-40 (2024) Schedule 3 lines 1-5 and
// Schedule IN-EIC; IC 6-3-1-3.5 (exemptions), IC 6-3.1-21 (EITC).
export const IN_2024 = {
  form: 'Indiana IT-40 (2024)',
  /** Schedule 3: per person and dependent; extra per dependent child; per 65+/blind box; extra per 65+ with AGI under the limit. */
  exemption: { perPerson: 1000, dependentChild: 1500, age65OrBlind: 1000, lowIncomeAge65: { amount: 500, agiUnder: 40000 } },
  /** Schedule IN-EIC: share of the federal EIC, refundable. */
  eitcRate: 0.1,
} as const;
