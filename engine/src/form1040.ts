// Form 1040 (2024): one method per line, each just below its definition (a static: label, IRS source, formula
// and the definitions it reads), as UsTaxes writes F1040.ts. The Form1040 object also holds what the whole return shares
// (the facts, the Schedule C/SE and Schedule D results, the dependents worksheet) and its schedules, each in
// its own module (schedule1.ts, schedule2.ts, schedule3.ts, scheduleA.ts, schedule8812Lines.ts). A line is
// computed once, when first asked for (Lines.recorded), so the order of the methods is the order of the form.
import type { Form1040Data, FilingStatus } from '@taxapp/contracts/form';
import type { FederalCredits } from '@taxapp/contracts/api/calculation';
import { defineLine, dollars, Lines } from './explain';
import { ageAtLeast, readReturnFacts, type ReturnFacts, type PersonFacts } from './returnFacts';
import { computeScheduleSE, type ScheduleSEResult } from './scheduleSE';
import { computeScheduleD, computeCapitalLossCarryover, type ScheduleDResult } from './scheduleD';
import { computeSocialSecurityWorksheet } from './socialSecurityWorksheet';
import { computeQualifiedDividendsWorksheet } from './qualifiedDividendsWorksheet';
import { computeScheduleDTaxWorksheet } from './scheduleDTaxWorksheet';
import { computeForm6251, type CapitalGainWorksheetFacts } from './form6251';
import { taxOnOrdinaryIncome, marginalRate } from './taxComputation';
import { computeForm8959, type Form8959Result } from './form8959';
import { dependentStandardDeduction, standardDeduction } from './deductions';
import { qbiDeduction } from './form8995';
import { earnedIncomeCredit, type EicResult } from './earnedIncomeCredit';
import { dependentsWorksheet, type DependentsWorksheet } from './dependents';
import { form2441PartIII, type Form2441PartIIIResult } from './form2441';
// In the order of the old single registry, which is the order the explained lines (and /federal's sections) come in.
import { Schedule1 } from './schedule1';
import { ScheduleA } from './scheduleA';
import { Schedule2 } from './schedule2';
import { Schedule3 } from './schedule3';
import { Schedule8812Lines } from './schedule8812Lines';
import { AGE_65, EIC_NO_CHILD_MIN_AGE, KIDDIE_TAX_AGE_LIMIT, KIDDIE_TAX_UNEARNED_INCOME_THRESHOLD } from './years/2024';

export type { FederalCredits };

const F = 'Form 1040 (2024)';

/** EIC without a qualifying child: 25 to 64 at the end of 2024 (unknown age: assumed in range). */
function inEicAgeRange(person: PersonFacts | null): boolean {
  return person !== null && (person.age === null || (person.age >= EIC_NO_CHILD_MIN_AGE && person.age < AGE_65));
}

/**
 * Sub-item id -> its largest amount across the categories of a deductions/credits map, in one pass: the
 * calculators read the same sub-item under several group names (spec 3 §3: 'state-local' and 'stateLocal', ...).
 */
function amountsBySubItem(map: Record<string, Record<string, number>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const category in map) {
    const items = map[category];
    if (!items || typeof items !== 'object') continue;
    for (const id in items) {
      const value = items[id];
      if (typeof value === 'number' && value > (out.get(id) ?? 0)) out.set(id, value);
    }
  }
  return out;
}

/** Schedule C net profit and Schedule SE, per person. */
export interface SelfEmployment {
  taxpayerNetProfit: number;
  spouseNetProfit: number;
  healthInsurancePremiums: number;
  retirementPlanContributions: number;
  taxpayer: ScheduleSEResult;
  spouse: ScheduleSEResult;
}

const NO_SE_TAX: ScheduleSEResult = { netEarnings: 0, tax: 0, deduction: 0 };

/** Form 2441 line 2: who the care was for and the qualified expenses (what Part II and Part III line 16 read). */
export interface CareExpenses {
  /** Qualifying persons the expenses were for (line 2 rows; 2 or more -> the 6,000 limit). */
  qualifyingPersons: number;
  /** Qualified expenses incurred and paid in 2024 for them (line 2 column (d) total, Part III line 16). */
  expenses: number;
  /** Read from creditFacts.careExpenses (which dependent each was for) rather than the typed amount. */
  fromFacts: boolean;
  /** Expenses left out because the dependent named is not a qualifying person (under 13 or disabled, living with you). */
  excludedForNonQualifyingPerson: number;
}

/** W-2 box 10 and Form 2441 Part III (lines 12-26). */
export interface DependentCareBenefits {
  /** Line 12 (both spouses' W-2 box 10). */
  total: number;
  /** Line 25: excluded from income (Part II line 28 less line 24, which is 0 here). */
  excluded: number;
  /** Line 26 (Form 1040 line 1e). */
  taxable: number;
  partIII: Form2441PartIIIResult;
}
export class Form1040 {
  readonly lines = new Lines();
  readonly facts: ReturnFacts;
  readonly status: FilingStatus;
  readonly taxpayer: PersonFacts;
  readonly spouse: PersonFacts | null;
  /** Lived apart from the spouse all year (Social Security and passive loss rules for MFS). */
  readonly livedApartFromSpouse: boolean;
  /**
   * Form 1040 'Someone can claim: You as a dependent', or 'Your spouse as a dependent' on a joint return (the i1040
   * line 12 worksheet for dependents: 'someone can claim you, or your spouse if filing jointly').
   */
  readonly claimableAsDependent: boolean;
  readonly schedule1: Schedule1;
  readonly schedule2: Schedule2;
  readonly schedule3: Schedule3;
  readonly scheduleA: ScheduleA;
  readonly schedule8812: Schedule8812Lines;
  private readonly deductionAmounts: Map<string, number>;
  private readonly creditAmounts: Map<string, number>;
  private selfEmploymentResult: SelfEmployment | undefined;
  private scheduleDResult: ScheduleDResult | undefined;
  private dependentsResult: DependentsWorksheet | undefined;
  private form8959Result: Form8959Result | undefined;
  private earnedIncomeCreditResult: EicResult | undefined;
  private careExpensesResult: CareExpenses | undefined;
  private dependentCareBenefitsResult: DependentCareBenefits | undefined;
  private capitalLossCarryforwardResult: number | undefined;
  private alternativeMinimumTaxGains: CapitalGainWorksheetFacts | null = null;

  constructor(readonly form: Form1040Data, readonly statusNote: string | null) {
    this.facts = readReturnFacts(form, statusNote);
    this.status = this.facts.status;
    this.taxpayer = this.facts.taxpayer;
    this.spouse = this.facts.spouse;
    this.livedApartFromSpouse = form.livedApartFromSpouseAllYear === true;
    this.claimableAsDependent = form.canBeClaimedAsDependent === true || (this.spouse !== null && form.spouseCanBeClaimedAsDependent === true);
    this.deductionAmounts = amountsBySubItem(form.deductions);
    this.creditAmounts = amountsBySubItem(form.credits);
    this.schedule1 = new Schedule1(this);
    this.schedule2 = new Schedule2(this);
    this.schedule3 = new Schedule3(this);
    this.scheduleA = new ScheduleA(this);
    this.schedule8812 = new Schedule8812Lines(this);
  }

  /** A deduction sub-item's amount (deductions map of spec 3 §3), 0 when not entered. */
  deductionEntered(id: string): number {
    return this.deductionAmounts.get(id) ?? 0;
  }

  /** A credit sub-item's amount (credits map of spec 3 §3), 0 when not entered; above 0 when ticked. */
  creditEntered(id: string): number {
    return this.creditAmounts.get(id) ?? 0;
  }

  // ---- What the whole return shares ----

  /** Schedule C (net profit per person, from the business entries and 1099-NEC/MISC) and Schedule SE per person. */
  selfEmployment(): SelfEmployment {
    if (this.selfEmploymentResult) return this.selfEmploymentResult;
    let taxpayerNetProfit = 0;
    let spouseNetProfit = 0;
    let healthInsurancePremiums = 0;
    let retirementPlanContributions = 0;
    for (const business of this.facts.businesses) {
      const net = business.grossReceipts - business.expenses;
      if (business.owner === 'spouse') spouseNetProfit += net;
      else taxpayerNetProfit += net;
      healthInsurancePremiums += business.healthInsurance;
      retirementPlanContributions += business.retirementContributions;
    }
    const spouse = this.spouse;
    return (this.selfEmploymentResult = {
      taxpayerNetProfit,
      spouseNetProfit,
      healthInsurancePremiums,
      retirementPlanContributions,
      taxpayer: taxpayerNetProfit !== 0 ? computeScheduleSE(this.lines, 'taxpayer', taxpayerNetProfit, this.taxpayer.socialSecurityWages) : NO_SE_TAX,
      spouse: spouse && spouseNetProfit !== 0 ? computeScheduleSE(this.lines, 'spouse', spouseNetProfit, spouse.socialSecurityWages) : NO_SE_TAX,
    });
  }

