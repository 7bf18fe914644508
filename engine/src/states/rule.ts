// The shape of a state's own rules: everything the parameter table cannot say. A rule only fills the hooks
// its state needs; the generic computation (compute.ts) does the rest from the table.
import type { StateContext } from './context';
import type { Schedule, StateParams, StateStatus } from './params';
import type { StateCredit } from './types';

export interface Adjustment {
  name: string;
  amount: number;
  source: string;
}

export interface GrossIncome {
  /** Card row "Gross Income". */
  gross: number;
  /** The state's own AGI before the generic subtractions (which are then skipped). */
  agi: number;
  /** How it was built, for the explanation (built only when the explanation is read). */
  formula: () => string;
  source: string;
}

export interface TaxComputation {
  tax: number;
  formula: () => string;
  source: string;
  marginalRate: number;
}

export interface DeductionResult {
  amount: number;
  formula: () => string;
  source: string;
}

export interface StateRule {
  /** Form the state's resident return is filed on, e.g. 'NJ-1040'. */
  form: string;
  /**
   * The status a federal qualifying surviving spouse files under on this state's form when it is not married filing
   * jointly (KS K-40: "If your federal filing status is qualifying widow(er) ..., check the Head of Household box").
   */
  qualifyingSurvivingSpouseAs?: StateStatus;
  /** Income starting point when the state builds its own gross income (NJ, PA, MA). */
  grossIncome?(ctx: StateContext): GrossIncome;
  /** True when the state taxes social security as the federal return does (else taxable SS is subtracted). */
  taxesSocialSecurity?: boolean;
  /** For states that tax social security: the part of taxable SS they exempt. */
  socialSecurityRelief?(ctx: StateContext): Adjustment | null;
  /** Other subtractions from (negative: additions to) the starting point. */
  adjustments?(ctx: StateContext): Adjustment[];
  /** Itemized deductions allowed (federal Schedule A less state and local income tax); the larger is used. */
  allowsItemized?: boolean;
  /**
   * The state's own itemized deduction (CA Schedule CA (540) Part II, NY Form IT-196), built from the Schedule A parts
   * and taken when larger than the standard deduction, whether or not the federal return itemized. Replaces the
   * generic `allowsItemized` (federal Schedule A less state income tax). `agi` is the state's AGI.
   */
  itemizedDeduction?(ctx: StateContext, agi: number): DeductionResult;
  /** The standard deduction equals the one the federal return is entitled to (AZ-style conformity). */
  standardDeductionIsFederal?: boolean;
  /** Standard deduction with the state's own phase-in or phase-out. */
  standardDeduction?(ctx: StateContext, agi: number, table: number): DeductionResult;
  /** Personal and dependent exemptions (deductions) when the table's flat amounts are not the rule. */
  exemptions?(ctx: StateContext, agi: number): DeductionResult;
  /** Tax on taxable income when a bracket schedule is not the rule (base amounts, recapture, special rates). */
  tax?(ctx: StateContext, taxable: number, agi: number, schedule: Schedule, params: StateParams): TaxComputation;
  /** Credits against the tax (exemption credits the table lists are added by the generic code unless replaced). */
  credits?(ctx: StateContext, agi: number, taxable: number, tax: number): StateCredit[];
  /** The table's exemption credits are replaced by credits() (their phase-outs live there). */
  replacesExemptionCredits?: boolean;
  /** Notes shown in the calculation details (what is approximated). */
  notes?: string[];
}
