// The dependents worksheet, case by case from Pub 501 (2024) Table 5, the Schedule 8812 instructions (under 17),
// Pub 596 Rule 8 (EIC: under 19, full-time student under 24, any age if disabled) and Pub 503 (under 13).
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeForm1040 } from './form1040';
import { federalFactsForStates } from './federal';
import { dependentsWorksheet, isYoungerThan, qualifyDependent } from './dependents';
import type { DependentFacts } from './returnFacts';

const child = (over: Partial<DependentFacts>): DependentFacts => ({
  age: 10, dobIso: null, childRelationship: true, monthsLived: 12, isFullTimeStudent: false, isDisabled: false, grossIncome: null, ...over,
});
const noClaims = { childTaxCreditClaimed: false, careExpensesEntered: false };

describe('qualifying child (Pub 501 Table 5)', () => {
  it('a 10-year-old daughter who lived with you all year meets every child test', () => {
    const d = qualifyDependent(child({}), noClaims);
    expect(d).toMatchObject({ isQualifyingChild: true, countsForChildTaxCredit: true, isEarnedIncomeCreditChild: true, isChildCareQualifyingPerson: true, isQualifyingRelative: false });
  });
  it('16 at year end is under 17 (child tax credit); 17 is not, but is still a qualifying child for the EIC', () => {
    expect(qualifyDependent(child({ age: 16 }), noClaims).countsForChildTaxCredit).toBe(true);
    const seventeen = qualifyDependent(child({ age: 17 }), noClaims);
    expect(seventeen).toMatchObject({ countsForChildTaxCredit: false, countsForOtherDependentCredit: true, isQualifyingChild: true, isEarnedIncomeCreditChild: true });
  });
  it('19 is too old unless a full-time student (under 24) or disabled', () => {
    expect(qualifyDependent(child({ age: 19 }), noClaims).isQualifyingChild).toBe(false);
    expect(qualifyDependent(child({ age: 19, isFullTimeStudent: true }), noClaims).isQualifyingChild).toBe(true);
    expect(qualifyDependent(child({ age: 24, isFullTimeStudent: true }), noClaims).isQualifyingChild).toBe(false);
    expect(qualifyDependent(child({ age: 40, isDisabled: true }), noClaims)).toMatchObject({ isQualifyingChild: true, isChildCareQualifyingPerson: true });
  });
  it('residency: more than half the year; a child born in 2024 counts as having lived with you all year', () => {
    expect(qualifyDependent(child({ monthsLived: 6 }), noClaims).livedWithFilerMoreThanHalfYear).toBe(false);
    expect(qualifyDependent(child({ monthsLived: 7 }), noClaims).livedWithFilerMoreThanHalfYear).toBe(true);
    expect(qualifyDependent(child({ age: 0, monthsLived: 3 }), noClaims)).toMatchObject({ livedWithFilerMoreThanHalfYear: true, countsForChildTaxCredit: true });
  });
  it('a parent is a qualifying relative: credit for other dependents, never a qualifying child', () => {
    const parent = qualifyDependent(child({ age: 70, childRelationship: false }), noClaims);
    expect(parent).toMatchObject({ isQualifyingChild: false, isQualifyingRelative: true, countsForOtherDependentCredit: true, isEarnedIncomeCreditChild: false });
  });
  it('a qualifying relative must have gross income under 5,050 (Pub 501 (2024) Gross Income Test)', () => {
    // A parent with 5,049 of income passes; with 5,050 fails and is no dependent: no 500 credit. Unknown income is taken as passing.
    expect(qualifyDependent(child({ age: 70, childRelationship: false, grossIncome: 5_049 }), noClaims)).toMatchObject({ isQualifyingRelative: true, countsForOtherDependentCredit: true });
    expect(qualifyDependent(child({ age: 70, childRelationship: false, grossIncome: 5_050 }), noClaims)).toMatchObject({ isQualifyingRelative: false, failsGrossIncomeTest: true, countsForOtherDependentCredit: false });
    // A qualifying child has no gross income test: a 17-year-old son earning 8,000 still counts for the 500 credit.
    expect(qualifyDependent(child({ age: 17, grossIncome: 8_000 }), noClaims)).toMatchObject({ isQualifyingChild: true, countsForOtherDependentCredit: true });
    // A 20-year-old son, not a student, is not a qualifying child: with 6,000 of income he is not a qualifying relative either.
    const w = dependentsWorksheet([child({ age: 20, grossIncome: 6_000 }), child({ age: 20, grossIncome: 3_000 })], noClaims);
    expect(w).toMatchObject({ childTaxCreditChildren: 0, otherDependents: 1 });
    expect(w.notes[0]).toMatch(/5,050 or more/);
  });
  it('Form 2441: 13 at the end of 2024 was under 13 for part of the year; 14 was not', () => {
    expect(qualifyDependent(child({ age: 13 }), noClaims).isChildCareQualifyingPerson).toBe(true);
    expect(qualifyDependent(child({ age: 14 }), noClaims).isChildCareQualifyingPerson).toBe(false);
  });
});

