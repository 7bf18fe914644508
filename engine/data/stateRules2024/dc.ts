// District of Columbia 2024 figures read by engine/src/states/rules/dc.ts. Sources: D-40 (2024); D.C. Code
// 47-1806.04(f) (DC EITC with qualifying children, 70% for tax years 2022-2024; DC OTR "DC EITC").
export const DC_2024 = {
  form: 'DC Form D-40 (2024)',
  /** DC EITC with a qualifying child: share of the federal EIC, refundable. */
  eitcRateWithChild: 0.7,
} as const;
