// Types shared by the state engine and the federal engine that calls it.
// State result: spec 3 §3 "State result" and the rows of the State Tax Calculation card (spec 3 §2).
import type { FilingStatus } from '@taxapp/contracts/form';
import type { QualifiedDependent } from '../dependents';
import type { Box14Fund, Box14Use } from '../w2Box14';

/**
 * A dependent as the dependents worksheet (engine/src/dependents.ts) read it for the federal return: the states
 * apply the same tests, so a child of unknown age counts the same way federally and in every state.
 */
export type DependentFact = Pick<QualifiedDependent, 'age' | 'ageAssumedUnder17' | 'isQualifyingChild' | 'isFullTimeStudent'>;

/** One person's earnings as the W-2s give them. */
export interface PersonEarnings {
  /** W-2 box 1 (the taxpayer's also holds Form 1040 line 1a typed beyond the W-2s). */
  wages: number;
  /** W-2 boxes 4 + 6: social security and Medicare tax withheld (FICA). */
  ficaWithheld: number;
}

/** The W-2s naming one state in box 15 (blank and unknown codes are grouped as typed; the states decide what they mean). */
export interface W2StateFacts {
  /** W-2 box 15's postal code (the ID number after it dropped), else box 15 as typed, upper-cased; '' when blank. */
  state: string;
  /** W-2 box 1 on these W-2s. */
  wages: number;
  /** W-2 box 16 of each W-2, or its box 1 when box 16 is blank or 0. */
  stateWages: number;
  /**
   * Box 16 of the further state rows a W-2 prints for this state (a commuter's second row): wages this state may
   * source, not more wages of the filer (stateWages holds each W-2 once, by its first row).
   */
  additionalRowWages?: number;
  /** W-2 box 17 (every row naming this state). */
  stateTaxWithheld: number;
  /** W-2 box 19. */
  localTaxWithheld: number;
  /** W-2 box 20, each locality named, in order. */
  localities: string[];
  /** Each W-2's box 19 with its own box 20, so each local tax gets its own withholding; absent = box 19 as one sum. */
  localRows?: { locality: string; withheld: number }[];
}

/** A W-2 box 14 line the return uses (w2Box14.ts): the state of the W-2's first row, the label as printed, its use. */
export interface W2Box14Fact {
  state: string;
  label: string;
  use: Box14Use;
  amount: number;
  /** Whose W-2 it is (absent: the taxpayer's). NJ-2450 is filed for each spouse apart. */
  owner?: 'taxpayer' | 'spouse';
  /** The employer (box b EIN, else box c name): NJ-2450 needs two or more employers. */
  employer?: string;
  /** A state fund contribution: the fund and the state the label names (else the W-2's). */
  fund?: Box14Fund;
  fundState?: string;
}

/** Where the filer lived in 2024 (spec 1 §3.1 address and residency fields), as entered. */
export interface ResidenceFacts {
  state: string;
  city: string;
  zip: string;
  isFullYearResident: boolean;
  primaryStateStartDate: string;
  primaryStateEndDate: string;
  /** '' or 'not_applicable' when none. */
  additionalState: string;
  additionalStateStartDate: string;
  additionalStateEndDate: string;
  /** The State Questions step's answers for the residence's local taxes (contracts/src/stateQuestions.ts); absent = not asked. */
  localityAnswers?: { county: string; municipality: string; schoolDistrict: string; nycResidency: '' | 'nyc' | 'yonkers' | 'neither' };
}

/**
 * The federal figures a state return starts from. A plain object the federal engine fills once per return;
 * every amount is a whole-year 2024 figure in dollars (not rounded), 0 when absent.
 */
