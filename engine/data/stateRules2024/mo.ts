// Missouri 2024 figures read by engine/src/states/rules/mo.ts. Sources: MO-1040 (2024) line 13 and the federal tax
// deduction table; Section 143.171 RSMo.
export const MO_2024 = {
  form: 'Missouri Form MO-1040 (2024)',
  /** Line 13: share of federal income tax deductible by Missouri AGI ("up to" each bound), then 0; capped (joint / others). */
  federalTaxDeduction: {
    rates: [{ agiUpTo: 25000, rate: 0.35 }, { agiUpTo: 50000, rate: 0.25 }, { agiUpTo: 100000, rate: 0.15 }, { agiUpTo: 125000, rate: 0.05 }],
    cap: { 'married-joint': 10000, other: 5000 },
  },
} as const;
