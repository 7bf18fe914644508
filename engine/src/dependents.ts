// The dependents worksheet: one reading of each dependent for every form that needs it (Form 1040 dependents
// section, Schedule 8812, Schedule EIC, Form 2441) and for the states, as UsTaxes' QualifyingDependents
// worksheet serves Form 1040, Schedule 8812 and Schedule EIC. Sources: Pub 501 (2024) "Dependents" (Table 5:
// qualifying child and qualifying relative), IRC §152(c)-(d), Schedule 8812 instructions (under 17), Pub 596
// Rule 8 (EIC: under 19, student under 24, any age if disabled), Pub 503 / Form 2441 (under 13 or disabled).
import {
  CARE_CHILD_MAX_AGE_AT_YEAR_END, CTC_AGE_LIMIT, EIC_CHILD_AGE_LIMIT, EIC_STUDENT_AGE_LIMIT, QUALIFYING_RELATIVE_GROSS_INCOME_LIMIT,
} from './years/2024';

/** A dependent as the form gives it (read by returnFacts.ts), before the worksheet's tests. */
export interface DependentFacts {
  /** Age at the end of 2024 (from the date of birth, else ageAtYearEnd), null when unknown. */
  age: number | null;
  dobIso: string | null;
  /** Relationship that can make a qualifying child (IRC §152(c)(2)): child, stepchild, foster child, sibling, or a descendant of one. */
  childRelationship: boolean;
  monthsLived: number;
  isFullTimeStudent: boolean;
  isDisabled: boolean;
  /** The dependent's own 2024 gross income (qualifying relative test), null when not asked. */
  grossIncome: number | null;
  /**
   * Not one of the relatives of Pub 501 (2024) 'Member of Household or Relationship Test' (a cousin, a friend): a
   * qualifying relative only after living with the filer all year. Absent or false = related (or not said).
   */
  unrelated?: boolean;
}

/** Months a dependent must have lived with the filer: more than half of 2024 (Pub 501, Residency Test). */
const MORE_THAN_HALF_YEAR_MONTHS = 6;

/** What the user claimed that stands in for an unknown age (date of birth encrypted, no age sent). */
export interface DependentClaims {
  /** The child tax credit was ticked: a child of unknown age is taken to be under 17. */
  childTaxCreditClaimed: boolean;
  /** Child care expenses were entered: a child of unknown age is taken to be a Form 2441 qualifying person. */
  careExpensesEntered: boolean;
  /**
   * Pub 501 (2024) 'Qualifying Child of More Than One Person' (Pub 596 Rule 9): the dependents (by index) who are
   * also another person's qualifying child and whom that person claims under the tie-breaker rules.
   */
  claimedByAnother?: ReadonlySet<number>;
  /** The same, answered without naming the child: the first qualifying child is taken to be the one. */
  oneChildClaimedByAnother?: boolean;
  /**
   * Someone can claim the filer (or, on a joint return, the spouse) as a dependent. Pub 501 (2024) 'Dependent Taxpayer
   * Test': such a filer cannot claim any dependent, so no one counts for Schedule 8812. Head of household (IRC §2(b)
   * reads the qualifying child, not the dependent) and Form 2441 (Pub 503 (2024): 'a person is still your dependent
   * ... even if you could be claimed as a dependent') are unchanged.
   */
  filerCanBeClaimedAsDependent?: boolean;
}

