// Schedule 3 (Form 1040) 2024: nonrefundable credits (Part I) and line 11 of Part II. Each credit's own form
// is its module (form2441.ts, form8863.ts, form8880.ts, form5695.ts, form8839.ts); here each Schedule 3 line is
// defined next to the call that computes it, in the order the credit limit worksheets take them.
import { amountOrZero } from '@taxapp/contracts/amounts';
import { defineLine, dollars, type Lines } from './explain';
import type { Form1040 } from './form1040';
import { ageAtLeast, type Owner } from './returnFacts';
import { form2441 } from './form2441';
import { form8863, form8863ByStudent, type Form8863Result } from './form8863';
import { form8880, line4Distributions } from './form8880';
import { form5695PartI, form5695PartII, isCleanEnergyProperty, type EnergyItem } from './form5695';
import { form8839Return, type AdoptedChild } from './form8839';
import { excessSocialSecurityTax } from './excessSocialSecurity';
import { scheduleR } from './scheduleR';
import { AGE_50, AGE_65, IRA_CATCH_UP, IRA_LIMIT } from './years/2024';

const S3 = 'Schedule 3 (Form 1040) 2024';

/**
 * W-2 box 12 codes that are Form 8880 line 2 contributions (Form 8880 instructions, line 2; General Instructions for
 * Forms W-2 and W-3 (2024), 'Box 12—Codes'): 401(k), 403(b), SARSEP, 457(b), 501(c)(18)(D), SIMPLE and the Roth
 * 401(k), 403(b), 457(b) deferrals.
 */
const FORM_8880_LINE_2_CODES: ReadonlySet<string> = new Set(['D', 'E', 'F', 'G', 'H', 'S', 'AA', 'BB', 'EE']);

export interface EducationCredits {
  /** Form 8863 line 19 (Schedule 3 line 3). */
  nonrefundable: number;
  /** Form 8863 line 8 (Form 1040 line 29). */
  refundable: number;
}

/** The credits limited after the child tax credit (or after Credit Limit Worksheet B line 14). */
export interface AdoptionAndEnergyCredits {
  adoption: number;
  adoptionCarryforward: number;
  energy: number;
  energyCarryforward: number;
}

/**
 * Schedule 3 line 1 without Form 1116 (2024 Instructions for Form 1116, 'Election To Claim the Foreign Tax Credit
 * Without Filing Form 1116'; i1040 Schedule 3 line 1): all foreign income passive and reported on 1099s, and the
 * creditable foreign taxes not over 300 (600 married filing jointly).
 */
const FOREIGN_TAX_WITHOUT_FORM_1116 = 300;
const FOREIGN_TAX_WITHOUT_FORM_1116_JOINT = 600;

export class Schedule3 {
  private readonly lines: Lines;
  private education: EducationCredits | undefined;
  private laterCredits: AdoptionAndEnergyCredits | undefined;

  constructor(private readonly f1040: Form1040) {
    this.lines = f1040.lines;
  }

  static readonly FOREIGN_TAX_CREDIT = defineLine('schedule3.line1', 'Foreign tax credit', `${S3}, line 1; Instructions for Form 1116 (2024), election without Form 1116`, 'foreign tax paid on 1099-INT box 6 and 1099-DIV box 7, when not over 300 (600 married filing jointly), limited to tax', ['investmentData[1099-int].foreignTaxPaid', 'investmentData[1099-div].foreignTaxPaid']);
  /** Line 1: first of the nonrefundable credits (the other credits' limit worksheets subtract it from line 18). */
  foreignTaxCredit(): number {
    const paid = this.f1040.facts.foreignTaxPaid;
    if (!(paid > 0)) return 0;
    const recorded = this.lines.recorded(Schedule3.FOREIGN_TAX_CREDIT);
    if (recorded !== undefined) return recorded;
    const joint = this.f1040.status === 'married-joint';
    const limit = joint ? FOREIGN_TAX_WITHOUT_FORM_1116_JOINT : FOREIGN_TAX_WITHOUT_FORM_1116;
    if (paid > limit) {
      return this.lines.put(Schedule3.FOREIGN_TAX_CREDIT, 0, `Foreign tax of ${dollars(paid)} is over ${dollars(limit)}${joint ? ' (married filing jointly)' : ''}: the credit needs Form 1116, which this return does not prepare; you may instead deduct it as an itemized deduction (Schedule A line 6).`);
    }
    const credit = Math.min(dollars(paid), this.f1040.taxBeforeCredits());
    return this.lines.put(Schedule3.FOREIGN_TAX_CREDIT, credit, `Foreign tax from your 1099s, claimed without Form 1116 (not over ${dollars(limit)}); assumes it is all passive income from 1099s and you held the shares the required days.${credit < dollars(paid) ? ' Limited to your tax.' : ''}`);
  }

