// Qualified Dividends and Capital Gain Tax Worksheet, Line 16 (2024 Instructions for Form 1040).
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import { taxOnOrdinaryIncome } from './taxComputation';
import { CAPITAL_GAIN_FIFTEEN_RATE_TOP, CAPITAL_GAIN_ZERO_RATE_TOP } from './years/2024';

const W = '2024 Instructions for Form 1040, Qualified Dividends and Capital Gain Tax Worksheet';
const QUALIFIED_DIVIDENDS_WORKSHEET = {
  line4: defineLine('qdcgtWorksheet.line4', 'Qualified dividends + net capital gain', `${W}, lines 2-4`, 'Form 1040 line 3a + smaller of Schedule D line 15 or 16 (0 if either is a loss)', ['form1040.line3a', 'scheduleD.line15', 'scheduleD.line16']),
  line5: defineLine('qdcgtWorksheet.line5', 'Ordinary part of taxable income', `${W}, line 5`, 'max(0, line 1 - line 4)', ['form1040.line15', 'qdcgtWorksheet.line4']),
  line9: defineLine('qdcgtWorksheet.line9', 'Amount taxed at 0%', `${W}, lines 6-9`, 'min(line 1, 0% top) - min(line 5, that)', ['qdcgtWorksheet.line5']),
  line18: defineLine('qdcgtWorksheet.line18', 'Tax at 15%', `${W}, lines 10-18`, 'min(line 12, max(0, min(line 1, 15% top) - (line 5 + line 9))) x 15%', ['qdcgtWorksheet.line4', 'qdcgtWorksheet.line9']),
  line21: defineLine('qdcgtWorksheet.line21', 'Tax at 20%', `${W}, lines 19-21`, '(line 10 - line 9 - line 17) x 20%', ['qdcgtWorksheet.line4']),
  line22: defineLine('qdcgtWorksheet.line22', 'Tax on line 5 (Tax Table or Tax Computation Worksheet)', `${W}, line 22`, 'tax on line 5', ['qdcgtWorksheet.line5']),
  line25: defineLine('qdcgtWorksheet.line25', 'Tax on all taxable income', `${W}, lines 23-25`, 'smaller of (line 18 + line 21 + line 22) or the regular tax on line 1', ['qdcgtWorksheet.line18', 'qdcgtWorksheet.line21', 'qdcgtWorksheet.line22']),
};

export interface WorksheetResult {
  line5: number;
  line9: number;
  line17: number;
  line18: number;
  line21: number;
  line22: number;
  line23: number;
  line24: number;
  line25: number;
}

/**
 * The worksheet, line by line; amounts in whole dollars. netCapitalGainForTax is line 3: the smaller of Schedule D
 * lines 15 and 16 when both are gains (not Schedule D line 16 alone, which the result calls netCapitalGain).
 */
export function qualifiedDividendsAndCapitalGainTax(taxableIncome: number, qualifiedDividends: number, netCapitalGainForTax: number, status: FilingStatus): WorksheetResult {
  const line1 = taxableIncome;
  const line4 = qualifiedDividends + netCapitalGainForTax;
  const line5 = Math.max(0, line1 - line4);
  const line7 = Math.min(line1, CAPITAL_GAIN_ZERO_RATE_TOP[status]);
  const line8 = Math.min(line5, line7);
  const line9 = line7 - line8;
  const line10 = Math.min(line1, line4);
  const line12 = line10 - line9;
  const line14 = Math.min(line1, CAPITAL_GAIN_FIFTEEN_RATE_TOP[status]);
  const line15 = line5 + line9;
  const line16 = Math.max(0, line14 - line15);
  const line17 = Math.min(line12, line16);
  const line18 = dollars(line17 * 0.15);
  const line19 = line9 + line17;
  const line20 = line10 - line19;
  const line21 = dollars(line20 * 0.2);
  const line22 = taxOnOrdinaryIncome(line5, status);
  const line23 = line18 + line21 + line22;
  const line24 = taxOnOrdinaryIncome(line1, status);
  return { line5, line9, line17, line18, line21, line22, line23, line24, line25: Math.min(line23, line24) };
}

export function computeQualifiedDividendsWorksheet(lines: Lines, taxableIncome: number, qualifiedDividends: number, netCapitalGainForTax: number, status: FilingStatus): number {
  const r = qualifiedDividendsAndCapitalGainTax(taxableIncome, qualifiedDividends, netCapitalGainForTax, status);
  lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line4, qualifiedDividends + netCapitalGainForTax);
  lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line5, r.line5);
  lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line9, r.line9);
  lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line18, r.line18);
  lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line21, r.line21);
  lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line22, r.line22);
  return lines.put(QUALIFIED_DIVIDENDS_WORKSHEET.line25, r.line25);
}