  /** Schedule D (its lines are defined in scheduleD.ts). */
  scheduleD(): ScheduleDResult {
    const facts = this.facts;
    return (this.scheduleDResult ??= computeScheduleD(
      this.lines, this.status, facts.transactions, facts.capitalGainRemainder + facts.cryptoGains, facts.capitalGainDistributions,
      facts.shortTermCarryover, facts.longTermCarryover, facts.collectiblesGain, facts.unrecaptured1250Gain,
    ));
  }

  /**
   * Net capital gain for the tax worksheets and Form 8995 (i1040 line 16: the smaller of Schedule D lines 15
   * and 16 when both are gains).
   */
  netCapitalGainForTax(): number {
    const scheduleD = this.scheduleD();
    return scheduleD.longTerm > 0 && scheduleD.net > 0 ? Math.min(scheduleD.longTerm, scheduleD.net) : 0;
  }

  /** The dependents worksheet (dependents.ts), with what the user claimed standing in for an unknown age. */
  dependents(): DependentsWorksheet {
    return (this.dependentsResult ??= dependentsWorksheet(this.facts.dependents, {
      childTaxCreditClaimed: this.creditEntered('child-tax-credit') > 0,
      careExpensesEntered: this.creditEntered('child-care-expenses') > 0 || this.form.creditFacts.careExpenses.some((entry) => entry.amount > 0),
      // The tie-breaker is applied here once, so the CTC, head of household, Form 2441 and the EIC all follow.
      claimedByAnother: new Set(this.form.creditFacts.childrenClaimedByAnother),
      oneChildClaimedByAnother: this.form.creditFacts.eicChildClaimedByAnother,
      filerCanBeClaimedAsDependent: this.claimableAsDependent,
    }));
  }

  /**
   * Form 2441 line 2 (Pub 503 'Qualifying Person Test'). With creditFacts.careExpenses, each expense counts for the
   * dependent it names when the dependents worksheet makes that dependent a qualifying person (under 13 for part
   * of 2024 or disabled, living with you more than half the year); an expense naming no dependent is read as
   * today's typed amount is: for the qualifying persons the worksheet finds. Without those facts: the amount typed
   * under 'child-care-expenses', for every qualifying person the worksheet finds.
   */
  careExpenses(): CareExpenses {
    if (this.careExpensesResult) return this.careExpensesResult;
    const worksheet = this.dependents();
    const entries = this.form.creditFacts.careExpenses.filter((entry) => entry.amount > 0);
    if (entries.length === 0) {
      const qualifyingPersons = worksheet.childCareQualifyingPersons;
      const entered = this.creditEntered('child-care-expenses');
      return (this.careExpensesResult = {
        qualifyingPersons, expenses: qualifyingPersons > 0 ? entered : 0, fromFacts: false, excludedForNonQualifyingPerson: qualifyingPersons > 0 ? 0 : entered,
      });
    }
    const named = new Set<number>();
    let expenses = 0;
    let unnamed = 0;
    let excluded = 0;
    for (const entry of entries) {
      if (entry.dependentIndex === null) unnamed += entry.amount;
      else if (worksheet.dependents[entry.dependentIndex]?.isChildCareQualifyingPerson) {
        named.add(entry.dependentIndex);
        expenses += entry.amount;
      } else excluded += entry.amount;
    }
    let qualifyingPersons = named.size;
    if (unnamed > 0) {
      if (worksheet.childCareQualifyingPersons > 0) {
        expenses += unnamed;
        qualifyingPersons = Math.max(qualifyingPersons, worksheet.childCareQualifyingPersons);
      } else excluded += unnamed;
    }
    return (this.careExpensesResult = { qualifyingPersons, expenses, fromFacts: true, excludedForNonQualifyingPerson: excluded });
  }

  /** Form 8959 (Additional Medicare Tax and its withholding; lines defined in form8959.ts). */
  form8959(): Form8959Result {
    if (this.form8959Result) return this.form8959Result;
    const { taxpayer, spouse } = this;
    const se = this.selfEmployment();
    return (this.form8959Result = computeForm8959(
      this.lines, this.status, taxpayer.medicareWages + (spouse?.medicareWages ?? 0), se.taxpayer.netEarnings + se.spouse.netEarnings,
      taxpayer.medicareTaxWithheld + (spouse?.medicareTaxWithheld ?? 0),
    ));
  }

  /**
   * Dependent care benefits (W-2 box 10) of both spouses and Form 2441 Part III: excluded only up to the qualified
   * care expenses incurred (line 16, Form 2441 line 2's expenses), each spouse's earned income and 5,000 (2,500
   * MFS); the rest is taxable wages (line 26, Form 1040 line 1e). Grace-period carryovers and forfeitures (lines
   * 13-14) and benefits from your own business (line 22) are not collected.
   */
  dependentCareBenefits(): DependentCareBenefits {
    if (this.dependentCareBenefitsResult) return this.dependentCareBenefitsResult;
    const total = this.taxpayer.dependentCareBenefits + (this.spouse?.dependentCareBenefits ?? 0);
    const partIII = form2441PartIII({
      status: this.status, benefits: total, expenses: total > 0 ? this.careExpenses().expenses : 0,
      taxpayerEarnedIncome: this.careEarnedIncomeOf('taxpayer'), spouseEarnedIncome: this.spouse ? this.careEarnedIncomeOf('spouse') : null,
    });
    return (this.dependentCareBenefitsResult = { total, excluded: partIII.line25, taxable: partIII.line26, partIII });
  }

  /** Earned income (EIC Worksheet A line 1, Form 2441 line 4-5) per person: wages + net SE earnings - half SE tax. */
  earnedIncomeOf(who: 'taxpayer' | 'spouse'): number {
    const se = this.selfEmployment();
    if (who === 'taxpayer') return this.taxpayer.wages + (se.taxpayerNetProfit - se.taxpayer.deduction);
    return this.spouse ? this.spouse.wages + (se.spouseNetProfit - se.spouse.deduction) : 0;
  }

  /**
   * Form 2441 (2024) lines 4-5 and Part III lines 18-19: earned income with the nontaxable combat pay election made
   * (W-2 box 12 code Q); electing only raises the earned-income limits, so it is always made.
   */
  careEarnedIncomeOf(who: 'taxpayer' | 'spouse'): number {
    const person = who === 'taxpayer' ? this.taxpayer : this.spouse;
    return this.earnedIncomeOf(who) + (person?.nontaxableCombatPay ?? 0);
  }

  /**
   * Schedule 8812 (2024) line 18a: earned income including all nontaxable combat pay (line 18b; IRC §24(d)(1):
   * amounts excluded under §112 are earned income for the refundable credit, no election needed). IRS Direct
   * File's 2024 test return hoh-cdcc-combat-pay prints 18a 45,500 for wages 45,000 and combat pay 500.
   */
  childTaxCreditEarnedIncome(): number {
    return this.earnedIncome() + (this.taxpayer.nontaxableCombatPay + (this.spouse?.nontaxableCombatPay ?? 0));
  }

  static readonly LINE_1I = defineLine('form1040.line1i', 'Nontaxable combat pay election', `${F}, line 1i; Pub 596 (2024) 'Nontaxable combat pay election'`, 'W-2 box 12 code Q of each spouse whose election gives the larger EIC', ['w2Data[].box12Entries']);

  static readonly EIC_EARNED_INCOME = defineLine('eic.earnedIncome', 'Earned income for the EIC', 'EIC Worksheet A line 1 / Worksheet B (i1040 line 27)', 'wages + net earnings from self-employment - deductible part of SE tax');
  /** Earned income for the EIC, Schedule 8812 and the credit limit worksheets (with line 1e). */
  earnedIncome(): number {
    return this.lines.recorded(Form1040.EIC_EARNED_INCOME) ??
      this.lines.put(Form1040.EIC_EARNED_INCOME, dollars(this.earnedIncomeOf('taxpayer') + this.earnedIncomeOf('spouse') + this.taxableDependentCareBenefits()));
  }