  /** Form 1040 line 18 less Schedule 3 line 1: where each later credit's limit worksheet starts. */
  private taxAfterForeignTaxCredit(): number {
    return Math.max(0, this.f1040.taxBeforeCredits() - this.foreignTaxCredit());
  }

  static readonly CHILD_CARE_CREDIT = defineLine('form2441.line11', 'Credit for child and dependent care expenses', 'Form 2441 (2024), lines 2-11; Schedule 3 line 2', 'smaller of expenses, 3,000 / 6,000 less excluded benefits, and each spouse\'s earned income, x the AGI rate (35% down to 20%), limited to tax', ["credits['child-family']['child-care-expenses']", 'creditFacts.careExpenses', 'dependents', 'form1040.line11']);
  /** Line 2 (Form 2441), limited by Form 1040 line 18. */
  childAndDependentCareCredit(): number {
    const f1040 = this.f1040;
    const care = f1040.careExpenses();
    const { expenses, qualifyingPersons } = care;
    const benefits = f1040.dependentCareBenefits();
    if (!(expenses > 0 || care.excludedForNonQualifyingPerson > 0 || (qualifyingPersons > 0 && benefits.total > 0))) return 0;
    const recorded = this.lines.recorded(Schedule3.CHILD_CARE_CREDIT);
    if (recorded !== undefined) return recorded;
    const status = f1040.status;
    const form2441Result = form2441({
      status, qualifyingPersons, expenses, excludedBenefits: benefits.excluded, taxpayerEarnedIncome: f1040.careEarnedIncomeOf('taxpayer'),
      spouseEarnedIncome: f1040.spouse ? f1040.careEarnedIncomeOf('spouse') : null, agi: f1040.adjustedGrossIncome(), taxLimit: this.taxAfterForeignTaxCredit(),
    });
    return this.lines.put(
      Schedule3.CHILD_CARE_CREDIT,
      dollars(form2441Result.credit),
      status === 'married-separate' ? 'Married filing separately cannot take this credit (unless living apart, not collected).'
        : qualifyingPersons === 0 ? 'No qualifying person (a dependent under 13, or disabled, who lived with you more than half the year).'
          : `${qualifyingPersons} qualifying person(s); ${Math.round(form2441Result.line8 * 100)}% of ${dollars(form2441Result.line6)}.${care.fromFacts ? ' Expenses by dependent from the care entries.' : ''}${care.excludedForNonQualifyingPerson > 0 ? ` ${dollars(care.excludedForNonQualifyingPerson)} left out: for someone who is not a qualifying person (under 13 or disabled, living with you).` : ''}`,
    );
  }

