// Indiana 2024 figures read by engine/src/states/rules/in.ts. Sources: IT-40 (2024) Schedule 3 lines 1-5, Schedule
// IN-DEP (boxes E and F) and Schedule IN-EIC; IC 6-3-1-3.5 (exemptions, as amended by HEA 1001-2023), Indiana DOR
// Information Bulletin #117 (January 2024), IC 6-3.1-21 (EITC).
export const IN_2024 = {
  form: 'Indiana IT-40 (2024)',
  /** Schedule 3: per person and dependent; extra per dependent child; per 65+/blind box; extra per 65+ with AGI under the limit. */
  exemption: {
    perPerson: 1000,
    dependentChild: 1500,
    /**
     * Schedule 3 line 3 with IN-DEP box F: from 2023, $3,000 instead of $1,500 for a dependent child in the first taxable
     * year the additional exemption is allowable for it (IC 6-3-1-3.5(a); IB #117 'Special Rule for First-Year Qualifying
     * Children'); a child born in 2024 always is.
     */
    firstYearDependentChild: 3000,
    age65OrBlind: 1000,
    lowIncomeAge65: { amount: 500, agiUnder: 40000 },
  },
  /** Schedule IN-EIC: share of the federal EIC, refundable. */
  eitcRate: 0.1,
} as const;