export interface FederalFactsForStates {
  filingStatus: FilingStatus;
  /** Form 1040 line 9. */
  totalIncome: number;
  /** Form 1040 line 11. */
  federalAgi: number;
  /** Form 1040 line 15. */
  federalTaxableIncome: number;
  /** Form 1040 line 1a (W-2 box 1, all W-2s). */
  wages: number;
  /** Form 1040 line 2b. */
  taxableInterest: number;
  /** Form 1040 line 2a. */
  taxExemptInterest: number;
  /** Form 1040 line 3b. */
  ordinaryDividends: number;
  /** Form 1040 line 3a. */
  qualifiedDividends: number;
  /** Form 1040 line 7 (after the 3,000 loss limit; negative for a loss); not Schedule D line 16 (the federal result's netCapitalGain). */
  capitalGainOrLoss: number;
  /** Schedule D line 15: net long-term gain or loss (before the loss limit), for WA and the LTCG exclusions. */
  netLongTermCapitalGain: number;
  /**
   * Net long-term gain or loss of the 1099-B sales of assets acquired after December 31, 2011 with a verifiable date
   * (Arizona Form 140 line 23 worksheet, column (e)); capital gain distributions are not in it (their shares' dates
   * are not on the form).
   */
  longTermGainAcquiredAfter2011: number;
  /** Schedule D line 13: capital gain distributions (1099-DIV box 2a), included in netLongTermCapitalGain. PA taxes them as dividends. */
  capitalGainDistributions: number;
  /** Schedule D line 7: net short-term gain or loss (MA taxes it at 8.5%). */
  netShortTermCapitalGain: number;
  /** Schedule 1 line 3 (Schedule C net profit or loss, 1099-NEC/MISC included). */
  businessIncome: number;
  /** Schedule 1 line 5 (Schedule E rental net). */
  rentalIncome: number;
  /** Form 1040 line 6a. */
  socialSecurityBenefits: number;
  /** Form 1040 line 6b. */
  taxableSocialSecurity: number;
  /** Schedule 1 line 1: state and local income tax refunds taxed federally (the states subtract them). Absent = 0. */
  stateRefundIncome?: number;
  /** Form 1040 line 4b. */
  taxableIraDistributions: number;
  /** Form 1040 line 5b. */
  taxablePensions: number;
  /** Schedule 1 line 7. */
  unemployment: number;
  /** Schedule 1 line 9 (gambling, prizes, other income). */
  otherIncome: number;
  /** Schedule 1 line 26 (adjustments to income). */
  adjustmentsToIncome: number;
  /** Schedule 1 line 15: deductible part of self-employment tax (part of adjustmentsToIncome). */
  selfEmploymentTaxDeduction: number;
  /** Schedule 1 line 20: IRA deduction (part of adjustmentsToIncome; NJ and PA do not allow it). */
  iraDeduction: number;
  /** The standard deduction the return is entitled to (Form 1040 line 12 when not itemizing). */
  standardDeduction: number;
  /** Schedule A line 17 (0 when not computed). */
  itemizedDeductions: number;
  /** True when Form 1040 line 12 is the itemized amount. */
  itemizes: boolean;
  /** Form 1040 line 13 (QBI). */
  qbiDeduction: number;
  /** Schedule A components (after the federal limits), for states that start from them. */
  itemized: {
    /** Schedule A line 1 (medical and dental expenses before the 7.5% of AGI floor). */
    medicalExpenses: number;
    /** Schedule A line 4. */
    medical: number;
    /** Schedule A line 5e (SALT after the 10,000 / 5,000 cap). */
    stateAndLocalTaxes: number;
    /** Schedule A line 5a (state and local income or sales tax, before the cap). */
    stateLocalIncomeTax: number;
    /** Schedule A line 5b (real estate taxes, before the cap; the larger of the deduction entry and propertyTax). */
    realEstateTax: number;
    /** Schedule A line 5c (personal property taxes, before the cap). */
    personalPropertyTax: number;
    /** Schedule A line 8a. */
    mortgageInterest: number;
    /** Schedule A line 14 (after the federal AGI limits). */
    charitable: number;
    /** Schedule A lines 9 (investment interest) + 15 (casualty and theft losses). */
    other: number;
  };
  /** Form 1040 line 22 (tax after nonrefundable credits): AL, MO, OR allow a deduction for it. */
  federalIncomeTax: number;
  /** Form 1040 line 27 (earned income credit): many states' EITCs are a share of it. */
  federalEarnedIncomeCredit: number;
  /** Form 2441 credit (1040 Schedule 3 line 2): several states' care credits are a share of it. */
  federalChildCareCredit: number;
  /** Age on 31 Dec 2024; null when not known. */
  taxpayerAge: number | null;
  /** 0 when there is no spouse on the return. */
  spouseAge: number | null;
  taxpayerBlind: boolean;
  spouseBlind: boolean;
  dependents: DependentFact[];
  taxpayerEarnings: PersonEarnings;
  /** null when there is no spouse on the return. */
  spouseEarnings: PersonEarnings | null;
  /** The W-2s grouped by box 15, in the order first seen: state wages and withholding per state. */
  w2States: W2StateFacts[];
  /** W-2 box 14 lines the return uses (New York adds 414(h) contributions back, IT-201 line 22). Absent = none. */
  w2Box14?: W2Box14Fact[];
  /** State income tax withheld on 1099s (investment documents, contractor 1099s): credited to the primary state. */
  documentStateWithholding: number;
  residence: ResidenceFacts;
  /**
   * Form 1040 'Someone can claim: You as a dependent': the states that have their own standard deduction or personal
   * exemption limit it for such a filer (CA 540 line 18 worksheet, NY IT-201 line 34, ...). Absent = false.
   */
  canBeClaimedAsDependent?: boolean;
  /** Form 1040 'Someone can claim: Your spouse as a dependent', on a joint return only. Absent = false. */
  spouseCanBeClaimedAsDependent?: boolean;
  /** Rent paid for the main home in 2024 (the form's rentPaid): NJ Worksheet H counts 18% of it as property tax. */
  rentPaid: number;
  /**
   * Each pension 1099-R (not IRAs): its payer's name and taxable amount (box 2a as Form 1040 line 5b counts it), for the
   * states that exclude government pensions in full (NY IT-201 line 26). Absent = not read.
   */
  pensionPayers?: { payer: string; taxable: number }[];
  /**
   * Each 1099-R (pensions and IRAs): whose it is (the form's owner), its payer, its taxable amount (as Form 1040 line
   * 4b / 5b counts it) and who pays it as answered on the State Questions step, for the states that tie an exclusion
   * to each spouse (NY IT-201 line 29) or treat government pensions apart (NY line 26, MI). Absent = not read.
   */
  retirementDistributions?: RetirementDistributionFact[];
  /** 2024 estimated payments and overpayment applied, by state code (upper-cased): each state's payments line. */
  stateEstimatedPayments: Record<string, number>;
  /** The Credits screen's 'State Tax Credits' rows (credit type as chosen, amount typed), for the state of residence. */
  enteredStateCredits: EnteredCredit[];
  /** The Credits screen's 'Local Tax Credits' rows, for the residence's local tax. */
  enteredLocalCredits: EnteredCredit[];
}

