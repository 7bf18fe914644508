// North Carolina 2024 figures read by engine/src/states/rules/nc.ts. Sources: D-400 (2024) line 10b and the child
// deduction table; N.C.G.S. 105-153.5(a1).
export const NC_2024 = {
  form: 'North Carolina D-400 (2024)',
  /** Child deduction per qualifying child: `maximum`, less `cut` per `step` (or part) of AGI over `over` (by status). */
  childDeduction: {
    maximum: 3000, cut: 500,
    byStatus: {
      'married-joint': { over: 40000, step: 20000 },
      'head-of-household': { over: 30000, step: 15000 },
      single: { over: 20000, step: 10000 },
      'married-separate': { over: 20000, step: 10000 },
    },
  },
} as const;
