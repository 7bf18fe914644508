// Schedule D (Form 1040) 2024 and the Capital Loss Carryover Worksheet (Schedule D instructions).
import type { FilingStatus } from '@taxapp/contracts/form';
import { defineLine, dollars, type Lines } from './explain';
import { CAPITAL_LOSS_LIMIT } from './years/2024';
import type { CapitalTransaction } from './returnFacts';

const S = 'Schedule D (Form 1040) 2024';
const W = 'Schedule D instructions 2024, Capital Loss Carryover Worksheet';
const SCHEDULE_D = {
  line1_3: defineLine('scheduleD.line1-3', 'Short-term gain or loss from Form 8949 / 1099-B', `${S}, lines 1a-3`, 'Sum of short-term 1099-B (proceeds - cost basis + wash sale loss disallowed), plus crypto and hand-typed gains without a holding period (treated as short term)'),
  line6: defineLine('scheduleD.line6', 'Short-term capital loss carryover from 2023', `${S}, line 6`, 'shortTermLossCarryover, entered as a loss'),
  line7: defineLine('scheduleD.line7', 'Net short-term capital gain or loss', `${S}, line 7`, 'lines 1a-3 - line 6', ['scheduleD.line1-3', 'scheduleD.line6']),
  line8_10: defineLine('scheduleD.line8-10', 'Long-term gain or loss from Form 8949 / 1099-B', `${S}, lines 8a-10`, 'Sum of long-term 1099-B (proceeds - cost basis + wash sale loss disallowed)'),
  line13: defineLine('scheduleD.line13', 'Capital gain distributions (1099-DIV box 2a)', `${S}, line 13`, 'Sum of 1099-DIV box 2a'),
  line14: defineLine('scheduleD.line14', 'Long-term capital loss carryover from 2023', `${S}, line 14`, 'longTermLossCarryover, entered as a loss'),
  line15: defineLine('scheduleD.line15', 'Net long-term capital gain or loss', `${S}, line 15`, 'lines 8a-10 + line 13 - line 14', ['scheduleD.line8-10', 'scheduleD.line13', 'scheduleD.line14']),
  line16: defineLine('scheduleD.line16', 'Net capital gain or loss', `${S}, line 16`, 'line 7 + line 15', ['scheduleD.line7', 'scheduleD.line15']),
  line18: defineLine('scheduleD.line18', '28% rate gain', `${S}, line 18; 28% Rate Gain Worksheet (Schedule D instructions), lines 4-7`, 'collectibles gain (1099-DIV box 2d) - long-term loss carryover (line 14) - short-term loss (line 7 if a loss), if more than zero', ['investmentData[1099-div].collectiblesGain', 'scheduleD.line14', 'scheduleD.line7']),
  line19: defineLine('scheduleD.line19', 'Unrecaptured section 1250 gain', `${S}, line 19; Unrecaptured Section 1250 Gain Worksheet (Schedule D instructions)`, '1099-DIV box 2b - the loss left after netting the 28% gain (box 2d) with the short-term loss and the long-term loss carryover, if more than zero', ['investmentData[1099-div].unrecaptured1250Gain', 'scheduleD.line18']),
  line21: defineLine('scheduleD.line21', 'Capital loss allowed this year', `${S}, line 21`, 'smaller of the loss on line 16 or 3,000 (1,500 married filing separately), as a loss', ['scheduleD.line16']),
  carryST: defineLine('scheduleD.carryoverShortTerm', 'Short-term capital loss carryover to 2025', `${W}, line 8`, 'line 5 (short-term loss) - (smaller of the allowed loss or taxable income before it + loss + any long-term gain)', ['scheduleD.line7', 'scheduleD.line21']),
  carryLT: defineLine('scheduleD.carryoverLongTerm', 'Long-term capital loss carryover to 2025', `${W}, line 13`, 'line 9 (long-term loss) - (any short-term gain + what of the allowed loss the short-term loss did not use)', ['scheduleD.line15', 'scheduleD.line21']),
};

export interface ScheduleDResult {
  shortTerm: number;
  longTerm: number;
  net: number;
  /** Form 1040 line 7: the gain, or the loss after the limit. */
  line7OfForm1040: number;
  lossDeduction: number;
  hasScheduleD: boolean;
  /** Line 18 (28% rate gain) and line 19 (unrecaptured section 1250 gain): only when lines 15 and 16 are both gains (line 17). */
  line18: number;
  line19: number;
}

