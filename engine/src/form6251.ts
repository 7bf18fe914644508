// Form 6251 (2024), Alternative Minimum Tax—Individuals, and its 2024 instructions; amounts Rev. Proc. 2023-34
// §3.11. The form collects no preference items (private activity bond interest, incentive stock options,
// depreciation, NOLs, ...): the adjustments computed are the ones our data settles, line 2a (the taxes of
// Schedule A line 7 when itemizing, else the standard deduction) and the married-filing-separately addition.
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import {
  AMT_EXEMPTION, AMT_EXEMPTION_PHASEOUT_RATE, AMT_EXEMPTION_PHASEOUT_START, AMT_HIGH_RATE, AMT_LOW_RATE, AMT_MFS_ADDITION_START,
  AMT_RATE_BREAK, CAPITAL_GAIN_FIFTEEN_RATE_TOP, CAPITAL_GAIN_ZERO_RATE_TOP,
} from './years/2024';

const F = 'Form 6251 (2024)';
const I = '2024 Instructions for Form 6251';
const FORM_6251 = {
  line1: defineLine('form6251.line1', 'Taxable income (or line 11 - line 14 if zero)', `${F}, line 1`, 'Form 1040 line 15 if more than zero, else line 11 - line 14 (may be negative)', ['form1040.line15', 'form1040.line11', 'form1040.line14']),
  line2a: defineLine('form6251.line2a', 'Taxes (itemizing) or the standard deduction', `${F}, line 2a`, 'Schedule A line 7 when itemizing, otherwise Form 1040 line 12 (the standard deduction)', ['scheduleA.line5e', 'form1040.line12']),
  line4: defineLine('form6251.line4', 'Alternative minimum taxable income', `${F}, line 4; ${I}, line 4 (married filing separately over 875,950)`, 'line 1 + line 2a (+ for MFS, 25% of line 4 over 875,950, at most 66,650)', ['form6251.line1', 'form6251.line2a']),
  line5: defineLine('form6251.line5', 'Exemption', `${F}, line 5; ${I}, Exemption Worksheet; Rev. Proc. 2023-34 §3.11`, '85,700 (133,300 MFJ/QSS, 66,650 MFS) less 25% of line 4 over 609,350 (1,218,700 MFJ/QSS)', ['form6251.line4']),
  line6: defineLine('form6251.line6', 'AMTI over the exemption', `${F}, line 6`, 'max(0, line 4 - line 5)', ['form6251.line4', 'form6251.line5']),
  line7: defineLine('form6251.line7', 'Tentative minimum tax before the foreign tax credit', `${F}, line 7`, '26% of line 6 up to 232,600 (116,300 MFS), 28% above (less 4,652 / 2,326); Part III line 40 when there are qualified dividends or a net capital gain', ['form6251.line6', 'form6251.line40']),
  line9: defineLine('form6251.line9', 'Tentative minimum tax', `${F}, line 9`, 'line 7 - line 8 (AMT foreign tax credit, none)', ['form6251.line7']),
  line10: defineLine('form6251.line10', 'Regular tax', `${F}, line 10`, 'Form 1040 line 16 + Schedule 2 line 1z - Schedule 3 line 1 (none here)', ['form1040.line16']),
  line11: defineLine('form6251.line11', 'Alternative minimum tax', `${F}, line 11`, 'max(0, line 9 - line 10)', ['form6251.line9', 'form6251.line10']),
  line18: defineLine('form6251.line18', 'Tax on the ordinary part of AMTI', `${F}, Part III lines 12-18`, '26% / 28% of line 12 - line 16 (the part of line 6 that is not qualified dividends or capital gain)', ['form6251.line6']),
  line31: defineLine('form6251.line31', 'Capital gain and qualified dividends at 15%', `${F}, Part III lines 19-31`, 'line 30 x 15%', ['form6251.line18']),
  line34: defineLine('form6251.line34', 'Capital gain and qualified dividends at 20%', `${F}, Part III lines 32-34`, 'line 33 x 20%', ['form6251.line31']),
  line37: defineLine('form6251.line37', 'Unrecaptured section 1250 gain at 25%', `${F}, Part III lines 35-37`, '(line 12 - lines 17, 32 and 33) x 25%', ['scheduleD.line19']),
  line40: defineLine('form6251.line40', 'Tax using the maximum capital gains rates', `${F}, Part III lines 38-40`, 'smaller of lines 18 + 31 + 34 + 37 or the 26% / 28% tax on all of line 12', ['form6251.line18', 'form6251.line31', 'form6251.line34', 'form6251.line37']),
};

/** What Part III reads from the regular tax's capital gain worksheet (QDCGT or Schedule D Tax Worksheet). */
export interface CapitalGainWorksheetFacts {
  /** Line 13: QDCGT line 4, or Schedule D Tax Worksheet line 13. */
  gainAndDividends: number;
  /** Line 14: Schedule D line 19 (0 unless the Schedule D Tax Worksheet was used). */
  unrecaptured1250: number;
  /** Schedule D Tax Worksheet line 10 when that worksheet was used, else null. */
  scheduleDWorksheetLine10: number | null;
  /** Line 20: QDCGT line 5 or Schedule D Tax Worksheet line 14 (Form 1040 line 15 if neither). */
  line20Source: number;
  /** Line 27: QDCGT line 5 or Schedule D Tax Worksheet line 21 (Form 1040 line 15 if neither). */
  line27Source: number;
}

export interface Form6251Result {
  line4: number;
  line5: number;
  line6: number;
  line7: number;
  line10: number;
  line11: number;
  partIII: PartIIIResult | null;
}

