// Pennsylvania 2024 figures read by engine/src/states/rules/pa.ts. Sources: PA-40 (2024) line 21 and Schedule SP
// (tax forgiveness table); 72 P.S. §7304.
export const PA_2024 = {
  form: 'Pennsylvania PA-40 (2024)',
  /**
   * Schedule SP: 100% forgiveness up to the base (married / others, plus per dependent); `cut` less per `step` (or
   * part) of eligibility income above it; none beyond `lastOver` above the base.
   */
  taxForgiveness: { base: { married: 13000, other: 6500 }, perDependent: 9500, step: 250, cut: 0.1, lastOver: 2250 },
} as const;
