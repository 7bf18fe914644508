// Schedule 2 (Form 1040) 2024: additional taxes (2024 layout: lines 1a-1z additions to tax, line 2 AMT, line 3
// to Form 1040 line 17; Part II other taxes to line 21 and Form 1040 line 23). One method per line.
import { defineLine, dollars, type Lines } from './explain';
import type { Form1040 } from './form1040';
import { computeForm8960 } from './form8960';
import { EARLY_DISTRIBUTION_RATE, SIMPLE_IRA_EARLY_DISTRIBUTION_RATE } from './years/2024';

const S2 = 'Schedule 2 (Form 1040) 2024';
/** Form 8960 line 5a takes the capital loss only as far as Form 1040 line 7 allows it, at most 3,000. */
const NET_INVESTMENT_CAPITAL_LOSS_LIMIT = 3_000;

export class Schedule2 {
  private readonly lines: Lines;
  private form6251Tax: number | undefined;
  private form8960Tax: number | undefined;

  constructor(private readonly f1040: Form1040) {
    this.lines = f1040.lines;
  }

  static readonly LINE_2 = defineLine('schedule2.line2', 'Alternative minimum tax', `${S2}, line 2; Form 6251 line 11`, 'Form 6251 line 11', ['form6251.line11']);
  /** Line 2 (Form 6251, whose lines are defined in form6251.ts). */
  alternativeMinimumTax(): number {
    const amt = (this.form6251Tax ??= this.f1040.alternativeMinimumTaxComputation());
    if (amt <= 0) return 0;
    return this.lines.recorded(Schedule2.LINE_2) ?? this.lines.put(Schedule2.LINE_2, amt);
  }

  static readonly LINE_3 = defineLine('schedule2.line3', 'Additions to tax and AMT', `${S2}, line 3`, 'line 1z (none computed: no premium tax credit) + line 2', [Schedule2.LINE_2]);
  /** Line 3 (to Form 1040 line 17). */
  additionsToTaxAndAlternativeMinimumTax(): number {
    return this.lines.recorded(Schedule2.LINE_3) ?? this.lines.put(Schedule2.LINE_3, this.alternativeMinimumTax());
  }

  static readonly LINE_4 = defineLine('schedule2.line4', 'Self-employment tax', `${S2}, line 4`, 'Sum of Schedule SE line 12', ['scheduleSE.taxpayer.line12', 'scheduleSE.spouse.line12']);
  /** Line 4 (Schedule SE line 12 of each person). */
  selfEmploymentTax(): number {
    const se = this.f1040.selfEmployment();
    const tax = se.taxpayer.tax + se.spouse.tax;
    if (tax <= 0) return 0;
    return this.lines.recorded(Schedule2.LINE_4) ?? this.lines.put(Schedule2.LINE_4, tax);
  }

  static readonly LINE_8 = defineLine('schedule2.line8', 'Additional tax on early distributions', `${S2}, line 8; Form 5329 Part I`, '10% of taxable 1099-R distributions with code 1, 25% with code S (SIMPLE IRA, first 2 years)');
  /** Line 8 (Form 5329 Part I). */
  earlyDistributionTax(): number {
    const { earlyDistributions, earlySimpleIraDistributions } = this.f1040.facts;
    if (earlyDistributions <= 0 && earlySimpleIraDistributions <= 0) return 0;
    const tax = earlyDistributions * EARLY_DISTRIBUTION_RATE + earlySimpleIraDistributions * SIMPLE_IRA_EARLY_DISTRIBUTION_RATE;
    return this.lines.recorded(Schedule2.LINE_8) ?? this.lines.put(Schedule2.LINE_8, dollars(tax), `Code 1 (early distribution, no known exception)${earlySimpleIraDistributions > 0 ? ' and code S (SIMPLE IRA in its first 2 years: 25%, Form 5329 line 4)' : ''}: Form 5329 exceptions are not collected.`);
  }

  static readonly LINE_11 = defineLine('schedule2.line11', 'Additional Medicare Tax', `${S2}, line 11`, 'Form 8959 line 18', ['form8959.line18']);
  /** Line 11 (Form 8959). */
  additionalMedicareTax(): number {
    const tax = this.f1040.form8959().tax;
    if (tax <= 0) return 0;
    return this.lines.recorded(Schedule2.LINE_11) ?? this.lines.put(Schedule2.LINE_11, tax);
  }

  static readonly LINE_12 = defineLine('schedule2.line12', 'Net investment income tax', `${S2}, line 12`, 'Form 8960 line 17', ['form8960.line17']);
  /** Line 12 (Form 8960, lines defined in form8960.ts): interest, dividends, the loss-limited gain, rents and royalties. */
  netInvestmentIncomeTax(): number {
    if (this.form8960Tax === undefined) {
      const f1040 = this.f1040;
      const investmentIncome = f1040.taxableInterest() + f1040.ordinaryDividends() + Math.max(f1040.capitalGainOrLoss(), -NET_INVESTMENT_CAPITAL_LOSS_LIMIT) + f1040.schedule1.rentalRealEstateAndRoyalties();
      this.form8960Tax = computeForm8960(this.lines, f1040.status, f1040.adjustedGrossIncome(), investmentIncome, f1040.scheduleA.investmentInterest());
    }
    if (this.form8960Tax <= 0) return 0;
    return this.lines.recorded(Schedule2.LINE_12) ?? this.lines.put(Schedule2.LINE_12, this.form8960Tax);
  }

  static readonly LINE_21 = defineLine('schedule2.line21', 'Total other taxes', `${S2}, line 21`, 'lines 4 + 8 + 11 + 12', [Schedule2.LINE_4, Schedule2.LINE_8, Schedule2.LINE_11, Schedule2.LINE_12]);
  /** Line 21 (to Form 1040 line 23). */
  totalOtherTaxes(): number {
    return this.lines.recorded(Schedule2.LINE_21) ?? this.lines.put(
      Schedule2.LINE_21,
      this.selfEmploymentTax() + this.earlyDistributionTax() + this.additionalMedicareTax() + this.netInvestmentIncomeTax(),
    );
  }
}