  /**
   * Schedule EIC qualifying children: the dependents worksheet's, which leaves out a child another person claims
   * under the tie-breaker rules (Pub 596 (2024) Rule 9); with none left the EIC is figured without a qualifying child.
   */
  earnedIncomeCreditChildren(): number {
    return this.dependents().earnedIncomeCreditChildren;
  }

  /** The EIC (earnedIncomeCredit.ts), read by line 27 and by Schedule 8812 Part II-B. */
  earnedIncomeCreditComputation(): EicResult {
    if (this.earnedIncomeCreditResult) return this.earnedIncomeCreditResult;
    // Pub 596 (2024): with no qualifying child, Rule 12 'You cannot be the dependent of another person' (even when that
    // person does not claim you; on a joint return neither spouse); with one, Rule 10 'You cannot be a qualifying
    // child of another taxpayer', which a filer someone can claim nearly always is.
    if (this.claimableAsDependent)
      return (this.earnedIncomeCreditResult = { credit: 0, reason: `Someone can claim ${this.form.canBeClaimedAsDependent ? 'you' : 'your spouse'} as a dependent: no EIC (Pub 596 (2024) Rule 12, and Rule 10 with a qualifying child).` });
    // Form 8862 (i1040 line 27, 'Form 8862 required'): after a disallowance (not a math error) since 2015 the EIC is
    // claimed again only with Form 8862 attached, which this return does not prepare.
    if (this.form.creditFacts.eicDisallowedBefore)
      return (this.earnedIncomeCreditResult = { credit: 0, reason: 'The EIC was denied or reduced after 2015 for a reason other than a math error: it can be claimed again only with Form 8862 attached, which this return does not prepare (Form 8862 (2024); i1040 line 27).' });
    // Pub 596 Worksheet 1: interest (taxable and exempt), dividends, net capital gain, net rent and royalties.
    const investmentIncome = this.taxableInterest() + this.taxExemptInterest() + this.ordinaryDividends() +
      Math.max(0, this.capitalGainOrLoss()) + Math.max(0, this.schedule1.rentalRealEstateAndRoyalties());
    const input = {
      status: this.status,
      qualifyingChildren: this.earnedIncomeCreditChildren(),
      earnedIncome: this.earnedIncome(),
      agi: this.adjustedGrossIncome(),
      investmentIncome,
      meetsAgeTest: inEicAgeRange(this.taxpayer) || inEicAgeRange(this.spouse),
      // Lived apart all year covers the last 6 months (Pub 596 Rule 3).
      separatedFromSpouse: this.livedApartFromSpouse,
    };
    let result = earnedIncomeCredit(input);
    // Pub 596 (2024) 'Nontaxable combat pay election': each spouse may add their combat pay (W-2 box 12 code Q) to
    // earned income for the EIC; the choice giving the larger credit is made and shown on line 1i.
    const combatPay = [this.taxpayer.nontaxableCombatPay, this.spouse?.nontaxableCombatPay ?? 0];
    let elected = 0;
    for (const choice of [combatPay[0], combatPay[1], combatPay[0] + combatPay[1]]) {
      if (!(choice > 0)) continue;
      const withCombatPay = earnedIncomeCredit({ ...input, earnedIncome: input.earnedIncome + choice });
      if (withCombatPay.credit > result.credit) {
        result = withCombatPay;
        elected = choice;
      }
    }
    if (elected > 0) {
      this.lines.put(Form1040.LINE_1I, dollars(elected), 'Elected into earned income for the EIC: it gives the larger credit.');
      result = { ...result, reason: `${result.reason} Nontaxable combat pay of ${dollars(elected)} elected (line 1i).` };
    }
    return (this.earnedIncomeCreditResult = result);
  }

  // ---- Income ----

  static readonly LINE_1A = defineLine('form1040.line1a', 'Wages (W-2 box 1)', `${F}, line 1a`, 'Sum of W-2 box 1, plus line 1 typed by hand beyond the W-2s', ['w2Data[].wages', 'line1']);
  /** Line 1a. */
  wagesFromW2s(): number {
    return this.lines.recorded(Form1040.LINE_1A) ?? this.lines.put(Form1040.LINE_1A, dollars(this.taxpayer.wages + (this.spouse?.wages ?? 0)));
  }

  static readonly LINE_1E = defineLine('form1040.line1e', 'Taxable dependent care benefits', `${F}, line 1e; Form 2441 (2024) Part III, lines 12-26`, 'W-2 box 10 less the excluded part (line 25): the smaller of the benefits, the care expenses incurred for qualifying persons, each spouse\'s earned income and 5,000 (2,500 MFS)', ['w2Data[].dependentCareBenefits', "credits['child-family']['child-care-expenses']", 'creditFacts.careExpenses', 'dependents']);
  /** Line 1e (Form 2441 line 26): benefits with no care expenses are all taxable. */
  taxableDependentCareBenefits(): number {
    const benefits = this.dependentCareBenefits();
    if (benefits.taxable <= 0) return 0;
    const recorded = this.lines.recorded(Form1040.LINE_1E);
    if (recorded !== undefined) return recorded;
    const { partIII } = benefits;
    const limitedBy = partIII.line17 < partIII.line15 ? `the ${dollars(partIII.line17)} of care expenses for qualifying persons (line 17)`
      : partIII.line20 < partIII.line17 ? `the earned income (line 20: ${dollars(partIII.line20)})` : `the ${dollars(partIII.line21)} limit (line 21)`;
    return this.lines.put(Form1040.LINE_1E, dollars(benefits.taxable), `${dollars(partIII.line25)} of ${dollars(partIII.line15)} excluded, limited by ${limitedBy}.`);
  }

  static readonly LINE_1Z = defineLine('form1040.line1z', 'Total wages', `${F}, line 1z`, 'line 1a + line 1e', [Form1040.LINE_1A, Form1040.LINE_1E]);
  /** Line 1z. */
  totalWages(): number {
    return this.lines.recorded(Form1040.LINE_1Z) ?? this.lines.put(Form1040.LINE_1Z, this.wagesFromW2s() + this.taxableDependentCareBenefits());
  }

  static readonly LINE_2A = defineLine('form1040.line2a', 'Tax-exempt interest', `${F}, line 2a`, '1099-INT box 8, or taxExemptInterest typed by hand if larger', ['investmentData[1099-int].taxExemptInterest', 'taxExemptInterest']);
  /** Line 2a. */
  taxExemptInterest(): number {
    if (this.facts.taxExemptInterest <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_2A) ?? this.lines.put(Form1040.LINE_2A, dollars(this.facts.taxExemptInterest));
  }

  static readonly LINE_2B = defineLine('form1040.line2b', 'Taxable interest', `${F}, line 2b; Schedule B Part I`, '1099-INT boxes 1 and 3 + 1099-OID boxes 1 and 2 + the hand-typed remainder of each running total (larger of taxableInterest / interestIncome, bondIncome / originalIssueDiscount) over its documents, floored at 0', ['investmentData[1099-int]', 'investmentData[1099-oid]', 'taxableInterest', 'interestIncome', 'bondIncome']);
  /** Line 2b. */
  taxableInterest(): number {
    return this.lines.recorded(Form1040.LINE_2B) ?? this.lines.put(Form1040.LINE_2B, dollars(this.facts.taxableInterestDocuments + this.facts.taxableInterestRemainder));
  }

  static readonly LINE_3A = defineLine('form1040.line3a', 'Qualified dividends', `${F}, line 3a`, 'Sum of 1099-DIV box 1b (hand-typed dividends carry no qualified detail and are treated as ordinary)', ['investmentData[1099-div].qualifiedDividends']);
  /** Line 3a: never more than line 3b. */
  qualifiedDividends(): number {
    const recorded = this.lines.recorded(Form1040.LINE_3A);
    if (recorded !== undefined) return recorded;
    const value = this.lines.put(Form1040.LINE_3A, Math.min(dollars(this.facts.qualifiedDividends), Math.max(0, this.ordinaryDividends())));
    if (this.facts.ordinaryDividendsRemainder > 0) this.lines.note(Form1040.LINE_3A, 'Dividends typed by hand have no 1099-DIV box 1b detail and are treated as not qualified.');
    return value;
  }

