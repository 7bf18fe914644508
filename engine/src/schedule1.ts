// Schedule 1 (Form 1040) 2024: Part I additional income, Part II adjustments to income. One method per line,
// each next to its definition; a line is computed once, when first asked for.
import { defineLine, dollars, type LineDefinition, type Lines } from './explain';
import type { Form1040 } from './form1040';
import { ageAtLeast } from './returnFacts';
import {
  hsaDeduction, iraDeduction, selfEmployedHealthInsuranceDeduction, selfEmployedRetirementDeduction, studentLoanInterestDeduction,
} from './adjustments';
import { allowedRentalLoss, rentalPropertyNet } from './scheduleE';
import { taxableSocialSecurity } from './socialSecurityWorksheet';
import { taxableStateRefund } from './stateRefundWorksheet';
import { stateRefundReceived } from '@taxapp/contracts/form';
import { AGE_50, AGE_55, EDUCATOR_EXPENSE_LIMIT } from './years/2024';

const S1 = 'Schedule 1 (Form 1040) 2024';

// Part I
// Part II

export class Schedule1 {
  private readonly lines: Lines;

  constructor(private readonly f1040: Form1040) {
    this.lines = f1040.lines;
  }

  /** A line recorded from a positive amount typed or read from documents; nothing recorded when there is none. */
  private whenPresent(definition: LineDefinition, amount: number): number {
    if (!amount) return 0;
    return this.lines.recorded(definition) ?? this.lines.put(definition, dollars(amount));
  }

  // ---- Part I ----

  static readonly LINE_1 = defineLine(
    'schedule1.line1', 'Taxable refunds, credits, or offsets of state and local income taxes', `${S1}, line 1 (State and Local Income Tax Refund Worksheet)`,
    'the part of the state and local income tax refunds (1099-G box 2) that the 2023 Schedule A deduction of that tax made worth something',
    ['investmentData[1099-g].stateLocalIncomeTaxRefunds', 'stateRefund', 'priorYearReturn'],
  );
  /** Line 1: 1099-G box 2 (or the hand-typed state refund when larger), through the worksheet with the 2023 return's figures. */
  stateRefundIncome(): number {
    const recorded = this.lines.recorded(Schedule1.LINE_1);
    if (recorded !== undefined) return recorded;
    const { form, status, taxpayer, spouse } = this.f1040;
    const refund = stateRefundReceived(form);
    if (refund <= 0) return 0;
    const prior = form.priorYearReturn;
    const priorStatus = prior.filingStatus || status;
    // The 2023 Form 1040's boxes: 65 or older at the end of 2023 (66 or older at the end of 2024), and blind.
    const boxes = (person: typeof taxpayer | null) => (person ? (person.age !== null && person.age >= 66 ? 1 : 0) + (person.blind ? 1 : 0) : 0);
    const worksheet = taxableStateRefund(refund, {
      itemized: prior.itemized, salesTaxElected: prior.salesTaxElected, filingStatus: priorStatus,
      line5a: prior.scheduleALine5a, line5d: prior.scheduleALine5d, line5e: prior.scheduleALine5e, line17: prior.scheduleALine17,
      ageOrBlindBoxes: boxes(taxpayer) + (priorStatus === 'married-joint' ? boxes(spouse) : 0),
    });
    if (worksheet.taxable <= 0) return 0;
    return this.lines.put(Schedule1.LINE_1, dollars(worksheet.taxable), worksheet.how);
  }

  static readonly LINE_2A = defineLine('schedule1.line2a', 'Alimony received', `${S1}, line 2a`, "'Alimony' other-income entries (taxable for divorce or separation instruments before 2019)");
  /** Line 2a. */
  alimonyReceived(): number {
    return this.whenPresent(Schedule1.LINE_2A, this.f1040.facts.alimonyReceived);
  }

  static readonly LINE_3 = defineLine('schedule1.line3', 'Business income or (loss)', `${S1}, line 3; Schedule C line 31`, 'Sum of Schedule C net profits: gross receipts - expenses of each business entry, and 1099-NEC/MISC nonemployee compensation', ['otherIncomeEntries[Business].businessData', 'contractor1099Data[].nonemployeeCompensation']);
  /** Line 3. */
  businessIncome(): number {
    if (this.f1040.facts.businesses.length === 0) return 0;
    const se = this.f1040.selfEmployment();
    return this.lines.recorded(Schedule1.LINE_3) ?? this.lines.put(Schedule1.LINE_3, dollars(se.taxpayerNetProfit + se.spouseNetProfit));
  }

