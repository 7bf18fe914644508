// Every engine line contracts' mapping names is a line the engine computes: with each entry filled, the
// engine's result holds it (so the figure beside an entry never silently reads a line that does not exist).
import { describe, expect, it } from 'vitest';
import { CREDIT_CATEGORIES, DEDUCTION_CATEGORIES } from '@taxapp/contracts/catalogs';
import { CREDIT_MAPPING, DEDUCTION_MAPPING } from '@taxapp/contracts/deductionCreditMapping';
import { computeFederal } from '@taxapp/engine';

describe('the mapping names lines the engine computes', () => {
  it('finds each named line in a return with every entry filled', () => {
    const deductions = Object.fromEntries(DEDUCTION_CATEGORIES.map((c) => [c.id, Object.fromEntries(c.subItems.map((s) => [s.id, 20_000]))]));
    const credits = Object.fromEntries(CREDIT_CATEGORIES.map((c) => [c.id, Object.fromEntries(c.subOptions.map((s) => [s.id, s.layout === 'checkbox' ? 1 : 3_000]))]));
    const federal = computeFederal({
      filingStatus: 'married-joint',
      w2Data: [{ wages: '60000', federalIncomeTax: '4000' }, { wages: '20000', owner: 'spouse' }],
      otherIncomeEntries: [{ type: 'Business Income', amount: 30_000, businessData: { grossReceipts: 40_000, expenses: [{ type: 'Utilities', amount: 10_000 }] } }],
      investmentData: [{ documentType: '1099-int', interestIncome: 25_000 }],
      dependents: [
        { firstName: 'Ana', lastName: 'Lee', relationship: 'daughter', ageAtYearEnd: 5 },
        { firstName: 'Ben', lastName: 'Lee', relationship: 'son', ageAtYearEnd: 19, isFullTimeStudent: true },
      ],
      deductions,
      credits,
    });
    const missing = [...Object.values(DEDUCTION_MAPPING), ...Object.values(CREDIT_MAPPING)]
      .flatMap((entry) => [entry.engineLine, entry.limitLine])
      .filter((id): id is string => id !== undefined && federal.lines.get(id) === undefined);
    expect(missing).toEqual([]);
  });
});