  static readonly EDUCATION_CREDITS = defineLine('form8863.line19', 'Nonrefundable education credits', 'Form 8863 (2024), lines 9-19; Schedule 3 line 3', '60% of the AOTC + 20% of up to 10,000 lifetime-learning expenses, x the MAGI fraction (80,000-90,000; 160,000-180,000 MFJ), limited to tax', ["credits.education['college-credit-first-4']", "credits.education['college-job-training']", 'creditFacts.students']);
  static readonly AMERICAN_OPPORTUNITY_CREDIT = defineLine('form8863.line7', 'American opportunity credit after the phase-out', 'Form 8863 (2024), lines 1-7 and Part III', '(100% of the first 2,000 + 25% of the next 2,000 of each eligible student\'s 1098-T box 1 less box 5) x MAGI fraction; a student failing a test of lines 23-26 takes the lifetime learning credit', ["credits.education['college-credit-first-4']", 'creditFacts.students']);
  /**
   * Form 8863 Part III per student from creditFacts.students: adjusted qualified expenses = 1098-T box 1 less box 5
   * (lines 27 / 31). A student who passes lines 23-26 (first four years, at least half-time, the AOTC claimed for
   * fewer than four earlier years, no felony drug conviction) goes to the AOTC (line 30 each); any other student's
   * expenses go to the lifetime learning credit (line 31, added on line 10). A student named as the spouse on a
   * return without one, or as a dependent not listed, is left out. Null when no student is entered.
   */
  educationExpensesByStudent(): { aotc: number[]; lifetimeLearning: number; notes: string[] } | null {
    const f1040 = this.f1040;
    const students = f1040.form.creditFacts.students.filter((student) => student.tuitionPaid > 0);
    if (students.length === 0) return null;
    const aotc: number[] = [];
    let lifetimeLearning = 0;
    const notes: string[] = [];
    let index = 0;
    for (const student of students) {
      index++;
      const who = student.student === 'taxpayer' ? 'you' : student.student === 'spouse' ? 'your spouse' : `dependent ${student.student + 1}`;
      if ((student.student === 'spouse' && !f1040.spouse) || (typeof student.student === 'number' && student.student >= f1040.facts.dependents.length)) {
        notes.push(`Student ${index} (${who}) left out: not on this return.`);
        continue;
      }
      const expenses = Math.max(0, student.tuitionPaid - student.scholarships);
      const failed = [
        !student.firstFourYears && 'past the first four years of postsecondary education (line 23)',
        !student.atLeastHalfTime && 'not at least half-time (line 24)',
        student.aotcClaimedFourYears && 'the AOTC already claimed for four years (line 25)',
        student.felonyDrugConviction && 'a felony drug conviction (line 26)',
      ].filter((reason): reason is string => typeof reason === 'string');
      if (failed.length === 0) aotc.push(expenses);
      else {
        lifetimeLearning += expenses;
        notes.push(`Student ${index} (${who}): ${failed.join(', ')}, so the lifetime learning credit instead.`);
      }
    }
    return { aotc, lifetimeLearning, notes };
  }

  /** Line 3 and Form 1040 line 29 (Form 8863), limited by the tax left after line 2. */
  educationCredits(): EducationCredits {
    if (this.education) return this.education;
    const f1040 = this.f1040;
    const status = f1040.status;
    const byStudent = this.educationExpensesByStudent();
    // Instructions for Form 8863 (2024), 'Who Can Claim an Education Credit': not a person claimed as a dependent on
    // another's return; the expenses count on that person's return (Pub 970 (2024), 'Who Can Claim a Dependent's Expenses').
    if (f1040.claimableAsDependent) {
      const entered = byStudent !== null || f1040.creditEntered('college-credit-first-4') > 0 || f1040.creditEntered('college-job-training') > 0;
      if (entered) {
        this.lines.put(Schedule3.AMERICAN_OPPORTUNITY_CREDIT, 0);
        this.lines.put(Schedule3.EDUCATION_CREDITS, 0, `Someone can claim ${f1040.form.canBeClaimedAsDependent ? 'you' : 'your spouse'} as a dependent: no education credits on this return; the person who claims you takes them for your expenses (Form 8863 instructions; Pub 970 (2024)). If that person does not claim you, you may take them yourself.`);
      }
      return (this.education = { nonrefundable: 0, refundable: 0 });
    }
    let form8863Result: Form8863Result;
    let note: string;
    if (byStudent) {
      if (byStudent.aotc.length === 0 && byStudent.lifetimeLearning <= 0) return (this.education = { nonrefundable: 0, refundable: 0 });
      form8863Result = form8863ByStudent(byStudent.aotc, byStudent.lifetimeLearning, f1040.adjustedGrossIncome(), status, this.taxAfterForeignTaxCredit() - this.childAndDependentCareCredit());
      note = [`${byStudent.aotc.length} student(s) pass the AOTC tests (Form 8863 lines 23-26), each from the 1098-T (box 1 less box 5).`, ...byStudent.notes].join(' ');
    } else {
      const aotcExpenses = f1040.creditEntered('college-credit-first-4');
      const llcExpenses = f1040.creditEntered('college-job-training');
      if (aotcExpenses <= 0 && llcExpenses <= 0) return (this.education = { nonrefundable: 0, refundable: 0 });
      const students = f1040.dependents().fullTimeStudents;
      form8863Result = form8863(aotcExpenses, students, llcExpenses, f1040.adjustedGrossIncome(), status, this.taxAfterForeignTaxCredit() - this.childAndDependentCareCredit());
      note = `${Math.max(1, students)} eligible student(s) assumed (dependents marked full-time students, at least 1).`;
    }
    this.lines.put(Schedule3.AMERICAN_OPPORTUNITY_CREDIT, form8863Result.refundable + form8863Result.aotcNonrefundable, note);
    const nonrefundable = this.lines.put(Schedule3.EDUCATION_CREDITS, form8863Result.nonrefundable, status === 'married-separate' ? 'Married filing separately cannot take education credits.' : undefined);
    return (this.education = { nonrefundable, refundable: form8863Result.refundable });
  }