  static readonly LINE_5 = defineLine('schedule1.line5', 'Rental real estate and royalties', `${S1}, line 5; Schedule E line 26`, 'rental net after the vacation-home rules and the passive loss allowance, plus royalties', ['otherIncomeEntries[Rental].rentalData', 'contractor1099Data[].rentIncome', 'contractor1099Data[].royalties']);
  /**
   * Line 5 (Schedule E). The passive loss allowance reads modified AGI without the rental loss, taxable social
   * security, the IRA deduction and student loan interest (Form 8582 instructions, line 6).
   */
  rentalRealEstateAndRoyalties(): number {
    const { facts } = this.f1040;
    if (facts.rentals.length === 0 && facts.royalties === 0) return 0;
    const recorded = this.lines.recorded(Schedule1.LINE_5);
    if (recorded !== undefined) return recorded;
    let rentalNet = 0;
    const notes: string[] = [];
    for (const rental of facts.rentals) {
      const property = rentalPropertyNet(rental);
      rentalNet += property.net;
      if (property.note) notes.push(property.note);
    }
    let allowedRental = rentalNet;
    if (rentalNet < 0) {
      const f1040 = this.f1040;
      const incomeBeforeRental = f1040.totalWages() + f1040.taxableInterest() + f1040.ordinaryDividends() + f1040.taxableIraDistributions() + f1040.taxablePensionsAndAnnuities() +
        f1040.capitalGainOrLoss() + this.stateRefundIncome() + this.alimonyReceived() + this.businessIncome() + this.unemploymentCompensation() + this.totalOtherIncome() + facts.royalties;
      const allowed = allowedRentalLoss(rentalNet, incomeBeforeRental - this.adjustmentsBeforeIraDeduction(), f1040.status, f1040.livedApartFromSpouse);
      allowedRental = -allowed;
      if (allowed < -rentalNet) notes.push(`Passive activity loss limited to ${dollars(allowed)} (Form 8582; 25,000 allowance less half of modified AGI over 100,000); ${dollars(-rentalNet - allowed)} is carried forward.`);
    }
    return this.lines.put(Schedule1.LINE_5, dollars(allowedRental + facts.royalties), notes.length ? notes.join(' ') : undefined);
  }

  static readonly LINE_7 = defineLine('schedule1.line7', 'Unemployment compensation', `${S1}, line 7`, '1099-G box 1 + the hand-typed remainder of the unemployment totals over the documents', ['investmentData[1099-g].unemploymentCompensation', 'unemploymentIncome', 'unemploymentCompensation']);
  /** Line 7. */
  unemploymentCompensation(): number {
    return this.whenPresent(Schedule1.LINE_7, this.f1040.facts.unemployment);
  }

  static readonly LINE_8B = defineLine('schedule1.line8b', 'Gambling winnings', `${S1}, line 8b`, "'Gambling Winnings' entries");
  /** Line 8b. */
  gamblingWinnings(): number {
    return this.whenPresent(Schedule1.LINE_8B, this.f1040.facts.gambling);
  }

  static readonly LINE_8H = defineLine('schedule1.line8h', 'Jury duty pay', `${S1}, line 8h`, "'Jury Duty' entries");
  /** Line 8h. */
  juryDutyPay(): number {
    return this.whenPresent(Schedule1.LINE_8H, this.f1040.facts.juryDuty);
  }

  static readonly LINE_8I = defineLine('schedule1.line8i', 'Prizes and awards', `${S1}, line 8i`, "'Awards/Prizes' entries");
  /** Line 8i. */
  prizesAndAwards(): number {
    return this.whenPresent(Schedule1.LINE_8I, this.f1040.facts.prizes);
  }

  static readonly LINE_8J = defineLine('schedule1.line8j', 'Activity not engaged in for profit income', `${S1}, line 8j`, "'Hobby Income' entries");
  /** Line 8j. */
  activityNotForProfitIncome(): number {
    return this.whenPresent(Schedule1.LINE_8J, this.f1040.facts.hobby);
  }

  static readonly LINE_8R = defineLine('schedule1.line8r', 'Scholarship and fellowship grants not on a W-2', `${S1}, line 8r`, "'Scholarships/Grants' entries (the taxable part)");
  /** Line 8r. */
  scholarshipsNotOnW2(): number {
    return this.whenPresent(Schedule1.LINE_8R, this.f1040.facts.scholarships);
  }

  static readonly LINE_8Z = defineLine('schedule1.line8z', 'Other income', `${S1}, line 8z`, "'Other' and 'Gift Cards' entries, giftCardIncome, 1099-MISC box 3");
  /** Line 8z. */
  otherIncome(): number {
    return this.whenPresent(Schedule1.LINE_8Z, this.f1040.facts.otherIncome);
  }

