// New Hampshire 2024 figures read by engine/src/states/rules/nh.ts. Sources: DP-10 (2024) lines 7-8; RSA 77:8
// (exemptions). The 3% rate is in the parameter table.
export const NH_2024 = {
  form: 'New Hampshire DP-10 (2024)',
  /** Lines 7-8: exemption (joint / others), plus per 65-or-over / blind box. */
  exemption: { 'married-joint': 4800, other: 2400, age65OrBlind: 1200 },
} as const;
