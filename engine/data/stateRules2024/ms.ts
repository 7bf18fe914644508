// Mississippi 2024 figures read by engine/src/states/rules/ms.ts. Sources: Form 80-105 (2024) line 6 and its
// instructions; Miss. Code 27-7-21 (exemptions), 27-7-15(4)(k) (retirement income).
export const MS_2024 = {
  form: 'Mississippi Form 80-105 (2024)',
  /** Line 6: exemption by status, plus per dependent, 65 or over, blind. */
  exemption: { single: 6000, 'married-separate': 6000, 'married-joint': 12000, 'head-of-household': 8000, perAdditional: 1500 },
} as const;