  static readonly LINE_9 = defineLine('schedule1.line9', 'Total other income', `${S1}, line 9`, 'lines 8a through 8z', [Schedule1.LINE_8B, Schedule1.LINE_8H, Schedule1.LINE_8I, Schedule1.LINE_8J, Schedule1.LINE_8R, Schedule1.LINE_8Z]);
  /** Line 9. */
  totalOtherIncome(): number {
    return this.lines.recorded(Schedule1.LINE_9) ?? this.lines.put(
      Schedule1.LINE_9,
      this.gamblingWinnings() + this.juryDutyPay() + this.prizesAndAwards() + this.activityNotForProfitIncome() + this.scholarshipsNotOnW2() + this.otherIncome(),
    );
  }

  static readonly LINE_10 = defineLine('schedule1.line10', 'Additional income', `${S1}, line 10`, 'lines 1 through 7 + line 9', [Schedule1.LINE_1, Schedule1.LINE_2A, Schedule1.LINE_3, Schedule1.LINE_5, Schedule1.LINE_7, Schedule1.LINE_9]);
  /** Line 10 (to Form 1040 line 8). */
  additionalIncome(): number {
    return this.lines.recorded(Schedule1.LINE_10) ?? this.lines.put(
      Schedule1.LINE_10,
      this.stateRefundIncome() + this.alimonyReceived() + this.businessIncome() + this.rentalRealEstateAndRoyalties() + this.unemploymentCompensation() + this.totalOtherIncome(),
    );
  }

  // ---- Part II ----

  static readonly LINE_11 = defineLine('schedule1.line11', 'Educator expenses', `${S1}, line 11; IRC §62(a)(2)(D)`, 'smaller of the educator-expenses entry or 300 (600 on a joint return: 300 for each spouse who is an eligible educator)', ["deductions.business['educator-expenses']"]);
  /**
   * Line 11. i1040 (2024) Schedule 1 line 11: "If you and your spouse are filing jointly and both of you were eligible
   * educators, the maximum deduction is $600. However, neither spouse can deduct more than $300". The form holds one
   * amount, so on a joint return more than 300 is read as both spouses' expenses (IRS Direct File asks each spouse).
   */
  educatorExpenses(): number {
    const entered = this.f1040.deductionEntered('educator-expenses');
    if (entered <= 0) return 0;
    const recorded = this.lines.recorded(Schedule1.LINE_11);
    if (recorded !== undefined) return recorded;
    const joint = this.f1040.status === 'married-joint';
    const limit = joint ? 2 * EDUCATOR_EXPENSE_LIMIT : EDUCATOR_EXPENSE_LIMIT;
    return this.lines.put(Schedule1.LINE_11, dollars(Math.min(entered, limit)),
      joint && entered > EDUCATOR_EXPENSE_LIMIT ? 'More than 300 on a joint return: taken as both spouses eligible educators, at most 300 each (600).' : undefined);
  }

  static readonly LINE_13 = defineLine('schedule1.line13', 'Health savings account deduction', `${S1}, line 13; Form 8889 line 13`, 'smaller of contributions or the 2024 limit (4,150 self-only / 8,300 family, +1,000 for each spouse 55 or older) less employer contributions (W-2 box 12 code W)', ["deductions.health['hsa']", 'w2Data[].box12.codeW']);
  /** Line 13 (Form 8889). */
  healthSavingsAccountDeduction(): number {
    const contributions = this.f1040.deductionEntered('hsa');
    if (contributions <= 0) return 0;
    const recorded = this.lines.recorded(Schedule1.LINE_13);
    if (recorded !== undefined) return recorded;
    const { taxpayer, spouse } = this.f1040;
    const familyCoverage = this.f1040.status === 'married-joint' || this.f1040.facts.dependents.length > 0;
    return this.lines.put(
      Schedule1.LINE_13,
      // Each spouse 55 or older has a 1,000 catch-up of their own (Form 8889 (2024) line 7, one form per spouse).
      dollars(hsaDeduction(contributions, familyCoverage, (ageAtLeast(taxpayer, AGE_55) ? 1 : 0) + (ageAtLeast(spouse, AGE_55) ? 1 : 0), taxpayer.hsaEmployerContributions + (spouse?.hsaEmployerContributions ?? 0))),
      `${familyCoverage ? 'Family' : 'Self-only'} coverage assumed (${familyCoverage ? 'spouse or dependents on the return' : 'no spouse or dependents'}); 2024 limits are 4,150 / 8,300 (Rev. Proc. 2023-23).`,
    );
  }

