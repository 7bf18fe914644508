// Documents people upload by mistake: an invoice (amounts, totals, 'tax' and an EIN-like number, but no
// form boxes) and a blank scanned page. A reader must refuse them, not answer made-up fields.
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function buildInvoicePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = (value: string, x: number, top: number, size = 10) => page.drawText(value, { x, y: 792 - top - size, size, font });
  text('NORTHWIND CONSULTING GROUP', 50, 40, 14);
  text('INVOICE #2024-118   Date: 12/02/2024   Tax ID 84-2210973', 50, 62);
  text('Bill to: Jordan Whitaker, 17 Elm Court, Princeton NJ 08540', 50, 80);
  const rows: [string, string][] = [
    ['Consulting services, November (40 hrs)', '6,000.00'],
    ['Travel and other expenses', '412.35'],
    ['Subtotal', '6,412.35'],
    ['Sales tax withheld 6.625%', '424.82'],
    ['Total due', '6,837.17'],
  ];
  rows.forEach(([label, amount], i) => {
    text(label, 50, 120 + i * 18);
    text(amount, 480, 120 + i * 18);
  });
  text('Payment terms: net 30. Wire to account 0012-3345-78.', 50, 230);
  return pdf.save();
}

/** A blank page as a scanner sends it: grey paper, a little noise, JPEG. */
export async function buildBlankScan(): Promise<Buffer> {
  const canvas = createCanvas(1275, 1650);
  const context = canvas.getContext('2d');
  context.fillStyle = 'rgb(226, 224, 218)';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  let seed = 12345;
  for (let index = 0; index < pixels.data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const delta = ((seed % 1000) / 1000 - 0.5) * 24;
    for (let channel = 0; channel < 3; channel += 1) pixels.data[index + channel] = Math.max(0, Math.min(255, pixels.data[index + channel]! + delta));
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('jpeg', 75);
}
