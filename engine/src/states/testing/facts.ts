// Test helpers: federal facts with every amount 0 unless given, a parsed form, and the state result of a form
// whose federal figures the test sets by hand.
import { parseForm1040Data, type Form1040Data, type Form1040Input } from '@taxapp/contracts/form';
import { computeForm1040, federalFactsForStates } from '../../federal';
import { computeStates } from '../index';
import type { FederalFactsForStates, StateResult } from '../types';

export function facts(partial: Partial<FederalFactsForStates> = {}): FederalFactsForStates {
  const base: FederalFactsForStates = {
    filingStatus: 'single',
    totalIncome: 0,
    federalAgi: 0,
    federalTaxableIncome: 0,
    wages: 0,
    taxableInterest: 0,
    taxExemptInterest: 0,
    ordinaryDividends: 0,
    qualifiedDividends: 0,
    capitalGainOrLoss: 0,
    netLongTermCapitalGain: 0,
    netShortTermCapitalGain: 0,
    capitalGainDistributions: 0,
    longTermGainAcquiredAfter2011: 0,
    businessIncome: 0,
    rentalIncome: 0,
    socialSecurityBenefits: 0,
    taxableSocialSecurity: 0,
    taxableIraDistributions: 0,
    taxablePensions: 0,
    unemployment: 0,
    otherIncome: 0,
    adjustmentsToIncome: 0,
    selfEmploymentTaxDeduction: 0,
    iraDeduction: 0,
    standardDeduction: 14600,
    itemizedDeductions: 0,
    itemizes: false,
    qbiDeduction: 0,
    itemized: { medicalExpenses: 0, medical: 0, stateAndLocalTaxes: 0, stateLocalIncomeTax: 0, realEstateTax: 0, personalPropertyTax: 0, mortgageInterest: 0, charitable: 0, other: 0 },
    federalIncomeTax: 0,
    federalEarnedIncomeCredit: 0,
    federalChildCareCredit: 0,
    taxpayerAge: 40,
    spouseAge: 0,
    taxpayerBlind: false,
    spouseBlind: false,
    dependents: [],
    taxpayerEarnings: { wages: 0, ficaWithheld: 0 },
    spouseEarnings: null,
    w2States: [],
    documentStateWithholding: 0,
    residence: {
      state: 'NJ', city: '', zip: '', isFullYearResident: true, primaryStateStartDate: '', primaryStateEndDate: '',
      additionalState: 'not_applicable', additionalStateStartDate: '', additionalStateEndDate: '',
    },
    rentPaid: 0,
    stateEstimatedPayments: {},
    enteredStateCredits: [],
    enteredLocalCredits: [],
  };
  return { ...base, ...partial };
}

/** A wage earner: wages only, federal AGI = total income = wages, federal taxable income after the standard deduction. */
export function wageFacts(wages: number, partial: Partial<FederalFactsForStates> = {}): FederalFactsForStates {
  const status = partial.filingStatus ?? 'single';
  const std = partial.standardDeduction ?? (status === 'married-joint' || status === 'qualifying-widow' ? 29200 : status === 'head-of-household' ? 21900 : 14600);
  return facts({
    wages,
    totalIncome: wages,
    federalAgi: wages,
    federalTaxableIncome: Math.max(0, wages - std),
    standardDeduction: std,
    ...partial,
  });
}

export function form(input: Form1040Input = {}): Form1040Data {
  return parseForm1040Data(input);
}

/**
 * The states' result for a form whose federal figures the test gives by hand: what the federal return reads from
 * the form besides its lines (residence, W-2 boxes 15-20 per state, each person's W-2 earnings, Schedule A line 5b)
 * comes from the engine's own reading of the form (computeForm1040 and federalFactsForStates), the rest from `given`.
 */
export function statesFor(input: Form1040Data, given: FederalFactsForStates): StateResult {
  const read = federalFactsForStates(computeForm1040(input));
  return computeStates({
    ...given,
    taxpayerEarnings: read.taxpayerEarnings,
    spouseEarnings: read.spouseEarnings,
    w2States: read.w2States,
    pensionPayers: given.pensionPayers ?? read.pensionPayers,
    documentStateWithholding: read.documentStateWithholding,
    residence: read.residence,
    rentPaid: given.rentPaid || read.rentPaid,
    stateEstimatedPayments: { ...read.stateEstimatedPayments, ...given.stateEstimatedPayments },
    enteredStateCredits: given.enteredStateCredits.length ? given.enteredStateCredits : read.enteredStateCredits,
    enteredLocalCredits: given.enteredLocalCredits.length ? given.enteredLocalCredits : read.enteredLocalCredits,
    itemized: { ...given.itemized, realEstateTax: given.itemized.realEstateTax || read.itemized.realEstateTax },
  });
}