/** One dependent after the worksheet: every test each form and state reads, decided once. */
export interface QualifiedDependent {
  /** Age at the end of 2024; null when unknown (0 is a child born in 2024). */
  age: number | null;
  /** Unknown age, taken as under 17 because the user claimed the child tax credit for the child. */
  ageAssumedUnder17: boolean;
  isFullTimeStudent: boolean;
  isDisabled: boolean;
  /** Pub 501 Residency Test: more than half of 2024 with the filer; a child born in 2024 counts as all year. */
  livedWithFilerMoreThanHalfYear: boolean;
  /**
   * Qualifying child (Pub 501 Table 5, IRC §152(c)): a child relationship, the residency test, and under 19, a
   * full-time student under 24, or permanently and totally disabled at any age.
   */
  isQualifyingChild: boolean;
  /**
   * Qualifying relative (IRC §152(d), Pub 501 Table 5): not a qualifying child and gross income under 5,050 when
   * the dependent's gross income was given (unknown: taken as met); the support test is not collected.
   */
  isQualifyingRelative: boolean;
  /** Not a qualifying child, and the gross income given is 5,050 or more: no dependent at all (Pub 501 Gross Income Test). */
  failsGrossIncomeTest: boolean;
  /** Schedule 8812 line 4: a qualifying child under 17 (2,000 child tax credit). */
  countsForChildTaxCredit: boolean;
  /** Schedule 8812 line 6: every other dependent, a qualifying child 17 or over or a qualifying relative (500 credit). */
  countsForOtherDependentCredit: boolean;
  /** Schedule EIC qualifying child (Pub 596 Rules 8-10: relationship, age, residency). */
  isEarnedIncomeCreditChild: boolean;
  /** Form 2441 qualifying person: under 13 during part of 2024 (13 at year end) or disabled, living with the filer. */
  isChildCareQualifyingPerson: boolean;
  /**
   * Another person claims this qualifying child under the tie-breaker rules: the child is then not the filer's
   * for the child tax credit, head of household, the care credit and exclusion, or the EIC (Pub 501 (2024)
   * 'Qualifying Child of More Than One Person'), nor a qualifying relative (IRC §152(d)(1)(D)).
   */
  claimedByAnotherUnderTieBreaker: boolean;
  /** Makes the filer's home a head of household's (Pub 501 Table 4: a qualifying child who lived with the filer). */
  isHeadOfHouseholdQualifyingPerson: boolean;
}

/** Counts over the household, as Form 1040, Schedule 8812, Schedule EIC and Form 2441 read them. */
export interface DependentsWorksheet {
  dependents: QualifiedDependent[];
  /** Schedule 8812 line 4. */
  childTaxCreditChildren: number;
  /** Schedule 8812 line 6. */
  otherDependents: number;
  /** Schedule EIC line 1 (capped at 3 by the EIC table itself). */
  earnedIncomeCreditChildren: number;
  /** Form 2441 line 2 persons. */
  childCareQualifyingPersons: number;
  /** Pub 501 Table 4 qualifying persons for head of household (qualifying children only; relatives not collected). */
  headOfHouseholdQualifyingPersons: number;
  /** Qualifying children another person claims under the tie-breaker rules. */
  claimedByAnother: number;
  /** Dependents marked full-time students (Form 8863 students, at least one assumed there). */
  fullTimeStudents: number;
  /** Why an unknown age was read the way it was; empty when every age is known. */
  notes: string[];
}

/** The worksheet for one dependent. */
export function qualifyDependent(dependent: DependentFacts, claims: DependentClaims, claimedByAnother = false): QualifiedDependent {
  const age = dependent.age;
  const ageKnown = age !== null;
  const livedWith = dependent.monthsLived > MORE_THAN_HALF_YEAR_MONTHS || age === 0;
  const ageAssumedUnder17 = !ageKnown && dependent.childRelationship && claims.childTaxCreditClaimed;
  const under17 = ageKnown ? age < CTC_AGE_LIMIT : ageAssumedUnder17;
  const meetsChildAgeTest = dependent.isDisabled ||
    (ageKnown ? age < EIC_CHILD_AGE_LIMIT || (dependent.isFullTimeStudent && age < EIC_STUDENT_AGE_LIMIT) : ageAssumedUnder17);
  const isQualifyingChild = dependent.childRelationship && livedWith && meetsChildAgeTest;
  // The tie-breaker only takes a child who is the filer's qualifying child; the other person then has the child.
  const lost = claimedByAnother && isQualifyingChild;
  const noDependents = claims.filerCanBeClaimedAsDependent === true;
  const countsForChildTaxCredit = !noDependents && !lost && dependent.childRelationship && livedWith && under17;
  // Pub 501 (2024) Gross Income Test: a qualifying relative's gross income must be less than 5,050.
  const failsGrossIncomeTest = !isQualifyingChild && dependent.grossIncome !== null && dependent.grossIncome >= QUALIFYING_RELATIVE_GROSS_INCOME_LIMIT;
  // Pub 501 (2024) 'Member of Household or Relationship Test': someone not related must live with you all year.
  const failsHouseholdTest = dependent.unrelated === true && dependent.monthsLived < 12;
  const isQualifyingRelative = !isQualifyingChild && !failsGrossIncomeTest && !failsHouseholdTest;
  const careAge = ageKnown ? age <= CARE_CHILD_MAX_AGE_AT_YEAR_END : dependent.childRelationship && claims.careExpensesEntered;
  return {
    age,
    ageAssumedUnder17,
    isFullTimeStudent: dependent.isFullTimeStudent,
    isDisabled: dependent.isDisabled,
    livedWithFilerMoreThanHalfYear: livedWith,
    isQualifyingChild,
    isQualifyingRelative,
    failsGrossIncomeTest,
    countsForChildTaxCredit,
    countsForOtherDependentCredit: !noDependents && !lost && !countsForChildTaxCredit && (isQualifyingChild || isQualifyingRelative),
    isEarnedIncomeCreditChild: !lost && isQualifyingChild,
    isChildCareQualifyingPerson: !lost && livedWith && (dependent.isDisabled || careAge),
    claimedByAnotherUnderTieBreaker: lost,
    isHeadOfHouseholdQualifyingPerson: !lost && isQualifyingChild,
  };
}

