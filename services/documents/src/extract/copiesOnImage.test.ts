// The copies of a W-2 on one page image, found from the ink before OCR: four to a page, two to a page across a dashed
// cut line, a scan of them, and none on a page that prints one copy or one copy beside an earnings summary's text.
import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { buildProviderW2Pdf } from '../testing/providerLayouts';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../testing/scanLike';
import { buildBureau4upW2Pdf, buildIrsCopiesW2Pdf } from '../testing/w2HeldApartLayouts';
import { buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import { cleanPage, guessDpi } from './cleanImage';
import { copiesOnImage } from './copiesOnImage';

async function copiesIn(image: Uint8Array) {
  const cleaned = cleanPage(await loadImage(image));
  return { found: copiesOnImage(cleaned.grey, guessDpi(cleaned.pageWidth, cleaned.pageHeight)), width: cleaned.pageWidth, height: cleaned.pageHeight };
}

describe('copiesOnImage', () => {
  it('finds the four copies of a 4-up sheet, top-left first, row by row, each a quarter of the page', async () => {
    const { found, width, height } = await copiesIn(await cleanImageOf(await buildProviderW2Pdf(), 200));
    expect(found?.copies).toHaveLength(4);
    const [a, b, c, d] = found!.copies;
    expect(a!.x1).toBeLessThan(b!.x0);
    expect(a!.y1).toBeLessThan(c!.y0);
    expect(c!.x1).toBeLessThan(d!.x0);
    for (const copy of found!.copies) {
      expect(copy.x1 - copy.x0).toBeGreaterThan(width * 0.4);
      expect(copy.x1 - copy.x0).toBeLessThan(width * 0.55);
      expect(copy.y1 - copy.y0).toBeLessThan(height * 0.5);
    }
  });

  it('finds Copy B and Copy C across the dashed cut line of a scan', async () => {
    const { found, height } = await copiesIn(await scanLikeImageOf(await buildIrsCopiesW2Pdf(), scanOptions(7)));
    expect(found?.copies).toHaveLength(2);
    expect(found!.copies[0]!.y1).toBeLessThan(height / 2);
    expect(found!.copies[1]!.y0).toBeGreaterThan(height / 2);
  });

  it('leaves a quadrant with an earnings summary out of the copies', async () => {
    const { found } = await copiesIn(await cleanImageOf(await buildBureau4upW2Pdf(), 200));
    expect(found?.copies.length).toBeGreaterThanOrEqual(2);
    expect(found?.rest.length).toBeGreaterThanOrEqual(1);
  });

  it.each(['irs', 'summary', 'payroll'] as const)('finds no copies on a page of one copy (%s layout)', async (layout) => {
    expect((await copiesIn(await cleanImageOf(await buildW2Pdf(SAMPLE_W2, layout), 200))).found).toBeNull();
  });
});
