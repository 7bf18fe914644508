// A W-2 box found by its printed number where OCR garbled its caption's words past knowing ('16 Sit wage. psec.',
// '17 Stato ncomo tax' in a payroll 4-up's 5 pt state row): the form numbers its boxes and prints them in order
// along a row (1 and 2, 3 and 4, 15 to 20), so a number standing between its neighbours on one line, words after it,
// is that box's caption. Form W-2 (2024): https://www.irs.gov/pub/irs-pdf/fw2.pdf
import type { Box, TextItem, TextLine } from './layout';

/** A box number as OCR keeps it: the digits alone, or with the point some payroll sheets print ('16.'). */
const numberOf = (item: TextItem) => /^(\d{1,2})\.?$/.exec(item.text)?.[1];
const middle = (box: Pick<Box, 'y0' | 'y1'>) => (box.y0 + box.y1) / 2;

/**
 * The caption of box `number` (1-20): its number, with box `number` - 1 left of it or box `number` + 1 right of it on
 * its line, and the words after it up to the next box's number, a value or a cell's side ('|'). Null when no line has that.
 */
export function numberedCaption(lines: readonly TextLine[], number: number): { box: Box; line: TextLine } | null {
  for (const line of lines) {
    const at = line.items.findIndex((item) => numberOf(item) === String(number));
    if (at < 0) continue;
    // On its line, or level with it on the next or the last line: a scan turned a degree or two sets a row's
    // right half a line lower or higher than its left ('1 Wages' on one line, '2 Federal' a few pixels down on the next).
    const own = line.items[at]!;
    const level = lines.filter((other) => other === line || Math.abs(middle(other) - middle(own)) < (own.y1 - own.y0) * 0.8).flatMap((other) => other.items);
    const before = level.some((item) => item.x1 <= own.x0 && numberOf(item) === String(number - 1));
    const after = level.some((item) => item.x0 >= own.x1 && numberOf(item) === String(number + 1));
    if (!before && !after) continue;
    const words: TextItem[] = [];
    for (const item of line.items.slice(at + 1)) {
      // The next box's number, a cell's side, or a value (a plain table prints the amount on the caption's line).
      if (/\d/.test(item.text) || /^[|!]+$/.test(item.text)) break;
      // Nor past a gap of four of its heights: the words there are another cell's (OCR set a small '3' a little low,
      // on the line of a word at the row's far end).
      if (item.x0 - (words.at(-1) ?? own).x1 > (own.y1 - own.y0) * 4) break;
      words.push(item);
    }
    if (!words.some((item) => /[a-z]{2}/i.test(item.text))) continue;
    // The number's height, a caption's: OCR joins a small word to a cell's side beside it, three times as tall.
    return { line, box: { x0: own.x0, y0: own.y0, x1: words.at(-1)!.x1, y1: own.y1 } };
  }
  return null;
}
