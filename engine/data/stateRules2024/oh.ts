// Ohio 2024 figures read by engine/src/states/rules/oh.ts. Sources: IT 1040 (2024) line 4, its 2024 tax schedule and
// Schedule of Credits lines 4, 5 and 12; R.C. 5747.025 (exemptions), 5747.02 (rates), 5747.022 (exemption credit),
// 5747.055 (senior citizen credit), 5747.71 (EITC).
export const OH_2024 = {
  form: 'Ohio IT 1040 (2024)',
  /** Line 4: per person and dependent by Ohio income ("up to" each bound). */
  exemption: [
    { agiUpTo: 40000, amount: 2400 },
    { agiUpTo: 80000, amount: 2150 },
    { agiUpTo: Infinity, amount: 1900 },
  ],
  /** 2024 schedule: nothing up to `zeroUpTo`; then `base` + `rate` over `over` in each row. */
  schedule: {
    zeroUpTo: 26050,
    rows: [
      { upTo: 100000, over: 26050, base: 360.69, rate: 0.0275 },
      { upTo: Infinity, over: 100000, base: 2394.32, rate: 0.035 },
    ],
  },
  /** Schedule of Credits line 5: per person and dependent when Ohio income is under `agiUnder`. */
  exemptionCredit: { perPerson: 20, agiUnder: 30000 },
  /** Line 4: senior citizen credit per return with someone 65 or over and Ohio income under `agiUnder`. */
  seniorCredit: { amount: 50, agiUnder: 100000 },
  /** Line 12: EITC share of the federal EIC, nonrefundable. */
  eitcRate: 0.3,
} as const;
