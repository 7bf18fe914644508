// North Dakota 2024 figures read by engine/src/states/rules/nd.ts. Source: ND-1 (2024) Schedule ND-1SA line 5;
// N.D.C.C. 57-38-01.33 (40% long-term capital gain exclusion).
export const ND_2024 = {
  form: 'North Dakota ND-1 (2024)',
  longTermGainExclusion: 0.4,
} as const;