  static readonly LINE_3B = defineLine('form1040.line3b', 'Ordinary dividends', `${F}, line 3b; Schedule B Part II`, '1099-DIV box 1a + hand-typed remainder of the dividends total over the documents, floored at 0', ['investmentData[1099-div].totalOrdinaryDividends', 'dividends', 'dividendIncome']);
  /** Line 3b. */
  ordinaryDividends(): number {
    return this.lines.recorded(Form1040.LINE_3B) ?? this.lines.put(Form1040.LINE_3B, dollars(this.facts.ordinaryDividendsDocuments + this.facts.ordinaryDividendsRemainder));
  }

  static readonly LINE_4A = defineLine('form1040.line4a', 'IRA distributions', `${F}, line 4a`, 'Sum of 1099-R box 1 marked IRA/SEP/SIMPLE that are not fully taxable (a fully taxable one goes on line 4b only)');
  /** Line 4a: blank when every IRA distribution is fully taxable (i1040 (2024) lines 4a-4b). */
  iraDistributions(): number {
    if (this.facts.iraDistributionsNotFullyTaxable <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_4A) ?? this.lines.put(Form1040.LINE_4A, dollars(this.facts.iraDistributionsNotFullyTaxable));
  }

  static readonly LINE_4B = defineLine('form1040.line4b', 'Taxable IRA distributions', `${F}, line 4b`, 'Sum of 1099-R box 2a (box 1 when 2a is blank; 0 for a rollover, code G or H)');
  /** Line 4b. */
  taxableIraDistributions(): number {
    if (this.facts.iraDistributions <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_4B) ?? this.lines.put(Form1040.LINE_4B, dollars(this.facts.iraDistributionsTaxable));
  }

  static readonly LINE_5A = defineLine('form1040.line5a', 'Pensions and annuities', `${F}, line 5a`, 'Sum of 1099-R box 1 (not IRA) that are not fully taxable (a fully taxable one, and retirementIncome typed beyond the documents, go on line 5b only)');
  /** Line 5a: "If your pension or annuity is fully taxable, enter it on line 5b; don't make an entry on line 5a" (i1040 (2024)). */
  pensionsAndAnnuities(): number {
    if (this.facts.pensionsNotFullyTaxable <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_5A) ?? this.lines.put(Form1040.LINE_5A, dollars(this.facts.pensionsNotFullyTaxable));
  }

  static readonly LINE_5B = defineLine('form1040.line5b', 'Taxable pensions and annuities', `${F}, line 5b`, 'Sum of 1099-R box 2a (not IRA) + the hand-typed remainder (treated as fully taxable)');
  /** Line 5b. */
  taxablePensionsAndAnnuities(): number {
    if (this.facts.pensions <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_5B) ?? this.lines.put(Form1040.LINE_5B, dollars(this.facts.pensionsTaxable));
  }

  static readonly LINE_6A = defineLine('form1040.line6a', 'Social security benefits', `${F}, line 6a`, 'SSA-1099 net benefits of the Social Security entries');
  /** Line 6a. */
  socialSecurityBenefits(): number {
    if (this.facts.socialSecurityBenefits <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_6A) ?? this.lines.put(Form1040.LINE_6A, dollars(this.facts.socialSecurityBenefits));
  }

  /** Income of lines 1z to 8 without social security: what the Social Security Benefits Worksheet line 3 adds. */
  incomeBeforeSocialSecurity(): number {
    return this.totalWages() + this.taxableInterest() + this.ordinaryDividends() + this.taxableIraDistributions() +
      this.taxablePensionsAndAnnuities() + this.capitalGainOrLoss() + this.additionalIncome();
  }

  static readonly LINE_6B = defineLine('form1040.line6b', 'Taxable social security benefits', `${F}, line 6b`, 'Social Security Benefits Worksheet line 18', ['ssWorksheet.line18']);
  /** Line 6b: the worksheet counts the IRA deduction among the adjustments (Pub 590-A Appendix B order). */
  taxableSocialSecurityBenefits(): number {
    const benefits = this.facts.socialSecurityBenefits;
    if (benefits <= 0) return 0;
    const recorded = this.lines.recorded(Form1040.LINE_6B);
    if (recorded !== undefined) return recorded;
    this.socialSecurityBenefits();
    const schedule1 = this.schedule1;
    const taxable = computeSocialSecurityWorksheet(
      this.lines, benefits, this.incomeBeforeSocialSecurity(), this.taxExemptInterest(),
      schedule1.adjustmentsBeforeIraDeduction() + schedule1.iraDeduction(), this.status, this.livedApartFromSpouse,
    );
    return this.lines.put(Form1040.LINE_6B, taxable);
  }

  static readonly LINE_7 = defineLine('form1040.line7', 'Capital gain or (loss)', `${F}, line 7`, 'Schedule D line 16 if a gain, else line 21', ['scheduleD.line16', 'scheduleD.line21']);
  /** Line 7. */
  capitalGainOrLoss(): number {
    const recorded = this.lines.recorded(Form1040.LINE_7);
    if (recorded !== undefined) return recorded;
    const value = this.lines.put(Form1040.LINE_7, dollars(this.scheduleD().line7OfForm1040));
    if (this.facts.cryptoGains !== 0 || this.facts.capitalGainRemainder !== 0)
      this.lines.note(Form1040.LINE_7, 'Capital gains typed by hand and crypto entries carry no holding period and are treated as short term (Schedule D line 1-3).');
    return value;
  }

  static readonly LINE_8 = defineLine('form1040.line8', 'Additional income from Schedule 1', `${F}, line 8`, 'Schedule 1 line 10', [Schedule1.LINE_10]);
  /** Line 8. */
  additionalIncome(): number {
    return this.lines.recorded(Form1040.LINE_8) ?? this.lines.put(Form1040.LINE_8, this.schedule1.additionalIncome());
  }

  static readonly LINE_9 = defineLine('form1040.line9', 'Total income', `${F}, line 9`, 'lines 1z + 2b + 3b + 4b + 5b + 6b + 7 + 8', [Form1040.LINE_1Z, Form1040.LINE_2B, Form1040.LINE_3B, Form1040.LINE_4B, Form1040.LINE_5B, Form1040.LINE_6B, Form1040.LINE_7, Form1040.LINE_8]);
  /** Line 9. */
  totalIncome(): number {
    return this.lines.recorded(Form1040.LINE_9) ?? this.lines.put(Form1040.LINE_9, this.incomeBeforeSocialSecurity() + this.taxableSocialSecurityBenefits());
  }

  static readonly LINE_10 = defineLine('form1040.line10', 'Adjustments to income', `${F}, line 10`, 'Schedule 1 line 26', [Schedule1.LINE_26]);
  /** Line 10. */
  adjustmentsToIncome(): number {
    return this.lines.recorded(Form1040.LINE_10) ?? this.lines.put(Form1040.LINE_10, this.schedule1.adjustmentsToIncome());
  }

  static readonly LINE_11 = defineLine('form1040.line11', 'Adjusted gross income', `${F}, line 11`, 'line 9 - line 10', [Form1040.LINE_9, Form1040.LINE_10]);
  /** Line 11. */
  adjustedGrossIncome(): number {
    return this.lines.recorded(Form1040.LINE_11) ?? this.lines.put(Form1040.LINE_11, this.totalIncome() - this.adjustmentsToIncome());
  }

  // ---- Deductions ----

