// Test helpers: federal facts with every amount 0 unless given, and a parsed form.
import { parseForm1040Data, type Form1040Data, type Form1040Input } from '@taxapp/contracts/form';
import type { FederalFactsForStates } from '../types';

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
    netCapitalGain: 0,
    netLongTermCapitalGain: 0,
    netShortTermCapitalGain: 0,
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
    itemized: { medical: 0, stateAndLocalTaxes: 0, stateLocalIncomeTax: 0, realEstateTax: 0, mortgageInterest: 0, charitable: 0, other: 0 },
    federalIncomeTax: 0,
    federalEarnedIncomeCredit: 0,
    federalChildCareCredit: 0,
    taxpayerAge: 40,
    spouseAge: 0,
    taxpayerBlind: false,
    spouseBlind: false,
    dependents: [],
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
