// The federal result of spec 3 §3 (server form and full form) from the Form 1040 computation, and the
// facts the state engine starts from (FederalFactsForStates, engine/src/states/types.ts).
import type { FederalResult as FederalResultJson } from '@taxapp/contracts/api/calculation';
import { computeForm1040, type Form1040Computation } from './form1040';
import type { Lines } from './explain';
import type { FederalFactsForStates, PersonEarnings } from './states/types';
import type { PersonFacts } from './returnFacts';
import type { QualifiedDependent } from './dependents';

/**
 * The federal result of spec 3 §3 as contracts declares it (contracts/src/api/calculation.ts, where each field
 * names its form and line), with the lines kept as the engine's Lines: they serialise to the declared
 * `lines` object (keyed by line id) only when read, so a return computed for the header costs no strings.
 */
export type FederalResult = Omit<FederalResultJson, 'lines'> & { lines: Lines };

export function federalResult(computation: Form1040Computation, dependentsCount: number): FederalResult {
  const taxLiability = computation.taxBeforeCredits + computation.otherTaxes;
  const totalCredits = computation.nonrefundableCredits + computation.refundableCredits;
  const totalWithholdings = computation.withholding + computation.estimatedPayments;
  return {
    taxYear: 2024,
    filingStatus: computation.status,
    dependentsCount,
    agi: computation.agi,
    taxableIncome: computation.taxableIncome,
    taxLiability,
    totalCredits,
    taxAfterCredits: computation.totalTax - computation.refundableCredits,
    totalWithholdings,
    refundOwed: computation.refund - computation.amountDue,
    totalIncome: computation.totalIncome,
    regularTax: computation.regularTax,
    selfEmploymentTax: computation.selfEmploymentTax,
    totalTax: computation.totalTax,
    totalPayments: computation.totalPayments,
    refund: computation.refund,
    amountDue: computation.amountDue,
    standardDeduction: computation.standardDeduction,
    itemizedDeductions: computation.itemizedDeductions,
    deductionType: computation.itemizes ? 'itemized' : 'standard',
    aboveLineDeductions: computation.adjustments,
    netCapitalGain: computation.netCapitalGain,
    capitalGainOrLoss: computation.capitalGainOrLoss,
    capitalLossDeduction: computation.capitalLossDeduction,
    capitalLossCarryforward: computation.capitalLossCarryforward,
    qbiDeduction: computation.qbiDeduction,
    alternativeMinimumTax: computation.alternativeMinimumTax,
    additionalMedicareTax: computation.additionalMedicareTax,
    netInvestmentIncomeTax: computation.netInvestmentIncomeTax,
    nonrefundableCredits: computation.nonrefundableCredits,
    refundableCredits: computation.refundableCredits,
    credits: computation.credits,
    withholding: computation.withholding,
    estimatedTaxPayments: computation.estimatedPayments,
    marginalRate: computation.marginalRate,
    effectiveRate: computation.totalIncome > 0 ? Math.round((computation.totalTax / computation.totalIncome) * 10_000) / 10_000 : 0,
    lines: computation.lines,
  };
}

/** The facts a state return starts from (the states agent's contract). */
/** The state facts with each dependent as the dependents worksheet (dependents.ts) read it. */
export type FederalFactsWithDependents = Omit<FederalFactsForStates, 'dependents'> & { dependents: QualifiedDependent[] };

const earnings = (person: PersonFacts): PersonEarnings => ({
  wages: person.wages,
  ficaWithheld: person.socialSecurityTaxWithheld + person.medicareTaxWithheld,
});

