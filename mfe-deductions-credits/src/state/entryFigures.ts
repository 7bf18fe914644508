// What each entry does to the return (issue 14 item 5): the engine's figure for the line it feeds
// (contracts' mapping names it), the rule that limited it, and for itemized entries whether the standard
// deduction still wins. Pure: it reads a computed federal result.
import type { ExplainedLine } from '@taxapp/contracts/api/calculation';
import type { EntryMapping } from '@taxapp/contracts/deductionCreditMapping';
import type { FilingStatus } from '@taxapp/contracts/form';

/** What this module reads of the engine's federal result (computeReturn(form).federal). */
export interface FederalFigures {
  filingStatus: FilingStatus;
  agi: number;
  standardDeduction: number;
  itemizedDeductions: number;
  deductionType: 'standard' | 'itemized';
  lines: { get(id: string): ExplainedLine | undefined };
}

export interface EntryFigure {
  /** The engine's figure for the line the entry feeds, or null when the entry feeds no computed line. */
  amount: number | null;
  /** What that figure is ('Home mortgage interest (Form 1098)'), with its form and line. */
  label: string;
  /** The rule that limited it, in words. */
  rule: string;
  /** For itemized entries: whether the standard deduction still wins, and by how much. */
  standardVsItemized?: string;
}

/** Schedule A line 5e: state and local taxes up to 10,000 (5,000 married filing separately), IRC §164(b)(6). */
export function saltCap(status: FilingStatus): number {
  return status === 'married-separate' ? 5_000 : 10_000;
}
/** Schedule A line 3: medical and dental expenses count only above 7.5% of AGI. */
export const MEDICAL_FLOOR_RATE = 0.075;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function formatUsd(value: number): string {
  return usd.format(value);
}

function standardVsItemized(federal: FederalFigures): string {
  const { standardDeduction: standard, itemizedDeductions: itemized } = federal;
  if (federal.deductionType === 'itemized' || itemized > standard)
    return `Itemizing (${formatUsd(itemized)}) beats the standard deduction (${formatUsd(standard)}) by ${formatUsd(itemized - standard)}.`;
  return `The standard deduction (${formatUsd(standard)}) still wins by ${formatUsd(standard - itemized)}: itemized deductions add nothing until they pass it.`;
}

export function entryFigure(mapping: EntryMapping, federal: FederalFigures): EntryFigure {
  if (mapping.destination === 'none') return { amount: null, label: mapping.feeds, rule: mapping.note ?? '' };
  if (mapping.destination === 'state' || !mapping.engineLine) return { amount: null, label: mapping.feeds, rule: mapping.note ?? 'Not figured on the federal return.' };

  const line = federal.lines.get(mapping.engineLine);
  const amount = line?.value ?? 0;
  const label = line ? `${line.label} (${line.source})` : mapping.feeds;
  let rule = line?.note ?? line?.formula ?? mapping.note ?? '';

  if (mapping.engineLine === 'scheduleA.line4') {
    const floor = Math.round(federal.agi * MEDICAL_FLOOR_RATE * 100) / 100;
    rule = `Only the part above 7.5% of AGI (${formatUsd(floor)}) counts (Schedule A line 3).`;
  }
  if (mapping.limitLine === 'scheduleA.line5e') {
    const capped = federal.lines.get('scheduleA.line5e')?.value ?? 0;
    const beforeCap = ['scheduleA.line5a', 'scheduleA.line5b', 'scheduleA.line5c'].reduce((sum, id) => sum + (federal.lines.get(id)?.value ?? 0), 0);
    const cap = saltCap(federal.filingStatus);
    rule =
      beforeCap > capped
        ? `Limited by the SALT cap: state and local taxes count up to ${formatUsd(cap)} together (Schedule A line 5e); ${formatUsd(beforeCap - capped)} does not count.`
        : `State and local taxes count up to ${formatUsd(cap)} together (Schedule A line 5e).`;
  }
  if (mapping.note && line && !line.note && mapping.engineLine !== 'scheduleA.line4' && !mapping.limitLine) rule = mapping.note;
  return { amount, label, rule, ...(mapping.itemized ? { standardVsItemized: standardVsItemized(federal) } : {}) };
}
