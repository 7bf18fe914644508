// 1099-B statements as brokers print them (2024 Form 1099-B and its instructions, https://www.irs.gov/forms-pubs/about-form-1099-b):
// - the sales listed by term and basis category, each section with its subtotal, the page closing on a grand total:
//   the document's boxes 1d, 1e, 1g, 4 (and 16) are that grand total's, checked as the sum of the subtotals;
// - box 2's term told by a summary by term (only one term's rows hold amounts), by a square printed as '[X]', or by a
//   line naming box 2 with one term ('Holding period: Short term (box 2)').
import { groupLines, matchInLine, type Box, type PageText, type TextItem, type TextLine } from './layout';
import type { NumberedBox } from './boxNumbers1099';
import { readImage } from './ocr';
import { openPdfPages } from './pdf';
import { words } from './w2';

const AMOUNT = /^\(?-?\$?\d{1,3}(?:,\d{3})*\.\d{2}\)?$|^\(?-?\$?\d+\.\d{2}\)?$/;
const valueOf = (text: string) => {
  const number = Number(text.replace(/[$,()]/g, ''));
  return /^\(/.test(text) ? -number : number;
};
const cents = (value: number) => Math.round(value * 100);
const size = (item: { y0: number; y1: number }) => Math.max(1, item.y1 - item.y0);

/** A row of totals: its first word 'Total', 'Totals', 'Subtotal' or 'Grand', and two amounts or more. */
const totalKind = (line: TextLine): 'sub' | 'total' | undefined => {
  if (line.items.filter((item) => AMOUNT.test(item.text)).length < 2) return undefined;
  const first = line.items[0]?.text ?? '';
  if (/^sub-?totals?\b/i.test(first)) return 'sub';
  if (/^(?:grand|totals?)\b/i.test(first)) return /\b(?:short|long)[-\s]*term\b|\bbox\s*[a-f]\b/i.test(line.text) ? 'sub' : 'total';
  return undefined;
};

/**
 * Each box's column on the page: where its head says it is, by the box's caption (`boxes`), or by its box number and a
 * word of its caption ('4 Federal' over 'tax withheld', '1g Wash sale').
 */
function columnHeads(lines: readonly TextLine[], boxes: readonly (readonly [string, RegExp])[], numbered: readonly NumberedBox[]): Map<string, { x0: number; x1: number; y: number }> {
  const heads = new Map<string, { x0: number; x1: number; y: number }>();
  for (const line of lines) {
    if (line.items.some((item) => AMOUNT.test(item.text))) continue;
    for (const [at, item] of line.items.entries()) {
      const number = /^\(?(\d{1,2}[a-h]?)\)?$/i.exec(item.text)?.[1]?.toLowerCase();
      const next = line.items[at + 1];
      if (!number || !next || next.x0 - item.x1 > size(item) * 1.5) continue;
      const box = numbered.find(([boxNumber]) => boxNumber === number);
      const word = (next.text.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
      if (!box || word.length < 3 || !box[2].split(/\s+/).includes(word) || heads.has(box[1])) continue;
      // The head's words: the number and the words of its caption that follow it closely.
      const own = box[2].split(/\s+/);
      let end = at + 1;
      while (line.items[end + 1] && line.items[end + 1]!.x0 - line.items[end]!.x1 < size(item) * 0.8 && own.includes(line.items[end + 1]!.text.toLowerCase().replace(/[^a-z]/g, ''))) end += 1;
      heads.set(box[1], { x0: item.x0, x1: line.items[end]!.x1, y: line.y0 });
    }
  }
  for (const [field, pattern] of boxes) {
    if (heads.has(field)) continue;
    for (const line of lines) {
      if (line.items.some((item) => AMOUNT.test(item.text))) continue;
      const box = matchInLine(line, pattern);
      if (!box) continue;
      heads.set(field, { x0: box.x0, x1: box.x1, y: line.y0 });
      break;
    }
  }
  return heads;
}

/** The row's amount in a column: the one under the head, else the one whose right edge is nearest the head's. */
function cellOf(line: TextLine, head: { x0: number; x1: number }): TextItem | undefined {
  const amounts = line.items.filter((item) => AMOUNT.test(item.text));
  const under = amounts.filter((item) => item.x0 < head.x1 && item.x1 > head.x0);
  if (under.length === 1) return under[0];
  if (under.length > 1) return undefined;
  const near = amounts.filter((item) => Math.abs(item.x1 - head.x1) < size(item) * 2);
  return near.length === 1 ? near[0] : undefined;
}

/**
 * A row of totals that prints its own gain or (loss): besides its proceeds (1d) and cost (1e), an amount that is
 * 1d - 1e + 1g (the gain box 1g's disallowed loss adds back, Form 1099-B instructions, box 1g), or 1d - 1e; not zero.
 */
function printsOwnGain(line: TextLine, heads: ReadonlyMap<string, { x0: number; x1: number }>): boolean {
  const cellFor = (field: string) => (heads.has(field) ? cellOf(line, heads.get(field)!) : undefined);
  const proceeds = cellFor('proceedsFromSales');
  const cost = cellFor('costBasis');
  if (!proceeds || !cost) return false;
  const wash = cellFor('washSaleAdjustment');
  const gain = cents(valueOf(proceeds.text)) - cents(valueOf(cost.text));
  const gains = new Set([gain, gain + (wash ? cents(valueOf(wash.text)) : 0)]);
  gains.delete(0);
  return line.items.some((item) => item !== proceeds && item !== cost && item !== wash && AMOUNT.test(item.text) && gains.has(cents(valueOf(item.text))));
}

/**
 * A statement's sales listed in sections, each with its subtotal, then a grand total row ('TOTAL 1099-B'): the boxes are
 * the grand total's, in each box's column, when in the proceeds column (or, without one, every column read) the grand
 * total is the sum of the rows of totals above it (or, a subtotal's cell lost, when the row prints its own gain).
 * Nothing when the page has fewer than two rows of totals (one
 * Totals row is read by the caption reader, boxes1099.ts preferTotals) or when the sum does not hold.
 */
export function grandTotals(lines: readonly TextLine[], boxes: readonly (readonly [string, RegExp])[], numbered: readonly NumberedBox[]): Record<string, string> {
  const totals = lines.map((line) => ({ line, kind: totalKind(line) })).filter((entry) => entry.kind !== undefined);
  const grand = totals.at(-1);
  if (totals.length < 2 || grand?.kind !== 'total') return {};
  const parts = totals.slice(0, -1);
  const heads = columnHeads(lines.filter((line) => line.y0 < parts[0]!.line.y0), boxes, numbered);
  const read: Record<string, string> = {};
  let checked = false;
  const vouched = printsOwnGain(grand.line, heads);
  for (const [field, head] of heads) {
    const cell = cellOf(grand.line, head);
    if (!cell) continue;
    const partCells = parts.map((part) => cellOf(part.line, head));
    const complete = partCells.every((item) => item !== undefined);
    const sumHolds = complete && cents(partCells.reduce((acc, item) => acc + valueOf(item!.text), 0)) === cents(valueOf(cell.text));
    // A subtotal's cell OCR lost leaves the sum unchecked: the grand row's own gain (1d - 1e + 1g) vouches for it,
    // each subtotal read no larger than it.
    const vouchedFor = !complete && vouched && partCells.every((item) => item === undefined || Math.abs(valueOf(item.text)) <= Math.abs(valueOf(cell.text)));
    if (field === 'proceedsFromSales') {
      if (!sumHolds && !vouchedFor) return {};
      checked = true;
    }
    if (sumHolds || vouchedFor) read[field] = String(valueOf(cell.text));
  }
  return checked || (Object.keys(read).length >= 2 && !heads.has('proceedsFromSales')) ? read : {};
}

const SHORT = /\bshort[-\s]*term\b/i;
const LONG = /\blong[-\s]*term\b/i;

/**
 * A summary by term (rows 'Short-term, basis reported (Box A)', 'Long-term ... (Box D)', each with its amounts): when
 * every row of one term prints only zeros and a row of the other prints an amount, the sales are the other term's.
 */
export function termOfSummaryRows(lines: readonly TextLine[]): '' | 'short' | 'long' {
  const rows = lines.filter((line) => /^(?:short|long)/i.test(line.items[0]?.text ?? '') && (SHORT.test(line.text) !== LONG.test(line.text)) && line.items.filter((item) => AMOUNT.test(item.text)).length >= 2);
  const held = (pattern: RegExp) => rows.filter((row) => pattern.test(row.text)).map((row) => row.items.some((item) => AMOUNT.test(item.text) && valueOf(item.text) !== 0));
  const short = held(SHORT);
  const long = held(LONG);
  if (short.length === 0 || long.length === 0) return '';
  if (long.some(Boolean) && !short.some(Boolean)) return 'long';
  if (short.some(Boolean) && !long.some(Boolean)) return 'short';
  return '';
}

/** Box 2's squares printed as text: 'Short-term gain or loss [X]  Long-term gain or loss [ ]' (the label before its square). */
export function bracketMarkedTerm(lines: readonly TextLine[]): '' | 'short' | 'long' {
  const marked = new Set<'short' | 'long'>();
  for (const line of lines) {
    for (const match of line.text.matchAll(/\b(short|long)[-\s]*term(?:\s+(?:gain|or|loss))*\s*\[\s*([xX✓✔]?)\s*\]/gi)) {
      if (match[2]) marked.add(match[1]!.toLowerCase() as 'short' | 'long');
    }
  }
  return marked.size === 1 ? [...marked][0]! : '';
}

/** A line naming box 2 with one term and no amount ('Holding period  Short term (box 2)', 'Box 2: Long-term'); the one term all such lines name. */
export function termNamedForBoxTwo(lines: readonly TextLine[]): '' | 'short' | 'long' {
  const terms = new Set<'short' | 'long'>();
  for (const line of lines) {
    if (!/\bbox\s*2\b/i.test(line.text) || SHORT.test(line.text) === LONG.test(line.text)) continue;
    terms.add(SHORT.test(line.text) ? 'short' : 'long');
  }
  return terms.size === 1 ? [...terms][0]! : '';
}

/** Headings of both terms over the sales (a statement of short-term and long-term sections): the document has no one term. */
export function listsBothTerms(lines: readonly TextLine[]): boolean {
  const headings = lines.filter((line) => !line.items.some((item) => AMOUNT.test(item.text)) && /transactions|sales/i.test(line.text) && !/^no\b/i.test(line.text));
  return headings.some((line) => SHORT.test(line.text) && !LONG.test(line.text)) && headings.some((line) => LONG.test(line.text) && !SHORT.test(line.text))
    && lines.filter((line) => totalKind(line) !== undefined).length >= 2;
}

/** Rows of totals on a page: whether it lists sections (a row of totals) and whether its last is the grand total. */
function totalsOf(page: PageText): { sections: boolean; grand: boolean } {
  const kinds = groupLines(words(page.items)).map(totalKind).filter((kind) => kind !== undefined);
  return { sections: kinds.length > 0, grand: kinds.at(-1) === 'total' };
}

const OTHER_FORM = /\b(?:1099-?(?:INT|DIV|OID|MISC|NEC|R|G)|W-?2)\b/i;

/** Pages a statement's 1099-B sections may run on over (a composite prints a few). */
const MAX_CONTINUED_PAGES = 4;

/** Fewer words than this in a PDF page's text layer: a scanned page, read by OCR (as local.ts reads one). */
const SCANNED_PAGE_WORDS = 5;

/**
 * A statement whose 1099-B sections run on over pages (short-term on one, long-term and the grand total on the next):
 * the page read, when it lists sections without closing on a grand total, with the pages after it joined below it
 * (a scanned page read by OCR when `ocr`), each naming the 1099-B (and no other form) and listing sections, up to the
 * one closing on the grand total. The page as it was when no following page closes them (the sections then are all
 * there is). A joined page's image is the first page's: boxes below it are read again as nothing.
 */
export async function withFollowingSections(bytes: Uint8Array, page: PageText, pageNumber: number, ocr = false): Promise<PageText> {
  const own = totalsOf(page);
  if (!own.sections || own.grand) return page;
  const pdf = await openPdfPages(bytes);
  try {
    const items = [...page.items];
    let top = page.height;
    for (let number = pageNumber + 1; number <= Math.min(pdf.pageCount, pageNumber + MAX_CONTINUED_PAGES); number += 1) {
      let next = await pdf.text(number);
      if (next.items.length < SCANNED_PAGE_WORDS) {
        if (!ocr) return page;
        next = await readImage(await pdf.png(number, 3));
      }
      const totals = totalsOf(next);
      // (A page naming another form, a composite's 1099-DIV after its 1099-B, ends them.)
      const named = groupLines(words(next.items)).map((line) => line.text).join('\n');
      if (!totals.sections || !/\b1099-?B\b/i.test(named) || OTHER_FORM.test(named)) return page;
      const scale = next.width > 0 ? page.width / next.width : 1;
      items.push(...next.items.map((item) => ({ ...item, x0: item.x0 * scale, x1: item.x1 * scale, y0: top + item.y0 * scale, y1: top + item.y1 * scale })));
      top += next.height * scale;
      if (!totals.grand) continue;
      const onFirst = (box: Box) => box.y1 <= page.height;
      return {
        ...page,
        height: top,
        items,
        darkness: page.darkness && ((box) => (onFirst(box) ? page.darkness!(box) : 0)),
        reread: page.reread && ((box, as) => (onFirst(box) ? page.reread!(box, as) : Promise.resolve(''))),
      };
    }
    return page;
  } finally {
    await pdf.close();
  }
}
