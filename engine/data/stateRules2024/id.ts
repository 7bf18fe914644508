// Idaho 2024 figures read by engine/src/states/rules/id.ts. Source: Form 40 (2024) line 43 and its instructions
// (grocery credit, Idaho Code 63-3024A).
export const ID_2024 = {
  form: 'Idaho Form 40 (2024)',
  /** Line 43 grocery credit, refundable: per person and dependent, plus `age65Extra` for each 65 or over. */
  groceryCredit: { perPerson: 120, age65Extra: 20 },
} as const;
