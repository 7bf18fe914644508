// The federal result of spec 3 §3 (server form and full form) from the Form 1040 computation, and the
// facts the state engine starts from (FederalFactsForStates, engine/src/states/types.ts).
import type { Form1040Data } from '@taxapp/contracts/form';
import { computeForm1040, type Form1040Computation, type FederalCredits } from './form1040';
import type { Lines } from './explain';
import type { FederalFactsForStates } from './states/types';
import type { QualifiedDependent } from './dependents';

export interface FederalResult {
  taxYear: 2024;
  filingStatus: Form1040Data['filingStatus'];
  dependentsCount: number;
  // Server form (spec 3 §3 "Federal result (server form)")
  /** Form 1040 line 11. */
  agi: number;
  /** Form 1040 line 15. */
  taxableIncome: number;
  /** Tax before any credit: Form 1040 line 18 + Schedule 2 line 21 (line 23). */
  taxLiability: number;
  /** Nonrefundable credits (line 21) + refundable credits and other payments of line 32 (lines 27, 28, 29, 31). */
  totalCredits: number;
  /** taxLiability - totalCredits = line 24 - refundable credits (negative when refundable credits exceed the tax). */
  taxAfterCredits: number;
  /** Withholding (line 25d) + estimated payments (line 26). */
  totalWithholdings: number;
  /** Positive = refund (line 34), negative = amount due (line 37). */
  refundOwed: number;
  // Full form (spec 3 §3 "Federal result (local fallback and full form)")
  /** Form 1040 line 9. */
  totalIncome: number;
  /** Form 1040 line 16. */
  regularTax: number;
  /** Schedule 2 line 4. */
  selfEmploymentTax: number;
  /** Form 1040 line 24. */
  totalTax: number;
  /** Form 1040 line 33 (withholding, estimated payments and refundable credits). */
  totalPayments: number;
  /** Form 1040 line 34. */
  refund: number;
  /** Form 1040 line 37. */
  amountDue: number;
  standardDeduction: number;
  /** Schedule A line 17 (computed even when the standard deduction is larger). */
  itemizedDeductions: number;
  deductionType: 'standard' | 'itemized';
  /** Schedule 1 line 26 (Form 1040 line 10). */
  aboveLineDeductions: number;
  /** Schedule D line 16 (net gain or loss before the loss limit). */
  netCapitalGain: number;
  /** Loss allowed this year (Schedule D line 21, as a positive amount). */
  capitalLossDeduction: number;
  /** Capital loss carried to 2025 (short + long term). */
  capitalLossCarryforward: number;
  /** Form 1040 line 13. */
  qbiDeduction: number;
  /** Schedule 2 line 2 (Form 6251 line 11). */
  alternativeMinimumTax: number;
  additionalMedicareTax: number;
  netInvestmentIncomeTax: number;
  nonrefundableCredits: number;
  refundableCredits: number;
  credits: FederalCredits;
  withholding: number;
  estimatedTaxPayments: number;
  marginalRate: number;
  /** totalTax / totalIncome (0 when no income). */
  effectiveRate: number;
  /** Every computed line with its formula, inputs and source (serialises to an object keyed by line id). */
  lines: Lines;
}

export function federalResult(c: Form1040Computation, dependentsCount: number): FederalResult {
  const taxLiability = c.line18 + c.otherTaxes;
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
    netCapitalGain: c.scheduleDNet,
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
    netCapitalGain: c.capitalGainLine7,
    netLongTermCapitalGain: c.longTermNet,
    netShortTermCapitalGain: c.shortTermNet,
    businessIncome: c.businessIncome,
    rentalIncome: c.rentalIncome,
    socialSecurityBenefits: c.socialSecurityBenefits,
    taxableSocialSecurity: c.taxableSocialSecurity,
    taxableIraDistributions: c.taxableIra,
    taxablePensions: c.taxablePensions,
    unemployment: c.unemployment,
    otherIncome: c.otherIncome,
    adjustmentsToIncome: c.adjustments,
    selfEmploymentTaxDeduction: c.halfSeTax,
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
  };
}

export { computeForm1040 };
