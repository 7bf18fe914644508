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
} as const;
