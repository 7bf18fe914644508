// A text PDF's filing-status check drawn as lines (no glyph) is read from the page's paths, without rendering the
// page (rendering takes hundreds of milliseconds; a text-layer return must read in well under 300 ms).
import { describe, expect, it, vi } from 'vitest';
import * as pdf from './pdf';
import { readLastYearFormLocally } from './local';

vi.mock('./pdf', async (original) => {
  const actual = await original<typeof import('./pdf')>();
  return { ...actual, renderPdfPageToPng: vi.fn(actual.renderPdfPageToPng) };
});

describe('a filing-status check drawn as lines on a text PDF', () => {
  it('is read from the drawing without rendering the page', async () => {
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = (value: string, x: number, top: number, size = 7) => page.drawText(value, { x, y: 792 - top, size, font });
    text('Your first name and middle initial', 30, 60); text('Last name', 250, 60); text('Your social security number', 470, 60);
    text('DANA', 33, 74, 10); text('OKAFOR', 253, 74, 10); text('512-44-9087', 473, 74, 10);
    text('Filing Status', 30, 120, 9);
    const labels = ['Single', 'Married filing jointly (even if only one had income)', 'Married filing separately (MFS)', 'Head of household (HOH)', 'Qualifying surviving spouse (QSS)'];
    labels.forEach((label, index) => {
      const top = 120 + index * 14;
      page.drawRectangle({ x: 110, y: 792 - top - 1, width: 8, height: 8, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
      text(label, 123, top);
    });
    // Married filing separately ticked with two strokes, as a program draws a check.
    page.drawLine({ start: { x: 111, y: 792 - 148 + 3 }, end: { x: 114, y: 792 - 148 }, thickness: 1.4 });
    page.drawLine({ start: { x: 114, y: 792 - 148 }, end: { x: 118, y: 792 - 148 + 7 }, thickness: 1.4 });
    const read = await readLastYearFormLocally(await doc.save(), 'application/pdf');
    expect(read.filingStatus).toBe('married-separate');
    expect(vi.mocked(pdf.renderPdfPageToPng)).not.toHaveBeenCalled();
  });
});
