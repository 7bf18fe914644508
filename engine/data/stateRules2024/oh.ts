// Ohio 2024 figures read by engine/src/states/rules/oh.ts. Sources: IT 1040 (2024) lines 4-5, its 2024 tax schedule and
// Schedule of Credits lines 4, 9, 12 and 13; R.C. 5747.025 (exemptions), 5747.02 (rates), 5747.022 (exemption credit),
// 5747.055(C) (senior citizen credit), 5747.05(E) (joint filing credit), 5747.71 (EITC).
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
  /** Schedule of Credits line 9: per exemption when Ohio AGI less exemptions (IT 1040 line 5) is under `baseUnder` (R.C. 5747.022). */
  exemptionCredit: { perPerson: 20, baseUnder: 30000 },
  /** Line 4: senior citizen credit per return with someone 65 or over and Ohio AGI less exemptions under `baseUnder` (R.C. 5747.055(C)). */
  seniorCredit: { amount: 50, baseUnder: 100000 },
  /**
   * Line 12: joint filing credit, a percentage of the tax less the credits on lines 2-9 by Ohio AGI less exemptions
   * ("up to" each bound), at most `cap`, when each spouse has qualifying income (not interest, dividends, royalties,
   * rents, capital gains or tax refunds) of at least `minIncomeEach` (R.C. 5747.05(E)).
   */
  jointFilingCredit: {
    rates: [
      { baseUpTo: 25000, rate: 0.2 },
      { baseUpTo: 50000, rate: 0.15 },
      { baseUpTo: 75000, rate: 0.1 },
      { baseUpTo: Infinity, rate: 0.05 },
    ],
    cap: 650,
    minIncomeEach: 500,
  },
  /** Line 13: EITC share of the federal EIC, nonrefundable. */
  eitcRate: 0.3,
} as const;
