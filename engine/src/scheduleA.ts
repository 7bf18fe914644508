// Schedule A (Form 1040) 2024: itemized deductions. The arithmetic of lines 1-17 is deductions.ts
// (scheduleA); here each line is defined and recorded from what the user entered.
import { defineLine, dollars, type Lines } from './explain';
import type { Form1040 } from './form1040';
import { longTermCarePremiumLimit, scheduleA, type ScheduleAResult } from './deductions';

const SA = 'Schedule A (Form 1040) 2024';

export class ScheduleA {
  private readonly lines: Lines;
  private result: ScheduleAResult | undefined;

  constructor(private readonly f1040: Form1040) {
    this.lines = f1040.lines;
  }

  static readonly LINE_4 = defineLine('scheduleA.line4', 'Medical and dental expenses over 7.5% of AGI', `${SA}, lines 1-4`, 'max(0, medical expenses + eligible long-term care premiums - 7.5% x AGI)', ["deductions.health['medical-expenses']", "deductions.health['long-term-care']", 'medicalExpenses', 'form1040.line11']);
  static readonly LINE_5A = defineLine('scheduleA.line5a', 'State and local income taxes (or sales taxes)', `${SA}, line 5a`, 'larger of the state-taxes entry or the state and local income tax withheld (W-2 boxes 17 and 19, 1099 state withholding) plus state disability, family leave and unemployment fund contributions (W-2 box 14), or the sales-tax entry if larger', ["deductions['state-local']['state-taxes']", "deductions['state-local']['sales-tax']", 'w2Data[].stateTax', 'w2Data[].box14Other']);
  static readonly LINE_5B = defineLine('scheduleA.line5b', 'State and local real estate taxes', `${SA}, line 5b`, 'larger of the real-estate-taxes entry or propertyTax', ["deductions.mortgage['real-estate-taxes']", 'propertyTax']);
  static readonly LINE_5C = defineLine('scheduleA.line5c', 'State and local personal property taxes', `${SA}, line 5c`, 'vehicle-tax entry', ["deductions.mortgage['vehicle-tax']"]);
  static readonly LINE_5E = defineLine('scheduleA.line5e', 'State and local taxes after the cap', `${SA}, line 5e`, 'smaller of lines 5a + 5b + 5c or 10,000 (5,000 MFS)', [ScheduleA.LINE_5A, ScheduleA.LINE_5B, ScheduleA.LINE_5C]);
  static readonly LINE_8A = defineLine('scheduleA.line8a', 'Home mortgage interest (Form 1098)', `${SA}, line 8a`, 'larger of the mortgage-interest entry or mortgageInterest', ["deductions.mortgage['mortgage-interest']", 'mortgageInterest']);
  static readonly LINE_9 = defineLine('scheduleA.line9', 'Investment interest', `${SA}, line 9; Form 4952`, 'investment-loan interest up to net investment income (interest + nonqualified dividends)', ["deductions.retirement['investment-loan']"]);
  static readonly LINE_14 = defineLine('scheduleA.line14', 'Gifts to charity', `${SA}, lines 11-14; Pub 526`, 'cash (with the 2023 carryover) up to 60% of AGI + noncash up to 30% of AGI and 50% of AGI less cash', ["deductions.charitable['cash-donations']", "deductions.charitable['volunteer-mileage']", "deductions.charitable['non-cash-donations']", "deductions.charitable['donation-carryover']", 'charitableContributions', 'form1040.line11']);
  static readonly LINE_15 = defineLine('scheduleA.line15', 'Casualty and theft losses (federally declared disaster)', `${SA}, line 15; Form 4684`, 'max(0, losses - 100 - 10% of AGI)', ["deductions.mortgage['casualty-loss']", "credits['special-situations']['disaster-losses']"]);
  static readonly LINE_17 = defineLine('scheduleA.line17', 'Total itemized deductions', `${SA}, line 17`, 'lines 4 + 7 + 10 + 14 + 15 + 16', [ScheduleA.LINE_4, ScheduleA.LINE_5E, ScheduleA.LINE_8A, ScheduleA.LINE_9, ScheduleA.LINE_14, ScheduleA.LINE_15]);
  /** Lines 1-17 from the entries (the larger of a deductions entry and its top-level field), recorded when itemizing is worth anything. */
  private computation(): ScheduleAResult {
    if (this.result) return this.result;
    const f1040 = this.f1040;
    // Line 5a counts mandatory state disability, family leave and unemployment fund contributions (W-2 box 14) as
    // state income taxes (Schedule A instructions 2024, line 5a).
    const stateTaxes = Math.max(f1040.deductionEntered('state-taxes'), f1040.facts.stateWithholding + f1040.facts.localIncomeTax + f1040.facts.box14StateIncomeTaxes);
    const salesTax = f1040.deductionEntered('sales-tax');
    const amounts = (this.result = scheduleA(
      {
        medical: Math.max(f1040.deductionEntered('medical-expenses'), f1040.form.medicalExpenses) + Math.min(f1040.deductionEntered('long-term-care'), longTermCarePremiumLimit(f1040.taxpayer.age)),
        stateLocalIncomeOrSalesTax: Math.max(stateTaxes, salesTax),
        realEstateTax: Math.max(f1040.deductionEntered('real-estate-taxes'), f1040.form.propertyTax),
        personalPropertyTax: f1040.deductionEntered('vehicle-tax'),
        mortgageInterest: Math.max(f1040.deductionEntered('mortgage-interest'), f1040.form.mortgageInterest),
        investmentInterest: f1040.deductionEntered('investment-loan'),
        netInvestmentIncome: f1040.taxableInterest() + Math.max(0, f1040.ordinaryDividends() - f1040.qualifiedDividends()),
        charitableCash: Math.max(f1040.deductionEntered('cash-donations') + f1040.deductionEntered('volunteer-mileage'), f1040.form.charitableContributions),
        charitableNoncash: f1040.deductionEntered('non-cash-donations'),
        charitableCarryover: f1040.deductionEntered('donation-carryover'),
        casualtyLoss: Math.max(f1040.deductionEntered('casualty-loss'), f1040.creditEntered('disaster-losses')),
      },
      f1040.adjustedGrossIncome(),
      f1040.status,
    ));
    const total = dollars(amounts.line17);
    if (total > 0) {
      const lines = this.lines;
      if (amounts.line4 > 0) lines.put(ScheduleA.LINE_4, dollars(amounts.line4));
      if (amounts.line5a + amounts.line5b + amounts.line5c > 0) {
        lines.put(ScheduleA.LINE_5A, dollars(amounts.line5a), salesTax > stateTaxes ? 'General sales taxes elected (larger than income taxes).' : undefined);
        lines.put(ScheduleA.LINE_5B, dollars(amounts.line5b));
        lines.put(ScheduleA.LINE_5C, dollars(amounts.line5c));
        lines.put(ScheduleA.LINE_5E, dollars(amounts.line5e));
      }
      if (amounts.line8a > 0) lines.put(ScheduleA.LINE_8A, dollars(amounts.line8a));
      if (amounts.line9 > 0) lines.put(ScheduleA.LINE_9, dollars(amounts.line9));
      if (amounts.line14 > 0) lines.put(ScheduleA.LINE_14, dollars(amounts.line14), amounts.charitableCarryforward > 0 ? `${dollars(amounts.charitableCarryforward)} over the AGI limits carries forward 5 years.` : undefined);
      if (amounts.line15 > 0) lines.put(ScheduleA.LINE_15, dollars(amounts.line15));
    }
    this.lines.put(ScheduleA.LINE_17, total);
    return amounts;
  }

