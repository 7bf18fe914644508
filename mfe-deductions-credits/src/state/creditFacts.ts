// The credit facts being typed (issue 14 item 4): the form's `creditFacts` with amounts kept as typed text
// until saved (the schema reads '2500' as 2500), and each dependent's gross income.
import type { CreditFacts, Dependent, EnergyPropertyKind } from '@taxapp/contracts/form';
import type { EntryFact } from '@taxapp/contracts/deductionCreditMapping';
import { isAcceptedAmount } from './drafts';

type Typed<T> = { [K in keyof T]: T[K] extends number ? string : T[K] };
export type CareExpenseDraft = Typed<Pick<CreditFacts['careExpenses'][number], 'amount' | 'providerName' | 'dependentIndex'>>;
export type StudentDraft = Typed<Pick<CreditFacts['students'][number], 'tuitionPaid' | 'scholarships' | 'firstFourYears' | 'atLeastHalfTime' | 'aotcClaimedFourYears' | 'felonyDrugConviction'>> & {
  student: 'taxpayer' | 'spouse' | number;
};
export type ContributionDraft = {
  owner: 'taxpayer' | 'spouse';
  kind: 'ira' | 'elective-deferral';
  amount: string;
};
export type AdoptionDraft = {
  dependentIndex: number | null;
  childName: string;
  specialNeeds: boolean;
  foreign: boolean;
  yearFinal: number | null;
  priorCreditClaimed: string;
  expenses2024: string;
  expensesEarlier: string;
};
export type EnergyItemDraft = { kind: EnergyPropertyKind; cost: string; fuelCellKilowatts: string };
export type CreditFactsDraft = {
  careExpenses: CareExpenseDraft[];
  students: StudentDraft[];
  retirementContributions: ContributionDraft[];
  retirementDistributions: { taxpayer: string; spouse: string };
  adoptions: AdoptionDraft[];
  adoptionCarryforward: string;
  energyProperty: EnergyItemDraft[];
  energyCarryforward: string;
  childrenClaimedByAnother: number[];
  eicChildClaimedByAnother: boolean;
  eicDisallowedBefore: boolean;
  /** Dependent index -> typed gross income ('' = not asked). */
  dependentGrossIncome: Record<number, string>;
};

const text = (value: number) => (value > 0 ? String(value) : '');

export function factsDraftFrom(facts: CreditFacts | undefined, dependents: readonly Dependent[]): CreditFactsDraft {
  return {
    careExpenses: (facts?.careExpenses ?? []).map((row) => ({ dependentIndex: row.dependentIndex, amount: text(row.amount), providerName: row.providerName })),
    students: (facts?.students ?? []).map((row) => ({
      student: row.student,
      tuitionPaid: text(row.tuitionPaid),
      scholarships: text(row.scholarships),
      firstFourYears: row.firstFourYears,
      atLeastHalfTime: row.atLeastHalfTime,
      aotcClaimedFourYears: row.aotcClaimedFourYears,
      felonyDrugConviction: row.felonyDrugConviction,
    })),
    retirementContributions: (facts?.retirementContributions ?? []).map((row) => ({ owner: row.owner, kind: row.kind, amount: text(row.amount) })),
    retirementDistributions: { taxpayer: text(facts?.retirementDistributions.taxpayer ?? 0), spouse: text(facts?.retirementDistributions.spouse ?? 0) },
    adoptions: (facts?.adoptions ?? []).map((row) => ({
      dependentIndex: row.dependentIndex, childName: row.childName, specialNeeds: row.specialNeeds, foreign: row.foreign, yearFinal: row.yearFinal,
      priorCreditClaimed: text(row.priorCreditClaimed), expenses2024: text(row.expenses2024), expensesEarlier: text(row.expensesEarlier),
    })),
    adoptionCarryforward: text(facts?.adoptionCarryforward ?? 0),
    energyProperty: (facts?.energyProperty ?? []).map((row) => ({ kind: row.kind, cost: text(row.cost), fuelCellKilowatts: text(row.fuelCellKilowatts) })),
    energyCarryforward: text(facts?.energyCarryforward ?? 0),
    childrenClaimedByAnother: [...(facts?.childrenClaimedByAnother ?? [])],
    eicChildClaimedByAnother: facts?.eicChildClaimedByAnother ?? false,
    eicDisallowedBefore: facts?.eicDisallowedBefore ?? false,
    dependentGrossIncome: Object.fromEntries(dependents.map((dependent, index) => [index, dependent.grossIncome === null || dependent.grossIncome === undefined ? '' : String(dependent.grossIncome)])),
  };
}

/** What is saved as `creditFacts` (amounts as typed; the schema reads them). */
export function creditFactsToSave(draft: CreditFactsDraft) {
  const { dependentGrossIncome: _dependentGrossIncome, energyProperty, ...facts } = draft;
  // Kilowatts are a number, not an amount: '' is 0.
  return { ...facts, energyProperty: energyProperty.map((row) => ({ ...row, fuelCellKilowatts: row.fuelCellKilowatts === '' ? 0 : Number(row.fuelCellKilowatts) })) };
}

/** The dependents with the gross incomes typed here (null where nothing was typed). */
export function dependentsWithGrossIncome(dependents: readonly Dependent[], draft: CreditFactsDraft): Dependent[] {
  return dependents.map((dependent, index) => {
    const typed = draft.dependentGrossIncome[index] ?? '';
    return { ...dependent, grossIncome: typed === '' ? null : Number(typed) };
  });
}

/** A typed amount is kept only when spec 3 §5 accepts it. */
export function acceptAmount(previous: string, typed: string): string {
  return isAcceptedAmount(typed) ? typed : previous;
}

/** Which fact editors a sub-option shows (the mapping's `needs`). */
export function factEditors(needs: readonly EntryFact[]) {
  return {
    care: needs.includes('careDependent'),
    students: needs.includes('student'),
    aotcTests: needs.includes('aotcTests'),
    contributions: needs.includes('contributionOwner'),
    contributionKind: needs.includes('contributionKind'),
    distributions: needs.includes('retirementDistributions'),
    eic: needs.includes('eicOtherClaimant'),
    adoption: needs.includes('adoptedChild'),
    energy: needs.includes('energyProperty'),
    dependentIncome: needs.includes('dependentGrossIncome'),
  };
}
