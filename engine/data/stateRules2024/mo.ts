// Missouri 2024 figures read by engine/src/states/rules/mo.ts. Sources: MO-1040 (2024) lines 7, 9-13, 26-30 and the
// federal tax deduction table; the 2024 Tax Chart (MO-1040 instructions p. 26: no tax table, the chart with whole-dollar
// bases $25, $57, $95, $140, $191, $248, "Round to the nearest whole dollar"; "A separate tax must be computed for
// you and your spouse"); Section 143.171 RSMo.
export const MO_2024 = {
  form: 'Missouri Form MO-1040 (2024)',
  /** Line 13: share of federal income tax deductible by Missouri AGI ("up to" each bound), then 0; capped (joint / others). */
  federalTaxDeduction: {
    rates: [{ agiUpTo: 25000, rate: 0.35 }, { agiUpTo: 50000, rate: 0.25 }, { agiUpTo: 100000, rate: 0.15 }, { agiUpTo: 125000, rate: 0.05 }],
    cap: { 'married-joint': 10000, other: 5000 },
  },
} as const;