  static readonly SAVERS_CREDIT = defineLine('form8880.line12', "Retirement savings contributions credit (saver's credit)", 'Form 8880 (2024), lines 1-12; Schedule 3 line 4', 'per person: contributions (line 3) less distributions since 2022 (line 4), up to 2,000 (line 6), added, x 50% / 20% / 10% by AGI, limited to tax', ["credits['retirement-savings']", 'creditFacts.retirementContributions', 'creditFacts.retirementDistributions', 'w2Data[].box12Entries', 'w2Data[].box12.codeD', 'iraContributions', 'form1040.line11']);
  /**
   * Form 8880 line 3 per column (taxpayer, then the spouse on a joint return), and whether the entries by person
   * (creditFacts.retirementContributions) were read. With those entries, they are the list of contributions: line 1
   * is each person's IRA entries, line 2 the larger of each person's elective-deferral entries and their W-2 box 12
   * deferrals (w2ElectiveDeferrals), since a deferral typed again is the same money as the W-2's. Schedule 1's IRA amount and the typed
   * totals are not added on top (the same money once more; Schedule 1 line 20 itself is unchanged). Without them:
   * contributions proven by the data (IRA, W-2 box 12 deferrals) count even unticked, and on a joint return the IRA
   * contributions go to the taxpayer up to the taxpayer's limit, the rest to the spouse.
   */
  /**
   * Form 8880 line 2 from one person's W-2s: box 12 as printed (every code of FORM_8880_LINE_2_CODES), or code D of
   * the spec's box 12 when a W-2 has no printed entries. A W-2 marked spouse is the filer's when there is no spouse column.
   */
  w2ElectiveDeferrals(owner: Owner): number {
    const hasSpouse = this.f1040.spouse !== null;
    let total = 0;
    for (const w2 of this.f1040.form.w2Data) {
      if ((w2.owner === 'spouse' && hasSpouse ? 'spouse' : 'taxpayer') !== owner) continue;
      if (w2.box12Entries.length > 0) {
        for (const entry of w2.box12Entries) if (FORM_8880_LINE_2_CODES.has(entry.code)) total += Math.max(0, amountOrZero(entry.amount));
      } else total += Math.max(0, amountOrZero(w2.box12?.codeD));
    }
    return total;
  }

