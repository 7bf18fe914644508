// Montana 2024 figures read by engine/src/states/rules/mt.ts. Sources: Form 2 (2024) lines 1-2 and Schedule II;
// 15-30-2103 MCA (capital gains rates), 15-30-2110 MCA (65+ subtraction), 15-30-2318 MCA (EITC, 10% from 2024).
export const MT_2024 = {
  form: 'Montana Form 2 (2024)',
  /** Schedule II: subtraction per taxpayer 65 or over (simplified). */
  age65Subtraction: 5500,
  /** Line 2: net long-term gains at `lowRate` within the band (by status) above ordinary income, `highRate` beyond. */
  capitalGains: {
    lowRate: 0.03, highRate: 0.041,
    band: { single: 20500, 'married-separate': 20500, 'head-of-household': 30750, 'married-joint': 41000 },
  },
  /** Montana EITC share of the federal EIC, refundable. */
  eitcRate: 0.1,
} as const;