  /** Line 17 (computed even when the standard deduction is larger). */
  itemizedDeductions(): number {
    this.computation();
    return this.lines.recorded(ScheduleA.LINE_17) as number;
  }

  /** Line 5e: Form 6251 line 2a adds it back when itemizing. */
  stateAndLocalTaxesAfterCap(): number {
    return dollars(this.computation().line5e);
  }

  /** Line 9 before rounding: Form 8960 line 9b subtracts it. */
  investmentInterest(): number {
    return this.computation().line9;
  }

  /** The parts the states start from (after the federal limits). */
  breakdown(): { medicalExpenses: number; medical: number; salt: number; stateLocalIncomeTax: number; realEstateTax: number; personalPropertyTax: number; mortgageInterest: number; charitable: number; other: number } {
    const amounts = this.computation();
    return {
      medicalExpenses: dollars(amounts.line1),
      medical: dollars(amounts.line4),
      salt: dollars(amounts.line5e),
      stateLocalIncomeTax: dollars(amounts.line5a),
      realEstateTax: dollars(amounts.line5b),
      personalPropertyTax: dollars(amounts.line5c),
      mortgageInterest: dollars(amounts.line8a),
      charitable: dollars(amounts.line14),
      other: dollars(amounts.line9 + amounts.line15),
    };
  }
}