  saversCreditContributions(): { line3: number[]; byPerson: boolean; ignoredSpouseEntries: number; enteredOnly: boolean } {
    const f1040 = this.f1040;
    const { taxpayer, spouse } = f1040;
    const entries = f1040.form.creditFacts.retirementContributions.filter((entry) => entry.amount > 0);
    if (entries.length > 0) {
      const people = spouse ? (['taxpayer', 'spouse'] as const) : (['taxpayer'] as const);
      const line3 = people.map((owner) => {
        const own = entries.filter((entry) => entry.owner === owner);
        const ira = own.filter((entry) => entry.kind === 'ira').reduce((sum, entry) => sum + entry.amount, 0);
        const deferrals = own.filter((entry) => entry.kind === 'elective-deferral').reduce((sum, entry) => sum + entry.amount, 0);
        const w2Deferrals = this.w2ElectiveDeferrals(owner);
        return ira + Math.max(deferrals, w2Deferrals);
      });
      const ignoredSpouseEntries = spouse ? 0 : entries.filter((entry) => entry.owner === 'spouse').reduce((sum, entry) => sum + entry.amount, 0);
      return { line3, byPerson: true, ignoredSpouseEntries, enteredOnly: false };
    }
    const iraContributions = f1040.schedule1.iraContributions();
    const enteredSavings = f1040.creditEntered('self-employed-retirement') + f1040.creditEntered('extra-401k-403b');
    const taxpayerIraShare = spouse ? Math.min(iraContributions, IRA_LIMIT + (ageAtLeast(taxpayer, AGE_50) ? IRA_CATCH_UP : 0)) : iraContributions;
    const taxpayerSavings = this.w2ElectiveDeferrals('taxpayer') + enteredSavings + taxpayerIraShare;
    const spouseSavings = spouse ? this.w2ElectiveDeferrals('spouse') + Math.max(0, iraContributions - taxpayerIraShare) : 0;
    return { line3: spouse ? [taxpayerSavings, spouseSavings] : [taxpayerSavings], byPerson: false, ignoredSpouseEntries: 0, enteredOnly: enteredSavings === 0 };
  }

  /** Line 4 (Form 8880): the contributions of saversCreditContributions less each person's distributions (line 4). */
  saversCredit(): number {
    const f1040 = this.f1040;
    const contributions = this.saversCreditContributions();
    if (contributions.line3.reduce((sum, value) => sum + value, 0) <= 0) return 0;
    const recorded = this.lines.recorded(Schedule3.SAVERS_CREDIT);
    if (recorded !== undefined) return recorded;
    // Form 8880 (2024) instructions: a person claimed as a dependent on someone else's return cannot take the credit
    // (IRC §25B(c)(2)(B): one for whom another is allowed the deduction); each column is that person's own.
    const dependentColumns = [f1040.form.canBeClaimedAsDependent, f1040.spouse !== null && f1040.form.spouseCanBeClaimedAsDependent];
    const line3 = contributions.line3.map((value, column) => (dependentColumns[column] ? 0 : value));
    const dependentNote = dependentColumns.some((ineligible, column) => ineligible && (contributions.line3[column] ?? 0) > 0)
      ? `${dependentColumns[0] && dependentColumns[1] ? "Both spouses'" : dependentColumns[0] ? 'Your' : "Your spouse's"} contributions left out: someone can claim ${dependentColumns[0] && dependentColumns[1] ? 'each of you' : dependentColumns[0] ? 'you' : 'your spouse'} as a dependent (Form 8880 (2024) instructions).`
      : null;
    if (line3.every((value) => value <= 0)) return this.lines.put(Schedule3.SAVERS_CREDIT, 0, dependentNote ?? undefined);
    const form8880Result = form8880(
      line3, f1040.adjustedGrossIncome(), f1040.status,
      this.taxAfterForeignTaxCredit() - this.childAndDependentCareCredit() - this.educationCredits().nonrefundable,
      line4Distributions(f1040.form.creditFacts.retirementDistributions, f1040.form.investmentData),
    );
    const notes = [`${Math.round(form8880Result.line9 * 100)}% of ${form8880Result.line7} of contributions.`];
    if (form8880Result.line4.some((value) => value > 0)) notes.push(`Distributions since 2022 (line 4) of ${form8880Result.line4.map(dollars).join(' / ')} reduce the contributions.`);
    if (contributions.byPerson) notes.push('Contributions by person from the retirement entries; a deferral also on a W-2 (box 12) counts once.');
    else if (contributions.enteredOnly) notes.push('Computed from the W-2 and IRA data although the credit was not ticked.');
    if (contributions.ignoredSpouseEntries > 0) notes.push(`${dollars(contributions.ignoredSpouseEntries)} entered for a spouse left out: only a joint return has the spouse's column.`);
    if (dependentNote) notes.push(dependentNote);
    notes.push('Not available to full-time students (not collected).');
    return this.lines.put(Schedule3.SAVERS_CREDIT, form8880Result.credit, notes.join(' '));
  }

