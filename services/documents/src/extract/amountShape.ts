// The shape of an amount as printed: maybe a '$', digits in groups of three after separators (or none), cents after a
// point. OCR on a clean image may read the '$', a separator or the point as digits ('$24,000.00' as 5247000800): a
// reading no amount of its page can be is read again from the image, or repaired when only one reading fits, and
// never taken as it is. Shared by the readers (1099s now; the W-2's can take it).
import type { Box, PageText, TextItem } from './layout';

/** How a page prints its amounts. */
export interface AmountStyle {
  /** With cents after a point ('1,184.60', '$0.00'). */
  cents: boolean;
  /** With a '$' before them. */
  dollar: boolean;
}

const PRINTED = /^(\$)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?$/;

/** The amount a text prints when it has a printed amount's shape ('$18,725.00' 18725), else null. */
export function printedAmount(text: string): number | null {
  const match = PRINTED.exec(text);
  return match ? Number(`${match[2]!.replace(/,/g, '')}${match[3] ?? ''}`) : null;
}

/**
 * A page's style from the amounts it surely prints (those with a separator or a point): with cents when most of them
 * carry them, with '$' when at least half do. No such amount: no style known (cents false), nothing is judged.
 */
export function amountStyleOf(texts: readonly string[]): AmountStyle {
  const sure = texts.filter((text) => /[.,]/.test(text) && PRINTED.test(text));
  if (sure.length === 0) return { cents: false, dollar: false };
  const withCents = sure.filter((text) => /\.\d{2}$/.test(text)).length;
  const withDollar = sure.filter((text) => text.startsWith('$')).length;
  return { cents: withCents * 2 > sure.length, dollar: withDollar * 2 >= sure.length };
}

/**
 * Whether a reading is a run of digits that cannot be an amount of a page printing cents: seven digits or more with
 * no point (a million or more would show separators, anything less its cents). Nine digits are let be: a TIN
 * printed without dashes; so is a run from 0 (an account number). Shorter runs are ZIP codes, years, box numbers.
 */
export function impossibleAmount(text: string, style: AmountStyle): boolean {
  if (!style.cents) return false;
  const digits = /^\$?(\d+)$/.exec(text)?.[1];
  return digits !== undefined && digits.length >= 7 && digits.length !== 9 && !digits.startsWith('0');
}

/**
 * A run of digits read from '$d,ddd.dd' with each mark read as a digit, on a page that prints '$': the '$', one to
 * three digits, each separator and its three digits, the point and two cents. Its length fixes how many groups
 * there are, so one reading at most fits: that amount, else null. The separators must read alike (OCR reads one
 * mark one way), the '$' as a digit shaped like it (5, 8, 3, 9, 6).
 */
export function repairedRunOn(digits: string, style: AmountStyle): number | null {
  if (!style.dollar || !style.cents || !/^\d+$/.test(digits)) return null;
  const rest = digits.length - 4;
  const groups = Math.floor((rest - 1) / 4);
  const lead = rest - groups * 4;
  if (rest < 1 || lead < 1 || lead > 3 || !/[58369]/.test(digits[0]!)) return null;
  const whole = digits.slice(1, 1 + lead);
  if (lead > 1 && whole.startsWith('0')) return null;
  const separators: string[] = [];
  let amount = whole;
  for (let group = 0; group < groups; group += 1) {
    const at = 1 + lead + group * 4;
    separators.push(digits[at]!);
    amount += digits.slice(at + 1, at + 4);
  }
  if (new Set(separators).size > 1) return null;
  return Number(`${amount}.${digits.slice(-2)}`);
}

/** Most tokens read again from one page (each costs a small OCR pass). */
const MAX_REREADS = 3;

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
const sameLine = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > Math.min(a.y1 - a.y0, b.y1 - b.y0) * 0.5;

/**
 * A page whose readings that cannot be amounts of it are read again, each from its own box enlarged (ocr.ts reread),
 * widened to the words beside it: the reading of the box when it is one amount of the page's shape; else the run
 * repaired when only one amount fits it; else the run is dropped. Words the page's reading set over the same ink
 * ('$18,725.' over '18525100', specks inside it) go with it. A page with none is returned as it is.
 */
