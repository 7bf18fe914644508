// A text PDF of a 1040's name row and its filing-status squares, one ticked with two strokes as a program draws a
// check: the tick is drawn ink, not text, so a reader finds it by the drawing (or the rendered page).
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const FILING_STATUS_LABELS = ['Single', 'Married filing jointly (even if only one had income)', 'Married filing separately (MFS)', 'Head of household (HOH)', 'Qualifying surviving spouse (QSS)'];

export async function filingStatusPdf(ticked: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = (value: string, x: number, top: number, size = 7) => page.drawText(value, { x, y: 792 - top, size, font });
  text('Your first name and middle initial', 30, 60); text('Last name', 250, 60); text('Your social security number', 470, 60);
  text('DANA', 33, 74, 10); text('OKAFOR', 253, 74, 10); text('512-44-9087', 473, 74, 10);
  text('Filing Status', 30, 120, 9);
  FILING_STATUS_LABELS.forEach((label, index) => {
    const top = 120 + index * 14;
    page.drawRectangle({ x: 110, y: 792 - top - 1, width: 8, height: 8, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
    text(label, 123, top);
  });
  const tick = 120 + ticked * 14;
  page.drawLine({ start: { x: 111, y: 792 - tick + 3 }, end: { x: 114, y: 792 - tick }, thickness: 1.4 });
  page.drawLine({ start: { x: 114, y: 792 - tick }, end: { x: 118, y: 792 - tick + 7 }, thickness: 1.4 });
  return doc.save();
}