  static readonly HOME_IMPROVEMENT_CREDIT = defineLine('form5695.line32', 'Energy efficient home improvement credit', 'Form 5695 (2024) Part II, lines 17-32; Schedule 3 line 5b', '30% of each item within its limit (doors 250 each / 500, windows 600, each energy property item 600, audit 150; together 1,200) + heat pumps and biomass up to 2,000, limited to tax', ['creditFacts.energyProperty']);
  /** Line 5b (Form 5695 Part II): before the child tax credit (Credit Limit Worksheet A line 2 counts it). */
  homeImprovementCredit(): number {
    const recorded = this.lines.recorded(Schedule3.HOME_IMPROVEMENT_CREDIT);
    if (recorded !== undefined) return recorded;
    const items = this.energyItems().filter((item) => !isCleanEnergyProperty(item.kind));
    if (items.length === 0) return 0;
    const taxLimit = this.taxAfterForeignTaxCredit() - this.childAndDependentCareCredit() - this.educationCredits().nonrefundable - this.saversCredit();
    const partII = form5695PartII(items, taxLimit);
    return this.lines.put(Schedule3.HOME_IMPROVEMENT_CREDIT, partII.line32, `${dollars(partII.withinAnnual)} within the 1,200 annual limit${partII.heatPumps > 0 ? ` + ${dollars(partII.heatPumps)} for heat pumps or biomass (2,000 limit)` : ''}${partII.line32 < partII.line30 ? `, limited to the tax of ${dollars(partII.line31)} (no carryforward)` : ''}.`);
  }

  private energyItems(): EnergyItem[] {
    return this.f1040.form.creditFacts.energyProperty.filter((item) => item.cost > 0);
  }

  /** Credit Limit Worksheet A lines 1-3: Form 1040 line 18 less Schedule 3 lines 2, 3, 4, 5b and 6d. */
  taxLeftForChildTaxCredit(): number {
    return Math.max(0, this.taxLeftBeforeElderlyCredit() - this.elderlyCredit());
  }

  private taxLeftBeforeElderlyCredit(): number {
    return Math.max(0, this.taxAfterForeignTaxCredit() - this.childAndDependentCareCredit() - this.educationCredits().nonrefundable - this.saversCredit() - this.homeImprovementCredit());
  }

  static readonly ELDERLY_CREDIT = defineLine('scheduleR.line22', 'Credit for the elderly or the disabled', 'Schedule R (2024), lines 10-22; Schedule 3 line 6d', '15% of (5,000; 7,500 both spouses 65+; 3,750 MFS living apart) less nontaxable social security and half of AGI over 7,500 (10,000 MFJ, 5,000 MFS), limited to tax; filers 65 or older', ['form1040.line6a', 'form1040.line6b', 'form1040.line11']);
  /** Line 6d (Schedule R): before the child tax credit (Credit Limit Worksheet A line 2). */
  elderlyCredit(): number {
    const recorded = this.lines.recorded(Schedule3.ELDERLY_CREDIT);
    if (recorded !== undefined) return recorded;
    const f1040 = this.f1040;
    const result = scheduleR({
      status: f1040.status, taxpayer65: ageAtLeast(f1040.taxpayer, AGE_65), spouse65: ageAtLeast(f1040.spouse, AGE_65),
      livedApartFromSpouse: f1040.livedApartFromSpouse, agi: f1040.adjustedGrossIncome(),
      nontaxableSocialSecurity: f1040.socialSecurityBenefits() - f1040.taxableSocialSecurityBenefits(),
      taxLimit: this.taxLeftBeforeElderlyCredit(),
    });
    if (!result || result.credit <= 0) return 0;
    return this.lines.put(Schedule3.ELDERLY_CREDIT, dollars(result.credit), `Initial amount ${dollars(result.line10)} less ${dollars(result.line19)} (nontaxable social security + half the AGI over the base), x 15%${result.credit < result.line21 ? ', limited to tax' : ''}. Nontaxable pensions other than social security (Schedule R lines 13b-13c) and the under-65 disability boxes are not collected.`);
  }

