// What a 1099 print does that the W-2's caption reader (w2.ts readBoxes) does not expect, handled before and
// after it: OCR slips in caption words ('ROYAIIES', 'INCOM'), in box numbers ('le') and in amounts ('2281',
// '0.000'), curly apostrophes, amounts inside a caption's prose ('totaling $5,000 or more'), captions wrapped
// onto a second line ('Federal Income' / 'Tax Withheld'), values at the foot of a tall cell or under a table's
// staggered or right-aligned column heads, a summary table whose Total row is the form's amount, a statement's
// rows told by their IRS box numbers when a caption is past reading, and dates near their captions.
import { groupLines, joinedWords, matchInLine, type Box, type PageText, type TextItem, type TextLine } from './layout';
import { US_STATE_CODES } from './clean';
import { words, type BoxReading, type Caption } from './w2';

const h = (box: Box) => Math.max(1, box.y1 - box.y0);
const cy = (box: Pick<Box, 'y0' | 'y1'>) => (box.y0 + box.y1) / 2;

/** Amount-shaped text (as readBoxes takes it): with separators or cents, or a whole number. */
export const AMOUNT_TEXT = /^\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?$|^\$?\d+\.\d{2}$|^\$?\d+$/;

/** Words of the 1099 captions, for reading OCR slips back to them. */
const CAPTION_VOCABULARY = [
  'interest', 'income', 'early', 'withdrawal', 'penalty', 'savings', 'bonds', 'treasury', 'obligations', 'federal', 'withheld', 'investment',
  'expenses', 'foreign', 'exempt', 'market', 'discount', 'premium', 'ordinary', 'dividends', 'qualified', 'capital', 'distributions',
  'distribution', 'unrecaptured', 'collectibles', 'nondividend', 'proceeds', 'basis', 'gross', 'taxable', 'amount', 'employee',
  'contributions', 'unrealized', 'appreciation', 'unemployment', 'compensation', 'refunds', 'credits', 'offsets', 'original', 'periodic',
  'acquisition', 'rents', 'royalties', 'other', 'fishing', 'medical', 'substitute', 'payments', 'insurance', 'attorney', 'deferrals',
  'parachute', 'nonemployee', 'benefits', 'repaid', 'voluntary', 'recipient', 'payer', 'beneficiary', 'social', 'security', 'number',
  'state', 'total', 'section', 'acquired', 'sold', 'disposed', 'identification', 'address', 'withholding',
];

/** Letters OCR takes for one another, folded to one form before words are compared. */
const fold = (word: string) =>
  word.toLowerCase().replace(/rn|in/g, 'm').replace(/vv/g, 'w').replace(/cl/g, 'd').replace(/[1il|!]/g, 'l').replace(/0/g, 'o').replace(/5/g, 's').replace(/8/g, 'b');

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

const FOLDED = CAPTION_VOCABULARY.map((word) => [fold(word), word] as const);

/** The caption word nearest a folded word (at most one slip, two in a word of seven letters or more), or null. */
function nearest(folded: string, limit = folded.length >= 7 ? 2 : 1): { word: string; distance: number } | null {
  let best: { word: string; distance: number } | null = null;
  for (const [candidate, original] of FOLDED) {
    const distance = editDistance(folded, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: original, distance };
  }
  return best;
}

/**
 * An OCR'd word read back to the caption word it is a slip of ('ROYAIIES' -> 'ROYALTIES', 'INCOM' -> 'INCOME'),
 * in the word's case; the word itself when it is near none. Short words are left alone (a name's 'ROSS' is no 'gross').
 */
export function captionWordOf(word: string): string {
  const match = /^([A-Za-z0-9|!]{5,})([.,:;)]*)$/.exec(word);
  if (!match || !/[A-Za-z]{3}/.test(match[1]!) || /^\d/.test(match[1]!)) return word;
  const folded = fold(match[1]!);
  // By the word as read: folding shortens it ('Onginal' folds to six letters, two slips from 'original').
  const limit = match[1]!.length >= 7 ? 2 : 1;
  let best = nearest(folded, limit);
  // Two caption words OCR ran together ('OtherinCOmME'): read back when both halves are near caption words.
  if (!best) {
    for (let cut = 3; cut <= folded.length - 3 && !best; cut += 1) {
      const left = nearest(folded.slice(0, cut));
      const right = nearest(folded.slice(cut));
      if (left && right && left.distance + right.distance <= limit) best = { word: `${left.word} ${right.word}`, distance: left.distance + right.distance };
    }
  }
  if (!best || best.distance === 0 && folded === match[1]!.toLowerCase()) return word;
  const upper = match[1] === match[1]!.toUpperCase();
  const capital = /^[A-Z]/.test(match[1]!);
  const cased = upper ? best.word.toUpperCase() : capital ? best.word[0]!.toUpperCase() + best.word.slice(1) : best.word;
  return cased + match[2];
}

/** An amount in prose ('totaling $5,000 or more of'): money-typed, words on both sides a word's space apart, or a small word after it. */
function inProse(line: TextLine, index: number): boolean {
  const item = line.items[index]!;
  if (!/[$,.]/.test(item.text)) return false;
  const before = line.items[index - 1];
  const after = line.items[index + 1];
  const close = (a: TextItem, b: TextItem) => b.x0 - a.x1 < h(item) * 0.8;
  // A wrapped caption's line may start with it ('$5,000 or more of consumer products'): a box's amount is never
  // followed, a space apart, by a word in small letters.
  if (after && /^(?:or|and|of|to|in|per|for|more|less)$/.test(after.text) && close(item, after)) return true;
  return Boolean(before && after && /[A-Za-z]{2}/.test(before.text) && /^[A-Za-z]{2}/.test(after.text) && close(before, item) && close(item, after));
}

/**
 * An amount OCR cut in two at its thousands comma: '1' + '284.37' (comma and space lost; the 1 maybe read '|'), '9,' + '121.40' (cut after
 * the comma), '6,41' + '0.25' (cut inside the group). Set closer than a character's width, the two make one amount
 * grouped by threes; a fragment that is a whole amount itself (cents) is never the first part.
 * Cut in three, the point may be lost with the cuts ('9,1' + '21' + '40').
 */
function joinLostComma(items: TextItem[]): TextItem[] {
  const joined = new Set<TextItem>();
  const result: TextItem[] = [];
  const groupedAmount = /^\$?\d{1,3}(?:,\d{3})+\.\d{2}$/;
  for (const line of groupLines(items)) {
    for (const [index, item] of line.items.entries()) {
      const next = line.items[index + 1];
      if (joined.has(item)) continue;
      const closeTo = (a: TextItem, b: TextItem) => b.x0 - a.x1 < (b.x1 - b.x0) / b.text.length;
      const near = next && closeTo(item, next);
      // Cut in three with its point lost too ('9,1' + '21' + '40' for 9,121.40): the last two digits are the cents.
      const third = line.items[index + 2];
      if (next && third && near && closeTo(next, third) && /^\$?[\d,]+$/.test(item.text) && /^\d+$/.test(next.text) && /^\d{2}$/.test(third.text)) {
        const text = `${item.text}${next.text}.${third.text}`;
        if (groupedAmount.test(text)) {
          result.push({ ...third, text, x0: item.x0 });
          joined.add(next).add(third);
          continue;
        }
      }
      // A lone 1 may come out as a bar or an l ('|' + '284.37').
      const left = /^[|lI]$/.test(item.text) ? '1' : item.text;
      const text = next && (/^\$?\d{1,3}$/.test(left) && /^\d{3}\.\d{2}$/.test(next.text) ? `${left},${next.text}` : `${left}${next.text}`);
      if (next && near && /^\$?[\d,]+$/.test(left) && /^[\d,]*\.\d{2}$/.test(next.text) && groupedAmount.test(text!)) {
        result.push({ ...next, text: text!, x0: item.x0 });
        joined.add(next);
        continue;
      }
      result.push(item);
    }
  }
  return result;
}