export function computeScheduleD(
  lines: Lines,
  status: FilingStatus,
  transactions: CapitalTransaction[],
  shortTermExtra: number,
  capitalGainDistributions: number,
  shortTermCarryover: number,
  longTermCarryover: number,
  collectiblesGain = 0,
  unrecaptured1250Gain = 0,
): ScheduleDResult {
  let shortTerm = shortTermExtra;
  let longTerm = 0;
  let assumed = false;
  for (const t of transactions) {
    if (t.term === 'long') longTerm += t.gain;
    else shortTerm += t.gain;
    if (t.termAssumed) assumed = true;
  }
  const hasScheduleD = transactions.length > 0 || shortTermExtra !== 0 || capitalGainDistributions > 0 || shortTermCarryover > 0 || longTermCarryover > 0;
  if (!hasScheduleD) return { shortTerm: 0, longTerm: 0, net: 0, line7OfForm1040: 0, lossDeduction: 0, hasScheduleD, line18: 0, line19: 0 };
  const l1 = lines.put(SCHEDULE_D.line1_3, dollars(shortTerm), assumed ? 'A 1099-B without a holding period or dates is treated as short term.' : undefined);
  lines.put(SCHEDULE_D.line6, -dollars(shortTermCarryover));
  const l7 = lines.put(SCHEDULE_D.line7, l1 - dollars(shortTermCarryover));
  const l8 = lines.put(SCHEDULE_D.line8_10, dollars(longTerm));
  const l13 = lines.put(SCHEDULE_D.line13, dollars(capitalGainDistributions));
  lines.put(SCHEDULE_D.line14, -dollars(longTermCarryover));
  const l15 = lines.put(SCHEDULE_D.line15, l8 + l13 - dollars(longTermCarryover));
  const l16 = lines.put(SCHEDULE_D.line16, l7 + l15);
  let line7OfForm1040 = l16;
  let lossDeduction = 0;
  if (l16 < 0) {
    lossDeduction = Math.min(-l16, CAPITAL_LOSS_LIMIT[status]);
    line7OfForm1040 = lines.put(SCHEDULE_D.line21, -lossDeduction);
  }
  // Line 17: lines 18 and 19 only when lines 15 and 16 are both gains.
  let line18 = 0;
  let line19 = 0;
  if (l15 > 0 && l16 > 0 && (collectiblesGain > 0 || unrecaptured1250Gain > 0)) {
    const r = rateGainWorksheets(dollars(collectiblesGain), dollars(unrecaptured1250Gain), dollars(longTermCarryover), l7);
    if (r.line18 > 0) line18 = lines.put(SCHEDULE_D.line18, r.line18);
    if (r.line19 > 0) line19 = lines.put(SCHEDULE_D.line19, r.line19);
  }
  return { shortTerm: l7, longTerm: l15, net: l16, line7OfForm1040, lossDeduction, hasScheduleD, line18, line19 };
}

/**
 * The 28% Rate Gain Worksheet (line 18) and the Unrecaptured Section 1250 Gain Worksheet (line 19), 2024
 * Schedule D instructions, with the items the form collects: 1099-DIV box 2d (28% worksheet line 4) and box 2b
 * (1250 worksheet, amounts reported on 1099-DIV). Both are reduced only by the long-term loss carryover
 * (line 14) and a short-term loss (line 7): current-year long-term losses reduce the lower-rate gains first.
 */
export function rateGainWorksheets(collectibles: number, unrecaptured1250: number, longTermCarryover: number, scheduleDLine7: number): { line18: number; line19: number } {
  const shortTermLoss = scheduleDLine7 < 0 ? scheduleDLine7 : 0;
  // 28% Rate Gain Worksheet: line 4 + line 5 (carryover, negative) + line 6 (short-term loss); line 7.
  const combined28 = collectibles - longTermCarryover + shortTermLoss;
  const line18 = Math.max(0, combined28);
  // 1250 worksheet: lines 15-17 combine the 28% items with the same losses; a net loss (line 17/18) reduces box 2b.
  const lossLeft = combined28 < 0 ? -combined28 : 0;
  const line19 = Math.max(0, unrecaptured1250 - lossLeft);
  return { line18, line19 };
}

/**
 * Capital Loss Carryover Worksheet (figured with 2024 amounts for 2025): taxableIncomeBeforeFloor is
 * Form 1040 line 11 - line 14 (may be negative).
 */
export function computeCapitalLossCarryover(lines: Lines, d: ScheduleDResult, taxableIncomeBeforeFloor: number): number {
  if (d.net >= 0 || !d.hasScheduleD) return 0;
  const line2 = d.lossDeduction;
  const line3 = Math.max(0, taxableIncomeBeforeFloor + line2);
  const line4 = Math.min(line2, line3);
  let shortTermCarry = 0;
  const line5 = d.shortTerm < 0 ? -d.shortTerm : 0;
  if (line5 > 0) {
    const line6 = d.longTerm > 0 ? d.longTerm : 0;
    shortTermCarry = Math.max(0, line5 - (line4 + line6));
  }
  let longTermCarry = 0;
  const line9 = d.longTerm < 0 ? -d.longTerm : 0;
  if (line9 > 0) {
    const line10 = d.shortTerm > 0 ? d.shortTerm : 0;
    const line11 = Math.max(0, line4 - line5);
    longTermCarry = Math.max(0, line9 - (line10 + line11));
  }
  lines.put(SCHEDULE_D.carryST, shortTermCarry);
  lines.put(SCHEDULE_D.carryLT, longTermCarry);
  return shortTermCarry + longTermCarry;
}