/** Who pays a pension, as the user answered: 'unknown' = not answered (the states go by the payer's name); IRAs are 'no'. */
export type GovernmentPayer =
  | { kind: 'unknown' }
  | { kind: 'no' }
  | { kind: 'federal' }
  | { kind: 'military' }
  | { kind: 'state-local'; state: string };

/** One Form 1099-R as the states read it. */
export interface RetirementDistributionFact {
  owner: 'taxpayer' | 'spouse';
  /** An IRA/SEP/SIMPLE distribution (Form 1040 line 4b) rather than a pension (line 5b). */
  isIra: boolean;
  payer: string;
  taxable: number;
  governmentPayer: GovernmentPayer;
}

/** A credit row typed on the Credits screen (special situations): its dropdown type and amount. */
export interface EnteredCredit {
  type: string;
  amount: number;
}

/** How a state's tax is built (spec 3 §3 "State rule table"). */
export type StateTaxType = 'none' | 'flat' | 'progressive' | 'limited';
export type ResidentType = 'resident' | 'part-year' | 'nonresident';

/** One line of the State Tax Calculation card with its explanation. */
export interface StateLine {
  /** Card row key, e.g. 'taxableIncome'. */
  key: string;
  label: string;
  amount: number;
  /** The formula with its inputs, in words. */
  formula: string;
  /** The state's rule: form and line, statute or instruction page. */
  source: string;
}

