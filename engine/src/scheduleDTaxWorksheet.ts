// Schedule D Tax Worksheet (2024 Instructions for Schedule D): the tax on Form 1040 line 16 when Schedule D
// line 18 (28% rate gain) or line 19 (unrecaptured section 1250 gain) is more than zero and lines 15 and 16 are
// gains. Otherwise the Qualified Dividends and Capital Gain Tax Worksheet applies (qualifiedDividendsWorksheet.ts).
// Form 4952 (investment interest elected into ordinary income) is not collected: lines 3-5 and 8 are 0.
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import { taxOnOrdinaryIncome } from './taxComputation';
import {
  CAPITAL_GAIN_FIFTEEN_RATE_TOP, CAPITAL_GAIN_ZERO_RATE_TOP, RATE_GAIN_28, RATE_SCHEDULES, UNRECAPTURED_1250_RATE,
} from './years/2024';

const W = '2024 Instructions for Schedule D (Form 1040), Schedule D Tax Worksheet';
const SCHEDULE_D_TAX_WORKSHEET = {
  line10: defineLine('sdTaxWorksheet.line10', 'Qualified dividends + net capital gain', `${W}, lines 2-10`, 'Form 1040 line 3a + smaller of Schedule D line 15 or 16', ['form1040.line3a', 'scheduleD.line15', 'scheduleD.line16']),
  line13: defineLine('sdTaxWorksheet.line13', 'Gain taxed at 0% / 15% / 20%', `${W}, lines 11-13`, 'line 10 - smaller of line 9 or (Schedule D lines 18 + 19)', ['sdTaxWorksheet.line10', 'scheduleD.line18', 'scheduleD.line19']),
  line21: defineLine('sdTaxWorksheet.line21', 'Taxed at ordinary rates', `${W}, lines 14-21`, 'larger of (line 1 - line 10) or the smaller of (line 1 - line 13) and (line 1 up to the top of the 24% bracket)', ['form1040.line15', 'sdTaxWorksheet.line10', 'sdTaxWorksheet.line13']),
  line22: defineLine('sdTaxWorksheet.line22', 'Amount taxed at 0%', `${W}, line 22`, 'line 16 - line 17: up to 47,025 / 94,050 MFJ / 63,000 HOH, above the ordinary and 25% / 28% income', ['sdTaxWorksheet.line21']),
  line31: defineLine('sdTaxWorksheet.line31', 'Tax at 15%', `${W}, lines 23-31`, 'line 30 x 15%', ['sdTaxWorksheet.line13', 'sdTaxWorksheet.line22']),
  line34: defineLine('sdTaxWorksheet.line34', 'Tax at 20%', `${W}, lines 32-34`, '(line 23 - line 32) x 20%', ['sdTaxWorksheet.line13']),
  line40: defineLine('sdTaxWorksheet.line40', 'Tax on unrecaptured section 1250 gain at 25%', `${W}, lines 35-40`, '(smaller of line 9 or Schedule D line 19, less what line 21 already taxes at ordinary rates) x 25%', ['scheduleD.line19', 'sdTaxWorksheet.line21']),
  line43: defineLine('sdTaxWorksheet.line43', 'Tax on 28% rate gain at 28%', `${W}, lines 41-43`, '(line 1 - lines 21, 22, 30, 33 and 39) x 28%', ['scheduleD.line18']),
  line44: defineLine('sdTaxWorksheet.line44', 'Tax on line 21 (Tax Table or Tax Computation Worksheet)', `${W}, line 44`, 'tax on line 21', ['sdTaxWorksheet.line21']),
  line47: defineLine('sdTaxWorksheet.line47', 'Tax on all taxable income', `${W}, lines 45-47`, 'smaller of (lines 31 + 34 + 40 + 43 + 44) or the regular tax on line 1', ['sdTaxWorksheet.line31', 'sdTaxWorksheet.line34', 'sdTaxWorksheet.line40', 'sdTaxWorksheet.line43', 'sdTaxWorksheet.line44']),
};

export interface ScheduleDTaxWorksheetResult {
  line9: number;
  line10: number;
  line13: number;
  line14: number;
  line21: number;
  line22: number;
  line30: number;
  line31: number;
  line33: number;
  line34: number;
  line39: number;
  line40: number;
  line42: number;
  line43: number;
  line44: number;
  line45: number;
  line46: number;
  line47: number;
}

