import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readPdfPage } from '../extract/pdf';
import { buildHarshLastYear, HARSH_LAYOUTS } from './lastYearHarsh';

async function pixelsOf(bytes: Uint8Array) {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height);
}

describe('buildHarshLastYear', () => {
  it.each(HARSH_LAYOUTS)("writes each of the %s return's values into its text layer", async (layout) => {
    const { bytes, expected } = await buildHarshLastYear(layout, 'pdf');
    const text = (await readPdfPage(bytes)).items.map((item) => item.text).join(' ');
    for (const value of [expected.lastName, expected.ssn, expected.street, expected.street2, expected.city, expected.state, expected.zip, expected.spouseSSN]) {
      for (const word of value.split(' ').filter(Boolean)) expect(text).toContain(word);
    }
  });

  it('gives the same bytes every run', async () => {
    const [first, again] = [await buildHarshLastYear('check-shaded', 'copier'), await buildHarshLastYear('check-shaded', 'copier')];
    expect(Buffer.from(first.bytes).equals(Buffer.from(again.bytes))).toBe(true);
    const [pdf, pdfAgain] = [await buildHarshLastYear('hand-filled', 'pdf'), await buildHarshLastYear('hand-filled', 'pdf')];
    expect(Buffer.from(pdf.bytes).equals(Buffer.from(pdfAgain.bytes))).toBe(true);
  });

  it('sends the fax in black and white only, and the turned scan on its side', async () => {
    const fax = await pixelsOf((await buildHarshLastYear('check-shaded', 'fax')).bytes);
    const greys = new Set<number>();
    for (let index = 0; index < fax.data.length; index += 4 * 97) greys.add(fax.data[index]!);
    expect([...greys].sort((a, b) => a - b)).toEqual([0, 255]);
    const turned = await pixelsOf((await buildHarshLastYear('check-shaded', 'turned')).bytes);
    expect(turned.width).toBeGreaterThan(turned.height);
  });
});