export interface PartIIIResult {
  line18: number;
  line31: number;
  line34: number;
  line37: number;
  line39: number;
  line40: number;
}

/** Lines 7 and 18 and 39: 26% up to the break, 28% above less 2% of the break. */
export function tentativeTaxAtAmtRates(amount: number, status: FilingStatus): number {
  const rateBreak = AMT_RATE_BREAK[status];
  return amount <= rateBreak ? amount * AMT_LOW_RATE : amount * AMT_HIGH_RATE - rateBreak * (AMT_HIGH_RATE - AMT_LOW_RATE);
}

/** Exemption Worksheet (line 5), each worksheet line in whole dollars: line 5 = 25% of line 4 over the start. */
export function amtExemption(line4: number, status: FilingStatus): number {
  const worksheetLine5 = dollars(Math.max(0, line4 - AMT_EXEMPTION_PHASEOUT_START[status]) * AMT_EXEMPTION_PHASEOUT_RATE);
  return Math.max(0, AMT_EXEMPTION[status] - worksheetLine5);
}

/** Part III, lines 12-40, whole dollars. */
export function amtPartIII(line12: number, gains: CapitalGainWorksheetFacts, status: FilingStatus): PartIIIResult {
  const line13 = gains.gainAndDividends;
  const line14 = gains.unrecaptured1250;
  const line15 = gains.scheduleDWorksheetLine10 === null ? line13 : Math.min(line13 + line14, gains.scheduleDWorksheetLine10);
  const line16 = Math.min(line12, line15);
  const line17 = line12 - line16;
  const line18 = dollars(tentativeTaxAtAmtRates(line17, status));
  const line19 = CAPITAL_GAIN_ZERO_RATE_TOP[status];
  const line20 = Math.max(0, gains.line20Source);
  const line21 = Math.max(0, line19 - line20);
  const line22 = Math.min(line12, line13);
  const line23 = Math.min(line21, line22); // taxed at 0%
  const line24 = line22 - line23;
  const line25 = CAPITAL_GAIN_FIFTEEN_RATE_TOP[status];
  const line26 = line21;
  const line27 = Math.max(0, gains.line27Source);
  const line28 = line26 + line27;
  const line29 = Math.max(0, line25 - line28);
  const line30 = Math.min(line24, line29);
  const line31 = dollars(line30 * 0.15);
  const line32 = line23 + line30;
  let line34 = 0;
  let line37 = 0;
  if (line32 !== line12) {
    const line33 = line22 - line32;
    line34 = dollars(line33 * 0.2);
    if (line14 > 0) {
      const line35 = line17 + line32 + line33;
      const line36 = line12 - line35;
      line37 = dollars(line36 * 0.25);
    }
  }
  const line38 = line18 + line31 + line34 + line37;
  const line39 = dollars(tentativeTaxAtAmtRates(line12, status));
  return { line18, line31, line34, line37, line39, line40: Math.min(line38, line39) };
}

export interface Form6251Input {
  status: FilingStatus;
  /** Form 1040 line 15 if more than zero, else line 11 - line 14. */
  line1: number;
  line2a: number;
  /** Form 1040 line 16. */
  regularTax: number;
  /** Part III is required when there are qualified dividends (line 3a) or lines 15 and 16 of Schedule D are gains. */
  capitalGains: CapitalGainWorksheetFacts | null;
}

export function form6251(input: Form6251Input): Form6251Result {
  const { status } = input;
  let line4 = input.line1 + input.line2a;
  if (status === 'married-separate' && line4 > AMT_MFS_ADDITION_START)
    line4 += Math.min(dollars((line4 - AMT_MFS_ADDITION_START) * AMT_EXEMPTION_PHASEOUT_RATE), AMT_EXEMPTION[status]);
  line4 = dollars(line4);
  const line5 = amtExemption(line4, status);
  const line6 = Math.max(0, line4 - line5);
  let line7 = 0;
  let partIII: PartIIIResult | null = null;
  if (line6 > 0) {
    if (input.capitalGains) {
      partIII = amtPartIII(line6, input.capitalGains, status);
      line7 = partIII.line40;
    } else line7 = dollars(tentativeTaxAtAmtRates(line6, status));
  }
  const line10 = Math.max(0, input.regularTax);
  const line11 = line6 > 0 ? Math.max(0, line7 - line10) : 0;
  return { line4, line5, line6, line7, line10, line11, partIII };
}

export function computeForm6251(lines: Lines, input: Form6251Input, itemizes: boolean): number {
  const r = form6251(input);
  lines.put(FORM_6251.line1, input.line1);
  lines.put(FORM_6251.line2a, input.line2a, itemizes ? 'Itemizing: the state and local taxes of Schedule A are added back.' : 'Not itemizing: the standard deduction is added back.');
  lines.put(FORM_6251.line4, r.line4, 'No AMT preference items are collected (private activity bond interest, incentive stock options, depreciation, NOLs): only line 2a is added back.');
  lines.put(FORM_6251.line5, r.line5);
  lines.put(FORM_6251.line6, r.line6);
  if (r.partIII) {
    lines.put(FORM_6251.line18, r.partIII.line18);
    lines.put(FORM_6251.line31, r.partIII.line31);
    lines.put(FORM_6251.line34, r.partIII.line34);
    if (r.partIII.line37 > 0) lines.put(FORM_6251.line37, r.partIII.line37);
    lines.put(FORM_6251.line40, r.partIII.line40);
  }
  lines.put(FORM_6251.line7, r.line7);
  lines.put(FORM_6251.line9, r.line7);
  lines.put(FORM_6251.line10, r.line10);
  return lines.put(FORM_6251.line11, r.line11);
}