/**
 * The worksheet line by line, whole dollars. scheduleDLine15 / line16 are gains (the worksheet's condition);
 * line18 / line19 are Schedule D lines 18 and 19.
 */
export function scheduleDTaxWorksheet(
  taxableIncome: number,
  qualifiedDividends: number,
  scheduleDLine15: number,
  scheduleDLine16: number,
  scheduleDLine18: number,
  scheduleDLine19: number,
  status: FilingStatus,
): ScheduleDTaxWorksheetResult {
  const line1 = taxableIncome;
  const line2 = qualifiedDividends;
  const line6 = line2; // line 2 - line 5 (no Form 4952 election)
  const line7 = Math.min(scheduleDLine15, scheduleDLine16);
  const line9 = line7; // line 7 - line 8 (no Form 4952)
  const line10 = line6 + line9;
  const line11 = scheduleDLine18 + scheduleDLine19;
  const line12 = Math.min(line9, line11);
  const line13 = line10 - line12;
  const line14 = Math.max(0, line1 - line13);
  const line15 = CAPITAL_GAIN_ZERO_RATE_TOP[status];
  const line16 = Math.min(line1, line15);
  const line17 = Math.min(line14, line16);
  const line18 = Math.max(0, line1 - line10);
  // Line 19: top of the 24% bracket (191,950; 383,900 MFJ and QSS), the last ordinary rate below 25%.
  const line19 = Math.min(line1, RATE_SCHEDULES[status].bounds[3]);
  const line20 = Math.min(line14, line19);
  const line21 = Math.max(line18, line20);
  const line22 = line16 - line17; // taxed at 0%
  let line30 = 0;
  let line31 = 0;
  let line33 = 0;
  let line34 = 0;
  let line39 = 0;
  let line40 = 0;
  let line42 = 0;
  let line43 = 0;
  if (line1 !== line16) {
    const line23 = Math.min(line1, line13);
    const line24 = line22;
    const line25 = Math.max(0, line23 - line24);
    const line26 = CAPITAL_GAIN_FIFTEEN_RATE_TOP[status];
    const line27 = Math.min(line1, line26);
    const line28 = line21 + line22;
    const line29 = Math.max(0, line27 - line28);
    line30 = Math.min(line25, line29);
    line31 = dollars(line30 * 0.15);
    const line32 = line24 + line30;
    if (line1 !== line32) {
      line33 = line23 - line32;
      line34 = dollars(line33 * 0.2);
      if (scheduleDLine19 > 0) {
        const line35 = Math.min(line9, scheduleDLine19);
        const line36 = line10 + line21;
        const line38 = Math.max(0, line36 - line1);
        line39 = Math.max(0, line35 - line38);
        line40 = dollars(line39 * UNRECAPTURED_1250_RATE);
      }
      if (scheduleDLine18 > 0) {
        const line41 = line21 + line22 + line30 + line33 + line39;
        line42 = line1 - line41;
        line43 = dollars(line42 * RATE_GAIN_28);
      }
    }
  }
  const line44 = taxOnOrdinaryIncome(line21, status);
  const line45 = line31 + line34 + line40 + line43 + line44;
  const line46 = taxOnOrdinaryIncome(line1, status);
  const line47 = Math.min(line45, line46);
  return { line9, line10, line13, line14, line21, line22, line30, line31, line33, line34, line39, line40, line42, line43, line44, line45, line46, line47 };
}

export function computeScheduleDTaxWorksheet(
  lines: Lines,
  taxableIncome: number,
  qualifiedDividends: number,
  scheduleDLine15: number,
  scheduleDLine16: number,
  scheduleDLine18: number,
  scheduleDLine19: number,
  status: FilingStatus,
): ScheduleDTaxWorksheetResult {
  const r = scheduleDTaxWorksheet(taxableIncome, qualifiedDividends, scheduleDLine15, scheduleDLine16, scheduleDLine18, scheduleDLine19, status);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line10, r.line10);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line13, r.line13);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line21, r.line21);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line22, r.line22);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line31, r.line31);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line34, r.line34);
  if (scheduleDLine19 > 0) lines.put(SCHEDULE_D_TAX_WORKSHEET.line40, r.line40);
  if (scheduleDLine18 > 0) lines.put(SCHEDULE_D_TAX_WORKSHEET.line43, r.line43);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line44, r.line44);
  lines.put(SCHEDULE_D_TAX_WORKSHEET.line47, r.line47);
  return r;
}
