// Box 13 of a text PDF whose mark is drawn, not printed: an X of two crossing lines in a square has no glyph in the
// text layer, so the squares' ink is measured from the page's drawing (pdfInk.ts) as an image's squares are.
import type { W2Extraction } from '@taxapp/contracts/documents';
import type { PageText } from './layout';
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