export interface StateCredit {
  name: string;
  amount: number;
  refundable: boolean;
  source: string;
}

export interface BracketStep {
  min: number;
  max: number | null;
  rate: number;
  /** Income taxed in this step. */
  amountTaxed: number;
  tax: number;
}

/**
 * A local income tax (county, municipal, school district, NYC/Yonkers): its own line with its own withholding and
 * its own refund or amount due, never part of the state tax (ARCHITECTURE decision 9).
 */
export interface LocalTax {
  jurisdiction: string;
  base: number;
  rate: number;
  amount: number;
  formula: string;
  source: string;
  /** True when the locality is not known and the spec's rate is shown as an estimate. */
  estimated: boolean;
  /** W-2 box 19 local tax withheld counted for this locality (box 20 names it, or it is the residence's). */
  withholding: number;
  refund: number;
  amountDue: number;
}

export interface StateBreakdown {
  /** What the state starts from: 'federal-agi', 'federal-taxable-income', 'state-gross-income', ... */
  incomeStartingPoint: string;
  additions: { name: string; amount: number; source: string }[];
  subtractions: { name: string; amount: number; source: string }[];
  brackets: BracketStep[];
  /** Credits against state tax (exemption credits, other-state credit, ...). */
  credits: StateCredit[];
  totalCredits: number;
  localTaxes: LocalTax[];
  /** days/365 for a part-year period (spec 3 §4), the state-source share for a nonresident, else 1. */
  allocationRatio: number;
  /** Full-year figures before the allocation. */
  fullYearTaxableIncome: number;
  fullYearTax: number;
  /** Every row of the card with its formula and source, in card order. */
  lines: StateLine[];
}

/** One state of spec 3 §3 "State result". */
export interface StateTaxResult {
  state: string;
  stateName: string;
  taxType: StateTaxType;
  residentType: ResidentType;
  daysInState: number;
  grossIncome: number;
  adjustedGrossIncome: number;
  federalAgiBase: number;
  stateDeductions: number;
  personalExemptions: number;
  /** Prorated for days (spec 3 §4). */
  taxableIncome: number;
  regularTax: number;
  /** Total credits (the card shows "Tax Credits" only when above 0). */
  credits: number;
  /** Total of the local taxes (breakdown.localTaxes), each with its own withholding and balance; not in stateTax. */
  localTax: number;
  /** Regular tax - credits, not below 0 (local taxes are apart: ARCHITECTURE decision 9). */
  stateTax: number;
  withholdings: number;
  /** 2024 estimated payments and last year's overpayment applied for this state (the form's stateEstimatedTaxPayments). */
  estimatedPayments: number;
  refund: number;
  amountDue: number;
  /** W-2 box 19 withheld for the local taxes, and their own refund and amount due (sums over breakdown.localTaxes). */
  localWithholdings: number;
  localRefund: number;
  localAmountDue: number;
  /** Top bracket rate reached (decimal, 0.0637 = 6.37%). */
  marginalRate: number;
  /** stateTax / grossIncome (decimal). */
  effectiveRate: number;
  /** Why the tax is 0 for an untaxed state, else null. */
  noTaxReason: string | null;
  breakdown: StateBreakdown;
  calculationDetails: string[];
}

export interface StateResult {
  states: StateTaxResult[];
  totalStateTax: number;
  totalWithholdings: number;
  totalRefund: number;
  totalAmountDue: number;
  /** The local taxes apart: their tax, withholding, refunds and amounts due over every state. */
  totalLocalTax: number;
  totalLocalWithholdings: number;
  totalLocalRefund: number;
  totalLocalAmountDue: number;
}