  static readonly LINE_15 = defineLine('schedule1.line15', 'Deductible part of self-employment tax', `${S1}, line 15; Schedule SE line 13`, 'Sum of Schedule SE line 13', ['scheduleSE.taxpayer.line13', 'scheduleSE.spouse.line13']);
  /** Line 15 (Schedule SE line 13 of each person). */
  deductiblePartOfSelfEmploymentTax(): number {
    const se = this.f1040.selfEmployment();
    const half = se.taxpayer.deduction + se.spouse.deduction;
    if (half <= 0) return 0;
    return this.lines.recorded(Schedule1.LINE_15) ?? this.lines.put(Schedule1.LINE_15, half);
  }

  static readonly LINE_16 = defineLine('schedule1.line16', 'Self-employed SEP, SIMPLE and qualified plans', `${S1}, line 16; Pub 560`, "'Retirement Contributions' business expense rows, within the solo 401(k) limit");
  /** Line 16 (Pub 560). */
  selfEmployedRetirementPlans(): number {
    const se = this.f1040.selfEmployment();
    if (se.retirementPlanContributions <= 0) return 0;
    const recorded = this.lines.recorded(Schedule1.LINE_16);
    if (recorded !== undefined) return recorded;
    const { taxpayer } = this.f1040;
    return this.lines.put(Schedule1.LINE_16, dollars(selfEmployedRetirementDeduction(
      se.retirementPlanContributions, se.taxpayerNetProfit + se.spouseNetProfit, se.taxpayer.deduction + se.spouse.deduction,
      ageAtLeast(taxpayer, AGE_50), taxpayer.electiveDeferrals,
    )));
  }

  static readonly LINE_17 = defineLine('schedule1.line17', 'Self-employed health insurance deduction', `${S1}, line 17; Form 7206`, "'Health Insurance Premiums' business expense rows, up to net profit - half SE tax - line 16");
  /** Line 17 (Form 7206). */
  selfEmployedHealthInsurance(): number {
    const se = this.f1040.selfEmployment();
    if (se.healthInsurancePremiums <= 0) return 0;
    return this.lines.recorded(Schedule1.LINE_17) ?? this.lines.put(Schedule1.LINE_17, dollars(selfEmployedHealthInsuranceDeduction(
      se.healthInsurancePremiums, se.taxpayerNetProfit + se.spouseNetProfit, se.taxpayer.deduction + se.spouse.deduction, this.selfEmployedRetirementPlans(),
    )));
  }

  static readonly LINE_18 = defineLine('schedule1.line18', 'Penalty on early withdrawal of savings', `${S1}, line 18`, '1099-INT / 1099-OID box 2');
  /** Line 18. */
  earlyWithdrawalPenalty(): number {
    const penalty = this.f1040.facts.earlyWithdrawalPenalty;
    if (penalty <= 0) return 0;
    return this.lines.recorded(Schedule1.LINE_18) ?? this.lines.put(Schedule1.LINE_18, dollars(penalty));
  }

  static readonly LINE_19A = defineLine('schedule1.line19a', 'Alimony paid', `${S1}, line 19a`, 'alimony entry or alimonyPaid (instruments before 2019)', ["deductions.other['alimony']", 'alimonyPaid']);
  /** Line 19a. */
  alimonyPaid(): number {
    const paid = Math.max(this.f1040.deductionEntered('alimony'), this.f1040.form.alimonyPaid);
    if (paid <= 0) return 0;
    return this.lines.recorded(Schedule1.LINE_19A) ?? this.lines.put(Schedule1.LINE_19A, dollars(paid), 'Deductible only under a divorce or separation instrument executed before 2019 (assumed).');
  }

  /** Lines 11 through 19a: the adjustments that do not depend on AGI (IRA and Schedule E modified AGI start here). */
  adjustmentsBeforeIraDeduction(): number {
    return this.educatorExpenses() + this.healthSavingsAccountDeduction() + this.deductiblePartOfSelfEmploymentTax() +
      this.selfEmployedRetirementPlans() + this.selfEmployedHealthInsurance() + this.earlyWithdrawalPenalty() + this.alimonyPaid();
  }

