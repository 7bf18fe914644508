// North Carolina 2024 figures read by engine/src/states/rules/nc.ts. Sources: D-400 (2024) line 10b and the child
// deduction table, Schedule S Part C (itemized deductions); N.C.G.S. 105-153.5(a)(2) and (a1).
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
  /**
   * N.C. itemized deductions (D-400 Schedule S Part C, N.C.G.S. 105-153.5(a)(2)): qualified home mortgage interest and
   * real estate property taxes together at most `mortgageAndPropertyTaxLimit` (for married filers, both spouses
   * together), plus charitable contributions and medical and dental expenses as allowed federally. Since 2018 they
   * may be claimed whether or not the federal return itemizes (NCDOR, 'N.C. Standard Deduction or N.C. Itemized
   * Deductions').
   */
  itemized: { mortgageAndPropertyTaxLimit: 20000 },
} as const;
