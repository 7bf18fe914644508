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

export function federalResult(c: Form1040Computation, dependentsCount: number): FederalResult {
  const taxLiability = c.taxBeforeCredits + c.otherTaxes;
  const totalCredits = c.nonrefundableCredits + c.refundableCredits;
  const totalWithholdings = c.withholding + c.estimatedPayments;
  return {
    taxYear: 2024,
    filingStatus: c.status,
    dependentsCount,
    agi: c.agi,
    taxableIncome: c.taxableIncome,
    taxLiability,
    totalCredits,
    taxAfterCredits: c.totalTax - c.refundableCredits,
    totalWithholdings,
    refundOwed: c.refund - c.amountDue,
    totalIncome: c.totalIncome,
    regularTax: c.regularTax,
    selfEmploymentTax: c.selfEmploymentTax,
    totalTax: c.totalTax,
    totalPayments: c.totalPayments,
    refund: c.refund,
    amountDue: c.amountDue,
    standardDeduction: c.standardDeduction,
    itemizedDeductions: c.itemizedDeductions,
    deductionType: c.itemizes ? 'itemized' : 'standard',
    aboveLineDeductions: c.adjustments,
    netCapitalGain: c.netCapitalGain,
    capitalGainOrLoss: c.capitalGainOrLoss,
    capitalLossDeduction: c.capitalLossDeduction,
    capitalLossCarryforward: c.capitalLossCarryforward,
    qbiDeduction: c.qbiDeduction,
    alternativeMinimumTax: c.alternativeMinimumTax,
    additionalMedicareTax: c.additionalMedicareTax,
    netInvestmentIncomeTax: c.netInvestmentIncomeTax,
    nonrefundableCredits: c.nonrefundableCredits,
    refundableCredits: c.refundableCredits,
    credits: c.credits,
    withholding: c.withholding,
    estimatedTaxPayments: c.estimatedPayments,
    marginalRate: c.marginalRate,
    effectiveRate: c.totalIncome > 0 ? Math.round((c.totalTax / c.totalIncome) * 10_000) / 10_000 : 0,
    lines: c.lines,
  };
}

/** The facts a state return starts from (the states agent's contract). */
/** The state facts with each dependent as the dependents worksheet (dependents.ts) read it. */
export type FederalFactsWithDependents = Omit<FederalFactsForStates, 'dependents'> & { dependents: QualifiedDependent[] };

const earnings = (person: PersonFacts): PersonEarnings => ({
  wages: person.wages,
  ficaWithheld: person.socialSecurityTaxWithheld + person.medicareTaxWithheld,
});

export function federalFactsForStates(c: Form1040Computation): FederalFactsWithDependents {
  // The dependents worksheet (dependents.ts) decides every test once; the states read the same answers
  // (an unknown age counts as under 17 only when the child tax credit was claimed for the child).
  const dependents: QualifiedDependent[] = c.dependents.dependents;
  return {
    filingStatus: c.status,
    totalIncome: c.totalIncome,
    federalAgi: c.agi,
    federalTaxableIncome: c.taxableIncome,
    wages: c.wages,
    taxableInterest: c.taxableInterest,
    taxExemptInterest: c.taxExemptInterest,
    ordinaryDividends: c.ordinaryDividends,
    qualifiedDividends: c.qualifiedDividends,
    capitalGainOrLoss: c.capitalGainOrLoss,
    netLongTermCapitalGain: c.netLongTermCapitalGain,
    netShortTermCapitalGain: c.netShortTermCapitalGain,
    businessIncome: c.businessIncome,
    rentalIncome: c.rentalIncome,
    socialSecurityBenefits: c.socialSecurityBenefits,
    taxableSocialSecurity: c.taxableSocialSecurity,
    taxableIraDistributions: c.taxableIra,
    taxablePensions: c.taxablePensions,
    unemployment: c.unemployment,
    otherIncome: c.otherIncome,
    adjustmentsToIncome: c.adjustments,
    selfEmploymentTaxDeduction: c.deductiblePartOfSelfEmploymentTax,
    iraDeduction: c.iraDeduction,
    standardDeduction: c.standardDeduction,
    itemizedDeductions: c.itemizedDeductions,
    itemizes: c.itemizes,
    qbiDeduction: c.qbiDeduction,
    itemized: {
      medical: c.itemized.medical,
      stateAndLocalTaxes: c.itemized.salt,
      stateLocalIncomeTax: c.itemized.stateLocalIncomeTax,
      realEstateTax: c.itemized.realEstateTax,
      mortgageInterest: c.itemized.mortgageInterest,
      charitable: c.itemized.charitable,
      other: c.itemized.other,
    },
    federalIncomeTax: c.taxAfterNonrefundable,
    federalEarnedIncomeCredit: c.credits.earnedIncomeCredit,
    federalChildCareCredit: c.credits.childAndDependentCare,
    taxpayerAge: c.taxpayerAge,
    spouseAge: c.facts.spouse ? c.spouseAge : 0, // types.ts: 0 when there is no spouse
    taxpayerBlind: c.facts.taxpayer.blind,
    spouseBlind: c.facts.spouse?.blind ?? false,
    dependents,
    // What the states read besides the federal lines: per-person W-2 figures, boxes 15-20 per state, residence.
    taxpayerEarnings: earnings(c.facts.taxpayer),
    spouseEarnings: c.facts.spouse ? earnings(c.facts.spouse) : null,
    w2States: c.facts.w2States,
    documentStateWithholding: c.facts.documentStateWithholding,
    residence: c.facts.residence,
  };
}

export { computeForm1040 };
