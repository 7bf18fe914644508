// Maryland 2024 figures read by engine/src/states/rules/md.ts. Sources: Form 502 (2024) and its instructions
// (standard deduction worksheet, exemption chart, lines 19, 22 and 42); Tax-General §10-217, §10-211, §10-704.
export const MD_2024 = {
  form: 'Maryland Form 502 (2024)',
  /** Standard deduction: a share of Maryland AGI between a minimum and a maximum ("wide": MFJ, HoH, QSS; "narrow": single, MFS). */
  standardDeduction: { rate: 0.15, wide: { min: 3650, max: 5450 }, narrow: { min: 1800, max: 2700 } },
  /**
   * Exemption chart: per person and dependent by Maryland AGI ("up to" each bound), then 0; extra per 65+/blind box.
   * A dependent taxpayer (eligible to be claimed on another taxpayer's return) has $0 for their own exemption
   * (Comptroller, 'Determine Your Personal Exemptions' chart; Tax-General §10-211).
   */
  exemption: {
    wide: [{ agiUpTo: 150000, amount: 3200 }, { agiUpTo: 175000, amount: 1600 }, { agiUpTo: 200000, amount: 800 }],
    narrow: [{ agiUpTo: 100000, amount: 3200 }, { agiUpTo: 125000, amount: 1600 }, { agiUpTo: 150000, amount: 800 }],
    age65OrBlind: 1000,
  },
  /**
   * EIC (Tax-General §10-704): nonrefundable share of the federal EIC up to the tax (childless single / HoH / QSS:
   * all of it, at most `childlessMax`); with a qualifying child the refundable share less the state tax.
   */
  eic: { nonrefundable: 0.5, childlessMax: 530, refundableWithChild: 0.45 },
} as const;