export function federalFactsForStates(computation: Form1040Computation): FederalFactsWithDependents {
  // The dependents worksheet (dependents.ts) decides every test once; the states read the same answers
  // (an unknown age counts as under 17 only when the child tax credit was claimed for the child).
  const dependents: QualifiedDependent[] = computation.dependents.dependents;
  return {
    filingStatus: computation.status,
    totalIncome: computation.totalIncome,
    federalAgi: computation.agi,
    federalTaxableIncome: computation.taxableIncome,
    wages: computation.wages,
    taxableInterest: computation.taxableInterest,
    taxExemptInterest: computation.taxExemptInterest,
    ordinaryDividends: computation.ordinaryDividends,
    qualifiedDividends: computation.qualifiedDividends,
    capitalGainOrLoss: computation.capitalGainOrLoss,
    netLongTermCapitalGain: computation.netLongTermCapitalGain,
    capitalGainDistributions: computation.capitalGainDistributions,
    longTermGainAcquiredAfter2011: computation.facts.transactions
      .filter((t) => t.term === 'long' && t.acquired !== null && t.acquired >= '2012-01-01')
      .reduce((sum, t) => sum + t.gain, 0),
    netShortTermCapitalGain: computation.netShortTermCapitalGain,
    businessIncome: computation.businessIncome,
    rentalIncome: computation.rentalIncome,
    socialSecurityBenefits: computation.socialSecurityBenefits,
    taxableSocialSecurity: computation.taxableSocialSecurity,
    taxableIraDistributions: computation.taxableIra,
    taxablePensions: computation.taxablePensions,
    unemployment: computation.unemployment,
    stateRefundIncome: computation.stateRefundIncome,
    otherIncome: computation.otherIncome,
    adjustmentsToIncome: computation.adjustments,
    selfEmploymentTaxDeduction: computation.deductiblePartOfSelfEmploymentTax,
    iraDeduction: computation.iraDeduction,
    standardDeduction: computation.standardDeduction,
    itemizedDeductions: computation.itemizedDeductions,
    itemizes: computation.itemizes,
    qbiDeduction: computation.qbiDeduction,
    itemized: {
      medicalExpenses: computation.itemized.medicalExpenses,
      medical: computation.itemized.medical,
      stateAndLocalTaxes: computation.itemized.salt,
      stateLocalIncomeTax: computation.itemized.stateLocalIncomeTax,
      realEstateTax: computation.itemized.realEstateTax,
      personalPropertyTax: computation.itemized.personalPropertyTax,
      mortgageInterest: computation.itemized.mortgageInterest,
      charitable: computation.itemized.charitable,
      other: computation.itemized.other,
    },
    federalIncomeTax: computation.taxAfterNonrefundable,
    federalEarnedIncomeCredit: computation.credits.earnedIncomeCredit,
    federalChildCareCredit: computation.credits.childAndDependentCare,
    taxpayerAge: computation.taxpayerAge,
    spouseAge: computation.facts.spouse ? computation.spouseAge : 0, // types.ts: 0 when there is no spouse
    taxpayerBlind: computation.facts.taxpayer.blind,
    spouseBlind: computation.facts.spouse?.blind ?? false,
    dependents,
    // What the states read besides the federal lines: per-person W-2 figures, boxes 15-20 per state, residence.
    taxpayerEarnings: earnings(computation.facts.taxpayer),
    spouseEarnings: computation.facts.spouse ? earnings(computation.facts.spouse) : null,
    w2States: computation.facts.w2States,
    w2Box14: computation.facts.w2Box14,
    pensionPayers: computation.facts.pensionPayers,
    retirementDistributions: computation.facts.retirementDistributions,
    documentStateWithholding: computation.facts.documentStateWithholding,
    residence: computation.facts.residence,
    canBeClaimedAsDependent: computation.claimableAsDependent.taxpayer,
    spouseCanBeClaimedAsDependent: computation.claimableAsDependent.spouse,
    rentPaid: computation.facts.rentPaid,
    stateEstimatedPayments: computation.facts.stateEstimatedPayments,
    enteredStateCredits: computation.facts.enteredStateCredits,
    enteredLocalCredits: computation.facts.enteredLocalCredits,
  };
}

export { computeForm1040 };
