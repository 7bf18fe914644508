// Box 13 of a text PDF whose mark is drawn, not printed: an X of two crossing lines in a square has no glyph in the
// text layer, so the squares' ink is measured from the page's drawing (pdfInk.ts) as an image's squares are.
import type { W2Extraction } from '@taxapp/contracts/documents';
import type { Box, PageText, TextLine } from './layout';
import { openPdfPages } from './pdf';
import { drawingDarkness } from './pdfInk';

const BOX13_CAPTION = /retirement|statutory|third[-\s]*party/i;

/** The number of the PDF's page whose text layer is `page` (the W-2 may follow a notice). */
async function pageNumberOf(bytes: Uint8Array, page: PageText): Promise<number> {
  const pdf = await openPdfPages(bytes);
  try {
    if (pdf.pageCount === 1) return 1;
    const first = page.items[0];
    for (let number = 1; number <= pdf.pageCount; number += 1) {
      const text = await pdf.text(number);
      if (text.items.length === page.items.length && text.items[0]?.text === first?.text && text.items[0]?.x0 === first?.x0 && text.items[0]?.y0 === first?.y0) return number;
    }
    return 1;
  } finally {
    await pdf.close();
  }
}

/**
 * Box 13 read again with the drawing's ink, when a text PDF's reading found no box checked though the page prints
 * box 13's captions; `parse` reads a page (parseW2). The other fields stay as read from the text.
 */
export async function withDrawnBox13(reading: W2Extraction, page: PageText, bytes: Uint8Array, mimeType: string, source: 'text' | 'ocr', parse: (page: PageText) => W2Extraction): Promise<W2Extraction> {
  if (mimeType !== 'application/pdf' || source !== 'text' || page.darkness) return reading;
  if (reading.statutoryEmployee || reading.retirementPlan || reading.thirdPartySickPay) return reading;
  if (!page.items.some((item) => BOX13_CAPTION.test(item.text))) return reading;
  const darkness = await drawingDarkness(bytes, await pageNumberOf(bytes, page));
  const drawn = parse({ ...page, darkness });
  return { ...reading, statutoryEmployee: drawn.statutoryEmployee, retirementPlan: drawn.retirementPlan, thirdPartySickPay: drawn.thirdPartySickPay };
}

/**
 * The ink of box 13's square under a caption spanning `left`-`right`: the darkest window of the square's size
 * (1.8 caption heights) along the caption's width, `down` caption heights under `bottom`, the window centred under
 * the caption when it is narrower.
 */
export function inkAlong(darkness: (box: Box) => number, left: number, right: number, centre: number, height: number, bottom: number, down = 0): number {
  const half = height * 0.9;
  const probe = (x: number) => darkness({ x0: x - half, x1: x + half, y0: bottom + height * (0.1 + down), y1: bottom + height * (1.7 + down) });
  let darkest = probe(centre);
  for (let x = left + half; x <= right - half; x += height * 0.3) darkest = Math.max(darkest, probe(x));
  return darkest;
}

/**
 * A list of boxes, one row each (box number, caption, amount on one line; an employer's plain table): a value level
 * with another row's caption, right of it, on a line that starts where the caption's line starts, is that row's
 * ('12a Code DD $4310.88' under an empty '11 Nonqualified plans'), not the box's above.
 */
export function levelInList(caption: { box: Box; line: TextLine }, other: { box: Box; line: TextLine }, value: Box): boolean {
  const height = Math.max(1, caption.box.y1 - caption.box.y0);
  const middle = (box: Box) => (box.y0 + box.y1) / 2;
  const rowStart = (line: TextLine) => line.items[0]?.x0 ?? 0;
  return Math.abs(middle(other.box) - middle(value)) < height * 0.6 && other.box.x1 <= value.x0 && Math.abs(rowStart(other.line) - rowStart(caption.line)) < height;
}

/**
 * Box 13's captions stacked one under another, a square right of each in one column (a payroll sheet's box 13):
 * the ink of the darkest window of a square's size (1.8 caption heights) level with each caption, from the
 * nearest caption end to six heights past it. Null when the captions found are not stacked so.
 */
export function inkRightOfStacked(darkness: (box: Box) => number, captions: readonly Box[]): number[] | null {
  if (captions.length < 2) return null;
  const height = Math.max(...captions.map((box) => box.y1 - box.y0));
  const middle = (box: Box) => (box.y0 + box.y1) / 2;
  const byRow = [...captions].sort((a, b) => middle(a) - middle(b));
  const oneUnderAnother = byRow.every((box, index) => index === 0 || middle(box) - middle(byRow[index - 1]!) > height * 1.2);
  const aligned = Math.max(...captions.map((box) => box.x0)) - Math.min(...captions.map((box) => box.x0)) < height * 2;
  if (!oneUnderAnother || !aligned) return null;
  const from = Math.min(...captions.map((box) => box.x1));
  const half = height * 0.9;
  return captions.map((box) => {
    let darkest = 0;
    for (let x = from + half; x <= from + height * 6; x += height * 0.3) darkest = Math.max(darkest, darkness({ x0: x - half, x1: x + half, y0: middle(box) - half, y1: middle(box) + half }));
    return darkest;
  });
}
