// The credit facts of issue 14 are additive: a form saved before them still reads, with their defaults.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data, safeParseForm1040Data } from './form';

describe('credit facts in the form', () => {
  it('reads an older form with the defaults', () => {
    const form = parseForm1040Data({ firstName: 'Ana', dependents: [{ firstName: 'Leo' }], credits: { 'child-family': { 'child-care-expenses': 3000 } } });
    expect(form.creditFacts).toEqual({
      careExpenses: [],
      students: [],
      retirementContributions: [],
      retirementDistributions: { taxpayer: 0, spouse: 0 },
      adoptions: [],
      adoptionCarryforward: 0,
      energyProperty: [],
      energyCarryforward: 0,
      childrenClaimedByAnother: [],
      eicChildClaimedByAnother: false,
      eicDisallowedBefore: false,
    });
    expect(form.dependents[0]!.grossIncome).toBeNull();
  });

  it('keeps what was asked and bounds it', () => {
    const form = parseForm1040Data({
      creditFacts: {
        careExpenses: [{ dependentIndex: 0, amount: '2500', providerName: 'Bright Start' }],
        students: [{ student: 1, tuitionPaid: 4000, scholarships: 500, aotcClaimedFourYears: false }],
        retirementContributions: [{ owner: 'spouse', kind: 'elective-deferral', amount: 1200 }],
        retirementDistributions: { taxpayer: 300 },
        eicDisallowedBefore: true,
      },
    });
    expect(form.creditFacts.careExpenses[0]).toEqual({ dependentIndex: 0, amount: 2500, providerName: 'Bright Start' });
    expect(form.creditFacts.students[0]).toMatchObject({ student: 1, firstFourYears: true, atLeastHalfTime: true });
    expect(form.creditFacts.retirementDistributions).toEqual({ taxpayer: 300, spouse: 0 });
    expect(safeParseForm1040Data({ creditFacts: { retirementContributions: [{ owner: 'neighbour' }] } }).success).toBe(false);
    expect(safeParseForm1040Data({ dependents: [{ grossIncome: -1 }] }).success).toBe(false);
  });
});