/**
 * An amount OCR cut at its point, with its thousands separators read as hyphens or apostrophes ('1-351.' + '68',
 * '1,351' + '.68' for 1,351.68): the two words set closer than two characters' width make one amount when the point
 * is there and the digits group by threes. Taken alone, the cents ('68') would be read as the box's amount.
 */
export function joinCutCents(items: TextItem[]): TextItem[] {
  const joined = new Set<TextItem>();
  const result: TextItem[] = [];
  const separator = /[-,'’]/g;
  for (const line of groupLines(items)) {
    for (const [index, item] of line.items.entries()) {
      if (joined.has(item)) continue;
      const next = line.items[index + 1];
      const digit = (item.x1 - item.x0) / Math.max(1, item.text.length);
      const text = next ? `${item.text}${next.text}`.replace(/\.\.+/, '.') : '';
      const cut = next && ((/\.$/.test(item.text) && /^\d{2}$/.test(next.text)) || (/\d$/.test(item.text) && /^\.\d{2}$/.test(next.text)));
      if (cut && next.x0 - item.x1 < digit * 2 && /^\$?\d{1,3}(?:[-,'’]\d{3})*\.\d{2}$/.test(text)) {
        result.push({ ...next, text: text.replace(separator, ','), x0: item.x0 });
        joined.add(next);
        continue;
      }
      // Whole but with hyphens for its separators ('1-351.68'): read with commas.
      result.push(/^\$?\d{1,3}(?:-\d{3})+\.\d{2}$/.test(item.text) ? { ...item, text: item.text.replace(/-/g, ',') } : item);
    }
  }
  return result;
}

/** A box number OCR glued to its caption's first word ('2Royalties', '2bUnrecap.', 'laTowal' for 1a Total): two words. */
function splitBoxNumber(item: TextItem): TextItem[] {
  // The word's first letter an 'O' OCR read as 0 ('10riginal' for '1 Original', '30ther' for '3 Other'): the number
  // and the caption word.
  const zero = /^(\d{1,2}?)0([a-z]{3,})(\W*)$/.exec(item.text);
  if (zero && CAPTION_VOCABULARY.includes(`o${zero[2]}`)) {
    const perChar = (item.x1 - item.x0) / item.text.length;
    const split = item.x0 + zero[1]!.length * perChar;
    return [{ ...item, text: zero[1]!, x1: split }, { ...item, text: `O${zero[2]}${zero[3]}`, x0: split + perChar * 0.3 }];
  }
  const match = /^(\d{1,2}[a-h]?|[lI][a-h])(?=[A-Z][A-Za-z0-9]{2})/.exec(item.text);
  if (!match) return [item];
  const perChar = (item.x1 - item.x0) / item.text.length;
  const split = item.x0 + match[1]!.length * perChar;
  return [{ ...item, text: match[1]!.replace(/^[lI]/, '1'), x1: split }, { ...item, text: item.text.slice(match[1]!.length), x0: split + perChar * 0.3 }];
}

/**
 * Caption words OCR slipped, read back only where that makes a caption of `patterns` appear on the line that
 * was not there (a payer's 'Credit Union' or 'EMPLOYMENT' stays as printed).
 */
function readBackCaptions(line: TextLine, patterns: readonly RegExp[]): TextItem[] {
  const corrected = line.items.map((item) => captionWordOf(item.text));
  if (corrected.every((text, index) => text === line.items[index]!.text)) return line.items;
  const { text, offsets } = joinedWords(corrected);
  const keep = new Set<number>();
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (!found || pattern.test(line.text)) continue;
    corrected.forEach((word, index) => {
      if (offsets[index]! < found.index + found[0].length && offsets[index]! + word.length > found.index) keep.add(index);
    });
  }
  return line.items.map((item, index) => (keep.has(index) ? { ...item, text: corrected[index]! } : item));
}

/**
 * A whole number OCR made of an amount by losing its decimal point ('2281' for 22.81, '000' for 0.00): on a page
 * whose amounts print cents, a bare number right-aligned with an amount with cents in another line is read with cents.
 * Its mirror: a third decimal sticking out of that right edge is dropped.
 */
function restoreCents(items: TextItem[]): TextItem[] {
  const cents = items.filter((item) => /^\$?[\d,]*\d\.\d{2}$/.test(item.text));
  if (cents.length < 3) return items;
  return items.map((item) => {
    // A third decimal past the amount column's right edge ('0.000': a leader dot read as a digit) is no digit of it.
    if (/^\d[\d,]*\.\d{3}$/.test(item.text)) {
      const digit = (item.x1 - item.x0) / item.text.length;
      // (OCR may box the extra digit inside the amount's own box.)
      const aligned = (other: TextItem) => Math.abs(other.x1 - item.x1) < digit * 0.6 || Math.abs(other.x1 - (item.x1 - digit)) < digit * 0.6;
      const edge = cents.some((other) => other.text.length === item.text.length - 1 && aligned(other) && Math.abs(cy(other) - cy(item)) > h(item));
      return edge ? { ...item, text: item.text.slice(0, -1), x1: item.x1 - digit } : item;
    }
    if (!/^\d{3,7}$/.test(item.text) || /^(?:19|20)\d{2}$/.test(item.text)) return item;
    const aligned = cents.some((other) => Math.abs(other.x1 - item.x1) < h(item) * 0.8 && Math.abs(cy(other) - cy(item)) > h(item));
    return aligned ? { ...item, text: `${item.text.slice(0, -2)}.${item.text.slice(-2)}` } : item;
  });
}

/**
 * Runs of words on a line (words closer than `gap` times the taller one's height: OCR boxes 'or' only as tall as an x,
 * and 'Cost' and 'or' of 'Cost or' fell apart).
 */
function phrases(line: TextLine, gap = 1.5): TextItem[][] {
  const runs: TextItem[][] = [];
  for (const item of line.items) {
    const last = runs.at(-1);
    if (last && item.x0 - last.at(-1)!.x1 <= Math.max(h(item), h(last.at(-1)!)) * gap) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * A run of words cut at its amounts: an amount is no part of a caption ('7,824.00' right-aligned in box 1's cell,
 * a hair left of box 2's wrapped 'credits, or offsets').
 */
function withoutAmounts(run: TextItem[]): TextItem[][] {
  const parts: TextItem[][] = [[]];
  for (const item of run) {
    if (/^\$?\d[\d,]*\.\d{2}$/.test(item.text)) parts.push([]);
    else parts.at(-1)!.push(item);
  }
  return parts.filter((part) => part.length > 0);
}

const joined = (items: readonly TextItem[]) => items.map((item) => item.text).join(' ');
const extent = (items: readonly TextItem[]): Box => ({
  x0: Math.min(...items.map((item) => item.x0)), x1: Math.max(...items.map((item) => item.x1)),
  y0: Math.min(...items.map((item) => item.y0)), y1: Math.max(...items.map((item) => item.y1)),
});

/**
 * A run of words and, when it holds several numbered heads close together (a table's heads: '1b Date 1e Cost or
 * other 1g Wash sale loss'), each head from its number to the next: each may wrap on its own ('basis' under 'other').
 */
function withBoxHeads(run: TextItem[]): TextItem[][] {
  // A box number as OCR may read its 1 ('le' for '1e').
  const starts = run.flatMap((item, at) => (/^(?:\d|[lI|])\d?[a-h]$/.test(item.text) ? [at] : []));
  if (starts.length < 2) return [run];
  return [run, ...starts.map((start, at) => run.slice(start, starts[at + 1] ?? run.length))];
}

/**
 * A caption wrapped onto a second line of its cell or column head ('2 State or local income tax' / 'refunds,
 * credits, or offsets'; 'Federal Income' / 'Tax Withheld'): the two runs, one under the other and overlapping,
 * become one caption on the lower line, when together (and neither alone, unless the upper ends on 'or', 'and', ...)
 * they match a box's caption (a composite statement prints the same box in another section on one line).
 */
function joinWrapped(lines: TextLine[], patterns: readonly RegExp[]): TextItem[] {
  const removed = new Set<TextItem>();
  const added: TextItem[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    for (const upper of phrases(lines[index]!).flatMap(withoutAmounts).flatMap(withBoxHeads)) {
      for (const lower of phrases(lines[index + 1]!).flatMap(withoutAmounts)) {
        const a = extent(upper);
        const b = extent(lower);
        // A run ending on a word that carries on ('... Contributions or') is continued farther down than a plain wrap.
        const carriesOn = /(?:\b(?:or|and|of|to|in|for|on)|[/,&-])$/i.test(joined(upper));
        if (b.y0 - a.y1 > h(a) * (carriesOn ? 1.3 : 0.9) || b.x0 >= a.x1 || b.x1 <= a.x0) continue;
        // Of a like size (OCR boxes a word by its letters: 'Income' and 'Withheld' differ by half).
        if (h(a) / h(b) > 2.5 || h(b) / h(a) > 2.5) continue;
        const text = `${joined(upper)} ${joined(lower)}`;
        // Or the upper run alone matches but ends on a word that carries on ('Employee Contributions/Designated Roth
        // Contributions or' / 'Insurance Premiums (Box 5)  $3,247.20'): the value is beside the caption's last line.
        // Not when the upper run's line goes on with another numbered box ('3 Interest on U.S. Savings Bonds and  4 Federal
        // income tax withheld'): a grid's cells side by side, whose columns the upper line bounds; the lower line
        // ('Treasury obligations  128.00') carries the next cell's value.
        const gridRow = lines[index]!.items.some((item) => item.x0 > a.x1 && /^(?:box|\d{1,2}[a-h]?)$/i.test(item.text));
        const pattern = patterns.find((candidate) => candidate.test(text) && (!candidate.test(joined(upper)) || (carriesOn && !gridRow)) && !candidate.test(joined(lower)));
        if (!pattern || upper.some((item) => removed.has(item)) || lower.some((item) => removed.has(item))) continue;
        for (const item of [...upper, ...lower]) removed.add(item);
        // The caption stays on its first line when its value is printed there, right after it, and none beside its
        // wrapped end ('Box 3 Interest on U.S. Savings Bonds and Treasury obliga-  $0.00' over 'tions').
        const valueAfter = (line: TextLine, box: Box) => /^\$?[\d,]*\d\.\d{2}$/.test(line.items.find((item) => item.x0 > box.x1)?.text ?? '');
        const level = valueAfter(lines[index]!, a) && !valueAfter(lines[index + 1]!, b) ? a : b;
        added.push({ text, x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), y0: level.y0, y1: level.y1 });
      }
    }
  }
  return [...lines.flatMap((line) => line.items.filter((item) => !removed.has(item))), ...added];
}

/**
 * The page made ready for the box reader: one item per word, apostrophes and dashes as typed, prose amounts left
 * out, wrapped captions (of `boxes`) joined; on an OCR reading also box numbers glued to their caption split,
 * slips in caption words (of `boxes` and `others`) read back and lost decimal points restored.
 */
export function prepare1099Page(page: PageText, boxes: readonly RegExp[], others: readonly RegExp[], ocr: boolean): PageText {
  let items = words(page.items).map((item) => ({ ...item, text: item.text.replace(/[’‘`´]/g, "'").replace(/[–—‐]/g, '-') }));
  if (ocr) {
    // First, while '6,41' of a cut '6,41' + '0.25' still reads as the start of 6,410.25, not as 6.41.
    items = joinLostComma(items);
    items = joinCutCents(items);
    // A point OCR read as a comma before the cents ('25,00'), a comma read as a point ('1.128.40').
    items = items.map((item) => (/^\$?\d{1,3},\d{2}$/.test(item.text) ? { ...item, text: item.text.replace(',', '.') } : item));
    // A comma OCR read as a point ('1.128.40'): the points before the cents are thousands separators.
    items = items.map((item) => (/^\$?\d{1,3}(?:\.\d{3})+\.\d{2}$/.test(item.text) ? { ...item, text: item.text.replace(/\.(?=\d{3}[.])/g, ',') } : item));
    // A '$' OCR read as 'S' or '5' ('$369.79' as '5369.79'): 'S' before an amount is the sign; and on a page that
    // prints thousands separators ('$6,912.00'), four digits or more before the point without one begin with it.
    const separated = items.some((item) => /^\$?\d{1,3}(?:,\d{3})+\.\d{2}$/.test(item.text));
    items = items.map((item) => (/^S\d[\d,]*\.\d{2}$/.test(item.text) || (separated && /^5\d{3,}\.\d{2}$/.test(item.text)) ? { ...item, text: item.text.slice(1) } : item));
    items = restoreCents(items.flatMap(splitBoxNumber));
    items = groupLines(items).flatMap((line) => readBackCaptions(line, [...boxes, ...others]));
  }
  const lines = groupLines(items);
  const prose = new Set(lines.flatMap((line) => line.items.filter((item, index) => AMOUNT_TEXT.test(item.text) && inProse(line, index))));
  const kept = groupLines(items.filter((item) => !prose.has(item)));
  return { ...page, items: joinWrapped(kept, boxes) };
}

const horizontalOverlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));

/** Where a caption's column ends: the next caption to its right on its line (any caption), else the page edge. */
function columnEnd(caption: Caption, captions: readonly Caption[], width: number): number {
  let end = width;
  for (const other of captions) {
    if (other === caption || Math.abs(cy(other.box) - cy(caption.box)) > h(caption.box) * 0.6) continue;
    if (other.box.x0 > caption.box.x1 - h(caption.box) && other.box.x0 < end) end = other.box.x0;
  }
  return end;
}

/** What a statement prints in a box with nothing to report: dots, a dash. */
const EMPTY_CELL = /^(?:\.{2,}|…|[-–—]{1,2})$/;
const amountOf = (text: string) => text.replace(/[$,]/g, '');
const isValue = (item: TextItem) => AMOUNT_TEXT.test(item.text) && (/[.,]/.test(item.text) || (Number(amountOf(item.text)) > 20 && !/^\$?0/.test(item.text) && !/^(?:19|20)\d{2}$/.test(item.text)));

/** Where a caption's words end: its match and the words that run on from it ('DESCRIPTION OF AMOUNT' + 'IN BOX 4'). */
function phraseEnd(caption: Caption): number {
  let x1 = caption.box.x1;
  for (const word of caption.line.items) if (word.x0 >= x1 - 0.5 && word.x0 - x1 < h(caption.box) * 0.8) x1 = word.x1;
  return x1;
}

/**
 * Where a caption's cell starts: at its box number when the caption matched words after it in one run ('3 Interest
 * on U.S. Savings Bonds and Treasury' matched at 'Savings Bonds'): the box's amount sits under the number.
 */
function phraseStart(caption: Caption): number {
  const left = caption.line.items.filter((word) => word.x1 <= caption.box.x0 + 0.5).sort((a, b) => b.x0 - a.x0);
  let x0 = caption.box.x0;
  for (const word of left) {
    if (x0 - word.x1 > h(caption.box) * 0.8) break;
    x0 = word.x0;
    if (/^\d{1,2}[a-h]?\.?$/i.test(word.text)) return x0;
  }
  return caption.box.x0;
}

/**
 * Boxes whose caption was found but not their value, read farther: the nearest amount under the caption, down to
 * ten caption heights (the foot of a tall cell: OCR boxes a small caption's words by their letters' height), in its column with no other caption's cell between (an IRS
 * cell), else under it with more of its head over the amount than any other head's (a table's staggered heads).
 */
/**
 * How far under its caption a box's value is looked for, in caption heights: ten on a text layer, fourteen on an OCR
 * reading, whose word boxes are a third shorter than the type (a capital's height, where a PDF gives the font's).
 */
export const reachUnder = (ocr: boolean) => (ocr ? 14 : 10);

export function readDeeper<Field extends string>(reading: BoxReading<Field>, fields: readonly Field[], width: number, reach = reachUnder(false)): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = { ...reading.found };
  const values = reading.lines.flatMap((line) => line.items.filter(isValue));
  const taken = new Set<TextItem>();
  for (const caption of reading.captions) {
    const field = caption.field as Field;
    if (found[field] === undefined) continue;
    const item = values.find((value) => amountOf(value.text) === found[field] && cy(value) >= cy(caption.box) - h(caption.box));
    if (item) taken.add(item);
  }
  for (const caption of reading.captions) {
    const field = caption.field as Field;
    if (!fields.includes(field) || found[field] !== undefined) continue;
    const size = h(caption.box);
    const end = columnEnd(caption, reading.captions, width);
    const below = values.filter((value) => !taken.has(value) && !ownedByLineCaption(value, caption, reading.captions, width) && cy(value) - cy(caption.box) > size * 0.6 && cy(value) - cy(caption.box) < size * reach).sort((a, b) => cy(a) - cy(b));
    const between = (value: TextItem) => reading.captions.filter((other) => other !== caption && cy(other.box) > cy(caption.box) + size * 0.6 && cy(other.box) < cy(value));
    const start = phraseStart(caption);
    const inCell = below.find((value) => {
      if (value.x0 < start - size * 2 || value.x0 >= end) return false;
      // A caption between heads another cell over the value when its words reach into this caption's column.
      return between(value).every((other) => phraseEnd(other) < caption.box.x0 - size * 2 || value.x0 < other.box.x0 - size * 2 || value.x0 >= columnEnd(other, reading.captions, width));
    });
    const underHead = inCell ? undefined : below.find((value) => {
      const own = horizontalOverlap(caption.box, value);
      if (own <= 0) return false;
      const heads = reading.captions.filter((other) => other !== caption && cy(other.box) < cy(value) && cy(value) - cy(other.box) < h(other.box) * 8);
      return heads.every((other) => horizontalOverlap(other.box, value) < own);
    });
    const chosen = inCell ?? underHead;
    // A dash or dots under the caption, no lower than the amount, is its cell printed empty ('...' under '1g Wash sale
    // loss disallowed'): the amount is the next column's.
    const head = { ...caption.box, x1: phraseEnd(caption) };
    const empty = (value: TextItem) => reading.lines.some((line) => line.items.some((item) => EMPTY_CELL.test(item.text) && horizontalOverlap(head, item) > 0 && cy(item) - cy(caption.box) > size * 0.6 && cy(item) < cy(value) + size * 0.6));
    if (chosen && !empty(chosen)) {
      found[field] = amountOf(chosen.text);
      taken.add(chosen);
    }
  }
  return found;
}

/**
 * A summary table's Total row ('Total Short-term and Long-term', 'Totals'): a box read from the first row under
 * its column head takes the amount of the Total row in the same column (right edges aligned), when one is there;
 * else the Total row's amount under the head itself.
 */
export function preferTotals<Field extends string>(reading: BoxReading<Field>, found: Partial<Record<Field, string>>): Partial<Record<Field, string>> {
  const totals = reading.lines.filter((line) => /^totals?\b/i.test(line.items[0]?.text ?? ''));
  if (totals.length === 0) return found;
  const result = { ...found };
  for (const caption of reading.captions) {
    const field = caption.field as Field;
    const value = found[field];
    const size = h(caption.box);
    const overCaption = (candidate: TextItem) => isValue(candidate) && candidate.x0 < caption.box.x1 && candidate.x1 > caption.box.x0;
    if (value === undefined) {
      // No row's value read under the caption (OCR set it on a line of its own): the Totals cell under it, a few rows down.
      const total = totals.find((line) => cy(line) > cy(caption.box) && cy(line) - cy(caption.box) < size * 24);
      const cell = total?.items.find(overCaption);
      if (cell) result[field] = amountOf(cell.text);
      continue;
    }
    // The value read, where the page prints it more than once ('$0.00' in every column of a fund's row): the one
    // nearest the caption's column, of two touching it the one more under it (the previous column's '$0.00' may end
    // just inside a wide head), then the highest.
    const across = (candidate: TextItem) => Math.max(0, caption.box.x0 - candidate.x1, candidate.x0 - caption.box.x1);
    const under = (candidate: TextItem) => horizontalOverlap(caption.box, candidate) / Math.max(1, candidate.x1 - candidate.x0);
    const item = reading.lines
      .flatMap((line) => line.items)
      .filter((candidate) => cy(candidate) > cy(caption.box) && isValue(candidate) && amountOf(candidate.text) === value)
      .sort((a, b) => across(a) - across(b) || under(b) - under(a) || cy(a) - cy(b))[0];
    if (!item || Math.abs(cy(item) - cy(caption.box)) < size * 0.6) continue;
    // Within a dozen rows (OCR boxes a word by its letters, about two thirds of a text line: sixteen of its heights).
    const total = totals.find((line) => cy(line) > cy(item) && cy(line) - cy(item) < size * 16);
    const cell = total?.items.find((candidate) => isValue(candidate) && Math.abs(candidate.x1 - item.x1) < size * 1.5);
    // No total under the value read, but one under the caption itself: the value was the next column's (a row's
    // 'Gain or (loss)' right of an empty 'Wash sale loss disallowed' whose Totals cell prints $0.00).
    const underCaption = total?.items.find(overCaption);
    if (cell) result[field] = amountOf(cell.text);
    else if (underCaption) result[field] = amountOf(underCaption.text);
  }
  return result;
}

/** How much of `expected`'s letter pairs a garbled caption keeps (0-1): 'IBIS INCOME' keeps much of 'interest income'. */
export function captionLikeness(text: string, expected: string): number {
  const pairs = (value: string) => {
    const letters = fold(value).replace(/[^a-z0-9]+/g, ' ');
    const found = new Set<string>();
    for (let i = 0; i + 1 < letters.length; i += 1) if (letters[i] !== ' ' && letters[i + 1] !== ' ') found.add(letters.slice(i, i + 2));
    return found;
  };
  const wanted = pairs(expected);
  const have = pairs(text);
  return wanted.size ? [...wanted].filter((pair) => have.has(pair)).length / wanted.size : 0;
}

/** A box number as OCR may read it ('le' for 1e, 'I' for 1, 'O' for 0), without its dot. */
const boxNumberOf = (text: string) => (/^[0-9lI|O]{1,2}[a-h]?[.:]?$/.test(text) ? text.replace(/[.:]$/, '').replace(/[lI|]/g, '1').replace(/O/g, '0').toLowerCase() : '');

/**
 * A statement's rows by box number ('1  IBIS INCOME . . .  2,841.09'; two to a line in a composite's columns), for
 * boxes whose caption OCR garbled past reading: a box's number at a line's start or right after the amount of the
 * box before it, then words with some likeness to the box's caption, then an amount, gives that box the amount.
 * Trusted only on a page where another such row's number and caption agree (a statement that numbers its rows as
 * the IRS does).
 */
export function readByBoxNumber<Field extends string>(
  lines: readonly TextLine[],
  numbered: readonly (readonly [string, string, string])[],
  patterns: readonly (readonly [Field, RegExp])[],
  found: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const rows = lines.flatMap((line) =>
    line.items.flatMap((item, index) => {
      const previous = line.items[index - 1];
      const starts = index === 0 || (previous && (isValue(previous) || /^box$/i.test(previous.text)));
      const box = starts ? numbered.find(([candidate]) => candidate === boxNumberOf(item.text)) : undefined;
      if (!box) return [];
      // The row ends where the next box's number starts ('2 Royalties 0.000 3 Other income 25.00': box 2 has no amount read).
      const after = line.items.slice(index + 1);
      const next = after.findIndex((word, at) => at > 0 && numbered.some(([candidate]) => candidate === boxNumberOf(word.text)) && /^[A-Za-z]/.test(after[at + 1]?.text ?? ''));
      const rest = next < 0 ? after : after.slice(0, next);
      const amountAt = rest.findIndex(isValue);
      if (amountAt < 1) return [];
      return [{ box, caption: joined(rest.slice(0, amountAt)), amount: amountOf(rest[amountAt]!.text), number: item, value: rest[amountAt]! }];
    }),
  );
  const agreeing = rows.filter((row) => patterns.some(([field, pattern]) => field === row.box[1] && pattern.test(row.caption)));
  if (agreeing.length === 0) return found;
  // A row of the same table as an agreeing row: its number in that row's number column, its amount in its amount column.
  const sameTable = (row: (typeof rows)[number]) =>
    agreeing.some((other) => other !== row && Math.abs(other.number.x0 - row.number.x0) < h(other.number) && Math.abs(other.value.x1 - row.value.x1) < h(other.value) * 1.5);
  const result = { ...found };
  for (const row of rows) {
    const field = row.box[1] as Field;
    if (result[field] !== undefined || !patterns.some(([candidate]) => candidate === field)) continue;
    // A caption OCR garbled past likeness ('1  LECT ToT TT  2,841.09') is still its number's box in the table, unless it reads as another box's.
    const another = patterns.some(([other, pattern]) => other !== field && pattern.test(row.caption));
    if (captionLikeness(row.caption, row.box[2]) >= 0.25 || (!another && sameTable(row))) result[field] = row.amount;
  }
  return result;
}

/** The words after a statement row's box number ('7  Distribution COAB(S) . . . 7'), when the row's caption is like `words`. */
export function rowByBoxNumber(lines: readonly TextLine[], number: string, words: string): TextItem[] {
  for (const line of lines) {
    const first = line.items[0]?.text.toLowerCase() === 'box' ? 1 : 0;
    if (boxNumberOf(line.items[first]?.text ?? '') !== number) continue;
    const rest = line.items.slice(first + 1).filter((item) => !/^[.·:_\-–]+$/.test(item.text));
    if (rest.length >= 2 && captionLikeness(joined(rest.slice(0, -1)), words) >= 0.25) return rest;
  }
  return [];
}

/**
 * A table's column heads: a box read from under its head but off to one side (the nearest value by its left
 * edge, 'Market Discount' 0.00 for 'Wash Sale Loss') takes the amount of the same row that sits under the head's
 * words (right-aligned columns under right-aligned heads), when the value read sits under none of them.
 */
export function alignToHeads<Field extends string>(reading: BoxReading<Field>, fields: readonly Field[]): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = { ...reading.found };
  for (const caption of reading.captions) {
    const field = caption.field as Field;
    if (!fields.includes(field) || found[field] === undefined) continue;
    const size = h(caption.box);
    // A value on the caption's own line is no table cell's.
    if (caption.line.items.some((candidate) => candidate.x0 >= caption.box.x1 - 0.5 && isValue(candidate) && amountOf(candidate.text) === found[field])) continue;
    const item = reading.lines
      .flatMap((line) => line.items)
      .filter((candidate) => isValue(candidate) && amountOf(candidate.text) === found[field] && cy(candidate) - cy(caption.box) > size * 0.6 && cy(candidate) - cy(caption.box) < size * 6)
      .sort((a, b) => cy(a) - cy(b))[0];
    if (!item) continue;
    // The head: the caption and the words that run on from it on its line ('Wash Sale' + 'Loss').
    let head: Box = caption.box;
    for (const word of caption.line.items) if (word.x0 >= head.x1 - 0.5 && word.x0 - head.x1 < size * 0.8) head = { ...head, x1: word.x1 };
    if (horizontalOverlap(head, item) > 0) continue;
    const row = reading.lines.find((line) => line.items.includes(item))!;
    const others = new Set(Object.entries(found).filter(([other]) => other !== field).map(([, value]) => value));
    const under = row.items.filter((candidate) => isValue(candidate) && /[.,]/.test(candidate.text) && horizontalOverlap(head, candidate) > 0 && !others.has(amountOf(candidate.text)));
    const best = under.sort((a, b) => horizontalOverlap(head, b) - horizontalOverlap(head, a))[0];
    if (best) found[field] = amountOf(best.text);
  }
  return found;
}

/**
 * A value read from under its caption that sits on another caption's line, right of it and in its column, is that
 * caption's ('12 Bond Premium on Treasury Obligations 12.37' under '10 Market Discount'): it is dropped.
 */
export function withoutOthersValues<Field extends string>(reading: BoxReading<Field>, found: Partial<Record<Field, string>>, width: number): Partial<Record<Field, string>> {
  const result = { ...found };
  for (const caption of reading.captions) {
    const field = caption.field as Field;
    const value = result[field];
    if (value === undefined) continue;
    if (caption.line.items.some((candidate) => candidate.x0 >= caption.box.x1 - 0.5 && isValue(candidate) && amountOf(candidate.text) === value)) continue;
    const size = h(caption.box);
    const item = reading.lines
      .flatMap((line) => line.items)
      .filter((candidate) => isValue(candidate) && amountOf(candidate.text) === value && cy(candidate) - cy(caption.box) > size * 0.6)
      .sort((a, b) => cy(a) - cy(b))[0];
    if (item && ownedByLineCaption(item, caption, reading.captions, width)) delete result[field];
  }
  return result;
}

/** A caption printed after its box number ('4 Federal income tax withheld', 'Box 3'): its box was widened over the number. */
const numbered = (caption: Caption) =>
  caption.line.items.some((item) => Math.abs(item.x0 - caption.box.x0) < 0.5 && /^(?:box|\d{1,2}[a-h]?\.?)$/i.test(item.text));

/**
 * Whether a caption other than `caption`, on the value's line and left of it, has the value in its column. Not when
 * a numbered box's caption just above the value starts between them: on the IRS grid the payer's block and the boxes
 * are separate columns ('PAYER'S TIN' beside '$ 128.00' under '4 Federal income tax withheld'), the value maybe at the
 * foot of a tall cell, ten of the box caption's heights down (a small-capital caption: 'RECIPIENT'S NAME' level with
 * '487.13' under '4 FEDERAL INCOME TAX WITHHELD').
 */
function ownedByLineCaption(value: TextItem, caption: Caption, captions: readonly Caption[], width: number): boolean {
  const boxBetween = (other: Caption) =>
    captions.some((box) => box !== other && numbered(box) && box.box.x0 > other.box.x1 && box.box.x0 <= value.x0 + 0.5 && box.box.y1 <= value.y0 + 0.5 && value.y0 - box.box.y1 < Math.max(h(value) * 6, h(box.box) * 10));
  return captions.some(
    (other) => other !== caption && Math.abs(cy(other.box) - cy(value)) < h(other.box) * 0.6 && other.box.x1 <= value.x0 + 0.5 && value.x0 < columnEnd(other, captions, width) && !boxBetween(other),
  );
}

const DATE_TEXT = /^\d{1,2}\/\d{1,2}\/(?:\d{2}|\d{4})$/;

/**
 * A table's column head wrapped in its narrow column ('1b Date' over 'acquired'): a word of line `index` and the
 * word just under it, starting within a few characters of it, read together as the caption; their joint box.
 */
function stackedHead(lines: readonly TextLine[], index: number, pattern: RegExp): Box | null {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next) return null;
  for (const item of line.items) {
    const size = h(item);
    if (next.y0 - item.y1 > size * 0.8) return null;
    const under = next.items.find((word) => Math.abs(word.x0 - item.x0) < size * 2.5 || (word.x0 >= item.x0 && word.x0 < item.x1));
    if (under && pattern.test(`${item.text} ${under.text}`)) return { x0: Math.min(item.x0, under.x0), x1: Math.max(item.x1, under.x1), y0: item.y0, y1: under.y1 };
  }
  return null;
}

/**
 * A date box by its caption ('1c Date sold or disposed'): the first date-shaped word after it on its line, else
 * the nearest date under it that starts near the caption (a table's row under staggered heads, a cell's value).
 */
export function dateNear(lines: readonly TextLine[], pattern: RegExp): string {
  for (let index = 0; index < lines.length; index += 1) {
    const box = matchInLine(lines[index]!, pattern) ?? stackedHead(lines, index, pattern);
    if (!box) continue;
    const size = h(box);
    // Beside it, however far (a statement's dot leaders), unless another date's caption comes first.
    const right = lines[index]!.items.filter((item) => item.x0 >= box.x1 - 0.5);
    const beside = right.find((item) => DATE_TEXT.test(item.text));
    if (beside && !right.some((item) => item.x0 < beside.x0 && /^date$/i.test(item.text))) return beside.text;
    for (const line of lines.slice(index + 1, index + 6)) {
      if (line.y0 - box.y1 > size * 8) break;
      const under = line.items.filter((item) => DATE_TEXT.test(item.text) && item.x0 >= box.x0 - size * 3 && item.x0 < box.x1 + size * 2);
      if (under.length) return under.sort((a, b) => Math.abs(a.x0 - box.x0) - Math.abs(b.x0 - box.x0))[0]!.text;
    }
  }
  return '';
}

/**
 * A one- or two-character code under its caption ('7 Distribution code(s)' over '7'), looked for from a little left
 * of the caption (OCR may lose the caption's first words) to the cell's end, in the few lines under it.
 */
export function codeUnder(lines: readonly TextLine[], pattern: RegExp, code: RegExp): string {
  for (let index = 0; index < lines.length; index += 1) {
    const box = matchInLine(lines[index]!, pattern);
    if (!box) continue;
    const size = h(box);
    // The cell goes on to the next box's number on the caption's line ('8 Other'): a code may sit at its right edge.
    const items = lines[index]!.items;
    const nextCell = items.find((item, at) => item.x0 > box.x1 && /^\d{1,2}[a-h]?$/.test(item.text) && /^[A-Z][a-z]/.test(items[at + 1]?.text ?? ''));
    const end = nextCell ? nextCell.x0 : Math.max(box.x1 + size * 2, Math.min(nextColumnStart(lines, box), box.x1 + size * 20));
    for (const line of lines.slice(index + 1, index + 4)) {
      if (line.y0 - box.y1 > size * 5) break;
      // Without a cell's rule OCR read as a bracket or bar beside the code ('7)' at the cell's right edge).
      const bare = (item: TextItem) => item.text.replace(/^[|([]+|[|)\].,]+$/g, '');
      const found = line.items.find((item) => code.test(bare(item)) && item.x0 >= box.x0 - size * 8 && item.x0 < end);
      if (found) return bare(found);
    }
    return '';
  }
  return '';
}

/** A box number starting a caption ('14 State tax withheld'): one or two digits and maybe a letter. */
const CAPTION_NUMBER = /^\d{1,2}[a-h]?$/;

/** The numbered captions of a line (a box number, then words a space apart), as runs of its words. */
function numberedRuns(line: TextLine): TextItem[][] {
  const runs: TextItem[][] = [];
  const items = line.items;
  for (let at = 0; at < items.length; at += 1) {
    const next = items[at + 1];
    if (!CAPTION_NUMBER.test(items[at]!.text) || !next || !/^[A-Za-z]/.test(next.text) || next.x0 - items[at]!.x1 > h(items[at]!) * 1.5) continue;
    const run = [items[at]!];
    for (let more = at + 1; more < items.length; more += 1) {
      const word = items[more]!;
      const startsAnother = CAPTION_NUMBER.test(word.text) && /^[A-Za-z]/.test(items[more + 1]?.text ?? '');
      if (startsAnother || word.x0 - run.at(-1)!.x1 > h(word) * 1.5) break;
      run.push(word);
    }
    runs.push(run);
    at += run.length - 1;
  }
  return runs;
}

/** Most garbled captions read again per page (each a small OCR pass). */
const MAX_CAPTION_REREADS = 4;

/**
 * Numbered captions in small type OCR garbled past reading back ('34 Shots ex withold' for '14 State tax withheld'),
 * read again from the image alone, enlarged (ocr.ts reread), when a box's caption is missing from the page: a run of
 * a box number and words that matches no caption, its number in the column of another numbered caption (a form's
 * grid), takes the reread's words when they read as a caption of `known`. The words are spread over the run's
 * width by their letters: a caption's start and extent are what the box reader uses.
 */
export async function rereadGarbledCaptions(page: PageText, known: readonly RegExp[]): Promise<PageText> {
  if (!page.reread) return page;
  const items = words(page.items);
  const lines = groupLines(items);
  const runs = lines.flatMap(numberedRuns);
  const text = (run: readonly TextItem[]) => run.map((item) => captionWordOf(item.text)).join(' ');
  const inGrid = (run: readonly TextItem[]) => runs.some((other) => other !== run && Math.abs(other[0]!.x0 - run[0]!.x0) < h(run[0]!) * 0.6);
  const garbled = runs.filter((run) => run.length >= 2 && inGrid(run) && !known.some((pattern) => pattern.test(text(run)))).slice(0, MAX_CAPTION_REREADS);
  if (garbled.length === 0) return page;
  const reread = page.reread;
  const readings = await Promise.all(
    garbled.map((run) => reread({ x0: run[0]!.x0, x1: run.at(-1)!.x1, y0: Math.min(...run.map((item) => item.y0)), y1: Math.max(...run.map((item) => item.y1)) })),
  );
  const dropped = new Set<TextItem>();
  const added: TextItem[] = [];
  garbled.forEach((run, index) => {
    const read = readings[index]!.trim().split(/\s+/);
    if (read.length < 2 || !CAPTION_NUMBER.test(read[0]!) || !known.some((pattern) => pattern.test(read.join(' ')))) return;
    const [x0, x1] = [run[0]!.x0, run.at(-1)!.x1];
    const [y0, y1] = [Math.min(...run.map((item) => item.y0)), Math.max(...run.map((item) => item.y1))];
    const letters = read.join(' ').length;
    let at = 0;
    for (const word of read) {
      added.push({ text: word, x0: x0 + ((x1 - x0) * at) / letters, x1: x0 + ((x1 - x0) * (at + word.length)) / letters, y0, y1 });
      at += word.length + 1;
    }
    for (const item of run) dropped.add(item);
  });
  if (dropped.size === 0) return page;
  return { ...page, items: [...items.filter((item) => !dropped.has(item)), ...added] };
}

const STATE_CODE = new RegExp(`^(?:${US_STATE_CODES.join('|')})$`);

/**
 * A box's value that is only ever a caption's box number on the page ('35' of '35 Statn/Payers sta no.' right of
 * box 14's caption: one or two digits, a capitalised word just after) or a number after 'No.' or after a state's code: such a value is dropped
 * (the box left to a reread, or blank).
 */
export function withoutBoxNumbers<Field extends string>(lines: readonly TextLine[], found: Partial<Record<Field, string>>): Partial<Record<Field, string>> {
  const result = { ...found };
  for (const [field, value] of Object.entries(found) as [Field, string | undefined][]) {
    if (value === undefined || !/^\d+$/.test(value)) continue;
    const seen = lines.flatMap((line) => line.items.map((item, at) => ({ item, before: line.items[at - 1], next: line.items[at + 1] }))).filter(({ item }) => amountOf(item.text) === value);
    const boxNumber = ({ item, next }: (typeof seen)[number]) => CAPTION_NUMBER.test(item.text) && next !== undefined && /^[A-Z][A-Za-z]/.test(next.text) && next.x0 - item.x1 < h(item) * 1.5;
    // A number after 'No.' is a form's or account's number ('OMB No. 1545-0112' read without its dash), no amount.
    const numberOf = ({ item, before }: (typeof seen)[number]) => /^\d+$/.test(item.text) && before !== undefined && /^(?:no\.?|#)$/i.test(before.text) && item.x0 - before.x1 < h(item) * 1.5;
    // A number after a state's postal code is the payer's state number ('MN 4418207' of box 6), no amount.
    const stateNumber = ({ item, before }: (typeof seen)[number]) => /^\d+$/.test(item.text) && before !== undefined && STATE_CODE.test(before.text) && item.x0 - before.x1 < h(item) * 1.5;
    if (seen.length > 0 && seen.every((at) => boxNumber(at) || numberOf(at) || stateNumber(at))) delete result[field];
  }
  return result;
}

/**
 * Where the cell of a caption ends on a form's grid: the nearest box number right of it that starts a caption on
 * its line or the lines a few caption heights above or below ('6 Net unrealized', '8 Other' over '15 State'), when
 * OCR garbled the next caption on the caption's own line ('7 Distribution code(s) ” § 0 ©'). Infinity without one.
 */
export function nextColumnStart(lines: readonly TextLine[], box: Box): number {
  const size = h(box);
  const near = lines.filter((line) => Math.abs(cy(line) - cy(box)) < size * 8);
  // A box number is printed in its caption's type: a digit in larger type is a value ('7' of box 7 at the cell's foot,
  // level with a side title's 'Plans, IRAs,'), not the next cell's caption.
  const captionTyped = (run: TextItem[]) => h(run[0]!) <= size * 1.3;
  const starts = near.flatMap((line) => numberedRuns(line).filter(captionTyped).map((run) => run[0]!.x0)).filter((x) => x > box.x1);
  return Math.min(Infinity, ...starts);
}

/** A line holding a numbered caption that starts between x0 and x1 (the next caption of a cell). */
export const numberedRunsAt = (line: TextLine, x0: number, x1: number) => numberedRuns(line).some((run) => run[0]!.x0 >= x0 - h(run[0]!) && run[0]!.x0 < x1);

/** A table head's box number in brackets ('(1E)', '(Box 1d)'; OCR may read its 1 as 'I'), as a column under its word prints it. */
const HEAD_NUMBER = /^\((?:box\s*)?([0-9lI|O]{1,2}[a-h]?)\)$/i;
const headNumberOf = (text: string) => HEAD_NUMBER.exec(text)?.[1]?.replace(/[lI|]/g, '1').replace(/O/g, '0').toLowerCase();

/**
 * The head word over a column names another box than the number under it: the word is one of another box's caption
 * words and none of this box's ('WASH SALE' over '(16)': OCR read box 1g's '(1G)' as 16, state tax withheld; a
 * statement that prints no state box has no column for it). The words say which box the column is; the number
 * read is not trusted against them.
 */
export function headWordNamesOtherBox(word: string, number: string, numbered: readonly (readonly [string, string, string])[]): boolean {
  const text = word.toLowerCase().replace(/[^a-z]/g, '');
  if (text.length < 3) return false;
  const wordsOf = (entry: readonly [string, string, string]) => entry[2].toLowerCase().split(/[^a-z0-9]+/);
  const own = numbered.filter(([boxNumber]) => boxNumber === number);
  if (own.some((entry) => wordsOf(entry).includes(text))) return false;
  return numbered.some((entry) => entry[0] !== number && wordsOf(entry).includes(text));
}

/**
 * A row of column heads that is box numbers alone, each 'Box N' ('Box 1  Box 2  Box 4' over 'Interest paid  Early w/d
 * penalty  Federal tax withheld'), maybe after the heads of the rows' labels ('Account'): each head spans its two
 * words. Empty when the line holds anything else.
 */
/** The run of words (gaps under a glyph and a half) on a line holding the word over a head's span. */
function phraseOver(line: TextLine, head: Box): TextItem[] {
  const at = line.items.findIndex((candidate) => horizontalOverlap(candidate, head) > 0);
  if (at < 0) return [];
  const close = (left: TextItem, right: TextItem) => right.x0 - left.x1 < h(right) * 1.5;
  let [first, last] = [at, at];
  while (first > 0 && close(line.items[first - 1]!, line.items[first]!)) first -= 1;
  while (last + 1 < line.items.length && close(line.items[last]!, line.items[last + 1]!)) last += 1;
  return line.items.slice(first, last + 1);
}

/** A word of the box's own caption ('interest' of box 1's 'interest income'). */
const headWordOfBox = (word: string, number: string, numbered: readonly (readonly [string, string, string])[]) =>
  numbered.some(([boxNumber, , words]) => boxNumber === number && words.toLowerCase().split(/[^a-z0-9]+/).includes(word.toLowerCase()));

function boxHeadsOf(line: TextLine): { item: Box; number: string }[] {
  const heads: { item: Box; number: string }[] = [];
  // ('(box 1d)' under each head's words: a head without a box, 'Realized gain/loss', may stand among them.)
  const bracketed = line.items.some((item, at) => /^\(box$/i.test(item.text) && /^[0-9lI|]{1,2}[a-h]?\)$/i.test(line.items[at + 1]?.text ?? ''));
  for (let at = 0; at < line.items.length; at += 1) {
    const item = line.items[at]!;
    const glued = /^\(?box([0-9lI|]{1,2}[a-h]?)\)?$/i.exec(item.text)?.[1];
    const next = line.items[at + 1];
    const spaced = /^\(?box$/i.test(item.text) && next && /^[0-9lI|]{1,2}[a-h]?\)?$/i.test(next.text) ? next.text.replace(')', '') : undefined;
    // (Heads of the row labels' columns before the boxes: 'Account', 'Account type'.)
    if (!glued && !spaced && (heads.length === 0 || bracketed) && !/\d/.test(item.text)) continue;
    if (!glued && !spaced) return [];
    const number = (glued ?? spaced)!.replace(/[lI|]/g, '1').toLowerCase();
    heads.push({ item: spaced ? { x0: item.x0, x1: next!.x1, y0: Math.min(item.y0, next!.y0), y1: Math.max(item.y1, next!.y1) } : item, number });
    if (spaced) at += 1;
  }
  return heads;
}

/**
 * A table whose column heads are words with the box number printed under each ('COST' over '(1E)', 'WASH SALE' over
 * '(1G)'): a box whose caption is not its IRS words ('COST' for 'Cost or other basis') is told by that number, and
 * takes the amount of the table's Totals row in its column (under the number or its word). Only boxes not read
 * otherwise; only a line of two or more such numbers and nothing else (a row of heads).
 */
export function readByHeadNumbers<Field extends string>(lines: readonly TextLine[], numbered: readonly (readonly [string, string, string])[], found: Partial<Record<Field, string>>): Partial<Record<Field, string>> {
  const result = { ...found };
  for (const [index, line] of lines.entries()) {
    const bracketed = line.items.map((item) => ({ item: item as Box, number: headNumberOf(item.text) })).filter((head) => head.number !== undefined);
    const heads = bracketed.length === line.items.length ? bracketed : boxHeadsOf(line);
    if (heads.length < 2) continue;
    const size = Math.max(1, line.y1 - line.y0);
    const total = lines.slice(index + 1).find((below) => /^totals?\b/i.test(below.items[0]?.text ?? '') && below.y0 - line.y1 < size * 40);
    if (!total) continue;
    const over = lines[index - 1];
    // ('Box 1' over 'Interest paid': the head's words under its number.)
    const under = bracketed.length === line.items.length ? undefined : lines[index + 1];
    for (const { item, number } of heads) {
      const field = numbered.find(([boxNumber]) => boxNumber === number)?.[1] as Field | undefined;
      if (!field || result[field] !== undefined) continue;
      // The column: the number and the head word over it (or under it).
      const wordOver = over && over.y1 > line.y0 - size * 1.5 ? over.items.find((candidate) => horizontalOverlap(candidate, item) > 0) : undefined;
      const phraseUnder = under && under.y0 < line.y1 + size * 1.5 ? phraseOver(under, item) : [];
      const word = wordOver ?? phraseUnder.at(-1);
      if (wordOver && headWordNamesOtherBox(wordOver.text, number!, numbered)) continue;
      // The words under a 'Box N' head say another box's caption and nothing of its own: not trusted.
      if (phraseUnder.some((candidate) => headWordNamesOtherBox(candidate.text, number!, numbered)) && !phraseUnder.some((candidate) => headWordOfBox(candidate.text, number!, numbered))) continue;
      const column = { x0: Math.min(item.x0, word?.x0 ?? item.x0), x1: Math.max(item.x1, word?.x1 ?? item.x1) };
      const cells = total.items.filter((candidate) => isValue(candidate) && /\.\d{2}$/.test(candidate.text) && horizontalOverlap(candidate, { ...column, y0: 0, y1: 0 }) > 0);
      if (cells.length === 1) result[field] = amountOf(cells[0]!.text);
    }
  }
  return result;
}

/**
 * A box named in running text with its amount right after it, maybe after its box number and a colon ('FEDERAL
 * INCOME TAX WITHHELD (BOX 4): 0.00', 'Federal income tax withheld: $0.00'): that amount is the box's, whatever a
 * table further down holds under the words.
 */
export function readNamedInText<Field extends string>(lines: readonly TextLine[], boxes: readonly (readonly [Field, RegExp])[], found: Partial<Record<Field, string>>): Partial<Record<Field, string>> {
  const result = { ...found };
  for (const [field, pattern] of boxes) {
    for (const line of lines) {
      const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(line.text);
      if (!match) continue;
      const after = line.text.slice(match.index + match[0].length);
      const amount = /^\s*(?:\((?:box\s*)?\d{1,2}[a-h]?\))?\s*:\s*\$?\s?(\d{1,3}(?:,\d{3})*\.\d{2}|\d+\.\d{2})(?!\S)/i.exec(after)?.[1];
      if (amount === undefined) continue;
      result[field] = amountOf(amount);
      break;
    }
  }
  return result;
}

/**
 * Two numbered cells side by side on a grid ('1 Unemployment compensation' and '2 State or local income tax refunds'):
 * an amount right-aligned in the left cell may run on under the right cell's caption, but it starts left of the right
 * cell's box number, as no amount of that cell can. Such an amount read for the right box is the left box's (when that
 * was not read), and the right box takes the amount under its own caption on the same line, if one is there.
 */
export function valuesByCellStart<Field extends string>(reading: BoxReading<Field>, found: Partial<Record<Field, string>>): Partial<Record<Field, string>> {
  const result = { ...found };
  const values = reading.lines.flatMap((line) => line.items).filter((item) => isValue(item) && /\.\d{2}$/.test(item.text));
  for (const right of reading.captions.filter(numbered)) {
    const size = h(right.box);
    const left = reading.captions
      .filter((other) => other !== right && numbered(other) && other.box.x1 <= right.box.x0 + 0.5 && Math.abs(cy(other.box) - cy(right.box)) < size * 0.6)
      .sort((a, b) => b.box.x1 - a.box.x1)[0];
    const [rightField, leftField] = [right.field as Field, left?.field as Field | undefined];
    const value = result[rightField];
    if (!left || leftField === undefined || value === undefined || result[leftField] !== undefined) continue;
    // The value read for the right box, in the row under the two captions, starting between the two box numbers; not
    // when the same amount is printed in the right cell too (two cells of '$0.00': the right one's is its own).
    const under = (candidate: TextItem) => amountOf(candidate.text) === value && cy(candidate) > cy(right.box) && cy(candidate) - cy(right.box) < size * 6;
    const end = columnEnd(right, reading.captions, Infinity);
    const item = values.find((candidate) => under(candidate) && candidate.x0 > left.box.x0 && candidate.x0 < right.box.x0 - size * 0.5);
    if (!item || values.some((candidate) => under(candidate) && candidate.x0 >= right.box.x0 - size * 0.5 && candidate.x0 < end)) continue;
    result[leftField] = value;
    const own = values.find((candidate) => candidate !== item && Math.abs(cy(candidate) - cy(item)) < h(item) * 0.6 && candidate.x0 >= right.box.x0 && candidate.x0 < end);
    if (own) result[rightField] = amountOf(own.text);
    else delete result[rightField];
  }
  return result;
}