export async function withAmountsChecked(page: PageText, maxRereads = MAX_REREADS): Promise<PageText> {
  const style = amountStyleOf(page.items.map((item) => item.text));
  const doubtful = page.items.filter((item) => impossibleAmount(item.text, style));
  if (doubtful.length === 0) return page;
  let items: TextItem[] = [...page.items];
  let rereads = 0;
  for (const item of doubtful) {
    const size = item.y1 - item.y0;
    const over = items.filter((other) => other !== item && sameLine(other, item) && overlap(other, item) > Math.min(other.x1 - other.x0, item.x1 - item.x0) * 0.5);
    const box: Box = { x0: Math.min(item.x0, ...over.map((other) => other.x0)), x1: Math.max(item.x1, ...over.map((other) => other.x1)), y0: item.y0, y1: item.y1 };
    // Out to the next word on either side, a little more than a glyph at most (a '$' the reading left out).
    const beside = items.filter((other) => other !== item && !over.includes(other) && sameLine(other, item));
    const left = Math.max(box.x0 - size * 1.2, ...beside.filter((other) => other.x1 <= box.x0).map((other) => other.x1 + 1));
    const right = Math.min(box.x1 + size * 1.2, ...beside.filter((other) => other.x0 >= box.x1).map((other) => other.x0 - 1));
    let value: number | null = null;
    if (page.reread && rereads < maxRereads) {
      rereads += 1;
      const found = (await page.reread({ ...box, x0: left, x1: right })).split(/\s+/).filter((word) => {
        const amount = printedAmount(word);
        return amount !== null && (!style.cents || /\.\d{2}$/.test(word));
      });
      if (found.length === 1) value = printedAmount(found[0]!);
    }
    value ??= repairedRunOn(item.text.replace(/^\$/, ''), style);
    items = items.filter((other) => other !== item && !over.includes(other));
    if (value !== null) items.push({ ...item, ...box, text: `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` });
  }
  return { ...page, items };
}

/**
 * An amount of a page printing cents whose marks OCR read as other marks or lost, every digit kept: '1,362.00' read
 * '1.36200' or '1,36200' (the point lost, the separator read as a point), '1.362.00'. The amount, else null. A first
 * group of 0 is no amount ('0.05000' is a rate).
 */
export function remarkedAmount(text: string, style: AmountStyle): number | null {
  if (!style.cents || printedAmount(text) !== null) return null;
  const match = /^\$?([1-9]\d{0,2})((?:[.,]\d{3})+)[.,]?(\d{2})$/.exec(text);
  return match ? Number(`${match[1]}${match[2]!.replace(/[.,]/g, '')}.${match[3]}`) : null;
}

/** Cents right of each item's right edge within this share of its height count as one column. */
const COLUMN_SLACK = 0.8;

/**
 * A run of three to six digits with no point that sits in a column of amounts with cents (right edges aligned, as a
 * statement prints them, one of them within three lines of it): an amount whose point OCR lost ('38.61' read 3861,
 * '$73.50' read 7350). The amount with the point put back, else null. Years are let be.
 */
export function pointLostInColumn(item: TextItem, items: readonly TextItem[], style: AmountStyle): number | null {
  if (!style.cents) return null;
  const digits = /^\$?(\d{3,6})$/.exec(item.text)?.[1];
  if (digits === undefined || /^(?:19|20)\d{2}$/.test(digits) || (digits.length > 3 && digits.startsWith('0'))) return null;
  const size = item.y1 - item.y0;
  const aligned = items.filter((other) => other !== item && /\.\d{2}$/.test(other.text) && printedAmount(other.text) !== null && Math.abs(other.x1 - item.x1) < size * COLUMN_SLACK);
  if (aligned.length < 2 || !aligned.some((other) => Math.abs(other.y0 - item.y0) < size * 3.5)) return null;
  return Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

/**
 * A 1099 page whose amounts OCR read with a mark misread or lost (remarkedAmount, pointLostInColumn), repaired: every
 * digit was read, and on a page printing cents only one amount has them. The readers take only amounts with cents:
 * without this the box is left empty or takes another cell's amount.
 */
export function withMisreadAmountsRepaired(page: PageText): PageText {
  const style = amountStyleOf(page.items.map((item) => item.text));
  if (!style.cents) return page;
  let repaired = false;
  const items = page.items.map((item) => {
    const value = remarkedAmount(item.text, style) ?? pointLostInColumn(item, page.items, style);
    if (value === null) return item;
    repaired = true;
    return { ...item, text: `${style.dollar ? '$' : ''}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` };
  });
  return repaired ? { ...page, items } : page;
}
