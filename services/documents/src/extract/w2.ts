// Form W-2 read by what it says, not where a fixture put it: every box is found by its printed caption
// (the IRS's words and the abbreviations payroll statements use, in any case), then its value is the
// nearest value of the right shape to the right on the caption's line or under it in the caption's column.
// All boxes are matched at once, nearest pairs first, so side-by-side boxes (1 and 2, 3 and 4 ...) do not
// take each other's values. Form W-2 (2024): https://www.irs.gov/pub/irs-pdf/fw2.pdf
import { W2_BOX12_CODES } from '@taxapp/contracts/form';
import type { W2Extraction } from '@taxapp/contracts/documents';
import { DocumentRejected } from '../validate';
import { US_STATE_CODES } from './clean';
import { correctedLines, editDistance, findPhrase, groupLines, joinedWords, matchesInLine, matchInLine, vocabularyOnce, type Box, type PageText, type RereadAs, type TextItem, type TextLine } from './layout';
import { withAmountsChecked } from './amountShape';
import { readFormPage } from './local';
import { findShaped, readingsOf, reconcileWithholding, withholdingFromCopies, withholdingFromPage, withholdingNotices, type WithholdingBoxes } from './w2Checks';
import { inkAlong, inkRightOfStacked, levelInList, withDrawnBox13 } from './w2Marks';
import { box12ColumnStart, labelledCode } from './w2Columns';
import { codesByDeferrals, withoutRepeatedEntries } from './w2Codes';
import { forNames } from './w2Names';
import { numberedCaption } from './w2Numbered';
import { maskedSsn } from './w2Ssn';
import { employerOfLetterhead } from './w2Employer';
import { labelled, labelValues, type LabelValue } from './labelValues';

const SS = String.raw`(?:social\s*security|soc\.?\s*sec\.?|ss)`;
/** The rest of a name caption that goes on to the address ('..., address, and ZIP code'), so that it is not read as the name. */
export const ADDRESS_TAIL = String.raw`(?:,?\s*(?:and\s*|&\s*)?(?:street\s*)?address\b(?:,?\s*(?:and|&|city|or|town|state|province|country|zip|foreign|postal|code|telephone|no\.?|number)\b\.?)*)?`;
const WITHHELD = String.raw`(?:withheld|w\/h|wh)`;

type AmountField =
  | 'wages' | 'federalIncomeTax' | 'socialSecurityWages' | 'socialSecurityTaxWithheld' | 'medicareWagesAndTips' | 'medicareTaxWithheld'
  | 'socialSecurityTips' | 'allocatedTips' | 'dependentCareBenefits' | 'nonqualifiedPlans' | 'stateWages' | 'stateIncomeTaxWithheld'
  | 'localWages' | 'localIncomeTax';

/** Each amount box: its captions (IRS wording first, then payroll abbreviations). */
const AMOUNT_BOXES: readonly [AmountField, RegExp][] = [
  // A point for a comma too: OCR reads 'Wages, tips,' as 'Wages. tips,' on a scan.
  ['wages', /wages[,.]?\s*tips[,.]?\s*(?:(?:and|&)\s*)?other\s*comp/i],
  ['federalIncomeTax', new RegExp(String.raw`fed(?:eral|\.)?\s*(?:income\s*)?tax\s*${WITHHELD}`, 'i')],
  ['socialSecurityWages', new RegExp(String.raw`${SS}\s*wages`, 'i')],
  ['socialSecurityTaxWithheld', new RegExp(String.raw`${SS}\s*tax\s*${WITHHELD}`, 'i')],
  ['medicareWagesAndTips', /medicare\s*wages/i],
  ['medicareTaxWithheld', new RegExp(String.raw`medicare\s*tax\s*${WITHHELD}`, 'i')],
  ['socialSecurityTips', new RegExp(String.raw`${SS}\s*tips`, 'i')],
  ['allocatedTips', /allocated\s*tips/i],
  ['dependentCareBenefits', /dependent\s*care/i],
  ['nonqualifiedPlans', /nonqualified\s*plans?/i],
  // A point after 'State' where OCR reads a speck ('16 State.' over 'wages, tips, etc.' in a narrow cell).
  ['stateWages', /state\.?\s*wages/i],
  // Box 17 under its number may drop 'income' ('Box 17 State tax').
  ['stateIncomeTaxWithheld', /state\s*income\s*tax|\b17\s*state\s*tax\b/i],
  ['localWages', /local\s*wages/i],
  // 'Local tax' under its number on a statement's state table ('19 Local tax').
  ['localIncomeTax', /local\s*income\s*tax|\b19\s*local\s*tax\b/i],
];

/**
 * Each amount box's caption as plain words, for OCR that garbled it past the patterns above (the letters of
 * the run of words nearest these, at most a fifth off: 'Wages. tgs, other comp').
 */
const AMOUNT_PHRASES: Partial<Record<AmountField, string>> = {
  wages: 'wages tips other comp',
  federalIncomeTax: 'federal income tax withheld',
  socialSecurityWages: 'social security wages',
  socialSecurityTaxWithheld: 'social security tax withheld',
  medicareWagesAndTips: 'medicare wages and tips',
  medicareTaxWithheld: 'medicare tax withheld',
  socialSecurityTips: 'social security tips',
  allocatedTips: 'allocated tips',
  dependentCareBenefits: 'dependent care benefits',
  nonqualifiedPlans: 'nonqualified plans',
  stateWages: 'state wages tips etc',
  stateIncomeTaxWithheld: 'state income tax',
  localWages: 'local wages tips etc',
  localIncomeTax: 'local income tax',
};

/** Each amount box's number on the form. */
const BOX_NUMBERS: Partial<Record<AmountField, number>> = {
  wages: 1, federalIncomeTax: 2, socialSecurityWages: 3, socialSecurityTaxWithheld: 4, medicareWagesAndTips: 5, medicareTaxWithheld: 6, socialSecurityTips: 7,
  allocatedTips: 8, dependentCareBenefits: 10, nonqualifiedPlans: 11, stateWages: 16, stateIncomeTaxWithheld: 17, localWages: 18, localIncomeTax: 19,
};