  static readonly STANDARD_DEDUCTION_LINE = defineLine('form1040.standardDeduction', 'Standard deduction', `${F}, line 12; Standard Deduction Chart and Standard Deduction Worksheet for Dependents (i1040); Rev. Proc. 2023-34 §3.15`, 'basic amount for the filing status (when someone can claim you: the larger of 1,300 or earned income + 450, not more than that amount) + 1,550 (married) or 1,950 (unmarried) for each 65-or-older or blind box', ['filingStatus', 'dateOfBirth', 'spouseDateOfBirth', 'isBlind', 'spouseIsBlind', 'canBeClaimedAsDependent', 'spouseCanBeClaimedAsDependent', Form1040.LINE_1Z]);
  /** Standard deduction for the status and the 65-or-older and blind boxes (line 12 when not itemizing). */
  standardDeduction(): number {
    const recorded = this.lines.recorded(Form1040.STANDARD_DEDUCTION_LINE);
    if (recorded !== undefined) return recorded;
    const { taxpayer, spouse } = this;
    let boxes = 0;
    const notes: string[] = [];
    if (ageAtLeast(taxpayer, AGE_65)) boxes++;
    else if (taxpayer.ageUnknownReason) notes.push(`Taxpayer's ${taxpayer.ageUnknownReason}: treated as under 65.`);
    if (taxpayer.blind) boxes++;
    if (spouse) {
      if (ageAtLeast(spouse, AGE_65)) boxes++;
      else if (spouse.ageUnknownReason) notes.push(`Spouse's ${spouse.ageUnknownReason}: treated as under 65.`);
      if (spouse.blind) boxes++;
    }
    if (this.statusNote) notes.push(this.statusNote);
    if (this.claimableAsDependent) {
      const earned = this.dependentWorksheetEarnedIncome();
      notes.unshift(`Someone can claim ${this.form.canBeClaimedAsDependent ? 'you' : 'your spouse'} as a dependent: Standard Deduction Worksheet for Dependents (i1040 line 12), the larger of 1,300 or earned income of ${earned} + 450, not more than the basic amount for the filing status.`);
      return this.lines.put(Form1040.STANDARD_DEDUCTION_LINE, dependentStandardDeduction(this.status, earned, boxes), notes.join(' '));
    }
    return this.lines.put(Form1040.STANDARD_DEDUCTION_LINE, standardDeduction(this.status, boxes), notes.length ? notes.join(' ') : undefined);
  }

  /**
   * Earned income of the i1040 (2024) line 12 worksheet for dependents: Form 1040 line 1z + Schedule 1 line 3 (and
   * line 6, farm income, not collected) - Schedule 1 line 15; taxable scholarships (line 8r) are not collected.
   */
  dependentWorksheetEarnedIncome(): number {
    return this.totalWages() + this.schedule1.businessIncome() - this.schedule1.deductiblePartOfSelfEmploymentTax();
  }

  /** Itemizing when Schedule A line 17 is larger than the standard deduction. */
  itemizes(): boolean {
    return this.scheduleA.itemizedDeductions() > this.standardDeduction();
  }

  static readonly LINE_12 = defineLine('form1040.line12', 'Standard deduction or itemized deductions', `${F}, line 12`, 'larger of the standard deduction or Schedule A line 17', [Form1040.STANDARD_DEDUCTION_LINE, ScheduleA.LINE_17]);
  /** Line 12. */
  standardOrItemizedDeduction(): number {
    const recorded = this.lines.recorded(Form1040.LINE_12);
    if (recorded !== undefined) return recorded;
    const itemizes = this.itemizes();
    return this.lines.put(
      Form1040.LINE_12,
      itemizes ? this.scheduleA.itemizedDeductions() : this.standardDeduction(),
      itemizes ? 'Itemized deductions are larger than the standard deduction.' : 'The standard deduction is at least as large as the itemized deductions.',
    );
  }

  static readonly QUALIFIED_BUSINESS_INCOME = defineLine('form8995.line1', 'Qualified business income', 'Form 8995 (2024), lines 1-2', 'Schedule C net profit - deductible part of SE tax - SE health insurance - SE retirement plan deduction (attributable parts)', [Schedule1.LINE_3, Schedule1.LINE_15, Schedule1.LINE_16, Schedule1.LINE_17]);
  /** Form 8995 lines 1-2: Schedule C profit less the adjustments attributable to it. */
  qualifiedBusinessIncome(): number {
    const recorded = this.lines.recorded(Form1040.QUALIFIED_BUSINESS_INCOME);
    if (recorded !== undefined) return recorded;
    const schedule1 = this.schedule1;
    const se = this.selfEmployment();
    const netProfit = se.taxpayerNetProfit + se.spouseNetProfit;
    const attributable = netProfit > 0 ? schedule1.deductiblePartOfSelfEmploymentTax() + schedule1.selfEmployedRetirementPlans() + schedule1.selfEmployedHealthInsurance() : 0;
    return this.lines.put(Form1040.QUALIFIED_BUSINESS_INCOME, dollars(netProfit) - attributable);
  }

  static readonly QUALIFIED_BUSINESS_LOSS_CARRYFORWARD = defineLine('form8995.line16', 'Qualified business loss carryforward', 'Form 8995 (2024), line 16', 'negative QBI carried to 2025', [Form1040.QUALIFIED_BUSINESS_INCOME]);
  static readonly LINE_13 = defineLine('form1040.line13', 'Qualified business income deduction', `${F}, line 13; Form 8995 line 15`, 'smaller of 20% of QBI (phased in above 191,950 / 383,900 with no W-2 wages) + 20% of qualified REIT dividends (1099-DIV box 5, line 6) or 20% of (taxable income before QBI - net capital gain)', [Form1040.QUALIFIED_BUSINESS_INCOME, 'investmentData[1099-div].section199ADividends', Form1040.LINE_11, Form1040.LINE_12]);
  /** Line 13 (Form 8995 line 15). */
  qualifiedBusinessIncomeDeduction(): number {
    const recorded = this.lines.recorded(Form1040.LINE_13);
    if (recorded !== undefined) return recorded;
    const reitDividends = dollars(this.facts.section199ADividends);
    if (this.facts.businesses.length === 0 && reitDividends <= 0) return this.lines.put(Form1040.LINE_13, 0);
    const form8995 = qbiDeduction(
      this.facts.businesses.length > 0 ? this.qualifiedBusinessIncome() : 0, this.adjustedGrossIncome() - this.standardOrItemizedDeduction(),
      this.qualifiedDividends() + this.netCapitalGainForTax(), this.status, reitDividends,
    );
    if (form8995.lossCarryforward > 0) this.lines.put(Form1040.QUALIFIED_BUSINESS_LOSS_CARRYFORWARD, dollars(form8995.lossCarryforward));
    const notes: string[] = [];
    if (form8995.aboveThreshold && this.facts.businesses.length > 0) notes.push('Taxable income before QBI is above the threshold: no W-2 wages or qualified property are collected, so the 20% is phased out (Form 8995-A Part III); a specified service business above the range gets 0 either way.');
    if (reitDividends > 0) notes.push(`Includes 20% of ${reitDividends} of qualified REIT dividends (1099-DIV box 5; Form 8995 line 6), assuming you held the shares more than 45 days.`);
    return this.lines.put(Form1040.LINE_13, dollars(form8995.deduction), notes.length > 0 ? notes.join(' ') : undefined);
  }

  static readonly LINE_14 = defineLine('form1040.line14', 'Total deductions', `${F}, line 14`, 'line 12 + line 13', [Form1040.LINE_12, Form1040.LINE_13]);
  /** Line 14. */
  totalDeductions(): number {
    return this.lines.recorded(Form1040.LINE_14) ?? this.lines.put(Form1040.LINE_14, this.standardOrItemizedDeduction() + this.qualifiedBusinessIncomeDeduction());
  }

  /** Line 11 - line 14 before the floor at 0 (Form 6251 line 1 and the capital loss carryover read it). */
  taxableIncomeBeforeFloor(): number {
    return this.adjustedGrossIncome() - this.totalDeductions();
  }

  static readonly LINE_15 = defineLine('form1040.line15', 'Taxable income', `${F}, line 15`, 'max(0, line 11 - line 14)', [Form1040.LINE_11, Form1040.LINE_14]);
  /** Line 15. */
  taxableIncome(): number {
    return this.lines.recorded(Form1040.LINE_15) ?? this.lines.put(Form1040.LINE_15, Math.max(0, this.taxableIncomeBeforeFloor()));
  }

  /** Capital loss carried to 2025 (Capital Loss Carryover Worksheet, scheduleD.ts). */
  capitalLossCarryforward(): number {
    return (this.capitalLossCarryforwardResult ??= computeCapitalLossCarryover(this.lines, this.scheduleD(), this.taxableIncomeBeforeFloor()));
  }

  // ---- Tax and credits ----

  static readonly LINE_16 = defineLine('form1040.line16', 'Tax', `${F}, line 16`, 'Tax Table under 100,000, Tax Computation Worksheet at 100,000 or more; the Qualified Dividends and Capital Gain Tax Worksheet when line 3a or a net capital gain is present; the Schedule D Tax Worksheet when Schedule D line 18 or 19 is more than zero', [Form1040.LINE_15, 'qdcgtWorksheet.line25', 'sdTaxWorksheet.line47']);
  /** Line 16, by the worksheet the instructions name; records the capital gain facts Form 6251 Part III reuses. */
  tax(): number {
    const recorded = this.lines.recorded(Form1040.LINE_16);
    if (recorded !== undefined) return recorded;
    const tax = this.taxByWorksheet();
    const kiddieTax = this.kiddieTaxNote();
    if (kiddieTax) this.lines.note(Form1040.LINE_16, kiddieTax);
    return tax;
  }

