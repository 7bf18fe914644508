// Connecticut 2024 figures read by engine/src/states/rules/ct.ts besides the Tax Calculation Schedule tables
// (engine/data/ctTaxCalculation2024.ts). Sources: CT-1040 (2024) Schedule 1 line 41 worksheet (Conn. Gen. Stat.
// §12-701(a)(20)(B)(xx)), Tax Calculation Schedule line 2 (Table A, §12-702(a)), Schedule CT-EITC (§12-704e).
export const CT_2024 = {
  form: 'Connecticut CT-1040 (2024)',
  /** Social security fully exempt when CT AGI is under the limit (MFJ/HoH / others); else at most `taxableShare` of benefits taxed. */
  socialSecurity: { agiLimit: { jointOrHead: 100000, other: 75000 }, taxableShare: 0.25 },
  /** Table A: the exemption is reduced by `cut` for each `step` (or part) of CT AGI over the threshold. */
  exemptionPhaseOut: { cut: 1000, step: 1000 },
  /** Schedule CT-EITC: share of the federal EIC, refundable. */
  eitcRate: 0.4,
  /**
   * Schedule 1, pension and annuity subtraction (Conn. Gen. Stat. §12-701(a)(20)(B)(xxi)-(xxii) "for the taxable year
   * commencing on or after January 1, 2024 ... in accordance with the following schedule", and (xxviii)-(xxix): 50% of
   * IRA distributions other than Roth for 2024, 75% 2025, 100% 2026); 2024 CT-1040 instructions, Pension and Annuity
   * Worksheet and Phase-Out Table (p. 28): 100% of Form 1040 line 5b and the IRA share of line 4b under the federal AGI
   * limit; from it, that amount x the decimal of the federal AGI row (`fromAgi` "and up" to the next row).
   */
  pensionSubtraction: {
    iraShare: 0.5,
    phaseOut: {
      jointOrWidow: [
        { fromAgi: 100000, decimal: 0.85 }, { fromAgi: 105000, decimal: 0.7 }, { fromAgi: 110000, decimal: 0.55 }, { fromAgi: 115000, decimal: 0.4 },
        { fromAgi: 120000, decimal: 0.25 }, { fromAgi: 125000, decimal: 0.1 }, { fromAgi: 130000, decimal: 0.05 }, { fromAgi: 140000, decimal: 0.025 }, { fromAgi: 150000, decimal: 0 },
      ],
      other: [
        { fromAgi: 75000, decimal: 0.85 }, { fromAgi: 77500, decimal: 0.7 }, { fromAgi: 80000, decimal: 0.55 }, { fromAgi: 82500, decimal: 0.4 },
        { fromAgi: 85000, decimal: 0.25 }, { fromAgi: 87500, decimal: 0.1 }, { fromAgi: 90000, decimal: 0.05 }, { fromAgi: 95000, decimal: 0.025 }, { fromAgi: 100000, decimal: 0 },
      ],
    },
  },
  /**
   * Line 11 / Schedule 3, property tax credit (Conn. Gen. Stat. §12-704c; all residents since 2022, the age/dependent
   * limit having ended with 2021): property tax paid on the main home and motor vehicles, at most $300, less 15% for each
   * `step` (or part) of CT AGI over `over`; nonrefundable.
   */
  propertyTaxCredit: {
    max: 300,
    cutPerStep: 0.15,
    over: { single: 49500, 'married-joint': 70500, 'married-separate': 35250, 'head-of-household': 54500 },
    step: { 'married-separate': 5000, other: 10000 },
  },
} as const;
