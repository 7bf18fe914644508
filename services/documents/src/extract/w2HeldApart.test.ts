// The W-2 reader on the three layouts held apart from it (testing/w2HeldApartLayouts.ts), from their text layers:
// the IRS's Copy B/C two to a page, a bureau's 4-up with an earnings summary, and a PDF whose first page is the
// notice and instructions, its W-2 (captions under the values) on page 2. Expected values are what the pages print.
import { describe, expect, it } from 'vitest';
import type { W2Extraction } from '@taxapp/contracts/documents';
import { buildBureau4upW2Pdf, buildIrsCopiesW2Pdf, buildNoticeFirstW2Pdf, bureau4upW2Expected, irsCopiesW2Expected, noticeFirstW2Expected, pageAlone } from '../testing/w2HeldApartLayouts';
import { cleanImageOf } from '../testing/scanLike';
import { closeOcr } from './ocr';
import { readPdfPage } from './pdf';
import { looksLikeW2, parseW2, readW2Locally, splitName } from './w2';

describe("the IRS's Copy B and Copy C, two on a page", () => {
  it("reads every box: the name under box e's captions past the 'C o d e' column beside it, codes in their cells, box 13's X in its square", async () => {
    const page = await readPdfPage(await buildIrsCopiesW2Pdf());
    expect(looksLikeW2(page)).toBe(true);
    const read = parseW2(page);
    expect(read).toMatchObject(irsCopiesW2Expected());
    expect(read.box12).toEqual({ codeC: '312.40', codeD: '23000.00', codeDD: '16884.00', codeW: '' });
    expect(read.statutoryEmployee).toBe(false);
    expect(read.thirdPartySickPay).toBe(false);
    // Box 3 is capped at 168,600.00 and box 4 = 6.2% of it = 10,453.20; box 6 = 1.45% x 181,112.40 = 2,626.13.
    expect(read.notices).toEqual([]);
  });
});

describe("a payroll bureau's 4-up with an earnings summary quadrant", () => {
  it("reads the copies, not the summary: '$' amounts, the suffix apart from a two-word surname, codes E/BB/W/DD, two states and NYC", async () => {
    const read = parseW2(await readPdfPage(await buildBureau4upW2Pdf()));
    expect(read).toMatchObject(bureau4upW2Expected());
    // Box 6 = 1.45% x 218,750.00 + 0.9% x 18,750.00 (Additional Medicare Tax over $200,000) = 3,340.63;
    // the state rows 78,410.00 + 124,340.00 = box 1 202,750.00.
    expect(read.notices).toEqual([]);
  });
});

describe('a PDF whose first page is the notice and instructions', () => {
  it('reads page 2, the form, and its captions printed under their values', async () => {
    const read: W2Extraction = await readW2Locally(await buildNoticeFirstW2Pdf(), 'application/pdf');
    expect(read).toMatchObject(noticeFirstW2Expected());
    // Box 4 = 6.2% x (box 3 24,192.50 + box 7 tips 14,220.00) = 2,381.58: no over-collection to tell.
    expect(read.notices).toEqual([]);
  });

  it("reads a photo of the form's page (OCR): the captions under the values, the tips in boxes 7 and 8", { timeout: 60_000 }, async () => {
    const read = await readW2Locally(await cleanImageOf(await pageAlone(await buildNoticeFirstW2Pdf(), 1), 200), 'image/png');
    expect(read).toMatchObject(noticeFirstW2Expected());
    await closeOcr();
  });
});

describe("box e's name printed on one line", () => {
  it('takes the first word as the first name, everything after a middle initial as the last name, and no suffix', () => {
    expect(splitName('ROBERT L DEL ROSARIO JR')).toEqual({ firstName: 'ROBERT', lastName: 'DEL ROSARIO' });
    expect(splitName('Tiana M. Okonkwo')).toEqual({ firstName: 'Tiana', lastName: 'Okonkwo' });
    expect(splitName('ANA DE LA CRUZ')).toEqual({ firstName: 'ANA', lastName: 'DE LA CRUZ' });
    expect(splitName('MARY ANN SMITH III')).toEqual({ firstName: 'MARY', lastName: 'SMITH' });
  });
});