/** Captions that name a box but hold no amount (they bound the columns of the others). */
const OTHER_CAPTIONS = [
  /employer['’]?\s?s?\s*name/i, /employer['’]?\s?s?\s*(?:identification|id\b)|\bEIN\b/i, /state\s*id/i, /employee['’]?\s?s?\s*(?:first\s*)?name/i, /employee['’]?\s?s?\s*(?:social|ssn)|\bSSN\b/i, /employee['’]?\s?s?\s*address/i, /last\s*name/i,
  /control\s*number/i, /\bsuff(?:ix|\.|,)?(?=\s|$)/i, /verification\s*code/i, /statutory|\bstat\.?\s*emp/i, /ret(?:irement|\.)\s*plan/i, /third[-\s]*party|\b3rd\s*party/i, /locality\s*name/i,
  // Box 12 as one cell: '12 See instructions for box 12' (no letter) heads it as '12a' does.
  // Or '12 Code Amount' over its entries (a column-headed table's, its number over the head: withBoxNumbersOverCaptions).
  /\b12[abcd]\b|see\s*instructions\s*for\s*box\s*12\b|\b12\s*code\b/i, /\b14\s*other\b/i, /\b15\s*state\b/i,
];

const AMOUNT = /^\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?$|^\$?\d+\.\d{2}$|^\$?\d+$/;
export const EIN = /\b\d{2}-\d{7}\b/;
export const SSN = /(?<![\w*])(?:\d{3}|X{3}|\*{3})-(?:\d{2}|X{2}|\*{2})-\d{4}\b/i;
/** The letters box 12's codes are made of (Form W-2 instructions, box 12: A-H, J-N, P-Z, AA-II; no I, O, U or X alone). */
const BOX12_LETTERS = [...new Set([...W2_BOX12_CODES].join(''))].sort().join('');
const BOX12_CODE = new RegExp(`^(?:${[...W2_BOX12_CODES].sort((a, b) => b.length - a.length).join('|')})$`);

/** Words with their own boxes: a PDF text item may hold a whole row ('Box 1 Wages ... 52,000.00'). */
export function words(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (const item of items) {
    const text = item.text;
    const perChar = (item.x1 - item.x0) / Math.max(1, text.length);
    for (const match of text.matchAll(/\S+/g)) {
      const start = match.index ?? 0;
      out.push({ text: match[0], x0: item.x0 + start * perChar, x1: item.x0 + (start + match[0].length) * perChar, y0: item.y0, y1: item.y1 });
    }
  }
  return out;
}

const cy = (box: Box) => (box.y0 + box.y1) / 2;
const cx = (box: Box) => (box.x0 + box.x1) / 2;
const h = (box: Pick<Box, 'y0' | 'y1'>) => Math.max(1, box.y1 - box.y0);

export interface Caption {
  field: string;
  box: Box;
  line: TextLine;
  /** The next line, when the caption wraps onto it (its value stands under that line). */
  wrappedTo?: TextLine;
}

/** A caption's box widened over the box number printed before it ('1', '12a', 'b', 'Box 3', '4.'). */
function withBoxNumber(line: TextLine, box: Box): Box {
  let x0 = box.x0;
  for (let i = line.items.length - 1; i >= 0; i -= 1) {
    const item = line.items[i]!;
    if (item.x1 > x0 + 0.5) continue;
    if (x0 - item.x1 > (box.y1 - box.y0) * 1.5) break;
    // 'e/f': the IRS's form prints boxes e and f as one.
    if (!/^(?:box|\d{1,2}[a-d]?\.?|[a-f](?:\/[a-f])?)$/i.test(item.text)) break;
    x0 = item.x0;
  }
  return { ...box, x0 };
}

/**
 * A caption whose box number is printed apart: in a 'Box' column a few spaces to its left, or after it
 * ('Interest income (Box 1)'). Such a line names the box; a title naming the same words does not.
 */
function numberedApart(line: TextLine, box: Box, pattern: RegExp): boolean {
  const before = line.items.filter((item) => item.x1 <= box.x0 + 0.5).at(-1);
  if (before && box.x0 - before.x1 <= h(box) * 4 && /^(?:box\s*)?\d{1,2}[a-h]?\.?$/i.test(before.text)) return true;
  const found = pattern.exec(line.text);
  return found !== null && /^\s*[(-]?\s*box\s*\d{1,2}[a-h]?\b/i.test(line.text.slice(found.index + found[0].length));
}

function findCaptions(lines: TextLine[], amountBoxes: readonly (readonly [string, RegExp])[], otherCaptions: readonly RegExp[], phrases: Partial<Record<string, string>> = {}, boxNumbers: Partial<Record<string, number>> = {}, wrapped = false): { amounts: Caption[]; others: Caption[] } {
  const amounts: Caption[] = [];
  const others: Caption[] = [];
  // Where a caption is not printed as sought, it may be there with an OCR slip or two in its words.
  let corrected: TextLine[] | null = null;
  const approximate = () => (corrected ??= correctedLines(lines, vocabularyOnce([...amountBoxes.map(([, pattern]) => pattern), ...otherCaptions], Object.values(phrases).flatMap((phrase) => (phrase ?? '').split(" ").filter((word) => word.length >= 4)))));
  for (const [field, pattern] of amountBoxes) {
    // Each amount caption is taken where it first appears with its box number before it (a form's title
    // may name a box too: 'Form 1099-INT Interest Income'), else where it first appears.
    const phrase = phrases[field];
    // Then by its box number among its neighbours' (w2Numbered.ts), before the nearest phrase, which may lie in the next box.
    const number = boxNumbers[field];
    const numbered = number === undefined ? null : numberedCaption(lines, number);
    const direct = captionIn(lines, lines, field, pattern) ?? captionIn(approximate(), lines, field, pattern);
    // Words of a sentence (a copy's legend '... State, City, or Local Income Tax Return') are no box's caption when the
    // box's own, wrapped in a narrow cell ('19 Local' over 'income tax'), carries its number.
    const wrappedNumbered = wrapped && direct && !carriesNumber(direct) ? wrappedCaption(lines, field, pattern) : null;
    const chosen = (wrappedNumbered && carriesNumber(wrappedNumbered) ? wrappedNumbered : direct) ?? (wrapped ? wrappedCaption(lines, field, pattern) : null) ?? (numbered && { field, ...numbered }) ?? (phrase ? phraseCaption(lines, field, phrase) : null);
    if (chosen) amounts.push(chosen);
  }
  for (const pattern of otherCaptions) {
    for (const [index, line] of lines.entries()) {
      const box = matchInLine(line, pattern) ?? matchInLine(approximate()[index]!, pattern);
      if (box) others.push({ field: pattern.source, box: withBoxNumber(line, box), line });
    }
  }
  return { amounts, others };
}

/** Whether a caption's box holds its box number ('19', 'Box 3', '12a'; withBoxNumber widened it over one). */
function carriesNumber(caption: Caption): boolean {
  return caption.line.items.some((item) => item.x0 >= caption.box.x0 - 0.5 && item.x1 <= caption.box.x1 + 0.5 && /^(?:box|\d{1,2}[a-d]?\.?)$/i.test(item.text));
}

/**
 * A caption wrapped over two lines in a narrow cell ('1 Wages, tips, other' over 'compensation', '2 Federal income
 * tax' over 'withheld', a 4-up's grid): each cell's words on a line (runs apart by more than two of their heights)
 * (a box number starts one) read on with the words of the next line set under that cell. The caption keeps its first
 * line and that line's words.
 */
function wrappedCaption(lines: readonly TextLine[], field: string, pattern: RegExp): Caption | null {
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    if (!next || next.y0 - line.y1 > h(line) * 0.8) continue;
    const cells: TextItem[][] = [];
    for (const item of line.items) {
      const last = cells.at(-1)?.at(-1);
      // A box number starts a cell ('ID 16 State' is box 15's caption's end, then box 16's).
      if (last && item.x0 - last.x1 <= h(item) * 2 && !/^\d{1,2}[a-d]?$/.test(item.text)) cells.at(-1)!.push(item);
      else cells.push([item]);
    }
    const items = cells.flatMap((cell) => [...cell, ...next.items.filter((item) => item.x0 >= cell[0]!.x0 - h(item) && item.x0 <= cell.at(-1)!.x1 && item.x1 <= cell.at(-1)!.x1 + h(item) * 4)]);
    const { text, offsets } = joinedWords(items.map((item) => item.text.trim()));
    const found = pattern.exec(text);
    if (!found) continue;
    const own = items.filter((item, at) => line.items.includes(item) && offsets[at]! < found.index + found[0].length && offsets[at]! + item.text.trim().length > found.index);
    if (own.length === 0 || own.length === items.length) continue;
    const box = { x0: Math.min(...own.map((item) => item.x0)), x1: Math.max(...own.map((item) => item.x1)), y0: Math.min(...own.map((item) => item.y0)), y1: Math.max(...own.map((item) => item.y1)) };
    return { field, box: withBoxNumber(line, box), line, wrappedTo: next };
  }
  return null;
}

/** The nearest run of words to a caption's phrase on the page (the first of equally near ones). */
function phraseCaption(lines: readonly TextLine[], field: string, phrase: string): Caption | null {
  let best: (Caption & { distance: number }) | null = null;
  for (const line of lines) {
    const found = findPhrase(line, phrase);
    if (found && (!best || found.distance < best.distance)) best = { field, box: withBoxNumber(line, found.box), line, distance: found.distance };
  }
  return best && { field: best.field, box: best.box, line: best.line };
}

/** An amount box's caption among `searched` (the page's lines, or their corrected copies); the caption keeps the page's own line. */
function captionIn(searched: readonly TextLine[], lines: readonly TextLine[], field: string, pattern: RegExp): Caption | null {
  let first: Caption | null = null;
  let numbered: Caption | null = null;
  // Else where an amount follows it on its line (a statement's row whose box number OCR lost), else the first.
  let valued: Caption | null = null;
  for (const [index, line] of searched.entries()) {
    const box = matchInLine(line, pattern);
    if (!box) continue;
    const caption = { field, box: withBoxNumber(line, box), line: lines[index]! };
    first ??= caption;
    if (!valued && line.items.some((item) => item.x0 > box.x1 && isAmountValue(item.text))) valued = caption;
    if (caption.box.x0 < box.x0 || numberedApart(line, box, pattern)) {
      numbered = caption;
      break;
    }
  }
  return numbered ?? valued ?? first;
}

/** Where a caption's column ends: the next caption to its right on the same line, else the page edge. */
/** Where a caption's column starts: the end of the caption before it on the same line, else the page edge. */
function columnStart(caption: Caption, all: readonly Caption[]): number {
  let start = 0;
  for (const other of all) {
    if (other === caption) continue;
    if (Math.abs(cy(other.box) - cy(caption.box)) < h(caption.box) * 0.6 && other.box.x1 <= caption.box.x0 + 0.5 && other.box.x1 > start) start = other.box.x1;
  }
  return start;
}

function columnEnd(caption: Caption, all: readonly Caption[], pageWidth: number): number {
  let end = pageWidth;
  for (const other of all) {
    if (other === caption) continue;
    if (Math.abs(cy(other.box) - cy(caption.box)) < h(caption.box) * 0.6 && other.box.x0 > caption.box.x1 - h(caption.box) && other.box.x0 < end) end = other.box.x0;
  }
  return end;
}

/** How well a value sits for a caption: same line to the right (before the next caption), or below in its column. Lower is nearer. */
function placement(caption: Caption, value: TextItem, start: number, end: number, depth = 4.5): number | null {
  const lineHeight = h(caption.box);
  const dy = cy(value) - cy(caption.box);
  if (Math.abs(dy) < lineHeight * 0.6) {
    if (value.x0 < caption.box.x1 - 1 || value.x0 >= end) return null;
    return (value.x0 - caption.box.x1) / (lineHeight * 40);
  }
  // A value in type much larger than its small caption (OCR boxes small capitals 11 px tall over 22 px figures)
  // stands as far down in caption heights as its own size makes it.
  if (dy <= 0 || dy > Math.max(lineHeight, h(value) * 0.6) * depth) return null;
  // The caption may start mid-phrase ('3 Interest on U.S. Savings Bonds'): the column starts with the phrase.
  const phrase = Math.max(phraseStart(caption), start);
  const left = Math.min(caption.box.x0, phrase) - lineHeight * 2;
  if (value.x0 < left || value.x0 >= end) return null;
  return 1 + dy / lineHeight + Math.abs(value.x0 - phrase) / (lineHeight * 20);
}

/** Where the run of words holding a caption starts on its line (words closer than a line height apart). */
function phraseStart(caption: Caption): number {
  let x0 = caption.box.x0;
  for (let i = caption.line.items.length - 1; i >= 0; i -= 1) {
    const item = caption.line.items[i]!;
    if (item.x0 >= x0) continue;
    if (x0 - item.x1 > h(caption.box)) break;
    x0 = item.x0;
  }
  return x0;
}

/**
 * A value that can be a box's amount: money-shaped, and not a box number printed apart ('1', '12') nor a
 * ZIP code ('08540'): without cents or separators it must be above 20 and not start with 0.
 */
function isAmountValue(text: string): boolean {
  if (!AMOUNT.test(text)) return false;
  const plain = text.replace(/^\$/, '');
  if (/[.,]/.test(plain)) return true;
  // A year ('2024' in a title) is not an amount; amounts that are a round year are rare and print cents.
  if (/^(?:19|20)\d{2}$/.test(plain)) return false;
  return !plain.startsWith('0') && Number(plain) > 20;
}

/** What a statement prints for an empty box: a dash (a long one OCR may read as '='), 'None', 'N/A'. */
const EMPTY_VALUE = /^(?:[—–-]{1,3}|none|n\/a|=)$/i;

/** Amount text as the form prints it, without '$' and ','. */
const cleanAmount = (text: string) => text.replace(/[$,]/g, '');

/** What a page's boxes read: each amount box's value, and the lines and captions for the other fields. */
export interface BoxReading<Field extends string> {
  found: Partial<Record<Field, string>>;
  lines: TextLine[];
  captions: Caption[];
}

/**
 * Reads the amount boxes of a form: every (box, value) pair that could be, nearest first; each box and each
 * value used once. `otherCaptions` name the boxes that hold no amount, so that columns end where they start.
 */
export function readBoxes<Field extends string>(
  page: PageText,
  amountBoxes: readonly (readonly [Field, RegExp])[],
  otherCaptions: readonly RegExp[],
  phrases: Partial<Record<Field, string>> = {},
  options: { dashIsEmpty?: boolean; listRows?: boolean; boxNumbers?: Partial<Record<Field, number>>; wrappedCaptions?: boolean; valueDepth?: number } = {},
): BoxReading<Field> {
  const items = words(page.items);
  const lines = groupLines(items);
  const { amounts, others } = findCaptions(lines, amountBoxes, otherCaptions, phrases, options.boxNumbers, options.wrappedCaptions);
  const captions = [...amounts, ...others];
  const captionWords = new Set<TextItem>();
  for (const caption of captions) for (const item of caption.line.items) if (item.x0 >= caption.box.x0 - 0.5 && item.x1 <= caption.box.x1 + 0.5) captionWords.add(item);
  const candidates = items.filter((item) => !captionWords.has(item) && isAmountValue(item.text));

  const pairs: { field: Field; value: TextItem; score: number }[] = [];
  for (const caption of amounts) {
    const start = columnStart(caption, captions);
    const end = columnEnd(caption, captions, page.width);
    for (const value of candidates) {
      const score = placement(caption, value, start, end, options.valueDepth);
      if (score !== null) pairs.push({ field: caption.field as Field, value, score });
    }
  }
  const inOtherCell = (caption: Caption, value: TextItem) =>
    captions.some((other) => {
      if (other === caption || other.line === caption.line) return false;
      // A caption on the line a caption of this row wraps onto is still this row's ('15' over 'State' beside
      // 'Employer's state' over 'ID no.' read as 'State ID' under a 4-up's '17 State' over 'income tax'): it heads no cell below.
      if (captions.some((rowCaption) => rowCaption.line === caption.line && rowCaption.wrappedTo === other.line)) return false;
      if (options.listRows && levelInList(caption, other, value)) return true;
      if (cy(other.box) <= cy(caption.box) || cy(other.box) >= cy(value) - h(other.box) * 0.3) return false;
      // The other caption heads the cell the value sits in when the value lies within its column.
      const otherStart = other.box.x0 - h(other.box) * 2;
      const otherEnd = columnEnd(other, captions, page.width);
      return value.x1 > otherStart && value.x0 < otherEnd;
    });
  // A dash or 'None' at a caption's right is its value, an empty box: an amount under it is the next row's
  // ('Box 11 Nonqualified plans ...... —' over 'Box 12a Code E ...... $4,800.00'). Asked for by the W-2 reader only:
  // a 1099-B list's column heads share their line with other columns' dashes.
  const printedEmpty = new Set(
    amounts.filter((caption) => {
      if (!options.dashIsEmpty) return false;
      const end = columnEnd(caption, captions, page.width);
      const right = caption.line.items.filter((item) => item.x0 >= caption.box.x1 - 0.5 && item.x0 < end && !/^[.·…]+$/.test(item.text));
      if (right.length > 0) return EMPTY_VALUE.test(right[0]!.text);
      // OCR may set a dash at the row's far end a little lower, on a line of its own: the row's last word.
      const inRow = items.filter((item) => item.x0 >= caption.box.x1 - 0.5 && item.x0 < end && Math.abs(cy(item) - cy(caption.box)) < h(caption.box) * 0.9);
      const last = inRow.sort((a, b) => b.x1 - a.x1)[0];
      return last !== undefined && EMPTY_VALUE.test(last.text);
    }),
  );
  const inCell = pairs.filter((pair) => {
    const caption = amounts.find((candidate) => candidate.field === pair.field)!;
    const onItsLine = cy(pair.value) - cy(caption.box) < h(caption.box) * 0.6;
    if (printedEmpty.has(caption)) return false;
    return onItsLine || !inOtherCell(caption, pair.value);
  });
  pairs.length = 0;
  pairs.push(...inCell);
  pairs.sort((a, b) => a.score - b.score);
  const found: Partial<Record<Field, string>> = {};
  const used = new Set<TextItem>();
  for (const pair of pairs) {
    if (found[pair.field] !== undefined || used.has(pair.value)) continue;
    found[pair.field] = cleanAmount(pair.value.text);
    used.add(pair.value);
  }
  return { found, lines, captions };
}

/**
 * Several copies of a form on one page (Copy B, C and 2 side by side or one above the other, as payroll
 * providers print them): the words of the top-left copy, found from where the anchor caption repeats.
 * A page with the caption once is returned whole.
 */
export function copiesOf(page: PageText, anchors: readonly RegExp[]): PageText[] {
  const items = words(page.items);
  const lines = correctedLines(groupLines(items), vocabularyOnce(anchors));
  // The copies' spacing across and down: the distances between two places of one caption, the smallest that
  // two pairs agree on (OCR garbles a caption in one copy or another, so several captions vote).
  const across: number[] = [];
  const down: number[] = [];
  let lineHeight = 0;
  for (const anchor of anchors) {
    const hits = lines.flatMap((line) => matchesInLine(line, anchor));
    for (const a of hits) {
      lineHeight = Math.max(lineHeight, h(a));
      for (const b of hits) {
        if (Math.abs(cy(a) - cy(b)) < h(a) && b.x0 - a.x0 > h(a) * 10) across.push(b.x0 - a.x0);
        if (Math.abs(a.x0 - b.x0) < h(a) * 4 && cy(b) - cy(a) > h(a) * 10) down.push(b.y0 - a.y0);
      }
    }
  }
  const spacing = (distances: number[]) => [...distances].sort((a, b) => a - b).find((d) => distances.filter((other) => Math.abs(other - d) < lineHeight * 2).length >= 2);
  // One caption's pair alone (OCR of a scan garbles the small captions of all but one) is the spacing when the
  // writing repeats at it: five words or more of three characters or more printed again that far across (down).
  const repeatsAt = (distances: number[], acrossPage: boolean) =>
    distances.find((d) => {
      const again = items.filter((item) => item.text.length >= 3 && items.some((other) => other !== item && other.text === item.text && Math.abs(other.x0 - item.x0 - (acrossPage ? d : 0)) < lineHeight && Math.abs(other.y0 - item.y0 - (acrossPage ? 0 : d)) < lineHeight));
      return again.length >= 5;
    });
  let dx = spacing(across) ?? repeatsAt(across, true);
  let dy = spacing(down) ?? repeatsAt(down, false);
  if (dx === undefined && dy === undefined && lineHeight === 0) {
    // No caption read twice (a scan of faded small print garbled every copy's): the writing's own repeat.
    lineHeight = Math.max(1, median(items.map(h)));
    dx = writingRepeatsAt(items, lineHeight, true);
    dy = writingRepeatsAt(items, lineHeight, false);
  }
  if (dx === undefined && dy === undefined) return [page];
  // The copies repeat at that spacing from where the first copy's writing starts: the first writing that is printed
  // again one spacing across (down). A letterhead or a window envelope's address block above Copy B is printed once,
  // and cuts laid from it fall through the middle of each copy (between a row of captions and its values).
  const byText = new Map<string, TextItem[]>();
  for (const item of items) byText.set(item.text.toLowerCase(), [...(byText.get(item.text.toLowerCase()) ?? []), item]);
  const repeatedFrom = (shiftX: number, shiftY: number, start: (item: TextItem) => number) => {
    const repeated = items.filter((item) => item.text.length >= 2 && byText.get(item.text.toLowerCase())!.some((other) => other !== item && Math.abs(other.x0 - item.x0 - shiftX) < lineHeight && Math.abs(other.y0 - item.y0 - shiftY) < lineHeight));
    // Two such words at least, so that one word printed again by chance (a state code) does not start a copy.
    const starts = repeated.map(start).sort((a, b) => a - b);
    const first = starts.find((value, index) => starts[index + 1] !== undefined && starts[index + 1]! - value < lineHeight);
    return first;
  };
  const left = (dx === undefined ? undefined : repeatedFrom(dx, 0, (item) => item.x0)) ?? Math.min(...items.map((item) => item.x0));
  const top = (dy === undefined ? undefined : repeatedFrom(0, dy, (item) => item.y0)) ?? Math.min(...items.map((item) => item.y0));
  const right = Math.max(...items.map((item) => item.x1));
  const bottom = Math.max(...items.map((item) => item.y1));
  const columns = dx === undefined ? 1 : Math.max(1, Math.ceil((right - left) / dx - 0.2));
  const rows = dy === undefined ? 1 : Math.max(1, Math.ceil((bottom - top) / dy - 0.2));
  const copies: PageText[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x0 = column === 0 ? -Infinity : left + column * dx!;
      const x1 = column === columns - 1 ? Infinity : left + (column + 1) * dx!;
      const y0 = row === 0 ? -Infinity : top + row * dy!;
      const y1 = row === rows - 1 ? Infinity : top + (row + 1) * dy!;
      const kept = items.filter((item) => (item.x0 + item.x1) / 2 >= x0 && (item.x0 + item.x1) / 2 < x1 && cy(item) >= y0 && cy(item) < y1);
      if (kept.length >= 5) copies.push({ ...page, items: kept });
    }
  }
  return copies.length ? copies : [page];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * How far down (across) a page's copies repeat, from the writing alone: the distance at which five different words
 * with figures or more (amounts, an EIN, a ZIP code) are printed again, a third of the page or more away and
 * nearly straight down (across), a turned scan's slant allowed. One copy's boxes 1, 3 and 5 repeat one amount a row
 * apart, too near to count.
 */
function writingRepeatsAt(items: readonly TextItem[], lineHeight: number, acrossPage: boolean): number | undefined {
  const extent = Math.max(...items.map((item) => (acrossPage ? item.x1 : item.y1))) - Math.min(...items.map((item) => (acrossPage ? item.x0 : item.y0)));
  const shifts: { text: string; along: number }[] = [];
  // Words with figures (amounts, IDs, ZIP codes): a single copy's captions repeat their words ('wages', 'Employee's') far apart.
  const long = items.filter((item) => item.text.length >= 4 && /\d{3}/.test(item.text));
  for (const a of long) {
    for (const b of long) {
      if (a === b || a.text !== b.text) continue;
      const along = acrossPage ? b.x0 - a.x0 : b.y0 - a.y0;
      const aside = acrossPage ? b.y0 - a.y0 : b.x0 - a.x0;
      if (along > extent * 0.3 && Math.abs(aside) < along * 0.06 + lineHeight) shifts.push({ text: a.text, along });
    }
  }
  let best: { along: number; texts: number } | undefined;
  for (const { along } of shifts) {
    const near = shifts.filter((shift) => Math.abs(shift.along - along) < lineHeight);
    const texts = new Set(near.map((shift) => shift.text)).size;
    if (texts >= 5 && (!best || texts > best.texts)) best = { along: median(near.map((shift) => shift.along)), texts };
  }
  return best?.along;
}

/**
 * The copy that names the most boxes, the top-left one on a tie: a 4-up sheet may give a quadrant to an earnings
 * summary or the instructions, and OCR garbles a caption in one copy and not in another.
 */
function fullestCopy(page: PageText): PageText {
  const copies = copiesOf(page, W2_ANCHORS);
  const named = copies.map(boxesNamed);
  return copies[named.indexOf(Math.max(...named))]!;
}

/** The top-left copy of a page that repeats the form (the page itself when it does not). */
export function firstCopy(page: PageText, anchors: readonly RegExp[]): PageText {
  return copiesOf(page, anchors)[0]!;
}

/**
 * One reading from several copies' readings, field by field: the value most copies read (an empty box does not
 * vote), the top-left copy's on a tie. OCR garbles a small caption in one copy and not in another.
 */
export function byMajority<T extends Record<string, unknown>>(readings: readonly T[], emptyVotes: (reading: T, key: string) => boolean = () => false): T {
  const empty = (value: unknown) => value === '' || value === false || (Array.isArray(value) && value.length === 0);
  const merged: Record<string, unknown> = { ...readings[0]! };
  for (const key of Object.keys(merged)) {
    const counts = new Map<string, { value: unknown; votes: number }>();
    for (const reading of readings) {
      const value = reading[key];
      // An empty box votes only where its copy shows the box (`emptyVotes`): its caption read, nothing under it.
      if (empty(value) && !emptyVotes(reading, key)) continue;
      const id = JSON.stringify(value);
      const entry = counts.get(id) ?? { value, votes: 0 };
      entry.votes += 1;
      counts.set(id, entry);
    }
    let best: { value: unknown; votes: number } | undefined;
    for (const entry of counts.values()) if (!best || entry.votes > best.votes) best = entry;
    if (best) merged[key] = best.value;
    const voters = [...counts.values()].reduce((sum, entry) => sum + entry.votes, 0);
    if (best && typeof best.value === 'string' && best.votes * 2 <= voters) {
      const letters = byLetter([...counts.values()].flatMap((entry) => Array<string>(entry.votes).fill(String(entry.value))));
      if (letters) merged[key] = letters;
    }
  }
  return merged as T;
}

/**
 * Copies of one text that OCR misread in different places ('PARTNIRS', 'PARTNERS', 'PARTNERS', 'PARINERS'): the
 * letter most of them read at each place, where three or more of the same length agree on every place; else null.
 */
function byLetter(texts: readonly string[]): string | null {
  const byLength = new Map<number, string[]>();
  for (const text of texts) byLength.set(text.length, [...(byLength.get(text.length) ?? []), text]);
  const group = [...byLength.values()].reduce((most, each) => (each.length > most.length ? each : most), [] as string[]);
  if (group.length < 3) return null;
  let out = '';
  for (let at = 0; at < group[0]!.length; at += 1) {
    const tally = new Map<string, number>();
    for (const text of group) tally.set(text[at]!, (tally.get(text[at]!) ?? 0) + 1);
    const [letter, votes] = [...tally.entries()].reduce((most, each) => (each[1] > most[1] ? each : most));
    if (votes * 2 <= group.length) return null;
    out += letter;
  }
  return out;
}

/** Box 13's three checkboxes, in the IRS's words and payroll abbreviations. */
// The first word alone too: a narrow box 13 prints its captions over two lines ('RETIREMENT' over 'PLAN').
// 'Third' alone at its line's end: a narrow copy wraps 'Third-party' over 'sick pay', and OCR may lose '-party' (payroll 4-up).
// 'Stat emp.' but not 'State Employer's' (box 15's caption, as OCR may read it: 'stat Employer's').
const BOX13 = { statutory: /statutory(?:\s*employee)?|\bstat\.?\s*emp(?:\.|loyee\b|\b)/i, retirement: /retirement(?:\s*plan)?|\bret\.?\s*plan/i, sickPay: /(?:third|3rd)[-\s]*party(?:\s*sick\s*pay)?|\bthird(?=\W*$)/i };

/** Captions every W-2 copy prints once (boxes 1-6), to find where copies repeat. */
const W2_ANCHORS = AMOUNT_BOXES.slice(0, 6).map(([, pattern]) => pattern);

/** `ocr`: the page was read by OCR, so a misread digit is possible and boxes 3-6 are reconciled (w2Checks.ts). */
export function parseW2(whole: PageText, options: { ocr?: boolean } = {}): W2Extraction {
  const copies = copiesOf(whole, W2_ANCHORS);
  if (copies.length === 1) return parseCopy(copies[0]!, options);
  // A text layer prints every copy alike: one copy, the one naming the most boxes, reads them all.
  if (!options.ocr) return parseCopy(fullestCopy(whole), options);
  const readings = copies.map((copy) => parseCopy(copy, options));
  // Boxes 3-6 as the pair of amounts that agree where the copies' majority does not (w2Checks.ts).
  const merged = withholdingFromCopies(byMajority(readings, (reading, key) => captionedBoxes.get(reading)?.has(key) ?? false), readings);
  const box12Lists = readings.map((reading) => reading.box12Entries).filter((list) => list.length <= BOX12_SLOTS);
  const box12Entries = codesByMajority(fullestList(merged.box12Entries, box12Lists), box12Lists);
  return withDerived({
    ...merged,
    box12Entries,
    // Box 14 by its amounts: OCR misspells a small label in one copy ('NJ SD', 'NJ soi') and loses a line in another.
    box14Entries: fullestList(merged.box14Entries, readings.map((reading) => reading.box14Entries), (entry) => entry.amount),
    stateRows: fullestList(merged.stateRows, readings.map((reading) => reading.stateRows)),
  });
}

/**
 * Box 12's codes by majority over the copies that read the same amounts in the same order: OCR reads a 'W' as 'Y'
 * in one copy and not in the others.
 */
function codesByMajority(entries: W2Extraction['box12Entries'], lists: readonly W2Extraction['box12Entries'][]): W2Extraction['box12Entries'] {
  const amounts = (list: W2Extraction['box12Entries']) => list.map((entry) => entry.amount).join('|');
  const same = lists.filter((list) => amounts(list) === amounts(entries));
  return entries.map((entry, at) => {
    const tally = new Map<string, number>();
    for (const list of same) tally.set(list[at]!.code, (tally.get(list[at]!.code) ?? 0) + 1);
    const [code, votes] = [...tally.entries()].reduce((most, each) => (each[1] > most[1] ? each : most), [entry.code, 0] as [string, number]);
    // The entry itself when its code stands: it may be kept aside for a second look (`doubtfulCodes`).
    return votes * 2 > same.length && code !== entry.code ? { ...entry, code } : entry;
  });
}

/** Box 12 has four slots, 12a-12d (Form W-2): a copy read with more made one up. */
const BOX12_SLOTS = 4;

/**
 * A list every copy prints alike (box 12's entries, the state rows): the longest copy's list that holds the
 * majority's entries in order and more. An entry is a code or state with an amount in its cell, which OCR loses
 * in one copy ('yw' for W) far more often than it makes one up.
 */
function fullestList<T>(majority: T[], lists: readonly T[][], key: (entry: T) => string = (entry) => JSON.stringify(entry)): T[] {
  const extends_ = (list: T[]) => {
    let at = 0;
    for (const entry of list) if (at < majority.length && key(entry) === key(majority[at]!)) at += 1;
    return at === majority.length && list.length > majority.length;
  };
  const fullest = lists.filter(extends_).reduce((best, list) => (list.length > best.length ? list : best), majority);
  // Matched by a key short of the whole entry (box 14 by its amounts): the longer list in its order, with the
  // majority's reading of each entry they share.
  let at = 0;
  return fullest.map((entry) => (at < majority.length && key(entry) === key(majority[at]!) ? majority[at++]! : entry));
}

/** What follows from the boxes (box 12 sums, box 14's TFB, the first state row, the notices) worked out again from the boxes chosen. */
function withDerived(read: W2Extraction): W2Extraction {
  // Codes chosen by majority or read again, checked against boxes 1 and 5 once more (w2Codes.ts): only OCR readings come here.
  const merged = { ...read, box12Entries: codesByDeferrals(read.box12Entries, read) };
  const sum = (code: string) => {
    const total = merged.box12Entries.filter((entry) => entry.code === code).reduce((acc, entry) => acc + Number(entry.amount), 0);
    return total ? total.toFixed(2) : '';
  };
  const first = merged.stateRows[0];
  return {
    ...merged,
    box12: { codeC: sum('C'), codeD: sum('D'), codeDD: sum('DD'), codeW: sum('W') },
    box14: { tfb: merged.box14Entries.find((entry) => /\bTFB\b|transit|transportation\s*fringe/i.test(entry.label))?.amount ?? '' },
    stateId: first?.stateId ?? merged.stateId,
    stateWages: first?.stateWages ?? merged.stateWages,
    stateIncomeTaxWithheld: first?.stateIncomeTaxWithheld ?? merged.stateIncomeTaxWithheld,
    notices: [...withholdingNotices(merged), ...stateNotices(merged.stateRows, merged)],
  };
}

/** The amount boxes whose caption a copy's reading found (an empty one of these is a vote for an empty box). */
const captionedBoxes = new WeakMap<W2Extraction, Set<string>>();

/**
 * Captions printed under their values (a fill-in form: each value on a rule, its caption beneath it). Boxes 1 and
 * 2 are the top row of amounts on every W-2: here each has an amount just above it in its column, nearer than any
 * under it, and none beside it.
 */
function captionsUnderValues(page: PageText): boolean {
  const items = words(page.items);
  const lines = groupLines(items);
  const { amounts, others } = findCaptions(lines, AMOUNT_BOXES, OTHER_CAPTIONS, AMOUNT_PHRASES, {}, true);
  const captions = [...amounts, ...others];
  const values = items.filter((item) => isAmountValue(item.text));
  const under = (field: AmountField) => {
    const caption = amounts.find((each) => each.field === field);
    if (!caption) return false;
    const height = h(caption.box);
    const start = Math.max(columnStart(caption, captions), phraseStart(caption) - height * 2);
    const end = columnEnd(caption, captions, page.width);
    const inColumn = values.filter((value) => value.x0 >= start && value.x0 < end);
    if (inColumn.some((value) => Math.abs(cy(value) - cy(caption.box)) < height * 0.6 && value.x0 > caption.box.x1)) return false;
    const distance = (sign: 1 | -1) => Math.min(Infinity, ...inColumn.map((value) => sign * (cy(value) - cy(caption.box))).filter((dy) => dy > height * 0.6 && dy < height * 3));
    return distance(-1) < distance(1);
  };
  return under('wages') && under('federalIncomeTax');
}

/** The page turned upside down (top and bottom swapped), so that values read under their captions; its image lookups turned back. */
function upsideDown(page: PageText): PageText {
  const turn = <T extends Box>(box: T): T => ({ ...box, y0: page.height - box.y1, y1: page.height - box.y0 });
  const { darkness, reread } = page;
  return {
    ...page,
    items: page.items.map(turn),
    ...(darkness ? { darkness: (box: Box) => darkness(turn(box)) } : {}),
    ...(reread ? { reread: (box: Box, as?: RereadAs) => reread(turn(box), as) } : {}),
  };
}

/** One copy of a W-2 read box by box. */
/**
 * On a page that prints its amounts of 1,000 or more with '$' and thousands separators ('$4,800.00'), such an
 * amount that OCR read without its '$' and starting with a 9 or an 8 ('94,800.00', '94800.00') most likely has the
 * '$' read as that digit. Such a reading is refused (the box left for the taxpayer) rather than taken.
 */
function signsLost(page: PageText): (amount: string) => boolean {
  // Amounts with cents: a ZIP code or a street number is no amount here.
  const amounts = words(page.items).filter((item) => isAmountValue(item.text) && /\.\d{2}$/.test(item.text) && Number(cleanAmount(item.text)) >= 1000);
  const signed = amounts.filter((item) => /^\$\d{1,3}(?:,\d{3})+\.\d{2}$/.test(item.text)).length;
  if (signed < 3 || signed < (amounts.length * 2) / 3) return () => false;
  const doubtful = new Set(amounts.filter((item) => /^[89][\d,]*\.\d{2}$/.test(item.text)).map((item) => cleanAmount(item.text)));
  return (amount) => doubtful.has(amount);
}

/**
 * A W-2 prints its amounts with cents ('3,400.00'): a figure with five digits after one point ('3.40000') is the
 * thousands comma OCR read as a point and the cents point it lost, and is read as printed; so is one with a dash
 * for its point.
 */
function withCentsPointFound(page: PageText): PageText {
  const misread = /^(\$?\d{1,3})\.(\d{3})(\d{2})$/;
  // The cents point read as a dash ('412-00' on a clean 4-up): no other W-2 value is digits, one dash and two digits.
  const dashed = /^(\$?\d{1,3}(?:,\d{3})*)-(\d{2})$/;
  if (!page.items.some((item) => misread.test(item.text) || dashed.test(item.text))) return page;
  return { ...page, items: page.items.map((item) => (misread.test(item.text) ? { ...item, text: item.text.replace(misread, '$1,$2.$3') } : dashed.test(item.text) ? { ...item, text: item.text.replace(dashed, '$1.$2') } : item)) };
}

/**
 * OCR of a dashed cut line down the right side of a copy: a mark of one or two characters ('|', '!', ':', '1', 'H') at
 * one place across, last on eight lines or more, and no word of three letters or more starting there. They are no writing of
 * the form (a '1' beside 'Locality name' was read as the locality).
 */
function withoutCutLines(page: PageText): PageText {
  // At the copy's right edge only: no writing after them on their line (a column of box numbers or box letters has).
  const marks = page.items.filter((item) => item.text.trim().length <= 2 && !page.items.some((other) => other.x0 > item.x1 && Math.abs(cy(other) - cy(item)) < h(item) * 0.7));
  const ruled = new Set<TextItem>();
  for (const mark of marks) {
    if (ruled.has(mark)) continue;
    const height = h(mark);
    const column = marks.filter((other) => Math.abs(other.x0 - mark.x0) < height * 0.5);
    if (column.length < 8) continue;
    if (page.items.some((item) => item.text.trim().length >= 3 && Math.abs(item.x0 - mark.x0) < height)) continue;
    for (const other of column) ruled.add(other);
  }
  return ruled.size ? { ...page, items: page.items.filter((item) => !ruled.has(item)) } : page;
}

/** A word OCR made of a dot leader's dots, a few or a whole leader ('oo...', '.,.....', spanning many characters' width). */
const LEADER_WORD = /^[.·…,:°o~-]+$/;

/**
 * A list's dot leaders as OCR reads them ('Box 3 Social security wages . . . . $149,764.77'): its evenly spaced
 * dots as a row of one- or two-character marks, all alike or not ('N N N N ~', three or more, no digit, an even
 * step between them with gaps wider than the marks), a long run of dots and o's as one word, or dots glued before
 * the answer ('.......Yes'). The marks are no words of a caption or a value: the leader goes, the answer stays.
 */
function withoutDotLeaders(page: PageText): PageText {
  const dropped = new Set<TextItem>();
  const trimmed = new Map<TextItem, TextItem>();
  for (const line of groupLines(page.items)) {
    const items = line.items;
    for (let at = 0; at < items.length; ) {
      const mark = (item: TextItem | undefined) => !!item && item.text.length <= 2 && !/\d/.test(item.text);
      if (!mark(items[at])) {
        at += 1;
        continue;
      }
      let end = at + 1;
      while (mark(items[end])) end += 1;
      // The run's marks stepping evenly (a leader's dots are set at one pitch): each step within a twelfth of the
      // first, wider than twice a mark. A code before the leader ('Code W N N N') steps otherwise and stays.
      const run = items.slice(at, end);
      let even = 1;
      while (even < run.length) {
        const step = run[even]!.x0 - run[even - 1]!.x0;
        const first = run[1]!.x0 - run[0]!.x0;
        if (Math.abs(step - first) > first / 12 || step < (run[even - 1]!.x1 - run[even - 1]!.x0) * 2) break;
        even += 1;
      }
      // And mostly one mark read again and again ('N N N ~'), not a row of check boxes ('| x O').
      const leader = run.slice(0, even);
      const alike = Math.max(...leader.map((item) => leader.filter((other) => other.text === item.text).length));
      const isLeader = even >= 3 && alike * 3 >= even * 2;
      if (isLeader) for (const item of leader) dropped.add(item);
      at += isLeader ? even : 1;
    }
    for (const item of items) {
      const height = item.y1 - item.y0;
      if (LEADER_WORD.test(item.text) && (/\.{3}/.test(item.text) || item.x1 - item.x0 > height * 6) && /[.·…]/.test(item.text)) dropped.add(item);
      // Specks of a scan read as small o's ('oo' right of 'Locality name'): no W-2 value is that.
      if (/^[o°]{2,3}$/.test(item.text)) dropped.add(item);
      const glued = /^[.·…]{3,}(?=[A-Za-z0-9$])/.exec(item.text);
      if (glued && !dropped.has(item)) {
        const rest = item.text.slice(glued[0].length);
        trimmed.set(item, { ...item, text: rest, x0: Math.max(item.x0, item.x1 - rest.length * height * 0.7) });
      }
      // A leader glued after a word ('DD...', 'withheld...'): the word alone. Glued around an amount, or run into
      // letters before it ('..$0.00.', '....iiiuu....$5,549.00'): the amount alone, where it ends.
      if (dropped.has(item)) continue;
      const kept = trimmed.get(item) ?? item;
      const word = /^(.*?[A-Za-z)])[.·…]{2,}$/.exec(kept.text)?.[1];
      const amount = /^(?:[.·…]{2,}[A-Za-z.·…]*?)?(\$?\d[\d,]*\.\d{2})[.·…]*$/.exec(kept.text)?.[1];
      if (word) trimmed.set(item, { ...kept, text: word, x1: Math.min(kept.x1, kept.x0 + word.length * height * 0.7) });
      else if (amount && amount !== kept.text) trimmed.set(item, { ...kept, text: amount, x0: Math.max(kept.x0, kept.x1 - amount.length * height * 0.7) });
    }
  }
  if (!dropped.size && !trimmed.size) return page;
  return { ...page, items: page.items.filter((item) => !dropped.has(item)).map((item) => trimmed.get(item) ?? item) };
}

