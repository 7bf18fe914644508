// The prior-year 1040 reader on returns made as HTML and printed by Chromium (testing/html-printed/, held apart from
// the reader), from their text layers. Expected values are the layouts' `expected` in testing/htmlDocuments.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocuments } from '../testing/htmlDocuments';
import { parseLastYear1040 } from './lastYear1040';
import type { Box, PageText } from './layout';
import { readPdfPage, renderPdfPageToPng } from './pdf';

const pdfOf = (name: string) => new Uint8Array(readFileSync(new URL(`../testing/html-printed/${name}.pdf`, import.meta.url)));
const expectedOf = (name: string) => htmlDocuments().find((doc) => `${doc.kind}-${doc.layout}` === name)!.expected;

/**
 * The page as an image reading sees it: its text without the box glyphs (Tesseract drops the checked '☒' and
 * reads the empty squares as '[J' or '0', or not at all), and a darkness probe over the page rendered at 200 dpi.
 */
async function asOcrReadsIt(pdf: Uint8Array): Promise<PageText> {
  const page = await readPdfPage(pdf);
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const picture = await loadImage(await renderPdfPageToPng(pdf, 200 / 72));
  const canvas = createCanvas(picture.width, picture.height);
  canvas.getContext('2d').drawImage(picture, 0, 0);
  const pixels = canvas.getContext('2d').getImageData(0, 0, picture.width, picture.height).data;
  const scale = picture.width / page.width;
  const darkness = (box: Box) => {
    let dark = 0;
    let total = 0;
    for (let y = Math.max(0, Math.floor(box.y0 * scale)); y < Math.min(picture.height, Math.ceil(box.y1 * scale)); y += 1) {
      for (let x = Math.max(0, Math.floor(box.x0 * scale)); x < Math.min(picture.width, Math.ceil(box.x1 * scale)); x += 1) {
        const at = (y * picture.width + x) * 4;
        total += 1;
        if ((pixels[at] + pixels[at + 1] + pixels[at + 2]) / 3 < 110) dark += 1;
      }
    }
    return total ? dark / total : 0;
  };
  return { ...page, items: page.items.filter((item) => !/^[☐☒☑]$/.test(item.text.trim())), darkness };
}

describe('a 2023 Form 1040 page 1 drawn with tables, its captions wrapping in narrow cells', () => {
  it("reads the city under 'City, town, or post office. …', not the caption's own wrapped tail ('spaces below.')", async () => {
    const read = parseLastYear1040(await readPdfPage(pdfOf('last-year-2023-tables')));
    const expected = expectedOf('last-year-2023-tables');
    expect(read.city).toBe(expected.city);
    // Its neighbours on the row, and the street over it (its caption wraps too where the cell is narrow), stay read.
    expect([read.street, read.state, read.zip]).toEqual([expected.street, expected.state, expected.zip]);
  });

  it('reads every field from the text layer', async () => {
    const read = parseLastYear1040(await readPdfPage(pdfOf('last-year-2023-tables')));
    const expected = expectedOf('last-year-2023-tables');
    expect(Object.fromEntries(Object.keys(expected).map((field) => [field, String(read[field as keyof typeof read])]))).toEqual(expected);
  });
});

describe("a 2023 Form 1040 page 1 with the five filing-status boxes in one row ('☐ Single ☒ Married filing jointly ☐ …')", () => {
  it("finds the checked box on an image by its square's own ink, between the previous label's last word and its label", async () => {
    const read = parseLastYear1040(await asOcrReadsIt(pdfOf('last-year-2023-tables')));
    expect(read.filingStatus).toBe(expectedOf('last-year-2023-tables').filingStatus);
  });
});