describe('a child whose age is unknown (date of birth encrypted)', () => {
  it('counts as under 17 for every under-17-or-older test when the child tax credit was claimed, and is noted', () => {
    const w = dependentsWorksheet([child({ age: null })], { childTaxCreditClaimed: true, careExpensesEntered: false });
    expect(w).toMatchObject({ childTaxCreditChildren: 1, otherDependents: 0, earnedIncomeCreditChildren: 1, childCareQualifyingPersons: 0 });
    expect(w.dependents[0]).toMatchObject({ ageAssumedUnder17: true, isQualifyingChild: true });
    expect(isYoungerThan(w.dependents[0], 17)).toBe(true);
    expect(isYoungerThan(w.dependents[0], 19)).toBe(true);
    expect(isYoungerThan(w.dependents[0], 6)).toBe(false);
    expect(w.notes[0]).toMatch(/counts as under 17/);
  });
  it('without the claim it counts for the credit for other dependents and meets no age test', () => {
    const w = dependentsWorksheet([child({ age: null })], noClaims);
    expect(w).toMatchObject({ childTaxCreditChildren: 0, otherDependents: 1, earnedIncomeCreditChildren: 0 });
    expect(w.dependents[0].isQualifyingChild).toBe(false);
    expect(isYoungerThan(w.dependents[0], 24)).toBe(false);
  });
  it('child care expenses entered make it a Form 2441 qualifying person', () => {
    expect(dependentsWorksheet([child({ age: null })], { childTaxCreditClaimed: false, careExpensesEntered: true }).childCareQualifyingPersons).toBe(1);
  });
});

describe('one answer for the federal return and the states', () => {
  it('the facts handed to the states carry the same tests the federal credits used', () => {
    const encryptedDob = { encryptedData: 'x', iv: 'y', salt: 'z', level: 3, keyVersion: 1, algorithm: 'AES-GCM' };
    const form = {
      filingStatus: 'head-of-household', state: 'NJ',
      w2Data: [{ wages: '40000', federalIncomeTax: '2000' }],
      dependents: [
        { firstName: 'A', lastName: 'X', dob: '2018-05-01', relationship: 'son', monthsLivedWithTaxpayer: 12 },
        { firstName: 'B', lastName: 'X', dob: encryptedDob, relationship: 'daughter', monthsLivedWithTaxpayer: 12 },
      ],
      credits: { 'child-family': { 'child-tax-credit': 1 } },
    };
    const federal = computeForm1040(parseForm1040Data(form));
    // Two children under 17 (one by the claim): Schedule 8812 line 4 = 2, 2 x 2,000 = 4,000 before the limits.
    expect(federal.lines.value('schedule8812.line12')).toBe(4_000);
    const states = federalFactsForStates(federal).dependents;
    expect(states.map((d) => [d.age, d.countsForChildTaxCredit, d.isQualifyingChild])).toEqual([[6, true, true], [null, true, true]]);
  });
});

describe('the tie-breaker (Pub 501 (2024) "Qualifying Child of More Than One Person"), applied once', () => {
  it('a child another person claims counts for none of the CTC, the other dependent credit, HoH, the care credit or the EIC', () => {
    const worksheet = dependentsWorksheet([child({ age: 6 }), child({ age: 8 })], { ...noClaims, claimedByAnother: new Set([1]) });
    expect(worksheet.dependents[1]).toMatchObject({
      claimedByAnotherUnderTieBreaker: true, countsForChildTaxCredit: false, countsForOtherDependentCredit: false,
      isEarnedIncomeCreditChild: false, isChildCareQualifyingPerson: false, isHeadOfHouseholdQualifyingPerson: false,
    });
    expect(worksheet).toMatchObject({ childTaxCreditChildren: 1, earnedIncomeCreditChildren: 1, childCareQualifyingPersons: 1, headOfHouseholdQualifyingPersons: 1, claimedByAnother: 1 });
  });
  it('answered without naming the child: the first qualifying child is the one', () => {
    const worksheet = dependentsWorksheet([child({ age: 30, childRelationship: false }), child({ age: 6 })], { ...noClaims, oneChildClaimedByAnother: true });
    expect(worksheet.dependents.map((d) => d.claimedByAnotherUnderTieBreaker)).toEqual([false, true]);
  });
  it('on the return, the child tax credit, the care credit and the EIC all lose the child', () => {
    // HoH, wages 30,000, one son of 6 whom his other parent claims: no child tax credit (Schedule 8812 line 12 = 0),
    // no care credit for him (Form 2441: no qualifying person), and the EIC without a child: 30,000 is past 18,591, so 0.
    const form = parseForm1040Data({
      filingStatus: 'head-of-household', dateOfBirth: '1985-01-01', w2Data: [{ wages: '30000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2018-02-02', relationship: 'son' }],
      credits: { 'child-family': { 'child-tax-credit': 1 } },
      creditFacts: { careExpenses: [{ dependentIndex: 0, amount: 2000 }], childrenClaimedByAnother: [0] },
    });
    const federal = computeForm1040(form);
    expect(federal.lines.value('schedule8812.line12') ?? 0).toBe(0);
    expect(federal.lines.value('form2441.line11') ?? 0).toBe(0);
    expect(federal.lines.value('form1040.line27') ?? 0).toBe(0);
    expect(federal.lines.get('form1040.line27')?.note).toMatch(/tie-breaker.*Head of household needs a qualifying person/);
  });
});
