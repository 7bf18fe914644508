// The text layer as the readers get it from a PDF.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfPage } from './pdf';

/** A page with `runs` drawn left to right on one baseline, each `gap` points after the one before. */
async function pageOf(runs: { text: string; size: number; gap: number }[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  let x = 40;
  for (const run of runs) {
    x += run.gap;
    page.drawText(run.text, { x, y: 700, size: run.size, font });
    x += font.widthOfTextAtSize(run.text, run.size);
  }
  return pdf.save();
}

describe('the text layer of a PDF', () => {
  it("reads a word set in small capitals by a word processor ('W' then 'AGES' a size smaller) as one word", async () => {
    const bytes = await pageOf([
      { text: '1 W', size: 8, gap: 0 },
      { text: 'AGES,', size: 6.2, gap: 0 },
      { text: 'T', size: 8, gap: 2 },
      { text: 'IPS', size: 6.2, gap: 0 },
    ]);
    expect((await readPdfPage(bytes)).items.map((item) => item.text)).toEqual(['1 WAGES,', 'TIPS']);
  });

  it('keeps words a space apart as two, and runs on other lines apart', async () => {
    const bytes = await pageOf([
      { text: 'Wages', size: 8, gap: 0 },
      { text: '61,448.88', size: 8, gap: 2.5 },
    ]);
    expect((await readPdfPage(bytes)).items.map((item) => item.text)).toEqual(['Wages', '61,448.88']);
  });
});