/**
 * A word read twice in one place (OCR of a scan gave a line 'NY SDI 31.20' as two lines, its letters' top halves
 * and bottom halves, 3 px apart): the same text over most of the same width, the two boxes overlapping up and
 * down, is one printed word. The same amount in the row under it does not overlap.
 */
function withoutRepeatedWords(page: PageText): PageText {
  const kept: TextItem[] = [];
  const across = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const down = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  for (const item of page.items) {
    if (kept.some((other) => other.text === item.text && down(other, item) > 0 && across(other, item) > Math.min(other.x1 - other.x0, item.x1 - item.x0) * 0.6)) continue;
    kept.push(item);
  }
  return kept.length === page.items.length ? page : { ...page, items: kept };
}

/** A box letter or number whose 'c' OCR read as a cent sign ('Box ¢ Employer', '12¢ Code V'): no W-2 prints '¢'. */
function withBoxLetterC(page: PageText): PageText {
  const misread = /^(\d{0,2})¢$/;
  if (!page.items.some((item) => misread.test(item.text))) return page;
  return { ...page, items: page.items.map((item) => (misread.test(item.text) ? { ...item, text: item.text.replace('¢', 'c') } : item)) };
}

/** Boxes 1-6, which every W-2 prints: a reading with fewer than half of them found little. */
/** The boxes beside and over box 12 on the form, whose columns box 12's entries may stand in (boxes 7-11). */
const BOX12_NEIGHBOURS: readonly AmountField[] = ['socialSecurityTips', 'allocatedTips', 'dependentCareBenefits', 'nonqualifiedPlans'];