  /**
   * Form 8615 (2024) is not prepared: when someone can claim a filer under 24 whose unearned income (total income
   * less wages and business income) is over 2,600, say that the tax may be figured at the parents' rate instead.
   */
  private kiddieTaxNote(): string | null {
    if (!this.form.canBeClaimedAsDependent) return null;
    const age = this.taxpayer.age;
    if (age !== null && age >= KIDDIE_TAX_AGE_LIMIT) return null;
    const unearned = this.totalIncome() - this.totalWages() - this.schedule1.businessIncome();
    if (!(unearned > KIDDIE_TAX_UNEARNED_INCOME_THRESHOLD)) return null;
    return `Unearned income of ${dollars(unearned)} is over ${KIDDIE_TAX_UNEARNED_INCOME_THRESHOLD}: if you were under 18, or a student under 24 (or 18 with earned income not over half your support), part of it is taxed at your parents' rate on Form 8615, which this return does not prepare; the tax shown does not include it.`;
  }

  /** Line 16 by the worksheet the instructions name. */
  private taxByWorksheet(): number {
    const scheduleD = this.scheduleD();
    const taxable = this.taxableIncome();
    const qualified = this.qualifiedDividends();
    const netGain = this.netCapitalGainForTax();
    if (scheduleD.line18 > 0 || scheduleD.line19 > 0) {
      // Schedule D line 20 "No": lines 18 or 19 are more than zero (and lines 15 and 16 are gains).
      const worksheet = computeScheduleDTaxWorksheet(this.lines, taxable, qualified, scheduleD.longTerm, scheduleD.net, scheduleD.line18, scheduleD.line19, this.status);
      this.alternativeMinimumTaxGains = { gainAndDividends: worksheet.line13, unrecaptured1250: scheduleD.line19, scheduleDWorksheetLine10: worksheet.line10, line20Source: worksheet.line14, line27Source: worksheet.line21 };
      return this.lines.put(Form1040.LINE_16, worksheet.line47, 'Schedule D Tax Worksheet (28% rate gain or unrecaptured section 1250 gain).');
    }
    if (qualified > 0 || netGain > 0) {
      const worksheetTax = computeQualifiedDividendsWorksheet(this.lines, taxable, qualified, netGain, this.status);
      const worksheetLine5 = Math.max(0, taxable - (qualified + netGain));
      this.alternativeMinimumTaxGains = { gainAndDividends: qualified + netGain, unrecaptured1250: 0, scheduleDWorksheetLine10: null, line20Source: worksheetLine5, line27Source: worksheetLine5 };
      return this.lines.put(Form1040.LINE_16, worksheetTax, 'Qualified Dividends and Capital Gain Tax Worksheet (0% / 15% / 20%).');
    }
    return this.lines.put(Form1040.LINE_16, taxOnOrdinaryIncome(taxable, this.status), taxable < 100_000 ? '2024 Tax Table.' : '2024 Tax Computation Worksheet.');
  }

  /** Form 6251 line 11 (lines defined in form6251.ts): line 2a adds back Schedule A line 7 when itemizing, else the standard deduction. */
  alternativeMinimumTaxComputation(): number {
    const regularTax = this.tax();
    const itemizes = this.itemizes();
    const beforeFloor = this.taxableIncomeBeforeFloor();
    return computeForm6251(
      this.lines,
      {
        status: this.status,
        line1: this.taxableIncome() > 0 ? this.taxableIncome() : beforeFloor,
        line2a: itemizes ? this.scheduleA.stateAndLocalTaxesAfterCap() : this.standardOrItemizedDeduction(),
        regularTax,
        capitalGains: this.alternativeMinimumTaxGains,
      },
      itemizes,
    );
  }

  static readonly LINE_17 = defineLine('form1040.line17', 'Amount from Schedule 2, line 3', `${F}, line 17`, 'Schedule 2 line 3', [Schedule2.LINE_3]);
  /** Line 17. */
  amountFromSchedule2Line3(): number {
    return this.lines.recorded(Form1040.LINE_17) ?? this.lines.put(Form1040.LINE_17, this.schedule2.additionsToTaxAndAlternativeMinimumTax());
  }

  static readonly LINE_18 = defineLine('form1040.line18', 'Tax before credits', `${F}, line 18`, 'line 16 + line 17', [Form1040.LINE_16, Form1040.LINE_17]);
  /** Line 18. */
  taxBeforeCredits(): number {
    return this.lines.recorded(Form1040.LINE_18) ?? this.lines.put(Form1040.LINE_18, this.tax() + this.amountFromSchedule2Line3());
  }

  static readonly LINE_19 = defineLine('form1040.line19', 'Child tax credit or credit for other dependents', `${F}, line 19; Schedule 8812 line 14`, 'smaller of Schedule 8812 line 12 or the Credit Limit Worksheet A', [Schedule8812Lines.LINE_12, Schedule8812Lines.LINE_13]);
  /** Line 19. */
  childTaxCredit(): number {
    const recorded = this.lines.recorded(Form1040.LINE_19);
    if (recorded !== undefined) return recorded;
    // Pub 501 (2024) 'Dependent Taxpayer Test': whoever can be claimed as a dependent (or whose spouse can, on a joint
    // return) cannot claim anyone as a dependent, even a qualifying child or relative.
    const entered = this.facts.dependents.length;
    const note = this.claimableAsDependent && entered > 0
      ? `Someone can claim ${this.form.canBeClaimedAsDependent ? 'you' : 'your spouse'} as a dependent, so the ${entered === 1 ? 'dependent' : `${entered} dependents`} entered cannot be claimed (Pub 501 (2024), Dependent Taxpayer Test): no child tax credit or credit for other dependents.`
      : undefined;
    return this.lines.put(Form1040.LINE_19, this.schedule8812.childTaxCredit(), note);
  }

  static readonly LINE_20 = defineLine('form1040.line20', 'Amount from Schedule 3, line 8', `${F}, line 20`, 'Schedule 3 line 8', [Schedule3.LINE_8]);
  /** Line 20. */
  amountFromSchedule3Line8(): number {
    return this.lines.recorded(Form1040.LINE_20) ?? this.lines.put(Form1040.LINE_20, this.schedule3.nonrefundableCredits());
  }

  static readonly LINE_21 = defineLine('form1040.line21', 'Total nonrefundable credits', `${F}, line 21`, 'line 19 + line 20', [Form1040.LINE_19, Form1040.LINE_20]);
  /** Line 21. */
  totalNonrefundableCredits(): number {
    return this.lines.recorded(Form1040.LINE_21) ?? this.lines.put(Form1040.LINE_21, this.childTaxCredit() + this.amountFromSchedule3Line8());
  }

  static readonly LINE_22 = defineLine('form1040.line22', 'Tax after nonrefundable credits', `${F}, line 22`, 'max(0, line 18 - line 21)', [Form1040.LINE_18, Form1040.LINE_21]);
  /** Line 22. */
  taxAfterNonrefundableCredits(): number {
    return this.lines.recorded(Form1040.LINE_22) ?? this.lines.put(Form1040.LINE_22, Math.max(0, this.taxBeforeCredits() - this.totalNonrefundableCredits()));
  }

  static readonly LINE_23 = defineLine('form1040.line23', 'Other taxes (Schedule 2, line 21)', `${F}, line 23`, 'Schedule 2 line 21', [Schedule2.LINE_21]);
  /** Line 23. */
  otherTaxes(): number {
    return this.lines.recorded(Form1040.LINE_23) ?? this.lines.put(Form1040.LINE_23, this.schedule2.totalOtherTaxes());
  }

  static readonly LINE_24 = defineLine('form1040.line24', 'Total tax', `${F}, line 24`, 'line 22 + line 23', [Form1040.LINE_22, Form1040.LINE_23]);
  /** Line 24. */
  totalTax(): number {
    return this.lines.recorded(Form1040.LINE_24) ?? this.lines.put(Form1040.LINE_24, this.taxAfterNonrefundableCredits() + this.otherTaxes());
  }

  // ---- Payments ----

