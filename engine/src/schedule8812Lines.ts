// Schedule 8812 (Form 1040) 2024 as recorded on a return: lines 12-14 (Form 1040 line 19), Part II (line 27,
// Form 1040 line 28) and Credit Limit Worksheet B. The arithmetic is schedule8812.ts; the dependents counted
// are the dependents worksheet's (dependents.ts).
import { defineLine, type Lines } from './explain';
import type { Form1040 } from './form1040';
import { creditLimitWorksheetB, schedule8812, schedule8812Line12, type Schedule8812Result } from './schedule8812';
import { isCleanEnergyProperty } from './form5695';

export class Schedule8812Lines {
  private readonly lines: Lines;
  private result: Schedule8812Result | null | undefined;

  constructor(private readonly f1040: Form1040) {
    this.lines = f1040.lines;
  }

  private hasDependents(): boolean {
    const d = this.f1040.dependents();
    return d.childTaxCreditChildren + d.otherDependents > 0;
  }

  /** Part II-B lines 21-22 and Worksheet B lines 7-9: W-2 boxes 4 and 6 and the deductible part of SE tax. */
  private socialSecurityAndMedicareTaxes(): number {
    const { taxpayer, spouse } = this.f1040;
    const se = this.f1040.selfEmployment();
    return taxpayer.socialSecurityTaxWithheld + taxpayer.medicareTaxWithheld +
      (spouse ? spouse.socialSecurityTaxWithheld + spouse.medicareTaxWithheld : 0) + se.taxpayer.deduction + se.spouse.deduction;
  }

  /**
   * Credit Limit Worksheet B applies with a qualifying child and an adoption or residential clean energy credit.
   */
  usesCreditLimitWorksheetB(): boolean {
    const f1040 = this.f1040;
    const facts = f1040.form.creditFacts;
    return f1040.dependents().childTaxCreditChildren > 0 && (f1040.creditEntered('adoption-expenses') > 0 || f1040.creditEntered('solar-energy-upgrades') > 0 ||
      facts.adoptions.length > 0 || facts.adoptionCarryforward > 0 || facts.energyCarryforward > 0 || facts.energyProperty.some((item) => item.cost > 0 && isCleanEnergyProperty(item.kind)));
  }

  static readonly LINE_12 = defineLine('schedule8812.line12', 'Child tax credit and credit for other dependents before the tax limit', 'Schedule 8812 (2024), lines 4-12', '2,000 x qualifying children + 500 x other dependents, less 50 per 1,000 of MAGI over 200,000 (400,000 MFJ)', ['dependents', 'form1040.line11']);
  static readonly LINE_13 = defineLine('schedule8812.line13', 'Credit Limit Worksheet A', 'Schedule 8812 (2024), line 13; Credit Limit Worksheet A', 'Form 1040 line 18 - Schedule 3 lines 1, 2, 3, 4, 5b, 6d - Credit Limit Worksheet B line 15 (the adoption and residential clean energy credits, when Worksheet B applies)', ['form1040.line18', 'form2441.line11', 'form8863.line19', 'form8880.line12', 'scheduleR.line22', 'form8839.line16', 'form5695.line15']);
  /** Lines 4-27, once; null without dependents. Line 13 is Credit Limit Worksheet A (less Worksheet B line 15 when it applies). */
  private computation(): Schedule8812Result | null {
    if (this.result !== undefined) return this.result;
    if (!this.hasDependents()) return (this.result = null);
    const f1040 = this.f1040;
    const schedule3 = f1040.schedule3;
    const dependents = f1040.dependents();
    const qualifyingChildren = dependents.childTaxCreditChildren;
    const worksheetB = this.usesCreditLimitWorksheetB();
    let taxLimit = schedule3.taxLeftForChildTaxCredit();
    if (worksheetB) {
      const later = schedule3.adoptionAndEnergyCredits();
      taxLimit -= later.adoption + later.energy;
    }
    const computed = schedule8812({
      qualifyingChildren, otherDependents: dependents.otherDependents, modifiedAgi: f1040.adjustedGrossIncome(), status: f1040.status, taxLimit,
      earnedIncome: f1040.childTaxCreditEarnedIncome(), socialSecurityAndMedicareTaxes: this.socialSecurityAndMedicareTaxes(),
      earnedIncomeCredit: f1040.earnedIncomeCreditComputation().credit, excessSocialSecurity: schedule3.excessSocialSecurityWithheld(),
    });
    const childTaxCreditClaimed = f1040.creditEntered('child-tax-credit') > 0;
    this.lines.put(Schedule8812Lines.LINE_12, computed.line12, `${qualifyingChildren} qualifying child(ren) under 17, ${dependents.otherDependents} other dependent(s).${dependents.notes.length ? ' ' + dependents.notes[0] : ''}${!childTaxCreditClaimed && qualifyingChildren > 0 ? ' Computed from the dependents although the credit was not ticked.' : ''}`);
    this.lines.put(Schedule8812Lines.LINE_13, Math.max(0, taxLimit), worksheetB ? 'Credit Limit Worksheet B applies: the adoption and residential clean energy credits (worksheet line 15) were limited first and are subtracted here (Worksheet A line 4).' : undefined);
    return (this.result = computed);
  }

  static readonly WORKSHEET_B_LINE_14 = defineLine('schedule8812.worksheetB.line14', 'Child tax credit that cannot be refundable (Credit Limit Worksheet B)', 'Instructions for Schedule 8812 (2024), Credit Limit Worksheet B, lines 1-14', 'line 12 of Schedule 8812 - smaller of (1,700 x qualifying children) or the larger of 15% of earned income over 2,500 and (3+ children) social security and Medicare taxes over the EIC and Schedule 3 line 11; used by the adoption and clean energy credit limits instead of Form 1040 line 19', [Schedule8812Lines.LINE_12, 'eic.earnedIncome']);
  /** Credit Limit Worksheet B line 14: the child tax credit the adoption and clean energy limits count as used. */
  creditLimitWorksheetBLine14(): number {
    const recorded = this.lines.recorded(Schedule8812Lines.WORKSHEET_B_LINE_14);
    if (recorded !== undefined) return recorded;
    const f1040 = this.f1040;
    const dependents = f1040.dependents();
    const worksheet = creditLimitWorksheetB({
      line12: schedule8812Line12(dependents.childTaxCreditChildren, dependents.otherDependents, f1040.adjustedGrossIncome(), f1040.status),
      qualifyingChildren: dependents.childTaxCreditChildren,
      earnedIncome: f1040.childTaxCreditEarnedIncome(),
      socialSecurityAndMedicareTaxes: this.socialSecurityAndMedicareTaxes(),
      earnedIncomeCreditAndExcessSocialSecurity: f1040.earnedIncomeCreditComputation().credit + f1040.schedule3.excessSocialSecurityWithheld(),
    });
    return this.lines.put(Schedule8812Lines.WORKSHEET_B_LINE_14, worksheet.line14);
  }

  /** Line 14 (Form 1040 line 19). */
  childTaxCredit(): number {
    return this.computation()?.line14 ?? 0;
  }

  /** Line 27 (Form 1040 line 28). */
  additionalChildTaxCredit(): number {
    return this.computation()?.line27 ?? 0;
  }
}