const GRID_BOXES: readonly AmountField[] = ['wages', 'federalIncomeTax', 'socialSecurityWages', 'socialSecurityTaxWithheld', 'medicareWagesAndTips', 'medicareTaxWithheld'];

/**
 * The amount boxes of a 'number caption value' list: a pair whose number is the box's and whose caption is the box's
 * (its pattern, or a word of its plain words within one letter: OCR's 'Medlcare'), with an amount for value.
 */
export function listAmounts(pairs: readonly LabelValue[]): Partial<Record<AmountField, string>> {
  const out: Partial<Record<AmountField, string>> = {};
  for (const pair of pairs) {
    const amount = pair.valueItems.find((item) => isAmountValue(item.text));
    if (!amount) continue;
    for (const [field, pattern] of AMOUNT_BOXES) {
      if (String(BOX_NUMBERS[field]) !== pair.number || out[field] !== undefined) continue;
      // The number names the box; a word of the box's caption (within one letter) shows the pair is a box's, not an address's.
      const phrase = AMOUNT_PHRASES[field]!.split(' ').filter((word) => word.length >= 4);
      const captionWords = pair.caption.toLowerCase().split(/\s+/).map((word) => word.replace(/[^a-z]/g, '')).filter((word) => word.length >= 4);
      if (pattern.test(pair.caption) || captionWords.some((word) => phrase.some((each) => editDistance(word, each) <= 1))) out[field] = cleanAmount(amount.text);
    }
  }
  return out;
}

/**
 * Box 12 as a list prints it: pairs numbered 12 or 12a-12d whose caption starts with the code, after 'Code' or not
 * ('12a  Code D – Elective deferrals 401(k)  $9,125.00', '12b DD 7,213.44'), with an amount for value.
 */
export function listBox12(pairs: readonly LabelValue[]): W2Extraction['box12Entries'] {
  const out: W2Extraction['box12Entries'] = [];
  for (const pair of pairs) {
    if (!/^12[a-d]?$/.test(pair.number)) continue;
    const code = /^(?:[Cc]ode\s+)?([A-Z]{1,2})\b/.exec(pair.caption)?.[1];
    const amount = pair.valueItems.find((item) => isAmountValue(item.text));
    if (code && BOX12_CODE.test(code) && amount) out.push({ code, amount: cleanAmount(amount.text) });
  }
  return out.slice(0, BOX12_SLOTS);
}

/**
 * Box 14 as a table or list prints it: a row numbered 14 whose caption is the entry's label ('14 | PA SUI | 33.33',
 * 'Box 14  UNION DUES  486.00'), with an amount with cents for value. Not the box's own caption ('14 Other') nor an
 * address ('14 Elm St').
 */
export function listBox14(pairs: readonly LabelValue[]): W2Extraction['box14Entries'] {
  const out: W2Extraction['box14Entries'] = [];
  for (const pair of pairs) {
    if (pair.number !== '14') continue;
    // The box's own caption ('14 Other') heads entries under it, which readBox14 reads; what follows it on its line may be the cell beside's.
    const label = pair.caption.trim();
    if (/^other\b/i.test(label)) continue;
    const amount = pair.valueItems.find((item) => isAmountValue(item.text) && /\.\d{2}$/.test(item.text));
    if (!amount || !/^[A-Za-z]/.test(label) || /\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|ln|lane|apt)\b\.?/i.test(label)) continue;
    out.push({ label, amount: cleanAmount(amount.text) });
  }
  return out;
}

/** Box 13's retirement plan as a list pair prints it ('13 Retirement plan  [X] Yes', '... X'): marked or not, null when no such pair. */
export function listedRetirement(pairs: readonly LabelValue[]): boolean | null {
  const pair = pairs.find((each) => each.number === '13' && /retirement|ret\.?\s*plan/i.test(each.caption) && each.value);
  if (!pair) return null;
  if (/^no\b|^\[\s*\]/i.test(pair.value)) return false;
  return /\byes\b|\[\s*[x✓]\s*\]|^x$|☒|☑/i.test(pair.value);
}

/** A name, not an address's first line ('3318 Bloomington Ave S') nor a figure. */
const nameLike = (text: string) => (/[a-z]{2}/i.test(text) && !/^\d/.test(text) ? text : '');

/**
 * Box 12's slot and its code that OCR read as one word ('12aD' for '12a D', '122DD' for '12a DD'): two words again, the code's letters
 * given their share of the width, so that the slot bounds box 11's column and the code is read as box 12's.
 */
function withBox12CodeApart(page: PageText): PageText {
  // The slot's letter as OCR may read it in small type: 'a' as 2 ('122DD'), 'b' as 6 or 8, 'c' as '¢'.
  const glued = /^(12[a-d2689¢])([A-Z]{1,2})$/;
  const slot = (text: string) => text.slice(0, 2) + ({ '2': 'a', '6': 'b', '8': 'b', '9': 'a', '¢': 'c' }[text[2]!] ?? text[2]!);
  if (!page.items.some((item) => glued.test(item.text) && BOX12_CODE.test(glued.exec(item.text)![2]!))) return page;
  return {
    ...page,
    items: page.items.flatMap((item) => {
      const parts = glued.exec(item.text);
      if (!parts || !BOX12_CODE.test(parts[2]!)) return [item];
      const split = item.x0 + ((item.x1 - item.x0) * 3) / item.text.length;
      return [{ ...item, text: slot(parts[1]!), x1: split }, { ...item, text: parts[2]!, x0: split + 1 }];
    }),
  };
}

/**
 * How far under its caption, in the caption's heights, a W-2 box's amount may stand: an IRS-like grid or an HR
 * portal's print sets it at the foot of a cell five or six caption heights deep, and a caption without descenders
 * ('2 Federal income tax withheld', '6 Medicare tax withheld') is measured shorter than its neighbour's ('1 Wages,
 * tips, ...'). A caption between them bounds it anyway.
 */
const W2_VALUE_DEPTH = 6;

/**
 * Box numbers printed over their captions ('BOX 1' over 'WAGES, TIPS, OTHER' over 'COMPENSATION': a column-headed
 * table's heads): each number set on the caption's line just before its first word, so that the caption carries its
 * number as a form's does and the next column's number bounds it. Only a line of three or more box numbers and nothing
 * else, each over a word of the next line.
 */
export function withBoxNumbersOverCaptions(page: PageText): PageText {
  const items = words(page.items);
  const lines = groupLines(items);
  const replaced = new Map<TextItem, TextItem | null>();
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    if (!next || next.y0 - line.y1 > h(line) * 1.5) continue;
    const numbers: { parts: TextItem[]; number: string }[] = [];
    let onlyNumbers = true;
    for (let at = 0; at < line.items.length; at += 1) {
      const item = line.items[at]!;
      const joined = /^box\s*(\d{1,2}[a-d]?)$/i.exec(item.text);
      const following = line.items[at + 1];
      if (joined) numbers.push({ parts: [item], number: joined[1]! });
      else if (/^box$/i.test(item.text) && following && /^\d{1,2}[a-d]?$/.test(following.text)) {
        numbers.push({ parts: [item, following], number: following.text });
        at += 1;
      } else onlyNumbers = false;
    }
    if (!onlyNumbers || numbers.length < 3) continue;
    const heads = numbers.map(({ parts }) => next.items.find((word) => Math.abs(word.x0 - parts[0]!.x0) < h(line) * 2 && /[a-z]/i.test(word.text)));
    if (heads.some((head) => !head)) continue;
    numbers.forEach(({ parts, number }, at) => {
      const head = heads[at]!;
      // At the head's very start, no wider than a hair: the caption's box stays where its words are (a value
      // right-aligned in the column before may end a little left of them).
      replaced.set(parts[0]!, { text: number, x0: head.x0 - 0.02, x1: head.x0 - 0.01, y0: head.y0, y1: head.y1 });
      for (const part of parts.slice(1)) replaced.set(part, null);
    });
  }
  if (replaced.size === 0) return page;
  return { ...page, items: items.flatMap((item) => (replaced.has(item) ? (replaced.get(item) ? [replaced.get(item)!] : []) : [item])) };
}

/**
 * A text layer's dot leaders ('Box 12a  Code D . . . . . . $5,475.00', the dots one text item): its words apart, the
 * leaders gone as withoutDotLeaders drops OCR's, so that a list's value stands apart from its caption. Else the page as it is.
 */
function withoutTextLeaders(page: PageText): PageText {
  const apart = { ...page, items: words(page.items) };
  const without = withoutDotLeaders(apart);
  return without === apart ? page : without;
}

/**
 * An amount OCR cut at its thousands separator ('$1' ',500.00', the comma's gap taken for a space): one word again,
 * where the second part starts with the comma and three figures and nothing stands between them.
 */
function withSplitAmountsJoined(page: PageText): PageText {
  const joined = new Map<TextItem, TextItem | null>();
  for (const line of groupLines(page.items)) {
    line.items.forEach((item, at) => {
      const next = line.items[at + 1];
      if (!next || joined.has(item) || !/^\$?\d{1,3}$/.test(item.text) || !/^,\d{3}(?:,\d{3})*\.\d{2}$/.test(next.text) || next.x0 - item.x1 > h(item)) return;
      joined.set(item, { text: item.text + next.text, x0: item.x0, x1: next.x1, y0: Math.min(item.y0, next.y0), y1: Math.max(item.y1, next.y1) });
      joined.set(next, null);
    });
  }
  if (joined.size === 0) return page;
  return { ...page, items: page.items.flatMap((item) => (joined.has(item) ? (joined.get(item) ? [joined.get(item)!] : []) : [item])) };
}

function parseCopy(copy: PageText, options: { ocr?: boolean }): W2Extraction {
  const printed = withBoxNumbersOverCaptions(options.ocr ? withBox12CodeApart(withBoxLetterC(withoutDotLeaders(withCentsPointFound(withoutCutLines(withoutRepeatedWords(withSplitAmountsJoined(copy))))))) : withoutTextLeaders(copy));
  // Captions under their values: read upside down, where they are over them; lists and blocks then come last line first.
  const flipped = captionsUnderValues(printed);
  const page = flipped ? upsideDown(printed) : printed;
  const inPrintOrder = <T>(list: T[]) => (flipped ? [...list].reverse() : list);
  const { found: boxes, lines, captions: allCaptions } = readBoxes(page, AMOUNT_BOXES, OTHER_CAPTIONS, AMOUNT_PHRASES, { dashIsEmpty: true, listRows: true, boxNumbers: options.ocr ? BOX_NUMBERS : {}, wrappedCaptions: true, valueDepth: W2_VALUE_DEPTH });
  const lostItsSigns = options.ocr ? signsLost(page) : () => false;
  const read = Object.fromEntries(Object.entries(boxes).filter(([, amount]) => !lostItsSigns(amount as string))) as typeof boxes;
  const amountFields = new Set<string>(AMOUNT_BOXES.map(([field]) => field));
  const captioned = new Set(allCaptions.filter((caption) => amountFields.has(caption.field)).map((caption) => caption.field));
  // A statement printed as a list of 'number caption value' pairs, which the grid reading finds little in (captions
  // wrapped in a narrow column beside their values): the list's amounts fill the boxes the grid left empty.
  const listed = labelValues(lines);
  if (GRID_BOXES.filter((field) => read[field]).length < 3) {
    for (const [field, amount] of Object.entries(listAmounts(listed)) as [AmountField, string][]) {
      if (!read[field]) read[field] = amount;
    }
  }
  const withholding = {
    wages: read.wages ?? '', socialSecurityWages: read.socialSecurityWages ?? '', socialSecurityTaxWithheld: read.socialSecurityTaxWithheld ?? '',
    medicareWagesAndTips: read.medicareWagesAndTips ?? '', medicareTaxWithheld: read.medicareTaxWithheld ?? '', socialSecurityTips: read.socialSecurityTips ?? '',
  };
  const reconciled = options.ocr ? reconcileWithholding(withholding) : withholding;
  // Box 4 or 6 that no caption led to, among the amounts no box took (w2Checks.ts).
  const taken = new Set(Object.values({ ...read, ...reconciled }).filter(Boolean));
  const spare = options.ocr ? lines.flatMap((line) => line.items.map((item) => cleanAmount(item.text)).filter((text) => isAmountValue(text) && !taken.has(text))) : [];
  const found: Partial<Record<AmountField, string>> = { ...read, ...(options.ocr ? withholdingFromPage(reconciled, spare) : reconciled) };
  const fullText = lines.map((line) => line.text).join('\n');
  // An SSN or EIN with a cell's rule read before it ('_287-51-6094'): the rule is no part of the number.
  const shapesText = options.ocr ? fullText.replace(/_/g, ' ') : fullText;
  // An entry of box 1, 3 or 5's amount to the cent is that box's value read into box 12 (a deferral of the whole
  // pay is no W-2's): an OCR'd 2-up's 'W 54870.00' beside wages of 54,870.00.
  const wageAmounts = new Set([found.wages, found.socialSecurityWages, found.medicareWagesAndTips].filter((amount) => amount && Number(amount) > 0).map(Number));
  const box12Read = readBox12(lines, allCaptions).filter((entry) => !lostItsSigns(entry.amount) && !wageAmounts.has(Number(entry.amount)));
  // A box 12 entry of nothing ('S 0.00', a pay statement's line) is none: a W-2 leaves an unused slot empty.
  const box12Grid = box12Read.filter((entry) => entry.code && Number(entry.amount) > 0);
  const box12Listed = box12Grid.length ? box12Grid : listBox12(listed).filter((entry) => !wageAmounts.has(Number(entry.amount)));
  // On an image, a copy read twice is read once, and a misread code checked against boxes 1 and 5 (w2Codes.ts).
  const box12Entries = options.ocr ? codesByDeferrals(withoutRepeatedEntries(box12Listed, BOX12_SLOTS), { wages: found.wages ?? '', socialSecurityWages: found.socialSecurityWages ?? '', medicareWagesAndTips: found.medicareWagesAndTips ?? '' }) : box12Listed;
  const sum = (code: string) => {
    const total = box12Entries.filter((entry) => entry.code === code).reduce((acc, entry) => acc + Number(entry.amount), 0);
    return total ? total.toFixed(2) : '';
  };
  // An amount printed once on the copy that box 12 reads beside its code is box 12's, not the box 7-11 whose column
  // it was also near (a 12a 'D 8548.00' under box 11's caption on a scan turned a little).
  const printedOnce = (amount: string) => lines.reduce((count, line) => count + line.items.filter((item) => cleanAmount(item.text) === amount).length, 0) === 1;
  for (const field of BOX12_NEIGHBOURS) {
    const amount = found[field];
    if (amount && box12Entries.some((entry) => entry.amount === amount) && printedOnce(amount)) found[field] = '';
  }
  const named = options.ocr ? forNames(lines, allCaptions) : { lines, captions: allCaptions };
  const employee = readEmployeeName(named.lines, named.captions, page.width, flipped);
  const box14Read = inPrintOrder(readBox14(lines, allCaptions, page.width, options.ocr ?? false));
  // Not box 12's cell beside box 14's lines: an entry whose label ends in a box 12 code with that entry's amount ('ne (W 3050.00').
  const box14Entries = (box14Read.length ? box14Read : listBox14(listed)).filter((entry) => !box12Entries.some((box12) => box12.amount === entry.amount && new RegExp(`\\b${box12.code}$`).test(entry.label)));
  const stateRows = checkStateTotals(inPrintOrder(readStateRows(lines, allCaptions, page.width)), found.wages ?? '', options.ocr);
  const first = stateRows[0] ?? { stateId: readState(lines, allCaptions, page.width), stateWages: found.stateWages ?? '', stateIncomeTaxWithheld: found.stateIncomeTaxWithheld ?? '' };
  const rows = stateRows.length ? stateRows : first.stateId || first.stateWages ? [first] : [];

  // Box 13's captions as OCR may misspell them ('Reurement plan').
  const box13Lines = options.ocr ? correctedLines(lines, vocabularyOnce(Object.values(BOX13), ['statutory', 'employee', 'retirement', 'third', 'party'])) : lines;
  const box13 = readBox13(box13Lines, page.darkness);
  const employerEIN = EIN.exec(shapesText)?.[0] ?? (options.ocr ? findShaped(shapesText, 'ein') : '');
  const reading: W2Extraction = {
    firstName: employee.firstName,
    lastName: employee.lastName,
    ssn: SSN.exec(shapesText)?.[0] ?? (options.ocr ? findShaped(shapesText, 'ssn') || maskedSsn(lines) : ''),
    employerName: textBelowOrRight(lines, /employer['’]?\s?s?\s*name(?:,?\s*address,?\s*(?:and|&)?\s*zip\s*code)?|^employer\s*:|\bbox\s*c\W+employer\b(?!['’]|\s*(?:id|identification|address|state|no\b|number))/i, allCaptions, page.width, 2, flipped, true, options.ocr ? 6 : 4) || nameLike(labelled(lines, /^employer(?:\s*of\s*record)?:?$/i)) || underHeading(lines, /^employer:?$/i) || employerOfLetterhead(lines, employerEIN),
    employerEIN,
    wages: found.wages ?? '',
    federalIncomeTax: found.federalIncomeTax ?? '',
    socialSecurityWages: found.socialSecurityWages ?? '',
    socialSecurityTaxWithheld: found.socialSecurityTaxWithheld ?? '',
    medicareWagesAndTips: found.medicareWagesAndTips ?? '',
    medicareTaxWithheld: found.medicareTaxWithheld ?? '',
    socialSecurityTips: found.socialSecurityTips ?? '',
    allocatedTips: found.allocatedTips ?? '',
    verificationCode: '',
    dependentCareBenefits: found.dependentCareBenefits ?? '',
    nonqualifiedPlans: found.nonqualifiedPlans ?? '',
    statutoryEmployee: box13.statutory,
    retirementPlan: box13.retirement || (listedRetirement(listed) ?? false),
    thirdPartySickPay: box13.sickPay,
    box12: { codeC: sum('C'), codeD: sum('D'), codeDD: sum('DD'), codeW: sum('W') },
    box12Entries,
    box14: { tfb: box14Entries.find((entry) => /\bTFB\b|transit|transportation\s*fringe/i.test(entry.label))?.amount ?? '' },
    box14Entries,
    stateId: first.stateId,
    stateWages: first.stateWages,
    stateIncomeTaxWithheld: first.stateIncomeTaxWithheld,
    stateRows: rows,
    notices: [...withholdingNotices({ ...withholding, ...found } as WithholdingBoxes), ...stateNotices(rows, found)],
    localWages: found.localWages ?? '',
    localIncomeTax: found.localIncomeTax ?? '',
    // An amount before the name is box 19's, set wide into box 20's column ('69.00 DENVER OPT'): no locality starts with one.
    // Nor is the copy's footer under an empty box 20 ('... Employee's State, City, or Local Income Tax') one.
    locality: notFooter(textBelowOrRight(lines, /locality\s*name|\b20\s*locality\b(?!\s*name)/i, allCaptions, page.width)).replace(/^\$?\d[\d,]*\.\d{2}\s+(?=\S)/, '').replace(/.*\bincome\s*tax\b.*/i, ''),
  };
  captionedBoxes.set(reading, captioned);
  if (box12Read.length > box12Entries.length) box12WithUncoded.set(reading, box12Read);
  return reading;
}