  static readonly LINE_20 = defineLine('schedule1.line20', 'IRA deduction', `${S1}, line 20; IRA Deduction Worksheet; Pub 590-A`, 'contributions up to 7,000 (+1,000 at 50) per person, limited to compensation and, if covered by a workplace plan, the MAGI phase-out', ["deductions.retirement['ira-contributions']", 'iraContributions']);
  /**
   * Line 20 (IRA Deduction Worksheet). Modified AGI counts social security as taxable before the IRA deduction
   * (Pub 590-A Appendix B); compensation is wages, net SE earnings less half SE tax, and taxable alimony.
   */
  iraDeduction(): number {
    const f1040 = this.f1040;
    const contributions = this.iraContributions();
    if (contributions <= 0) return 0;
    const recorded = this.lines.recorded(Schedule1.LINE_20);
    if (recorded !== undefined) return recorded;
    const { taxpayer, spouse, status } = f1040;
    const se = f1040.selfEmployment();
    const adjustments = this.adjustmentsBeforeIraDeduction();
    const incomeBeforeSocialSecurity = f1040.incomeBeforeSocialSecurity();
    const benefits = f1040.facts.socialSecurityBenefits;
    const socialSecurityBeforeIra = benefits > 0
      ? dollars(taxableSocialSecurity(benefits, incomeBeforeSocialSecurity, f1040.taxExemptInterest(), adjustments, status, f1040.livedApartFromSpouse))
      : 0;
    const modifiedAgi = incomeBeforeSocialSecurity + socialSecurityBeforeIra - adjustments;
    const taxpayerIra = { age50: ageAtLeast(taxpayer, AGE_50), compensation: taxpayer.wages + Math.max(0, se.taxpayerNetProfit - se.taxpayer.deduction) + this.alimonyReceived(), covered: taxpayer.coveredByPlan };
    const spouseIra = spouse ? { age50: ageAtLeast(spouse, AGE_50), compensation: spouse.wages + Math.max(0, se.spouseNetProfit - se.spouse.deduction), covered: spouse.coveredByPlan } : null;
    const notes: string[] = [];
    if (taxpayer.ageUnknownReason) notes.push(`Taxpayer's ${taxpayer.ageUnknownReason}: treated as under 50 (no 1,000 catch-up).`);
    if (taxpayer.coveredByPlan || spouse?.coveredByPlan) notes.push(`Covered by a workplace plan (W-2 box 13): phase-out applied at modified AGI ${dollars(modifiedAgi)}.`);
    return this.lines.put(Schedule1.LINE_20, dollars(iraDeduction(contributions, modifiedAgi, status, taxpayerIra, spouseIra)), notes.length ? notes.join(' ') : undefined);
  }

  /** IRA contributions: the deductions entry or the top-level amount, whichever is larger. */
  iraContributions(): number {
    return Math.max(this.f1040.deductionEntered('ira-contributions'), this.f1040.form.iraContributions);
  }

  static readonly LINE_21 = defineLine('schedule1.line21', 'Student loan interest deduction', `${S1}, line 21; Student Loan Interest Deduction Worksheet`, 'smaller of interest or 2,500, reduced by (MAGI - 80,000) / 15,000 (165,000 / 30,000 MFJ); 0 for MFS', ["deductions['student-loan']['student-loan-interest']", 'studentLoanInterest']);
  /** Line 21: modified AGI is AGI before this deduction (worksheet line 4). */
  studentLoanInterestDeduction(): number {
    const interest = Math.max(this.f1040.deductionEntered('student-loan-interest'), this.f1040.form.studentLoanInterest);
    if (interest <= 0) return 0;
    const recorded = this.lines.recorded(Schedule1.LINE_21);
    if (recorded !== undefined) return recorded;
    const status = this.f1040.status;
    const modifiedAgi = this.f1040.totalIncome() - this.adjustmentsBeforeIraDeduction() - this.iraDeduction();
    return this.lines.put(
      Schedule1.LINE_21,
      dollars(studentLoanInterestDeduction(interest, modifiedAgi, status)),
      status === 'married-separate' ? 'Married filing separately cannot take the student loan interest deduction.' : undefined,
    );
  }

  static readonly LINE_26 = defineLine('schedule1.line26', 'Adjustments to income', `${S1}, line 26`, 'lines 11 through 25', [Schedule1.LINE_11, Schedule1.LINE_13, Schedule1.LINE_15, Schedule1.LINE_16, Schedule1.LINE_17, Schedule1.LINE_18, Schedule1.LINE_19A, Schedule1.LINE_20, Schedule1.LINE_21]);
  /** Line 26 (to Form 1040 line 10). */
  adjustmentsToIncome(): number {
    return this.lines.recorded(Schedule1.LINE_26) ?? this.lines.put(Schedule1.LINE_26, this.adjustmentsBeforeIraDeduction() + this.iraDeduction() + this.studentLoanInterestDeduction());
  }
}
