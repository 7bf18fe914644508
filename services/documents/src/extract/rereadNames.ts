// A party's name on an image, read again alone. The page's OCR garbles small print in a name ('gascade
// Federal') or splits its words across two lines when they sit a pixel lower ('Credit Union' set apart from
// 'Cascade Federal'); the name's own strip of the image, read enlarged as one line, reads it whole.
import type { Box, PageText, TextItem, TextLine } from './layout';
import { beforeNextLabel, isNameLike, withoutAddress } from './parties1099';

/** Words a name is made of: capitalised words, initials, capitals, '&', a firm's 'LLC', particles. */
const NAME_WORD = /^(?:[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)*|[A-Z][A-Z'’&.-]*|[A-Z][a-z]*\.|&|of|and|the|for|de|del|la|van|von|da|du|y)[,.]?$/;

/** How much a reading looks like a name: a word of a name counts 1, any other word (a slip of OCR) takes away 2. */
export function nameQuality(text: string): number {
  const tokens = text.split(/\s+/).filter(Boolean);
  return tokens.reduce((sum, token) => sum + (NAME_WORD.test(token) ? 1 : -2), 0);
}

/**
 * A reading trimmed of the OCR's ink before it (a rule read as '|', a neighbour's letter), and cut where the name
 * ends: at the first word no name is made of ('FIRST FEDERAL BANK - 1099-B Proceeds ...' on a letterhead's line).
 */
function trimmed(text: string): string {
  const tokens = text.replace(/[|_~]+/g, ' ').split(/\s+/).filter(Boolean);
  while (tokens.length && !NAME_WORD.test(tokens[0]!)) tokens.shift();
  const end = tokens.findIndex((token) => !NAME_WORD.test(token));
  return (end < 0 ? tokens : tokens.slice(0, end)).join(' ').replace(/,$/, '');
}

const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z0-9&]/g, '');

/** The words of the page that spell `name` one after another on a line. */
function itemsSpelling(lines: readonly TextLine[], name: string): TextItem[] | null {
  const wanted = squeezed(name);
  if (!wanted) return null;
  for (const line of lines) {
    for (let start = 0; start < line.items.length; start += 1) {
      let spelled = '';
      for (let end = start; end < line.items.length; end += 1) {
        spelled += squeezed(line.items[end]!.text);
        if (spelled === wanted) return line.items.slice(start, end + 1);
        if (!wanted.startsWith(spelled)) break;
      }
    }
  }
  return null;
}

/**
 * The strip a name is printed in: its words' first line of ink, and on to either side while ink goes on with no
 * wider gap than a word space or two (words the page's reading set on another line or lost), up to a rule.
 */
function stripOf(page: PageText, named: readonly TextItem[]): { box: Box; more: boolean } {
  const words: Box = { x0: Math.min(...named.map((item) => item.x0)), y0: Math.min(...named.map((item) => item.y0)), x1: Math.max(...named.map((item) => item.x1)), y1: Math.max(...named.map((item) => item.y1)) };
  const box = firstInkBand(page, words);
  if (!page.darkness) return { box, more: false };
  const size = box.y1 - box.y0;
  const columnInk = (x: number) => page.darkness!({ x0: x, x1: x + 1, y0: box.y0, y1: box.y1 });
  // A cell's rule: ink from well above the line to well below it (a letter's stem stays within its line).
  const rule = (x: number) => page.darkness!({ x0: x, x1: x + 1, y0: box.y0 - size, y1: box.y1 + size }) > 0.8;
  /** Where the ink goes on to from `from`, one column at a time in `step`'s direction. */
  const inkTo = (from: number, step: 1 | -1) => {
    let inked = from;
    for (let x = from; x >= 0 && x < page.width && Math.abs(x - inked) <= size * 1.2; x += step) {
      const ink = columnInk(x);
      if (ink > 0.8 && rule(x)) break;
      if (ink > 0) inked = step > 0 ? x + 1 : x;
    }
    return inked;
  };
  const x1 = inkTo(Math.ceil(box.x1), 1);
  const x0 = inkTo(Math.floor(box.x0) - 1, -1);
  const more = x1 - box.x1 > size * 0.5 || box.x0 - x0 > size * 0.5;
  return { box: { ...box, x0: Math.min(box.x0, x0), x1 }, more };
}

/**
 * The first line of ink in a box. OCR's word boxes sometimes span the name and the street under it (it joined the
 * two lines and read neither right): the rows of the box are scanned for the blank row that ends the first line.
 */
function firstInkBand(page: PageText, box: Box): Box {
  if (!page.darkness) return box;
  const rowInk = (y: number) => page.darkness!({ x0: box.x0, x1: box.x1, y0: y, y1: y + 1 });
  let top = Math.floor(box.y0);
  while (top < box.y1 && rowInk(top) < BLANK_ROW) top += 1;
  let bottom = top;
  while (bottom < box.y1 && rowInk(bottom) >= BLANK_ROW) bottom += 1;
  return bottom - top >= 4 ? { ...box, y0: top, y1: bottom } : box;
}

/** Ink in a blank row between two lines of print: none but a speck. */
const BLANK_ROW = 0.002;

/**
 * `name` as read again from the image, when that reads more like a name than the page's reading did; else `name`.
 * Nothing is read again when the name already reads as a name and no word of it was set apart.
 */
export async function rereadName(page: PageText, lines: readonly TextLine[], name: string): Promise<string> {
  if (!page.reread || !name) return name;
  const named = itemsSpelling(lines, name);
  if (!named) return name;
  const { box, more } = stripOf(page, named);
  if (!more && nameQuality(name) === name.split(/\s+/).length) return name;
  const size = box.y1 - box.y0;
  const read = await page.reread({ x0: box.x0 - size * 0.3, x1: box.x1 + size * 0.3, y0: box.y0, y1: box.y1 });
  // The name's line may run on into its address ('..., 400 FAYETTEVILLE ST, RALEIGH NC') or the next label
  // ('CHIDINMA OKORO-LINDQVIST TIN XXX-XX-2264'): the name alone.
  const again = trimmed(beforeNextLabel(withoutAddress(read)));
  return isNameLike(again) && nameQuality(again) > nameQuality(name) ? again : name;
}