/** Marks that are no words: dot leaders, and what OCR makes of a rule or a cut line beside the writing. */
const RULE_MARK = /^[.·:;_\-–|!¦]+$/;

/** Where the run of words `adjoining` reads ends, three caption heights on (Infinity when there is no run). */
function reachOf(items: readonly TextItem[], captionHeight: number): number {
  const sorted = [...items].filter((word) => !RULE_MARK.test(word.text)).sort((a, b) => a.x0 - b.x0);
  let reach = sorted[0] ? sorted[0].x1 : -Infinity;
  for (const item of sorted.slice(1)) {
    if (item.x0 - reach > captionHeight * 3) break;
    reach = Math.max(reach, item.x1);
  }
  return sorted.length ? reach + captionHeight * 3 : Infinity;
}

/** The words of a run, left to right, up to the first gap wider than three caption heights (the next cell's writing). */
function adjoining(items: readonly TextItem[], captionHeight: number): string {
  const run: TextItem[] = [];
  // Dot leaders ('Distribution code . . . . 7') and a box reference after the caption ('Date acquired (Box 1b)')
  // are no words of the value: they neither start nor end a run.
  // Nor are the marks OCR makes of a rule or a cut line beside the writing ('|', '!', ';').
  for (const item of [...items].filter((word) => !RULE_MARK.test(word.text) && !/^\(box$|^\d{1,2}[a-h]?\)$/i.test(word.text)).sort((a, b) => a.x0 - b.x0)) {
    if (run.length && item.x0 - run.at(-1)!.x1 > captionHeight * 3) break;
    run.push(item);
  }
  return run.map((item) => item.text).join(' ').trim();
}

/** A caption's last words wrapped onto a line of their own in a narrow cell. */
const CAPTION_REST = /^(?:name|no\.?|number|code|tips,?\s*etc\.?|(?:income\s*)?tax|withheld|plan|pay|employee)$/i;
const CAPTION_WORDS = /^(?:street|address|city|town|state|zip|province|country|postal|code|telephone|and|or|no\.?)$/i;
/** Text that is more of a caption's words than a value: two or more of the first six words are address-caption words. */
function continuesCaption(text: string): boolean {
  return text.split(/[\s,]+/).slice(0, 6).filter((word) => CAPTION_WORDS.test(word)).length >= 2;
}

/**
 * Where the next box's caption starts on a caption's line when it is not among the captions found: a box number
 * (1-20, '12a') and a word after it, apart from the caption by more than two of its heights ('13 Stat' whose 'emp.'
 * OCR set on a line of its own). Names and addresses never start with a bare box number that far from their caption.
 */
function nextBoxNumberAt(line: TextLine, caption: Box): number {
  const after = line.items.filter((item) => item.x0 >= caption.x1 - 0.5);
  for (const [at, item] of after.entries()) {
    const number = /^(\d{1,2})[a-d]?$/.exec(item.text);
    if (!number || Number(number[1]) < 1 || Number(number[1]) > 20 || item.x0 - caption.x1 <= h(caption) * 2) continue;
    if (/^[A-Za-z]{2,}/.test(after[at + 1]?.text ?? '')) return item.x0;
  }
  return Infinity;
}

/**
 * The text after a caption on its line (after ':' if any), else the first line under it in its column.
 * `tallBox`: the caption heads a box several lines tall (W-2 box c), whose value may stand at its foot.
 */
export function textBelowOrRight(lines: TextLine[], pattern: RegExp, captions: readonly Caption[], pageWidth: number, maxLinesBelow = 2, farthestOfBlock = false, tallBox = false, tallBoxHeights = 4, looksRight?: (text: string) => boolean): string {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const box = matchInLine(line, pattern);
    if (!box) continue;
    const caption: Caption = { field: pattern.source, box, line };
    const end = Math.min(columnEnd(caption, captions, pageWidth), nextBoxNumberAt(line, box));
    const rightItems = line.items.filter((item) => item.x0 >= box.x1 - 0.5 && item.x0 < end);
    const right = adjoining(rightItems, h(box)).replace(/^[:\-–\s]+/, '').trim();
    // A dash alone right of the caption is the box printed empty (a summary's '20 Locality name ... -'): the line
    // under it is the next row's or a footer, not this box's value.
    if (!right && rightItems.length === 1 && /^[—–-]{1,3}$/.test(rightItems[0]!.text)) return '';
    // A short word just before the next caption is that caption's box letter as OCR read it ('off' for 'e/f').
    const nextBoxLetter = rightItems.length === 1 && rightItems[0]!.text.length <= 3 && end < pageWidth && end - rightItems[0]!.x1 < h(box) * 1.2;
    // The rest of a caption OCR could not match ('name, Street aunwas, City or town, state, ZIP'): the value is below.
    // An amount alone to the right is another box's, across a rule a text layer does not carry (box 5's value level
    // with box c's caption in a table of two columns): no box read this way holds only an amount.
    const anotherBoxesAmount = AMOUNT.test(right) && right.includes('.');
    if (right && !continuesCaption(right) && !nextBoxLetter && !anotherBoxesAmount) return right;
    // Lines with nothing in the caption's column do not count: another cell's small print ('C o d e' printed down
    // box 12's code cell) may fall between a caption and its value.
    let seen = 0;
    // A line under the caption that is not what the box holds (`looksRight`): kept in case no line under it is.
    let doubtful = '';
    for (let below = index + 1; below < lines.length && seen < maxLinesBelow; below += 1) {
      const columnFrom = columnStart(caption, captions);
      const start = Math.max(columnFrom, phraseStart(caption) - h(box) * 2);
      // A word across the start, still in the column, is the value's first (a right-aligned value under a right-aligned caption).
      const text = adjoining(lines[below]!.items.filter((item) => (item.x0 >= start || (item.x1 > start && item.x0 >= columnFrom)) && item.x0 < end), h(box));
      if (!text) continue;
      // The rest of the caption wrapped in a narrow cell ('20 Locality' over 'name'): still the caption, the value is below.
      if (below === index + 1 && CAPTION_REST.test(text) && lines[below]!.y0 - line.y1 < h(box)) continue;
      // Farther down than a cell is tall: the next row's writing (or a footer), not this box's value. In a tall box a
      // value in type larger than its small caption may stand at the box's foot: four of its heights then
      // (`tallBoxHeights`; OCR boxes capitals, a third shorter than the type: six of them); in any box, two of
      // them (figures twice the height of the small caption over them). Lines
      // with nothing in the column are the boxes' beside (box c's foot is level with boxes 7 and 9 of a grid).
      if (lines[below]!.y0 - line.y1 > Math.max(h(box) * 3, h(lines[below]!) * (tallBox ? tallBoxHeights : 2))) break;
      seen += 1;
      // A caption line of this column ('f Employee's address'), not one whose captions are all of a box beside
      // (box 13's 'Statutory employee' level with box e's name).
      // A caption past the run of words found (three of the caption's heights apart) heads a column of its own
      // ('EMPLOYER ID NUMBER (EIN):' right of the name under a heading that no caption bounds on its right).
      const inColumn = captions.filter((other) => other.line === lines[below] && other.box.x0 < Math.min(end, reachOf(lines[below]!.items.filter((item) => (item.x0 >= start || (item.x1 > start && item.x0 >= columnFrom)) && item.x0 < end), h(box))) && other.box.x1 > start);
      if (inColumn.length) {
        // Unless a caption wrapped onto the value's line ('Suff.' of a narrow box e, touching the name): the words
        // there in type well taller than the caption's, apart from every caption, are the value.
        const taller = lines[below]!.items.filter((item) => item.x0 >= start && item.x0 < end && h(item) > h(box) * 1.3 && !inColumn.some((other) => item.x0 < other.box.x1 && item.x1 > other.box.x0 && h(item) <= h(other.box) * 1.3));
        if (taller.length) return adjoining(taller, h(box));
        continue;
      }
      if (!farthestOfBlock) {
        if (!looksRight || looksRight(text)) return text;
        doubtful ||= text;
        continue;
      }
      // The block's farthest line: on a page read upside down (captions under their values) a name block's first line.
      let farthest = text;
      let last = lines[below]!;
      for (let next = below + 1; next < lines.length; next += 1) {
        const candidate = lines[next]!;
        if (candidate.y0 - last.y1 > h(box) * 1.5 || captions.some((other) => other.line === candidate)) break;
        const more = adjoining(candidate.items.filter((item) => item.x0 >= start && item.x0 < end), h(box));
        if (!more) continue;
        farthest = more;
        last = candidate;
      }
      return farthest;
    }
    return doubtful;
  }
  return '';
}

/**
 * Text shaped as a printed name: no figures, a word of two letters or more starting with a capital ('Tomasz',
 * 'WISNIEWSKI', "O'Neil"); not the address under it ('2630 N Kedzie Ave'). What OCR makes of a scan's smudge, a
 * punched hole's edge or the small print between box e's caption and the name ('ym A', 'ini i') has none, and the
 * name is on the line under it.
 */