/** The worksheet for the whole household. */
export function dependentsWorksheet(dependents: readonly DependentFacts[], claims: DependentClaims): DependentsWorksheet {
  const out: DependentsWorksheet = {
    dependents: [],
    childTaxCreditChildren: 0,
    otherDependents: 0,
    earnedIncomeCreditChildren: 0,
    childCareQualifyingPersons: 0,
    headOfHouseholdQualifyingPersons: 0,
    claimedByAnother: 0,
    fullTimeStudents: 0,
    notes: [],
  };
  if (claims.filerCanBeClaimedAsDependent && dependents.length > 0)
    out.notes.push('Someone can claim you (or your spouse) as a dependent: you cannot claim dependents (Pub 501 (2024), Dependent Taxpayer Test).');
  // Unnamed: the first qualifying child is the one the other person claims (one child, as the question asks).
  const unnamedIndex = claims.oneChildClaimedByAnother && (claims.claimedByAnother?.size ?? 0) === 0
    ? dependents.findIndex((facts) => qualifyDependent(facts, claims).isQualifyingChild)
    : -1;
  for (const [index, facts] of dependents.entries()) {
    const dependent = qualifyDependent(facts, claims, index === unnamedIndex || (claims.claimedByAnother?.has(index) ?? false));
    out.dependents.push(dependent);
    if (dependent.countsForChildTaxCredit) out.childTaxCreditChildren++;
    else if (dependent.countsForOtherDependentCredit) out.otherDependents++;
    if (dependent.failsGrossIncomeTest)
      out.notes.push(`A dependent who is not a qualifying child had gross income of ${facts.grossIncome} (5,050 or more): not a qualifying relative, so no credit for other dependents (Pub 501 Gross Income Test).`);
    if (dependent.isEarnedIncomeCreditChild) out.earnedIncomeCreditChildren++;
    if (dependent.isChildCareQualifyingPerson) out.childCareQualifyingPersons++;
    if (dependent.isHeadOfHouseholdQualifyingPerson) out.headOfHouseholdQualifyingPersons++;
    if (dependent.claimedByAnotherUnderTieBreaker) {
      out.claimedByAnother++;
      out.notes.push(`Dependent ${index + 1} is also another person's qualifying child and that person claims the child under the tie-breaker rules (Pub 501 (2024), 'Qualifying Child of More Than One Person'): not counted for the child tax credit, the credit for other dependents, head of household, the care credit or the EIC.`);
    }
    if (dependent.isFullTimeStudent) out.fullTimeStudents++;
    if (facts.age === null && facts.childRelationship)
      out.notes.push(claims.childTaxCreditClaimed
        ? 'A child whose age is unknown (date of birth encrypted) counts as under 17 because the child tax credit box was ticked.'
        : 'A child whose age is unknown and without the child tax credit box ticked counts for the credit for other dependents.');
  }
  return out;
}

/**
 * Under `limit` at the end of 2024, for the age tests of other forms and of the states (under 6, 13, 19, 24, ...).
 * An unknown age meets a limit of 17 or more only when the user claimed the child tax credit for the child.
 */
export function isYoungerThan(dependent: Pick<QualifiedDependent, 'age' | 'ageAssumedUnder17'>, limit: number): boolean {
  return dependent.age !== null ? dependent.age < limit : dependent.ageAssumedUnder17 && limit >= CTC_AGE_LIMIT;
}