  static readonly LINE_25A = defineLine('form1040.line25a', 'Federal income tax withheld from W-2s', `${F}, line 25a`, 'Sum of W-2 box 2', ['w2Data[].federalIncomeTax']);
  /** Line 25a. */
  w2Withholding(): number {
    return this.lines.recorded(Form1040.LINE_25A) ?? this.lines.put(Form1040.LINE_25A, dollars(this.facts.w2FederalWithholding));
  }

  static readonly LINE_25B = defineLine('form1040.line25b', 'Federal income tax withheld from 1099s', `${F}, line 25b`, 'Sum of box 4 of the 1099-INT/DIV/B/R/OID/G/MISC/NEC and SSA-1099 box 6', ['investmentData[].federalIncomeTaxWithheld', 'contractor1099Data[].federalIncomeTaxWithheld']);
  /** Line 25b. */
  form1099Withholding(): number {
    return this.lines.recorded(Form1040.LINE_25B) ?? this.lines.put(Form1040.LINE_25B, dollars(this.facts.documentFederalWithholding));
  }

  static readonly LINE_25C = defineLine('form1040.line25c', 'Other withholding (Additional Medicare Tax withheld)', `${F}, line 25c; Form 8959 line 24`, 'Form 8959 line 24', ['form8959.line24']);
  /** Line 25c. */
  otherWithholding(): number {
    return this.lines.recorded(Form1040.LINE_25C) ?? this.lines.put(Form1040.LINE_25C, this.form8959().withholding);
  }

  static readonly LINE_25D = defineLine('form1040.line25d', 'Total withholding', `${F}, line 25d`, 'line 25a + 25b + 25c', [Form1040.LINE_25A, Form1040.LINE_25B, Form1040.LINE_25C]);
  /** Line 25d. */
  totalWithholding(): number {
    return this.lines.recorded(Form1040.LINE_25D) ?? this.lines.put(Form1040.LINE_25D, this.w2Withholding() + this.form1099Withholding() + this.otherWithholding());
  }

  static readonly LINE_26 = defineLine('form1040.line26', 'Estimated tax payments', `${F}, line 26`, 'estimatedTaxPayments (2024 estimates and the 2023 overpayment applied)', ['estimatedTaxPayments']);
  /** Line 26. */
  estimatedTaxPayments(): number {
    return this.lines.recorded(Form1040.LINE_26) ?? this.lines.put(Form1040.LINE_26, dollars(this.facts.estimatedPayments));
  }

  static readonly LINE_27 = defineLine('form1040.line27', 'Earned income credit', `${F}, line 27; EIC Worksheet A and 2024 EIC Table`, 'EIC Table amount for earned income (and AGI when it is at least the phase-out start); a child another person claims under the tie-breaker rules is not counted; none after a disallowance without Form 8862', [Form1040.EIC_EARNED_INCOME, Form1040.LINE_11, 'dependents', 'creditFacts.eicChildClaimedByAnother', 'creditFacts.childrenClaimedByAnother', 'creditFacts.eicDisallowedBefore']);
  /** Line 27. */
  earnedIncomeCredit(): number {
    const recorded = this.lines.recorded(Form1040.LINE_27);
    if (recorded !== undefined) return recorded;
    const eic = this.earnedIncomeCreditComputation();
    const notes = [eic.reason];
    if (this.creditEntered('working-family-credit') <= 0 && eic.credit > 0) notes.push('Computed from the income and dependents although the credit was not ticked.');
    const lost = this.dependents().claimedByAnother;
    if (lost > 0)
      notes.push(`${lost === 1 ? 'One child is' : `${lost} children are`} also the qualifying child of another person who claims the child (tie-breaker rules, Pub 596 Rule 9): not counted.`);
    if (this.status === 'head-of-household' && this.dependents().headOfHouseholdQualifyingPersons === 0 && lost > 0)
      notes.push('Head of household needs a qualifying person: the child another person claims under the tie-breaker rules is not one (Pub 501 (2024), Table 4).');
    if (this.earnedIncomeCreditChildren() === 0 && this.taxpayer.age === null) notes.push(`Taxpayer's ${this.taxpayer.ageUnknownReason}: treated as 25 to 64.`);
    return this.lines.put(Form1040.LINE_27, eic.credit, notes.join(' '));
  }

  static readonly LINE_28 = defineLine('form1040.line28', 'Additional child tax credit', `${F}, line 28; Schedule 8812 line 27`, 'Schedule 8812 Part II-A/II-B', [Schedule8812Lines.LINE_12]);
  /** Line 28. */
  additionalChildTaxCredit(): number {
    return this.lines.recorded(Form1040.LINE_28) ?? this.lines.put(Form1040.LINE_28, this.schedule8812.additionalChildTaxCredit());
  }

  static readonly LINE_29 = defineLine('form1040.line29', 'American opportunity credit (refundable)', `${F}, line 29; Form 8863 line 8`, '40% of the allowed American opportunity credit', [Schedule3.AMERICAN_OPPORTUNITY_CREDIT]);
  /** Line 29. */
  americanOpportunityCreditRefundable(): number {
    return this.lines.recorded(Form1040.LINE_29) ?? this.lines.put(Form1040.LINE_29, this.schedule3.educationCredits().refundable);
  }

  static readonly LINE_31 = defineLine('form1040.line31', 'Amount from Schedule 3, line 15', `${F}, line 31`, 'Schedule 3 line 15 (line 11 is the only Part II item computed)', [Schedule3.LINE_11]);
  /** Line 31. */
  amountFromSchedule3Line15(): number {
    const excess = this.schedule3.excessSocialSecurityWithheld();
    if (excess <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_31) ?? this.lines.put(Form1040.LINE_31, excess);
  }

  static readonly LINE_32 = defineLine('form1040.line32', 'Total other payments and refundable credits', `${F}, line 32`, 'lines 27 + 28 + 29 + 31', [Form1040.LINE_27, Form1040.LINE_28, Form1040.LINE_29, Form1040.LINE_31]);
  /** Line 32. */
  otherPaymentsAndRefundableCredits(): number {
    return this.lines.recorded(Form1040.LINE_32) ?? this.lines.put(
      Form1040.LINE_32,
      this.earnedIncomeCredit() + this.additionalChildTaxCredit() + this.americanOpportunityCreditRefundable() + this.amountFromSchedule3Line15(),
    );
  }

  static readonly LINE_33 = defineLine('form1040.line33', 'Total payments', `${F}, line 33`, 'lines 25d + 26 + 32', [Form1040.LINE_25D, Form1040.LINE_26, Form1040.LINE_32]);
  /** Line 33. */
  totalPayments(): number {
    return this.lines.recorded(Form1040.LINE_33) ?? this.lines.put(Form1040.LINE_33, this.totalWithholding() + this.estimatedTaxPayments() + this.otherPaymentsAndRefundableCredits());
  }

  static readonly LINE_34 = defineLine('form1040.line34', 'Overpaid (refund)', `${F}, lines 34-35a`, 'line 33 - line 24 when positive', [Form1040.LINE_33, Form1040.LINE_24]);
  /** Line 34. */
  refund(): number {
    const overpaid = this.totalPayments() - this.totalTax();
    if (overpaid <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_34) ?? this.lines.put(Form1040.LINE_34, overpaid);
  }

  static readonly LINE_37 = defineLine('form1040.line37', 'Amount you owe', `${F}, line 37`, 'line 24 - line 33 when positive', [Form1040.LINE_24, Form1040.LINE_33]);
  /** Line 37. */
  amountYouOwe(): number {
    const owed = this.totalTax() - this.totalPayments();
    if (owed <= 0) return 0;
    return this.lines.recorded(Form1040.LINE_37) ?? this.lines.put(Form1040.LINE_37, owed);
  }
}