const nameShaped = (text: string) => !/\d/.test(text) && text.split(/\s+/).some((word) => /^[A-Z][A-Za-z'’.-]*[A-Za-z]$/.test(word));

function readEmployeeName(lines: TextLine[], captions: readonly Caption[], pageWidth: number, flipped = false): { firstName: string; lastName: string } {
  // 'and initial' as OCR may read it ('AND INITL:', 'and nibal'); 'Employee s' where it dropped the apostrophe; 'frstname'
  // where a scan lost the small caption's 'i'.
  const first = textBelowOrRight(lines, /employee['’]?\s?s?\s*f[il1]?rst\s*name(?:\s*(?:and|&)\s*(?:ini\w*|[a-z]{3,7}(?=\s|$))\.?:?)?/i, captions, pageWidth, 2, flipped, false, 4, nameShaped);
  const last = textBelowOrRight(lines, /\blast\s*name\b/i, captions, pageWidth, 2, flipped, false, 4, nameShaped);
  // A last name has no digits: under 'Last name' on a later line is the address ('88 Alameda St Apt 3') when box e's
  // whole name ('Marisol T Quintana-Vega') was printed under the first-name caption alone; then it is split as a name.
  // Nor is a word of the address line under the name ('Sombra' of '902 W Calle Sombra', in the last-name column when
  // the name line's last name stands left of it), nor what OCR left of the 'Suff.' caption ('uff.').
  const lastName = /\d/.test(last) || onAddressLine(lines, last) || SUFFIX_CAPTION.test(last) ? '' : last;
  const firstWords = first.split(/\s+/).filter(Boolean);
  if (!lastName && firstWords.length >= 2 && !(firstWords.length === 2 && /^[A-Za-z]\.?$/.test(firstWords[1]!))) return splitName(first);
  if (first || lastName) return { firstName: firstWords[0] ?? '', lastName: withoutSuffix((lastName || nameAfter(lines, first)).split(/\s+/).filter(Boolean)).join(' ') };
  const full = textBelowOrRight(lines, new RegExp(String.raw`employee['’]?\s?s?\s*name${ADDRESS_TAIL}`, 'i'), captions, pageWidth, 2, flipped);
  return splitName(full || nameLike(labelled(lines, /^employee:?$/i)) || underHeading(lines, /^employee:?$/i));
}

/**
 * The name under a block's bare heading ('EMPLOYEE' over the employee's name and address, as a portal's summary or a
 * statement heads its blocks), or after it on its line ('Employee: Keiko ...'). A heading stands apart: no word within
 * three of its heights before or after it on its line (which 'Employee ID 004471' or 'Employee Self-Service' have).
 */
function underHeading(lines: readonly TextLine[], heading: RegExp): string {
  for (const [index, line] of lines.entries()) {
    for (const [at, item] of line.items.entries()) {
      if (!heading.test(item.text)) continue;
      const height = h(item);
      const before = line.items[at - 1];
      const after = line.items[at + 1];
      if (before && item.x0 - before.x1 < height * 3) continue;
      if (item.text.endsWith(':') && after && after.x0 - item.x1 < height * 3) return adjoining(line.items.slice(at + 1), height);
      if (after && after.x0 - item.x1 < height * 3) continue;
      const next = lines[index + 1];
      if (!next || next.y0 - line.y1 > height * 1.5) continue;
      const name = adjoining(next.items.filter((word) => word.x0 >= item.x0 - height), height);
      // A name, not the address's first line ('3318 Bloomington Ave S').
      if (/[a-z]{2}/i.test(name) && !/^\d/.test(name)) return name;
    }
  }
  return '';
}

/**
 * The word after a one-word first name on its line, in letters, past a gap (box e's name line 'Jun      Takahashi'
 * when the last name stands left of the 'Last name' caption's column): the last name.
 */
function nameAfter(lines: readonly TextLine[], first: string): string {
  if (!first || /\s/.test(first)) return '';
  for (const line of lines) {
    const at = line.items.findIndex((item) => item.text === first);
    const next = line.items[at + 1];
    if (at < 0 || !next || next.x0 - line.items[at]!.x1 > h(next) * 15) continue;
    const text = adjoining(line.items.slice(at + 1), h(next));
    return /^[A-Za-z][A-Za-z' .-]+$/.test(text) && !SUFFIX_CAPTION.test(text) ? text : '';
  }
  return '';
}

/** Box e's 'Suff.' caption, or what OCR leaves of it ('uff.', 'Suf'). */
const SUFFIX_CAPTION = /^[sS]?[uU][fF]{1,2}(?:ix)?[.,:]?$/;

/** Text that ends a run of words starting with a house number ('902 W Calle Sombra'): an address, no name. */
function onAddressLine(lines: readonly TextLine[], text: string): boolean {
  if (!text) return false;
  const firstWord = text.split(/\s+/)[0]!;
  return lines.some((line) =>
    line.items.some((item, at) => {
      if (item.text !== firstWord || at === 0) return false;
      // The words before it on its line, as one run (gaps of under three heights): a house number starts it.
      let start = at;
      while (start > 0 && line.items[start]!.x0 - line.items[start - 1]!.x1 < h(item) * 3) start -= 1;
      return start < at && /^\d{1,6}[A-Z]?$/.test(line.items[start]!.text);
    }),
  );
}

/** A name suffix (box e's 'Suff.': Jr, Sr, II-IV), printed after the last name when there is no cell for it. */
const NAME_SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?,?$/i;
const withoutSuffix = (parts: string[]) => (parts.length > 1 && NAME_SUFFIX.test(parts.at(-1)!) ? parts.slice(0, -1) : parts);
/** Words that begin a surname of more words ('DEL ROSARIO', 'van der Berg'). */
const SURNAME_PARTICLE = /^(?:de|del|della|dela|der|da|das|dos|di|du|van|von|la|le|st\.?|ben|bin|al|el|mac)$/i;

/**
 * 'FIRST M LAST SUFF' as box e prints it on one line: the first word is the first name; after a middle initial
 * everything is the last name; else the last word with the particles before it. A suffix is not the last name.
 */
export function splitName(full: string): { firstName: string; lastName: string } {
  const parts = withoutSuffix(full.split(/\s+/).filter(Boolean));
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  const initial = parts.findIndex((part, index) => index > 0 && index < parts.length - 1 && /^[A-Za-z]\.?$/.test(part));
  if (initial > 0) return { firstName: parts[0]!, lastName: parts.slice(initial + 1).join(' ') };
  let start = parts.length - 1;
  while (start > 1 && SURNAME_PARTICLE.test(parts[start - 1]!)) start -= 1;
  return { firstName: parts[0]!, lastName: parts.slice(start).join(' ') };
}

const STATE_CODE = new RegExp(`^(?:${US_STATE_CODES.join('|')})$`);

/**
 * Boxes 15-17 row by row: under the 'State wages' caption, each line that has a real state code left of the
 * wages column or an amount in it is one state (a W-2 may print two). Empty when the form has no such table.
 */
function readStateRows(lines: TextLine[], captions: readonly Caption[], pageWidth: number): W2Extraction['stateRows'] {
  const wages = captions.find((caption) => caption.field === 'stateWages');
  const tax = captions.find((caption) => caption.field === 'stateIncomeTaxWithheld');
  if (!wages) return [];
  const lineHeight = h(wages.box);
  const wagesStart = Math.max(columnStart(wages, captions), wages.box.x0 - lineHeight * 2);
  const wagesEnd = columnEnd(wages, captions, pageWidth);
  const taxStart = tax && tax.line === wages.line ? Math.max(columnStart(tax, captions), tax.box.x0 - lineHeight * 2) : wagesEnd;
  const taxEnd = tax && tax.line === wages.line ? columnEnd(tax, captions, pageWidth) : wagesEnd;
  const rows: W2Extraction['stateRows'] = [];
  // The rows start under the caption row's last line: box 17's caption may wrap where box 16's does not ('17 State'
  // over 'income tax' in a 4-up's narrow cell), and the words of that second line are no state's.
  const captionRowEnd = [wages.wrappedTo ?? wages.line, ...(tax && tax.line === wages.line && tax.wrappedTo ? [tax.wrappedTo] : [])];
  let index = Math.max(...captionRowEnd.map((line) => lines.indexOf(line))) + 1;
  let lastY = Math.max(wages.wrappedTo?.y1 ?? wages.box.y1, ...captionRowEnd.slice(1).map((line) => line.y1));
  for (; index < lines.length && rows.length < 4; index += 1) {
    const line = lines[index]!;
    // The first row may sit at the foot of a tall cell, under a caption in small print (a 4-up's): up to six of the caption's lines down.
    if (line.y0 - lastY > lineHeight * (rows.length === 0 ? 6 : 3.5)) break;
    if (captions.some((caption) => caption.line === line && caption.box.x0 < taxEnd)) break;
    const inColumn = (start: number, end: number) => line.items.find((item) => item.x0 >= start && item.x0 < end && isAmountValue(item.text));
    const wageItem = inColumn(wagesStart, wagesEnd);
    const taxItem = tax && tax.line === wages.line ? inColumn(taxStart, taxEnd) : undefined;
    // The words starting left of the wages' column: an ID set wide may run a little into it ('4471-0298' under 'ID').
    const left = line.items.filter((item) => item.x0 < wagesStart && item !== wageItem);
    // The postal code in any case (OCR reads a bold 'CO' as 'co', or its last letter twice: 'CoO').
    const codeOf = (item: TextItem) => item.text.replace(/[^A-Za-z]/g, '').toUpperCase().replace(/^([A-Z])([A-Z])\2$/, '$1$2');
    const codeAt = left.findIndex((item) => codeOf(item).length === 2 && STATE_CODE.test(codeOf(item)));
    if (!wageItem && codeAt < 0) continue;
    const code = codeAt >= 0 ? codeOf(left[codeAt]!) : '';
    // An ID keeps the '/' it prints between its parts ('223-904-417/000'), not a mark at either end.
    const id = codeAt >= 0 ? left.slice(codeAt + 1).map((item) => item.text).join('').replace(/[^0-9A-Z/-]/gi, '').replace(/^\/+|\/+$/g, '') : '';
    // Without wages a row needs an ID with a figure in it: 'ID NUMBER' (a caption's second line under 'Employer's
    // state') is no Idaho row.
    if (!wageItem && !/\d/.test(id)) continue;
    rows.push({ stateId: [code, id].filter(Boolean).join(' '), stateWages: wageItem ? cleanAmount(wageItem.text) : '', stateIncomeTaxWithheld: taxItem ? cleanAmount(taxItem.text) : '' });
    // '$' before an amount without separators may be a '5' OCR misread ('$1309.28' for 51309.28): kept aside for the totals check.
    if (wageItem && /^\$\d+\.\d{2}$/.test(wageItem.text)) dollarReadings.set(rows.at(-1)!, `5${cleanAmount(wageItem.text)}`);
    lastY = line.y1;
  }
  return rows;
}

/**
 * Box 13's three checkboxes: a mark read as text near a caption (checked()); else, on an image where OCR read no
 * mark at all, the square left of a caption that holds clearly more ink than the squares left of the other two
 * (an X drawn in a box, which OCR drops or reads as '[ra'). Rules erased for OCR are still in `darkness`'s page.
 */
/** A list's answer for a checkbox: 'Yes' the first word after its caption on its line, dot leaders between ('Box 13 Retirement plan ...... Yes'). */
function answeredYes(lines: readonly TextLine[], pattern: RegExp): boolean {
  for (const line of lines) {
    const box = matchInLine(line, pattern);
    if (!box) continue;
    const after = line.items.filter((item) => item.x0 >= box.x1 - 0.5 && !RULE_MARK.test(item.text) && !/^[.·…]+$/.test(item.text));
    if (after.length) return /^yes$/i.test(after[0]!.text);
  }
  return false;
}

/** Whether OCR read writing inside a box (a word of two letters or digits, its middle inside): a mark's probe there measures the writing. */
export function writingIn(lines: readonly TextLine[], probe: Box): boolean {
  return lines.some((line) => line.items.some((item) => /[a-z0-9]{2}/i.test(item.text) && !CHECK_MARK.test(item.text) && cx(item) > probe.x0 && cx(item) < probe.x1 && cy(item) > probe.y0 && cy(item) < probe.y1));
}

function readBox13(lines: TextLine[], darkness: PageText['darkness']): { statutory: boolean; retirement: boolean; sickPay: boolean } {
  const byText = {
    statutory: checked(lines, BOX13.statutory, [BOX13.retirement, BOX13.sickPay]) || answeredYes(lines, BOX13.statutory),
    retirement: checked(lines, BOX13.retirement, [BOX13.statutory, BOX13.sickPay]) || answeredYes(lines, BOX13.retirement),
    sickPay: checked(lines, BOX13.sickPay, [BOX13.statutory, BOX13.retirement]) || answeredYes(lines, BOX13.sickPay),
  };
  if (!darkness || byText.statutory || byText.retirement || byText.sickPay) return byText;
  const box13Captions = Object.values(BOX13).flatMap((pattern) => lines.flatMap((line) => matchesInLine(line, pattern)));
  const inkLeftOf = (pattern: RegExp) => {
    for (const line of lines) {
      const box = matchInLine(line, pattern);
      if (!box) continue;
      const height = h(box);
      // Down to two lines under the caption's: a caption over two lines ('RETIREMENT' over 'PLAN') has its square beside the second or under it.
      // Not down to the next of box 13's captions stacked under this one: its square is its own (a grid's 13 cell, squares in a column).
      // Between two stacked captions the probes part halfway.
      const stacked = box13Captions.filter((other) => Math.abs(cy(other) - cy(box)) > height * 0.5 && Math.abs(other.x0 - box.x0) < height * 2);
      // The last of them reaches down no farther than half their pitch (the next cell's caption is under it).
      const pitch = stacked.length ? Math.min(...stacked.map((other) => Math.abs(cy(other) - cy(box)))) : Infinity;
      const under = [...stacked.filter((other) => cy(other) > cy(box)).map((other) => (box.y1 + other.y0) / 2), cy(box) + pitch / 2];
      const over = [...stacked.filter((other) => cy(other) < cy(box)).map((other) => (other.y1 + box.y0) / 2), cy(box) - pitch / 2];
      const probe = { x0: box.x0 - height * 2.2, x1: box.x0 - height * 0.15, y0: Math.max(cy(box) - height * 0.9, ...over), y1: Math.min(cy(box) + height * 2.4, ...under) };
      // Writing there (the box's number '13', the end of the caption before) is no square: its ink says nothing.
      if (writingIn(lines, probe)) return null;
      return darkness(probe);
    }
    return null;
  };
  // The IRS's form centres each square under its caption (under the caption's second line when it wraps). One
  // height for the three probes, the middle one of those a line high: OCR gives a word of a two-line caption the height of
  // both lines now and then (two of three on a clean IRS-like grid).
  const heights = Object.values(BOX13).flatMap((pattern) => lines.flatMap((line) => matchesInLine(line, pattern)).slice(0, 1).map(h)).sort((a, b) => a - b);
  const ofOneLine = heights.filter((height) => height <= heights[0]! * 1.5);
  const under = (pattern: RegExp) => {
    for (const [index, line] of lines.entries()) {
      const box = matchInLine(line, pattern);
      if (!box) continue;
      const height = ofOneLine[Math.floor(ofOneLine.length / 2)] ?? h(box);
      const centre = (box.x0 + box.x1) / 2;
      const wrapped = lines
        .slice(index, index + 3)
        .flatMap((below) => below.items)
        // A word much taller than the caption is OCR's reading of a square with the writing beside it ('UK' for 'plan' over a
        // checked square): no caption line, and the squares' row must not be taken under it.
        .filter((item) => /[a-z]{2}/i.test(item.text) && h(item) <= height * 1.25 && cy(item) > cy(box) + height * 0.5 && item.y0 - box.y1 < height * 1.2 && Math.abs((item.x0 + item.x1) / 2 - centre) < (box.x1 - box.x0) / 2 + height);
      const bottom = Math.max(box.y1, ...wrapped.map((item) => item.y1));
      return { left: Math.min(box.x0, ...wrapped.map((item) => item.x0)), right: Math.max(box.x1, ...wrapped.map((item) => item.x1)), centre, height, bottom };
    }
    return null;
  };
  const places = new Map(Object.values(BOX13).map((pattern) => [pattern, under(pattern)]));
  // The squares stand in one row, under the lowest caption line (OCR loses a second line, 'plan', over one of them).
  const row = Math.max(...[...places.values()].map((place) => place?.bottom ?? -Infinity));
  // The square anywhere under its caption's width (a payroll sheet sets it under the caption's start, not its
  // centre), the row looked at a little lower step by step until one square stands out.
  const inkUnder = (down: number) => (pattern: RegExp) => {
    const place = places.get(pattern);
    return place ? inkAlong(darkness, place.left, place.right, place.centre, place.height, row, down) : null;
  };
  const markedIn = (probe: (pattern: RegExp) => number | null, oneLost = false) => {
    const ink = { statutory: probe(BOX13.statutory), retirement: probe(BOX13.retirement), sickPay: probe(BOX13.sickPay) };
    // Each probe must find a square's outline, empty or marked (0.05 and more measured): where one finds about no ink
    // the squares are not there (left of the captions, the '13' before the first one looked like its mark).
    // Under the captions, two are enough when OCR lost the third caption ('Swtory' for 'Statutory' on a scan): the
    // square of the two that clearly holds more ink is the marked one, the lost caption's box left unchecked.
    const lost = Object.values(ink).filter((value) => value === null).length;
    if (lost > (oneLost ? 1 : 0) || Object.values(ink).some((value) => value !== null && value < 0.03)) return null;
    if (lost === 1) {
      const keys = (Object.keys(ink) as (keyof typeof ink)[]).filter((key) => ink[key] !== null);
      const [a, b] = keys.map((key) => ink[key]!) as [number, number];
      const clearly = (one: number, other: number) => one >= other * 1.3 && one - other >= 0.02;
      const markedKey = clearly(a, b) ? keys[0] : clearly(b, a) ? keys[1] : undefined;
      return { statutory: markedKey === 'statutory', retirement: markedKey === 'retirement', sickPay: markedKey === 'sickPay' };
    }
    // Measured on clean and scanned prints: a marked square about 1.35-1.6x the ink of an empty one (0.18 against 0.11
    // beside a one-line caption; 0.073 against 0.051 in the taller region beside a caption of two lines; 0.205 against
    // 0.152 under the captions of a clean payroll 4-up at 200 dpi, whose 11 px squares leave little room for the X).
    const marked = (key: keyof typeof ink) => {
      const others = (Object.keys(ink) as (keyof typeof ink)[]).filter((other) => other !== key).map((other) => ink[other]!);
      return ink[key]! >= Math.max(...others) * 1.3 && ink[key]! - Math.max(...others) >= 0.02;
    };
    return { statutory: marked('statutory'), retirement: marked('retirement'), sickPay: marked('sickPay') };
  };
  // Captions stacked with a square right of each: the one whose square clearly holds more ink than the others' (two
  // found are enough: OCR garbles one of three small captions, '3rd por').
  const stacked = (Object.entries(BOX13) as [keyof typeof BOX13, RegExp][]).flatMap(([key, pattern]) => {
    const box = lines.map((line) => matchInLine(line, pattern)).find((found) => found !== null);
    return box ? [{ key, box }] : [];
  });
  const rightInk = inkRightOfStacked(darkness, stacked.map((found) => found.box));
  if (rightInk && Math.min(...rightInk) >= 0.03) {
    const markedAt = rightInk.findIndex((ink, index) => rightInk.every((other, at) => at === index || (ink >= other * 1.4 && ink - other >= 0.02)));
    if (markedAt >= 0) return { statutory: stacked[markedAt]!.key === 'statutory', retirement: stacked[markedAt]!.key === 'retirement', sickPay: stacked[markedAt]!.key === 'sickPay' };
  }
  const left = markedIn(inkLeftOf);
  if (left && (left.statutory || left.retirement || left.sickPay)) return left;
  // A square right after each caption's words, level with them, wherever the captions stand ('Statutory employee []'
  // over 'Third-party sick pay []', 'Retirement plan [X]' beside): nearer its own caption's end than to the next
  // words on the row, so that a square printed before the next caption is not taken for this one's.
  const inkRightOf = (pattern: RegExp) => {
    for (const line of lines) {
      const box = matchInLine(line, pattern);
      if (!box) continue;
      const height = h(box);
      const row = lines.flatMap((each) => each.items).filter((item) => Math.abs(cy(item) - cy(box)) < height * 0.6 && item.x0 >= box.x1 - 0.5).sort((a, b) => a.x0 - b.x0);
      let end = box.x1;
      let at = 0;
      // The caption's last words OCR set on a line of their own ('Retirement' then 'plan').
      for (; at < row.length && row[at]!.x0 - end < height * 1.2 && /^[a-z-]{2,}$/i.test(row[at]!.text); at += 1) end = row[at]!.x1;
      const probe = { x0: end + height * 0.2, x1: end + height * 2.4, y0: cy(box) - height * 0.9, y1: cy(box) + height * 0.9 };
      const next = row.slice(at).find((item) => item.x0 > probe.x1 - height * 0.2 && /[a-z0-9]{2}/i.test(item.text));
      if (writingIn(lines, probe) || (next && next.x0 - probe.x1 < height * 0.2)) return null;
      return darkness(probe);
    }
    return null;
  };
  const right = markedIn(inkRightOf);
  if (right && (right.statutory || right.retirement || right.sickPay)) return right;
  for (const oneLost of [false, true]) {
    for (const down of [0.25, 0.5, 0.75, 1]) {
      const lower = markedIn(inkUnder(down), oneLost);
      if (lower && (lower.statutory || lower.retirement || lower.sickPay)) return lower;
    }
  }
  return markedIn(inkUnder(0)) ?? left ?? byText;
}

/** The form's footer ('Department of the Treasury - Internal Revenue Service') under the last row is no locality. */
const FOOTER_WORDS = ['treasury', 'revenue', 'internal', 'department'];
/** As OCR of a scan may misspell it ('Trmasury intovl Roverus Service'): a word within two letters of the footer's. */
const notFooter = (text: string) =>
  /treasury|revenue|internal|department/i.test(text) || text.split(/\W+/).some((word) => word.length >= 6 && FOOTER_WORDS.some((footer) => editDistance(word.toLowerCase(), footer, 3) <= 2)) ? '' : text;

/** A state row's other reading of its wages (a leading '$' read as '5'), for `checkStateTotals`. */
const dollarReadings = new WeakMap<W2Extraction['stateRows'][number], string>();

/**
 * The state rows' wages made to add up to box 1 where one row's other reading does it (the states' wages are
 * box 1 split by state for a worker taxed in each: Form W-2 instructions, boxes 15-17), else as read.
 */
function checkStateTotals(rows: W2Extraction['stateRows'], wages: string, ocr = false): W2Extraction['stateRows'] {
  const box1 = Number(wages);
  if (!box1 || rows.length === 0) return rows;
  const total = (candidate: W2Extraction['stateRows']) => candidate.reduce((sum, row) => sum + (Number(row.stateWages) || 0), 0);
  if (Math.abs(total(rows) - box1) < 0.005) return rows;
  for (const [index, row] of rows.entries()) {
    // Its '$' read as '5'; on an image, also one digit OCR confuses with another ('78950.40' for 73,950.40: w2Checks.ts).
    const others = [dollarReadings.get(row), ...(ocr ? readingsOf(row.stateWages).slice(1) : [])].filter((other): other is string => Boolean(other));
    for (const other of others) {
      const candidate = rows.map((each, at) => (at === index ? { ...each, stateWages: other } : each));
      if (Math.abs(total(candidate) - box1) < 0.005) return candidate;
    }
  }
  return rows;
}

/**
 * What the taxpayer is told about the state rows (Form W-2 instructions, boxes 15-17): a state's wages above
 * every federal wage box, or the states' wages together above them, is worth checking against the paper W-2.
 */
function stateNotices(rows: W2Extraction['stateRows'], found: Partial<Record<AmountField, string>>): string[] {
  const federal = Math.max(...(['wages', 'socialSecurityWages', 'medicareWagesAndTips'] as const).map((field) => Number(found[field] ?? 0) || 0));
  if (!federal) return [];
  const notices: string[] = [];
  const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  for (const row of rows) {
    const wages = Number(row.stateWages) || 0;
    if (wages > federal * 1.01) notices.push(`The state wages on this W-2's ${row.stateId.split(' ')[0] || 'state'} row ($${money(wages)}) are more than its federal wages ($${money(federal)}). Please check them against your W-2.`);
  }
  for (const row of rows) {
    const wages = Number(row.stateWages) || 0;
    const tax = Number(row.stateIncomeTaxWithheld) || 0;
    // Box 17 is withheld out of box 16's wages: more tax than wages cannot be.
    if (tax > 0 && tax > wages) notices.push(`The state income tax on this W-2's ${row.stateId.split(' ')[0] || 'state'} row ($${money(tax)}) is more than its state wages ($${money(wages)}). Please check them against your W-2.`);
  }
  const total = rows.reduce((sum, row) => sum + (Number(row.stateWages) || 0), 0);
  if (rows.length > 1 && total > federal * 1.01 && notices.length === 0) notices.push(`The state wages on this W-2's rows add up to $${money(total)}, more than its federal wages ($${money(federal)}). Please check them against your W-2.`);
  return notices;
}

/** Box 14 'Other': each line under (or after) its caption is a label and an amount ('NJ SDI 54.18'). */
function readBox14(lines: TextLine[], captions: readonly Caption[], pageWidth: number, ocr: boolean): W2Extraction['box14Entries'] {
  // '14' may be printed in a square ('[14] Other').
  const pattern = /\b(?:box\s*)?14\b[\])|]?\s*(?:other)?/i;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const found = pattern.exec(line.text);
    if (!found || !/other|box\s*14/i.test(found[0])) continue;
    const box = matchInLine(line, pattern)!;
    const caption: Caption = { field: '14', box, line };
    const lineHeight = h(box);
    const start = Math.max(columnStart(caption, captions), box.x0 - lineHeight * 2);
    // Not past box 12's column beside it: its 12c/12d entries stand level with box 14's lines.
    const end = Math.min(columnEnd(caption, captions, pageWidth), box12ColumnStart(box, captions));
    const entries: W2Extraction['box14Entries'] = [];
    const entryOf = (items: TextItem[]) => {
      // The first amount after a label: what follows it on the line is the next cell's (box 12's 'DD 9854.16').
      let amountAt = items.findIndex((item, index) => index > 0 && AMOUNT.test(item.text) && /\./.test(item.text));
      // OCR loses the point of small print ('NJ SDI 5418' for 54.18): box 14 amounts print cents, so the last two digits are.
      const pointLost = amountAt < 0 && ocr ? items.findIndex((item, index) => index > 0 && /^[1-9]\d{2,}$/.test(item.text)) : -1;
      if (pointLost > 0) amountAt = pointLost;
      if (amountAt <= 0) return;
      const label = items.slice(0, amountAt).filter((item) => !RULE_MARK.test(item.text)).map((item) => item.text).join(' ').replace(/^[:\-\s]+/, '')
        // A list that prints 'Box 14' before each of its lines: the box's name is no part of the label.
        // OCR may read the edge of a rule before it as a bracket ('[Box 14').
        .replace(/^[[(|]?\s*box\s*14\b[:\s\])|]*/i, '').trim();
      const text = cleanAmount(items[amountAt]!.text);
      if (!label || !/[A-Za-z]/.test(label)) return;
      entries.push({ label, amount: pointLost > 0 ? `${text.slice(0, -2)}.${text.slice(-2)}` : text });
      // Two entries on one line ('NY PFL 278.11   NJ FLI 21.06' in a statement's cell): a label of a word or more,
      // not a box 12 code alone (box 12's 'DD 9854.16' beside), then its amount. The label in capitals, as box 14's
      // are printed ('NJ FLI'): OCR's crumbs of the cell beside ('gy') are no label.
      const rest = items.slice(amountAt + 1);
      const nextAmount = rest.findIndex((item, index) => index > 0 && AMOUNT.test(item.text) && /\./.test(item.text));
      const nextLabel = rest.slice(0, Math.max(0, nextAmount)).map((item) => item.text).join(' ');
      if (nextAmount > 0 && /^[A-Z]/.test(nextLabel) && /[A-Z]{2}/.test(nextLabel) && !BOX12_CODE.test(nextLabel)) entryOf(rest);
    };
    entryOf(line.items.filter((item) => item.x0 >= box.x1 - 0.5 && item.x0 < end));
    let lastY = line.y1;
    for (let below = index + 1; below < lines.length && entries.length < 8; below += 1) {
      const next = lines[below]!;
      // The first entry in type larger than the small caption may stand at the foot of a tall box: four of its heights.
      if (next.y0 - lastY > (entries.length ? lineHeight * 2.5 : Math.max(lineHeight * 2.5, h(next) * 4))) break;
      // A word or caption starting within half a caption height of the column's end is the next column's ('12d' of a
      // scan turned a little, a pixel left of where box 12's column starts on the caption's line).
      // Words and captions that end before the caption starts are the cell's beside ('Third-party' of a 4-up's box 13,
      // a caption height left of '14 Other').
      const inColumn = next.items.filter((item) => item.x1 > Math.max(start, box.x0 - lineHeight * 0.5) && item.x0 < end - lineHeight * 0.5);
      if (captions.some((other) => other.line === next && other.box.x0 < end - lineHeight * 0.5 && other.box.x1 > Math.max(start, box.x0 - lineHeight * 0.5))) break;
      if (inColumn.length === 0) continue;
      const before = entries.length;
      entryOf(inColumn);
      if (entries.length === before) break;
      lastY = next.y1;
    }
    return ocr ? withStatePrefixApart(entries) : entries;
  }
  return [];
}

/**
 * Box 14's lines of one state print its postal code apart ('NJ SDI', 'NJ FLI'): a label OCR ran together with the
 * code another line prints apart ('NJFLI' beside 'NJ SDI') is split the same way.
 */
function withStatePrefixApart(entries: W2Extraction['box14Entries']): W2Extraction['box14Entries'] {
  const prefixes = new Set(entries.map((entry) => entry.label.split(' ')[0]!).filter((word) => STATE_CODE.test(word)));
  return entries.map((entry) => {
    const prefix = entry.label.slice(0, 2);
    return /^[A-Z]{4,}$/.test(entry.label) && prefixes.has(prefix) ? { ...entry, label: `${prefix} ${entry.label.slice(2)}` } : entry;
  });
}

/** Box 15: the state's postal code and the employer's state ID, 'NJ 123456789'. */
function readState(lines: TextLine[], captions: readonly Caption[], pageWidth: number): string {
  const text = textBelowOrRight(lines, /(?:employer['’]?\s?s?\s*)?state\s*id(?:\s*(?:number|no\.?|#))?/i, captions, pageWidth, 3);
  const match = /\b([A-Z]{2})\b[\s|/-]*([0-9A-Z-]{3,})?/.exec(text);
  if (match && STATE_CODE.test(match[1]!)) return [match[1], match[2]].filter(Boolean).join(' ');
  // The state in a box of its own ('15 State' over 'CO', the ID under its own caption beside it).
  const state = textBelowOrRight(lines, /\b15\s*state\b(?!\s*(?:wages|income|id|employer))/i, captions, pageWidth).replace(/[^A-Za-z]/g, '').toUpperCase();
  const id = /^[0-9A-Z-]{3,}$/i.test(text.split(/\s+/)[0] ?? '') ? text.split(/\s+/)[0]! : '';
  if (STATE_CODE.test(state)) return [state, id].filter(Boolean).join(' ');
  return match ? [match[1], match[2]].filter(Boolean).join(' ') : '';
}

/**
 * A box 12 code as printed, or as OCR reads it: any case, in brackets, and a wide letter read twice or three
 * times ('Ww', 'WwW' for W) when the doubled reading is no code (DD, AA ... are codes of their own). '' when
 * the text is no code.
 */
export function box12Code(text: string): string {
  const plain = text.replace(/^code\s*/i, '').replace(/^[[(|]+|[\])|:.]+$/g, '').replace(/[¢©]/g, 'C').toUpperCase();
  if (BOX12_CODE.test(plain)) return plain;
  const single = /^([A-Z])\1{1,2}$/.exec(plain)?.[1];
  if (single && BOX12_CODE.test(single)) return single;
  // The caption run into the code ('aD' for '12a D', '1D' where OCR kept only the small caption's '1'): the code
  // is the capitals after it.
  const after = /^[^A-Za-z0-9]*(?:(?:1?2)?[a-d]|12?)([A-Z]{1,2})$/.exec(text)?.[1];
  return after && BOX12_CODE.test(after) ? after : '';
}

/**
 * A box 12 caption word as printed ('12a', 'Box 12b', '12' over the four) or as OCR reads small print: the
 * letter read as a mark ('12¢', '12>') or a figure ('120' for 12c, '122' for 12a), or the '1' lost or read as 'l' ('2c', 'l2d').
 */
const BOX12_CAPTION = /^(?:box)?(?:12|[lI|]2)[a-d¢©<>0-9]?[.:]?$|^2[a-d][.:]?$/i;

/**
 * A box number printed in a small square, as OCR reads it: in brackets, alone or run into the caption after it
 * ('[12a]code', '[126]', '[zd]'); inside the square a '6' is the 'b' and a 'z' the '2' (the square leaves no room
 * for other words). The text itself when it is no such number.
 */
export function unframed(text: string): string {
  const framed = /^[[({|]([0-9A-Za-z]{1,4})[\])}|]/.exec(text);
  if (!framed) return text;
  return framed[1]!.replace(/^[zZ]/, '2').replace(/^[lI]/, '1').replace(/^(12)6$/, '$1b');
}
const isBox12Caption = (text: string) => BOX12_CAPTION.test(text) || BOX12_CAPTION.test(unframed(text));
/** A copy's box 12 entries with those whose code OCR could not read (code ''), when there are such. */
const box12WithUncoded = new WeakMap<W2Extraction, { code: string; amount: string }[]>();

/** Box 12 entries whose code OCR read in another shape than a code is printed, with the word it was read from. */
const doubtfulCodes = new WeakMap<{ code: string; amount: string }, TextItem>();

/**
 * Box 12 codes read doubtfully (lower case, a letter doubled, marks around it) read again from the image alone and
 * enlarged: the code that reading gives, where it is a code ('pp' was 'DD' on the copies layout's clean image).
 */
async function rereadCodes(reading: W2Extraction, page: PageText): Promise<W2Extraction> {
  const reread = page.reread;
  if (!reread) return reading;
  // The top-left copy's entries with the codes OCR could not read, when it has more than the reading kept.
  const first = parseCopy(fullestCopy(page), { ocr: true });
  const uncoded = box12WithUncoded.get(first);
  const candidates = uncoded && uncoded.length > reading.box12Entries.length ? uncoded : reading.box12Entries;
  if (!candidates.some((entry) => doubtfulCodes.has(entry))) return reading;
  const reread12 = await Promise.all(
    candidates.map(async (entry) => {
      const item = doubtfulCodes.get(entry);
      if (!item) return entry;
      // As one word of the letters codes are made of, only the last glyphs before the amount (ocr.ts lastGlyphs).
      const as = async (mode: 'word' | 'character') => (await reread(item, { mode, characters: BOX12_LETTERS, lastGlyphs: true })).replace(/[^A-Za-z]/g, '').toUpperCase();
      // A code lost entirely where Tesseract finds no word ('C' alone in its square) is read as one character; not
      // a code misread, which may be two letters ('P' for 'DD').
      const word = await as('word');
      const text = word || (entry.code === '' ? await as('character') : '');
      return BOX12_CODE.test(text) ? { ...entry, code: text } : entry;
    }),
  );
  const entries = reread12.filter((entry) => entry.code);
  return entries.length >= reading.box12Entries.length && entries.length <= BOX12_SLOTS ? withDerived({ ...reading, box12Entries: entries }) : reading;
}

/**
 * Box 13 on an image where OCR garbled its captions ('13R' for '13 Retirement plan') but read a mark under them:
 * the caption row read again from the image alone, and the box whose caption lies nearest above the mark is checked.
 */
async function rereadBox13(reading: W2Extraction, page: PageText): Promise<W2Extraction> {
  const reread = page.reread;
  if (!reread || reading.statutoryEmployee || reading.retirementPlan || reading.thirdPartySickPay) return reading;
  const lines = groupLines(words(page.items));
  if (lines.some((line) => Object.values(BOX13).some((pattern) => pattern.test(line.text)))) return reading;
  for (const [index, line] of lines.entries()) {
    const number = line.items.find((item) => /^13(?![\d.,])\S*$/.test(item.text));
    if (!number) continue;
    const height = h(number);
    const right = number.x0 + height * 16;
    const mark = lines.slice(index + 1, index + 4).flatMap((below) => below.items).find((item) => CHECK_MARK.test(item.text) && item.x0 >= number.x0 - height && item.x0 < right && cy(item) - cy(number) < height * 4);
    if (!mark) continue;
    // Captions stacked one under another, a square right of each (a payroll sheet's box 13): the mark below the
    // number's line is the caption's level with it, read again from the number's left edge to the mark.
    if (cy(mark) - cy(number) > height * 0.8) {
      const caption = await reread({ x0: number.x0, y0: cy(mark) - height * 0.7, x1: mark.x0 - height * 0.2, y1: cy(mark) + height * 0.7 });
      const key = (Object.entries(BOX13) as [keyof typeof BOX13, RegExp][]).find(([, pattern]) => pattern.test(caption))?.[0];
      if (key) return { ...reading, statutoryEmployee: key === 'statutory', retirementPlan: key === 'retirement', thirdPartySickPay: key === 'sickPay' };
    }
    const text = await reread({ x0: number.x0, y0: number.y0, x1: Math.min(page.width, right), y1: number.y1 });
    // Where each caption sits along the row read again, as a share of its characters, mapped onto the row's width.
    const places = (Object.entries(BOX13) as [keyof typeof BOX13, RegExp][]).flatMap(([key, pattern]) => {
      const found = pattern.exec(text);
      return found ? [{ key, x: number.x0 + ((found.index + found[0].length / 2) / Math.max(1, text.length)) * (right - number.x0) }] : [];
    });
    if (places.length === 0) return reading;
    const markX = (mark.x0 + mark.x1) / 2;
    const nearest = places.reduce((best, place) => (Math.abs(place.x - markX) < Math.abs(best.x - markX) ? place : best));
    return { ...reading, statutoryEmployee: nearest.key === 'statutory', retirementPlan: nearest.key === 'retirement', thirdPartySickPay: nearest.key === 'sickPay' };
  }
  return reading;
}

/**
 * Where a box 12 code read doubtfully lies: from its word up to a little before its amount, at the amount's height (the
 * code stands on the amount's line, as tall as its figures; the word read may be the cell's small print stood on end,
 * taller than the line, or only part of the code: '|p' for 'DD').
 */
function codeSpan(word: TextItem, amount: TextItem): TextItem {
  return { ...word, x1: Math.max(word.x1, amount.x0 - h(amount) * 0.3), y0: amount.y0, y1: amount.y1 };
}

/** A code and its amount in one word ('D3700.00'). */
const CODE_AND_AMOUNT = /^([A-Za-z]{1,2})\$?(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})$/;

/**
 * Box 12a-d: each code followed on its line by an amount with cents ('DD 7418.52', 'D $7,500.00'), in a box 12
 * cell: a box 12 caption on its line to its left, or above it in its column within a cell's height. Read by
 * the pairs, not by each '12a' caption, as OCR garbles the small captions more than the codes and amounts.
 */
function readBox12(lines: TextLine[], captions: readonly Caption[]): { code: string; amount: string }[] {
  // A number in a square just before another box's caption is that box's number as OCR misread it ('[12]' for '[11]'
  // before 'Nonqualified plans').
  const numbersOthers = (line: TextLine, item: TextItem) =>
    !BOX12_CAPTION.test(item.text) && captions.some((caption) => caption.line === line && !/12/.test(caption.field) && caption.box.x0 >= item.x1 - 0.5 && caption.box.x0 - item.x1 < h(item) * 1.5);
  const anchors = lines.flatMap((line) => line.items.filter((item) => isBox12Caption(item.text) && !numbersOthers(line, item)));
  if (anchors.length === 0) return [];
  // Another box's caption between the anchor and the code, over the code: the code is in that box.
  const others = captions.filter((caption) => !/12/.test(caption.field));
  const crossed = (anchor: TextItem, code: TextItem) =>
    others.some((other) => cy(other.box) > cy(anchor) + h(anchor) * 0.6 && cy(other.box) < cy(code) - h(code) * 0.6 && other.box.x0 - h(other.box) * 3 < code.x1 && other.box.x1 + h(other.box) * 3 > code.x0);
  const inCell = (code: TextItem) =>
    anchors.some((anchor) => {
      const height = h(anchor);
      const dy = cy(code) - cy(anchor);
      // On its line, near it or past a 'Code' label alone ('12a  Code DD  $4310.88' in a plain table's row).
      if (Math.abs(dy) < height * 0.6) return anchor.x1 <= code.x0 + 0.5 && (code.x0 - anchor.x1 < height * 6 || labelledCode(lines, anchor, code));
      // Under the caption in its cell: a statement's cell may hold the four one under another ('Code  Amount' first).
      // Under the bare '12' over box 12's four cells, down to the fourth (its '12c'/'12d' OCR may garble: '2s', '120').
      return dy > 0 && dy < height * (anchor.text === '12' ? 20 : 12) && code.x0 > anchor.x0 - height * 3 && code.x0 < anchor.x0 + height * 10 && !crossed(anchor, code);
    });
  const entries: { code: string; amount: string }[] = [];
  for (const [lineAt, line] of lines.entries()) {
    for (let index = 0; index < line.items.length; index += 1) {
      const item = line.items[index]!;
      const glued = CODE_AND_AMOUNT.exec(item.text);
      if (glued && box12Code(glued[1]!) && inCell(item)) {
        entries.push({ code: box12Code(glued[1]!), amount: cleanAmount(glued[2]!) });
        continue;
      }
      const code = box12Code(item.text);
      // The next word, past the marks OCR makes of the code cell's rules ('ile | 312.40').
      let followingAt = index + 1;
      while (followingAt < line.items.length - 1 && RULE_MARK.test(line.items[followingAt]!.text)) followingAt += 1;
      const following = line.items[followingAt];
      // A word no code before an amount in a box 12 cell ('fois] 7418.52', 'y 1250.00'): kept without a code, for a
      // second look at the whole span up to the amount (the code's own cell, between rules).
      if (!code && following && /^[^\d\s]{1,6}$/.test(item.text) && !/^(?:code|amount|see)$/i.test(item.text) && AMOUNT.test(following.text) && following.text.includes('.') && inCell(item)) {
        const entry = { code: '', amount: cleanAmount(following.text) };
        // The code stands on the amount's line, as tall as its figures: the span at the amount's height (the word
        // before it may be the cell's small print stood on end, taller than the line).
        doubtfulCodes.set(entry, codeSpan(item, following));
        entries.push(entry);
        index = followingAt;
        continue;
      }
      if (!code || !inCell(item)) continue;
      const entryFor = (amount: TextItem) => {
        const entry = { code, amount: cleanAmount(amount.text) };
        // A code read other than as printed codes are ('pp', 'Ww', '[D'): worth a second look on an image.
        if (item.text !== code) doubtfulCodes.set(entry, codeSpan(item, amount));
        return entry;
      };
      // The amount: the next word with cents on its line (statements right-align it far off), at most a stray mark between.
      const before = entries.length;
      for (let next = index + 1; next < Math.min(line.items.length, index + 3); next += 1) {
        const candidate = line.items[next]!;
        if (AMOUNT.test(candidate.text) && candidate.text.includes('.')) {
          entries.push(entryFor(candidate));
          index = next;
          break;
        }
        if (/[A-Za-z0-9]/.test(candidate.text)) break;
      }
      if (entries.length > before) continue;
      // A caption that names the code ('12a Code E (403(b) elective deferrals)') holds the amount on the line under
      // it, right of the code as a statement right-aligns it; the amounts left of the code are the boxes beside.
      if (!/^code:?$/i.test(line.items[index - 1]?.text ?? '')) continue;
      const under = lines[lineAt + 1];
      if (!under || under.y0 - line.y1 > h(item) * 1.5 || under.items.some((word) => isBox12Caption(word.text))) continue;
      const amount = under.items.find((word) => word.x0 > item.x1 && AMOUNT.test(word.text) && word.text.includes('.'));
      if (amount) entries.push(entryFor(amount));
    }
  }
  return entries;
}

/**
 * A checkbox: an 'X' (or a check mark) just left of or under its caption, and nearer to it than to the
 * `rivals`, the other checkboxes' captions (box 13 prints three side by side).
 */
/** A mark in a checkbox, as printed or as OCR reads an X in a square ('Xx]', '[X'). */
// The square's right side may come out as an 'I' or 'l' ('XI').
const CHECK_MARK = /^[[(|]?(?:[X✓✔☒]|[X]{2})[\])|Il]?$/i;

export function checked(lines: TextLine[], pattern: RegExp, rivals: readonly RegExp[] = []): boolean {
  for (let index = 0; index < lines.length; index += 1) {
    const box = matchInLine(lines[index]!, pattern);
    if (!box) continue;
    const lineHeight = h(box);
    const others = rivals.flatMap((rival) => lines.slice(Math.max(0, index - 1), index + 2).flatMap((line) => matchesInLine(line, rival))).filter((other) => other.x0 !== box.x0);
    // Across and down: captions stacked one under another (a payroll sheet's box 13) are as far across from a mark.
    const gap = (mark: TextItem, caption: Box) =>
      Math.hypot(Math.max(0, caption.x0 - (mark.x0 + mark.x1) / 2, (mark.x0 + mark.x1) / 2 - caption.x1), Math.max(0, Math.abs(cy(mark) - cy(caption)) - h(caption) / 2));
    // By distance, not by line count: small print of a cell beside (a 'C o d e' column) makes lines of its own.
    const near = lines.slice(index).filter((line) => line.y0 - lines[index]!.y1 < lineHeight * 3).flatMap((line) => line.items);
    // A square level with its caption may stand farther right, past the longest of the stacked captions.
    const reach = (mark: TextItem) => lineHeight * (Math.abs(cy(mark) - cy(box)) < lineHeight * 0.6 ? 5 : 3);
    return near.some(
      (item) =>
        CHECK_MARK.test(item.text) && item.x0 > box.x0 - lineHeight * 3 && item.x0 < box.x1 + reach(item) && cy(item) - cy(box) < lineHeight * 3 &&
        others.every((other) => gap(item, box) <= gap(item, other)),
    );
  }
  return false;
}

/** A page that names no W-2 box at all is not a W-2 (a receipt, a blank page, a picture of something else). */
export const NOT_A_W2_MESSAGE = 'This file does not look like a Form W-2. Please upload your W-2 or enter it manually.';

export function looksLikeW2(page: PageText): boolean {
  const lines = groupLines(words(page.items));
  const named = boxesNamedIn(lines);
  return named >= 3 || /\bW-?2\b/.test(lines.map((line) => line.text).join('\n')) && named >= 2;
}

/**
 * How many of the W-2's amount boxes a page names (the form names 14; its instructions name a few in sentences), as
 * printed or, where OCR misspelt small print ('Wages tps other comp.', 'Madcare wages'), with its caption words
 * corrected as the captions are looked up (findCaptions).
 */
function boxesNamedIn(lines: readonly TextLine[]): number {
  const count = (searched: readonly TextLine[]) => {
    const text = searched.map((line) => line.text).join('\n');
    return AMOUNT_BOXES.filter(([, pattern]) => pattern.test(text)).length;
  };
  const plain = count(lines);
  if (plain >= 3) return plain;
  const vocabulary = vocabularyOnce([...AMOUNT_BOXES.map(([, pattern]) => pattern), ...OTHER_CAPTIONS], Object.values(AMOUNT_PHRASES).flatMap((phrase) => (phrase ?? '').split(' ').filter((word) => word.length >= 4)));
  return Math.max(plain, count(correctedLines(lines, vocabulary)));
}

function boxesNamed(page: PageText): number {
  return boxesNamedIn(groupLines(words(page.items)));
}
/** A page of a scanned PDF naming this many boxes is the form: OCR stops there. */
const FORM_PAGE_BOXES = 10;

/** The sandbox reader: the first page's positioned text (text layer, or OCR), then the boxes. */
export async function readW2Locally(bytes: Uint8Array, mimeType: string): Promise<W2Extraction> {
  return (await readW2WithText(bytes, mimeType)).local;
}

/** The local reading with the page's text line by line, for a model to read the same page (AI_PROVIDER=openai). */
export async function readW2WithText(bytes: Uint8Array, mimeType: string): Promise<{ local: W2Extraction; text: string; source: 'text' | 'ocr' }> {
  // The page that is a W-2 (a PDF may carry a notice or instructions first): the one naming the most boxes, as the
  // notice's instructions name a few boxes in sentences ('Box 2. Enter this amount on the federal income tax withheld line').
  // An image of several copies is read a copy at a time, two at once, until the copies read agree (copiesAgree).
  const { page: read, source } = await readFormPage(bytes, mimeType, (candidate) => (looksLikeW2(candidate) ? boxesNamed(candidate) : 0), FORM_PAGE_BOXES, { byCopies: { enough: copiesAgree } });
  if (!looksLikeW2(read)) throw new DocumentRejected(NOT_A_W2_MESSAGE, 'no W-2 box captions on the page');
  // Readings no amount of the page can be (OCR read a '$' or a separator as a digit: '8184000') read again first (amountShape.ts).
  const page = source === 'ocr' ? await withAmountsCheckedBesideStateIds(read) : read;
  const local = await withDrawnBox13(await rereadBox13(await rereadCodes(parseW2(page, { ocr: source === 'ocr' }), page), page), page, bytes, mimeType, source, (drawn) => parseW2(drawn));
  return { local, text: pageText(page), source };
}

/** A state's code as OCR reads it: in capitals, or in small letters shaped as the capitals are ('co' for 'CO'). */
const isStateCode = (text: string) => STATE_CODE.test(text) || (/^[cosuvwxz]{2}$/.test(text) && STATE_CODE.test(text.toUpperCase()));

/**
 * The page's amounts checked by their shape (amountShape.ts), a state's ID left as read: a run of digits after a
 * state's code on its line ('MN 5004417', box 15) is an ID, not an amount.
 */
export async function withAmountsCheckedBesideStateIds(page: PageText): Promise<PageText> {
  const lines = groupLines(words(page.items));
  const ids = new Set(lines.flatMap((line) => line.items.filter((item, at) => at > 0 && /^\d+$/.test(item.text) && isStateCode(line.items[at - 1]!.text)).map((item) => item.text)));
  const apart = page.items.filter((item) => ids.has(item.text.trim()));
  if (apart.length === 0) return withAmountsChecked(page);
  const checked = await withAmountsChecked({ ...page, items: page.items.filter((item) => !apart.includes(item)) });
  return { ...checked, items: [...checked.items, ...apart] };
}

/**
 * Whether the copies of a page read so far answer for it, so that its other copies need not be read: two or more,
 * each read alike field by field, with no box 12 code lost, and the W-2's checks passing (the SSN and EIN in their
 * shapes, wages read, no notice: boxes 4 and 6 agree with boxes 3 and 5, the state rows with box 1; w2Checks.ts).
 */
function copiesAgree(page: PageText): boolean {
  const copies = copiesOf(page, W2_ANCHORS);
  if (copies.length < 2) return false;
  const readings = copies.map((copy) => parseCopy(copy, { ocr: true }));
  const first = readings[0]!;
  if (readings.some((reading) => box12WithUncoded.has(reading))) return false;
  // A box one copy read empty is no disagreement (OCR lost it there; the fields go by majority, empty ones not voting).
  const lost = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);
  const differs = (key: string) => {
    const values = readings.map((reading) => (reading as unknown as Record<string, unknown>)[key]).filter((value) => !lost(value)).map((value) => JSON.stringify(value));
    return new Set(values).size > 1;
  };
  if (Object.keys(first).filter((key) => key !== 'notices' && key !== 'box12').some(differs)) return false;
  const merged = byMajority(readings);
  return SSN.test(merged.ssn) && EIN.test(merged.employerEIN) && merged.wages !== '' && withDerived(merged).notices.length === 0;
}

/** A page's words as lines of text, top to bottom. */
export function pageText(page: PageText): string {
  return groupLines(words(page.items)).map((line) => line.text).join('\n');
}
