// 1099 grids read from poor scans (helper B, session 13): captions OCR garbled past the readers' patterns, whose
// cells still say which box they are by the number printed at their top left ('Box 4', '4'), the amount below in the
// same cell. On the 2024 forms every box's caption begins with its number and its amount is printed under it.
import { captionLikeness } from './boxes1099';
import type { Box, TextItem, TextLine } from './layout';
import type { NumberedBox } from './boxNumbers1099';

const h = (box: Box) => Math.max(1, box.y1 - box.y0);
/** An amount with its cents ('$ 231.84', '1,046.82', '‘31.12': a speck OCR put before it). */
const CENTS = /^\$?\d{1,3}(?:,\d{3})+\.\d{2}$|^\$?\d+\.\d{2}$/;
const amountText = (text: string) => text.replace(/^[‘’'`"“”:;|(]+/, '');
const isCents = (item: TextItem) => CENTS.test(amountText(item.text));
/** A box number as OCR reads it ('4', '1a', 'l7' for 17), without a dot or colon. */
const numberOf = (text: string) => (/^[0-9lI|]{1,2}[a-h]?[.:]?$/.test(text) ? text.replace(/[.:]$/, '').replace(/[lI|]/g, '1').toLowerCase() : '');

interface Label { number: string; item: TextItem; caption: string; explicit: boolean; line: TextLine }

/** Labels of cells on a line: 'Box 4 ...', 'Box4 ...', or a bare number starting the line or after a wide gap, then words. */
function labelsOf(line: TextLine): Label[] {
  const labels: Label[] = [];
  line.items.forEach((item, index) => {
    const previous = line.items[index - 1];
    let number = '';
    let explicit = false;
    let after = index + 1;
    const glued = /^box(\d{1,2}[a-h]?)$/i.exec(item.text);
    if (glued) [number, explicit] = [glued[1]!.toLowerCase(), true];
    else if (/^box$/i.test(item.text) && line.items[index + 1]) {
      number = numberOf(line.items[index + 1]!.text);
      explicit = number !== '';
      after = index + 2;
    } else if (!previous || /^box$/i.test(previous.text) === false) {
      const gap = previous ? item.x0 - previous.x1 : Infinity;
      if (gap > h(item) * 1.5 || (previous && /^[|\][]$/.test(previous.text))) number = numberOf(item.text);
    }
    if (!number) return;
    const words: TextItem[] = [];
    for (const word of line.items.slice(after)) {
      if (/^box/i.test(word.text) || isCents(word) || (words.length > 0 && word.x0 - words.at(-1)!.x1 > h(word) * 3)) break;
      words.push(word);
    }
    if (words.length === 0 || !/[A-Za-z]{3}/.test(words[0]!.text + (words[1]?.text ?? ''))) return;
    labels.push({ number, item, caption: words.map((word) => word.text).join(' '), explicit, line });
  });
  return labels;
}

/**
 * Boxes left empty, each from a cell labelled by its number: the first amount with cents below the label, inside the
 * cell (from the label's left edge to the next label on its line) and above the next label in that column. A label
 * 'Box N' is trusted whatever OCR made of its caption, unless the caption reads as another box's; a bare number only
 * when its words keep a third of the box's caption (captionLikeness).
 */
export function readLabelledCells<Field extends string>(
  lines: readonly TextLine[],
  numbered: readonly NumberedBox[],
  patterns: readonly (readonly [Field, RegExp])[],
  found: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const labels = lines.flatMap(labelsOf);
  const result = { ...found };
  const taken = new Set<TextItem>();
  for (const label of labels) {
    const box = numbered.find(([number]) => number === label.number);
    if (!box) continue;
    const field = box[1] as Field;
    if (result[field] !== undefined || !patterns.some(([candidate]) => candidate === field)) continue;
    const another = patterns.some(([other, pattern]) => other !== field && pattern.test(label.caption));
    if (another || !(label.explicit || captionLikeness(label.caption, box[2]) >= 0.34)) continue;
    const size = h(label.item);
    const left = label.item.x0 - size;
    const right = labels.filter((other) => other.line === label.line && other.item.x0 > label.item.x0).reduce((edge, other) => Math.min(edge, other.item.x0), Infinity);
    // A statement's row ('2  Early withdrawal penalty  0.00') carries its amount on its own line: no cell over a value.
    if (label.line.items.some((item) => isCents(item) && item.x0 > label.item.x0 && item.x0 < right)) continue;
    // The next label below whose cell overlaps this one's: the cell ends there.
    const below = labels.filter((other) => other.item.y0 > label.item.y1 && other.item.x0 < right && other.item.x0 > left - size * 4);
    const bottom = Math.min(label.item.y1 + size * 10, ...below.map((other) => other.item.y0));
    // The first value-like word under the label in the cell (digits: an amount, or what OCR made of one) must be the
    // amount: a garbled amount ('S4ps160') is not passed over for the next row's (an SSA-1099's description lines).
    const amount = lines
      .filter((line) => line.y0 > label.item.y0 + size * 0.5 && line.y0 < bottom)
      .flatMap((line) => line.items)
      .find((item) => /\d{3}|\d\.\d/.test(item.text) && item.x0 >= left && item.x1 <= right + size && !taken.has(item));
    if (!amount || !isCents(amount)) continue;
    taken.add(amount);
    result[field] = amountText(amount.text).replace(/[$,]/g, '');
  }
  return result;
}

/**
 * How many of the kind's own boxes (not box 4, federal income tax withheld, which every 1099 prints) the page labels
 * by their number with words keeping half of their caption ('1 Unemployment competion', '2 Stare de kcal income
 * tax'): a scanned grid whose title and captions OCR garbled is still told by them.
 */
export function labelledBoxCount(lines: readonly TextLine[], numbered: readonly NumberedBox[]): number {
  const boxes = new Set<string>();
  for (const label of lines.flatMap(labelsOf)) {
    const box = numbered.find(([number]) => number === label.number);
    if (box && box[1] !== 'federalIncomeTaxWithheld' && captionLikeness(label.caption, box[2]) >= 0.5) boxes.add(box[0]);
  }
  return boxes.size;
}