/** What the public API and the states read from one computed return. */
export interface Form1040Computation {
  status: FilingStatus;
  facts: ReturnFacts;
  /** The dependents worksheet every form and the states read. */
  dependents: DependentsWorksheet;
  lines: Lines;
  /** Line 1z. */
  wages: number;
  /** Line 2b. */
  taxableInterest: number;
  /** Line 2a. */
  taxExemptInterest: number;
  /** Line 3b. */
  ordinaryDividends: number;
  /** Line 3a. */
  qualifiedDividends: number;
  /** Line 7. */
  capitalGainOrLoss: number;
  /** Schedule D line 7. */
  netShortTermCapitalGain: number;
  /** Schedule D line 15. */
  netLongTermCapitalGain: number;
  /** Schedule D line 13 (1099-DIV box 2a), part of line 15. */
  capitalGainDistributions: number;
  /** Schedule D line 16. */
  netCapitalGain: number;
  capitalLossDeduction: number;
  capitalLossCarryforward: number;
  /** Line 4b. */
  taxableIra: number;
  /** Line 5b. */
  taxablePensions: number;
  /** Line 6a. */
  socialSecurityBenefits: number;
  /** Line 6b. */
  taxableSocialSecurity: number;
  /** Schedule 1 line 3. */
  businessIncome: number;
  /** Schedule 1 line 5. */
  rentalIncome: number;
  /** Schedule 1 line 7. */
  unemployment: number;
  /** Schedule 1 line 1: the taxable part of state and local income tax refunds. */
  stateRefundIncome: number;
  /** Schedule 1 lines 2a + 9. */
  otherIncome: number;
  /** Schedule 1 line 10. */
  additionalIncome: number;
  /** Line 9. */
  totalIncome: number;
  /** Line 10. */
  adjustments: number;
  /** Schedule 1 line 15. */
  deductiblePartOfSelfEmploymentTax: number;
  /** Schedule 1 line 20. */
  iraDeduction: number;
  /** Line 11. */
  agi: number;
  standardDeduction: number;
  /** Schedule A line 17. */
  itemizedDeductions: number;
  itemizes: boolean;
  itemized: { medicalExpenses: number; medical: number; salt: number; stateLocalIncomeTax: number; realEstateTax: number; personalPropertyTax: number; mortgageInterest: number; charitable: number; other: number };
  /** Line 13. */
  qbiDeduction: number;
  /** Line 15. */
  taxableIncome: number;
  /** Line 16. */
  regularTax: number;
  /** Line 18. */
  taxBeforeCredits: number;
  /** Schedule 2 line 4. */
  selfEmploymentTax: number;
  /** Schedule 2 line 2. */
  alternativeMinimumTax: number;
  /** Schedule 2 line 11. */
  additionalMedicareTax: number;
  /** Schedule 2 line 12. */
  netInvestmentIncomeTax: number;
  /** Schedule 2 line 8. */
  earlyDistributionTax: number;
  /** Line 23. */
  otherTaxes: number;
  /** Line 21. */
  nonrefundableCredits: number;
  /** Line 32. */
  refundableCredits: number;
  /** Line 22. */
  taxAfterNonrefundable: number;
  /** Line 24. */
  totalTax: number;
  /** Line 25d. */
  withholding: number;
  /** Line 26. */
  estimatedPayments: number;
  /** Line 33. */
  totalPayments: number;
  /** Line 34. */
  refund: number;
  /** Line 37. */
  amountDue: number;
  credits: FederalCredits;
  marginalRate: number;
  taxpayerAge: number | null;
  spouseAge: number | null;
  /** Form 1040 'Someone can claim: You / Your spouse as a dependent' (the spouse's only on a return with a spouse), for the states. */
  claimableAsDependent: { taxpayer: boolean; spouse: boolean };
}

/** Computes every line of the return, in the order of the forms, and gathers what the API and the states read. */
export function computeForm1040(form: Form1040Data, statusNote: string | null = null): Form1040Computation {
  const f1040 = new Form1040(form, statusNote);
  const { schedule1, schedule2, schedule3, scheduleA } = f1040;
  // Walk the form top to bottom so every line that applies is recorded, whatever the later lines read.
  f1040.iraDistributions();
  f1040.pensionsAndAnnuities();
  const totalIncome = f1040.totalIncome();
  const agi = f1040.adjustedGrossIncome();
  const itemizedDeductions = scheduleA.itemizedDeductions();
  const taxableIncome = f1040.taxableIncome();
  const capitalLossCarryforward = f1040.capitalLossCarryforward();
  const regularTax = f1040.tax();
  const taxBeforeCredits = f1040.taxBeforeCredits();
  const otherTaxes = f1040.otherTaxes();
  const totalTax = f1040.totalTax();
  const totalPayments = f1040.totalPayments();
  const scheduleD = f1040.scheduleD();
  const education = schedule3.educationCredits();
  const laterCredits = schedule3.adoptionAndEnergyCredits();
  return {
    status: f1040.status,
    facts: f1040.facts,
    dependents: f1040.dependents(),
    lines: f1040.lines,
    wages: f1040.totalWages(),
    taxableInterest: f1040.taxableInterest(),
    taxExemptInterest: f1040.taxExemptInterest(),
    ordinaryDividends: f1040.ordinaryDividends(),
    qualifiedDividends: f1040.qualifiedDividends(),
    capitalGainOrLoss: f1040.capitalGainOrLoss(),
    netShortTermCapitalGain: scheduleD.shortTerm,
    netLongTermCapitalGain: scheduleD.longTerm,
    capitalGainDistributions: dollars(f1040.facts.capitalGainDistributions),
    netCapitalGain: scheduleD.net,
    capitalLossDeduction: scheduleD.lossDeduction,
    capitalLossCarryforward,
    taxableIra: f1040.taxableIraDistributions(),
    taxablePensions: f1040.taxablePensionsAndAnnuities(),
    socialSecurityBenefits: dollars(f1040.facts.socialSecurityBenefits),
    taxableSocialSecurity: f1040.taxableSocialSecurityBenefits(),
    businessIncome: schedule1.businessIncome(),
    rentalIncome: schedule1.rentalRealEstateAndRoyalties(),
    unemployment: schedule1.unemploymentCompensation(),
    stateRefundIncome: schedule1.stateRefundIncome(),
    otherIncome: schedule1.alimonyReceived() + schedule1.totalOtherIncome(),
    additionalIncome: schedule1.additionalIncome(),
    totalIncome,
    adjustments: f1040.adjustmentsToIncome(),
    deductiblePartOfSelfEmploymentTax: schedule1.deductiblePartOfSelfEmploymentTax(),
    iraDeduction: schedule1.iraDeduction(),
    agi,
    standardDeduction: f1040.standardDeduction(),
    itemizedDeductions,
    itemizes: f1040.itemizes(),
    itemized: scheduleA.breakdown(),
    qbiDeduction: f1040.qualifiedBusinessIncomeDeduction(),
    taxableIncome,
    regularTax,
    taxBeforeCredits,
    selfEmploymentTax: schedule2.selfEmploymentTax(),
    alternativeMinimumTax: schedule2.alternativeMinimumTax(),
    additionalMedicareTax: schedule2.additionalMedicareTax(),
    netInvestmentIncomeTax: schedule2.netInvestmentIncomeTax(),
    earlyDistributionTax: schedule2.earlyDistributionTax(),
    otherTaxes,
    nonrefundableCredits: f1040.totalNonrefundableCredits(),
    refundableCredits: f1040.otherPaymentsAndRefundableCredits(),
    taxAfterNonrefundable: f1040.taxAfterNonrefundableCredits(),
    totalTax,
    withholding: f1040.totalWithholding(),
    estimatedPayments: f1040.estimatedTaxPayments(),
    totalPayments,
    refund: f1040.refund(),
    amountDue: f1040.amountYouOwe(),
    credits: {
      childTaxCredit: f1040.childTaxCredit(),
      additionalChildTaxCredit: f1040.additionalChildTaxCredit(),
      childAndDependentCare: schedule3.childAndDependentCareCredit(),
      educationNonrefundable: education.nonrefundable,
      americanOpportunityRefundable: f1040.americanOpportunityCreditRefundable(),
      saversCredit: schedule3.saversCredit(),
      residentialCleanEnergy: laterCredits.energy,
      residentialCleanEnergyCarryforward: laterCredits.energyCarryforward,
      adoption: laterCredits.adoption,
      adoptionCarryforward: laterCredits.adoptionCarryforward,
      earnedIncomeCredit: f1040.earnedIncomeCredit(),
      excessSocialSecurityWithheld: f1040.amountFromSchedule3Line15(),
    },
    marginalRate: marginalRate(taxableIncome, f1040.status),
    taxpayerAge: f1040.taxpayer.age,
    spouseAge: f1040.spouse?.age ?? null,
    claimableAsDependent: { taxpayer: form.canBeClaimedAsDependent === true, spouse: f1040.spouse !== null && form.spouseCanBeClaimedAsDependent === true },
  };
}