  static readonly CLEAN_ENERGY_CREDIT = defineLine('form5695.line15', 'Residential clean energy credit', 'Form 5695 (2024) Part I, lines 1-15; Schedule 3 line 5a', '30% of the costs (fuel cells at most 1,000 per kW) + the 2023 carryforward (line 12), limited to tax (the rest carries forward, line 16)', ["credits['home-energy']['solar-energy-upgrades']", 'creditFacts.energyProperty', 'creditFacts.energyCarryforward']);
  static readonly ADOPTION_CREDIT = defineLine('form8839.line16', 'Adoption credit', 'Form 8839 (2024), lines 2-16; Schedule 3 line 6c', 'per child: 16,810 less earlier credit (line 4), the expenses the timing rules allow or line 4 for a special needs child final in 2024 (line 5), less the MAGI phase-out (252,150-292,150); + the 2023 carryforward (line 13), limited to tax', ["credits['child-family']['adoption-expenses']", 'creditFacts.adoptions', 'creditFacts.adoptionCarryforward']);
  /**
   * Lines 5a (Form 5695 Part I) and 6c (Form 8839): after the child tax credit (IRC §23(b)(4), §25D(c)), or, when
   * Credit Limit Worksheet B applies, limited first by the tax left after its line 14. The adoption credit first
   * (§25D(c) counts the other subpart A credits before §25D). With the Form 8839 / 5695 facts the credits are
   * figured from them; a bare typed amount is one child final in 2024, or Part I costs.
   */
  adoptionAndEnergyCredits(): AdoptionAndEnergyCredits {
    if (this.laterCredits) return this.laterCredits;
    const f1040 = this.f1040;
    const facts = f1040.form.creditFacts;
    const s8812 = f1040.schedule8812;
    const typedAdoption = f1040.creditEntered('adoption-expenses');
    const adoptedChildren: AdoptedChild[] = facts.adoptions.length > 0 ? facts.adoptions
      : typedAdoption > 0 ? [{ specialNeeds: false, foreign: false, yearFinal: 2024, priorCreditClaimed: 0, expenses2024: typedAdoption, expensesEarlier: 0 }] : [];
    const cleanEnergyItems = this.energyItems().filter((item) => isCleanEnergyProperty(item.kind));
    const typedEnergy = f1040.creditEntered('solar-energy-upgrades');
    const energyItems: EnergyItem[] = cleanEnergyItems.length > 0 || facts.energyProperty.length > 0 ? cleanEnergyItems
      : typedEnergy > 0 ? [{ kind: 'solar-electric', cost: typedEnergy, fuelCellKilowatts: 0 }] : [];
    const out: AdoptionAndEnergyCredits = { adoption: 0, adoptionCarryforward: 0, energy: 0, energyCarryforward: 0 };
    if (adoptedChildren.length === 0 && facts.adoptionCarryforward <= 0 && energyItems.length === 0 && facts.energyCarryforward <= 0) return (this.laterCredits = out);
    const taxLeft = this.taxLeftForChildTaxCredit() - (s8812.usesCreditLimitWorksheetB() ? s8812.creditLimitWorksheetBLine14() : s8812.childTaxCredit());
    // Form 8839 line 7: MAGI is AGI plus excluded foreign and possession income, which this return does not collect.
    const agi = f1040.adjustedGrossIncome();
    if (adoptedChildren.length > 0 || facts.adoptionCarryforward > 0) {
      const result = form8839Return(adoptedChildren, agi, facts.adoptionCarryforward, taxLeft);
      const notes = facts.adoptions.length > 0
        ? result.children.map((child, index) => `Child ${index + 1}: ${child.note} Line 6 ${dollars(child.line6)}${child.line10 > 0 ? `, less ${dollars(child.line10)} phase-out` : ''}.`)
        : adoptedChildren.length > 0 ? ['One eligible child, final in 2024, assumed.'] : [];
      if (result.line13 > 0) notes.push(`${dollars(result.line13)} carried forward from 2023 (line 13).`);
      if (result.carryforward > 0) notes.push(`${dollars(result.carryforward)} carries forward to 2025.`);
      if (f1040.status === 'married-separate') notes.push('Married filing separately generally cannot claim it (not collected: living apart).');
      out.adoption = this.lines.put(Schedule3.ADOPTION_CREDIT, result.line16, notes.join(' '));
      out.adoptionCarryforward = result.carryforward;
    }
    if (energyItems.length > 0 || facts.energyCarryforward > 0) {
      const partI = form5695PartI(energyItems, facts.energyCarryforward, taxLeft - out.adoption);
      const notes = [];
      if (partI.line12 > 0) notes.push(`${dollars(partI.line12)} carried forward from 2023 (line 12).`);
      if (partI.line16 > 0) notes.push(`${dollars(partI.line16)} carries forward to 2025 (line 16).`);
      out.energy = this.lines.put(Schedule3.CLEAN_ENERGY_CREDIT, partI.line15, notes.length > 0 ? notes.join(' ') : undefined);
      out.energyCarryforward = partI.line16;
    }
    return (this.laterCredits = out);
  }

  static readonly LINE_8 = defineLine('schedule3.line8', 'Total nonrefundable credits (Schedule 3)', `${S3}, line 8`, 'lines 1 + 2 + 3 + 4 + 5a + 5b + 6c + 6d', [Schedule3.FOREIGN_TAX_CREDIT, Schedule3.CHILD_CARE_CREDIT, Schedule3.EDUCATION_CREDITS, Schedule3.SAVERS_CREDIT, Schedule3.CLEAN_ENERGY_CREDIT, Schedule3.HOME_IMPROVEMENT_CREDIT, Schedule3.ADOPTION_CREDIT, Schedule3.ELDERLY_CREDIT]);
  /** Line 8 (to Form 1040 line 20). */
  nonrefundableCredits(): number {
    const later = this.adoptionAndEnergyCredits();
    return this.lines.recorded(Schedule3.LINE_8) ?? this.lines.put(
      Schedule3.LINE_8,
      this.foreignTaxCredit() + this.childAndDependentCareCredit() + this.educationCredits().nonrefundable + this.saversCredit() + this.homeImprovementCredit() + this.elderlyCredit() + later.energy + later.adoption,
    );
  }

  static readonly LINE_11 = defineLine('schedule3.line11', 'Excess social security tax withheld', `${S3}, line 11; i1040 Schedule 3 line 11; Pub 505 ch. 3`, "each person's W-2 box 4 from two or more employers over 10,453.20 (6.2% of 168,600), each employer counted up to 10,453.20", ['w2Data[].socialSecurityTaxWithheld', 'w2Data[].owner', 'w2Data[].employerEIN']);
  /**
   * Line 11 (to Form 1040 line 31; read by Schedule 8812 Part II-B line 24 and Credit Limit Worksheet B line 10).
   * A single employer's over-withholding is not claimed here: that employer refunds it.
   */
  excessSocialSecurityWithheld(): number {
    const recorded = this.lines.recorded(Schedule3.LINE_11);
    if (recorded !== undefined) return recorded;
    const { taxpayer, spouse } = this.f1040;
    const taxpayerExcess = excessSocialSecurityTax(taxpayer.socialSecurityTaxByEmployer);
    const spouseExcess = spouse ? excessSocialSecurityTax(spouse.socialSecurityTaxByEmployer) : null;
    const total = taxpayerExcess.excess + (spouseExcess?.excess ?? 0);
    if (!(total > 0 || taxpayerExcess.employerOverWithheld || spouseExcess?.employerOverWithheld)) return 0;
    const notes: string[] = [];
    if (taxpayerExcess.excess > 0) notes.push(`Taxpayer: ${taxpayerExcess.excess.toFixed(2)} over 10,453.20 from two or more employers.`);
    if (spouseExcess && spouseExcess.excess > 0) notes.push(`Spouse: ${spouseExcess.excess.toFixed(2)} over 10,453.20 from two or more employers.`);
    if (taxpayerExcess.employerOverWithheld || spouseExcess?.employerOverWithheld)
      notes.push('One employer withheld more than 10,453.20 by itself: ask that employer for the refund of that part; it is not claimed here.');
    return this.lines.put(Schedule3.LINE_11, dollars(total), notes.join(' '));
  }
}
