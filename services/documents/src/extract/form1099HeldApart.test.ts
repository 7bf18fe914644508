// The 1099 reader on layouts held apart from it (testing/form1099HeldApart.ts, written before its box logic was
// read): every printed box, the payer, the recipient and the total, from the PDF as uploaded (a broker's
// statement of four pages: the form's own page is found) and, for some, from an image of the form's page.
import { describe, expect, it } from 'vitest';
import type { Form1099Extraction } from '@taxapp/contracts/documents';
import { HELD_APART_1099_LAYOUTS, HELD_APART_1099_TOTALS, pageOfPdf, type HeldApartLayout } from '../testing/form1099HeldApart';
import { cleanImageOf } from '../testing/scanLike';
import { parse1099, read1099WithText } from './form1099';
import { groupLines } from './layout';
import { readParties } from './parties1099';

function flat(read: Form1099Extraction): Record<string, unknown> {
  return {
    ...read,
    'payerInfo.name': read.payerInfo.name, 'payerInfo.tin': read.payerInfo.tin,
    'recipientInfo.name': read.recipientInfo.name, 'recipientInfo.tin': read.recipientInfo.tin.replace(/\*/g, 'X'),
  };
}

describe.each(HELD_APART_1099_LAYOUTS.map((held) => [held.layout, held.kind, held] as const))('%s, %s (held apart)', (layout, kind, held: HeldApartLayout) => {
  it('reads every printed box, the payer, the recipient and the total from the PDF', async () => {
    const { local, source } = await read1099WithText(await held.build(), 'application/pdf', kind);
    expect(source).toBe('text');
    expect(flat(local)).toMatchObject(held.expected);
    expect(local.totalAmount).toBe(HELD_APART_1099_TOTALS[`${layout} ${kind}`]);
  });
});

describe.each(HELD_APART_1099_LAYOUTS.filter((held) => held.pageExpected).map((held) => [held.kind, held.page, held] as const))('%s, page %s of the statement alone', (kind, page, held) => {
  it('reads what that page prints: its boxes, the broker named in the running header (not its page number)', async () => {
    const { local } = await read1099WithText(await pageOfPdf(await held.build(), page), 'application/pdf', kind);
    expect(flat(local)).toMatchObject(held.pageExpected!);
  });
});

describe('held-apart 1099 images read by OCR (slow)', () => {
  it.each(['1099-r', '1099-int'] as const)('reads the %s from a clean image of its page', async (kind) => {
    const held = HELD_APART_1099_LAYOUTS.find((entry) => entry.kind === kind && entry.page === 1)!;
    const { local, source } = await read1099WithText(await cleanImageOf(await pageOfPdf(await held.build(), held.page), 200), 'image/png', kind);
    expect(source).toBe('ocr');
    expect(flat(local)).toMatchObject(held.expected);
  }, 60_000);
});

describe("the insurer's 1099-R as OCR read a scan that lost its letterhead (words and places as Tesseract gave them)", () => {
  const line = (y0: number, height: number, ...entries: [string, number][]) =>
    entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * 19, (entries[i + 1]?.[1] ?? Infinity) - 10), y0, y1: y0 + height }));
  const lines = groupLines([
    ...line(455, 28, ['Payer', 184], ['Annuitant', 1317], ['/', 1451], ['Recipient', 1469]),
    ...line(505, 24, ['HARTWELL', 201], ['MUTUAL', 392], ['LIFE', 542], ['INSURANCE', 650], ['COMPANY', 859], ['GWENDOLYN', 1333], ['R', 1546], ['ASHBY', 1588], ['-NAKAMURA', 1712]),
    ...line(535, 24, ['ANNUITY', 201], ['SERVICE', 340], ['CENTER', 480], ['3120', 1333], ['SE', 1420], ['TAGGART', 1470], ['ST', 1640]),
    ...line(565, 24, ['PO', 201], ['BOX', 260], ['40217', 340], ['PORTLAND', 1333], ['OR', 1520], ['97202', 1580]),
    ...line(595, 24, ['LINCOLN', 201], ['NE', 360], ['68504-0217', 420]),
    ...line(790, 24, ["Payer's", 168], ['Federal', 258], ['Identification', 350], ['Number:', 520], ['06-0417733', 640], ["Recipient's", 1317], ['Identification', 1450], ['Number:', 1620], ['XXX-XX-5086', 1740]),
  ]);
  it("finds the payer under its bare 'Payer' heading and joins the hyphen OCR spaced apart", () => {
    const { payer, recipient } = readParties(lines, []);
    expect(payer).toEqual({ name: 'HARTWELL MUTUAL LIFE INSURANCE COMPANY', tin: '06-0417733' });
    expect(recipient).toEqual({ name: 'GWENDOLYN R ASHBY-NAKAMURA', tin: 'XXX-XX-5086' });
  });
});

describe("an IRS-grid 1099-INT whose payer's block runs down beside the boxes (docs/READER-MISSES-HTML.md section 4)", () => {
  const line = (y0: number, size: number, ...entries: [string, number][]) =>
    entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * size * 0.5, (entries[i + 1]?.[1] ?? Infinity) - 3), y0, y1: y0 + size }));
  const page = {
    width: 612,
    height: 792,
    items: [
      ...line(20, 9, ['Form', 37], ['1099-INT', 62], ['Interest', 110], ['Income', 150], ['2024', 190]),
      ...line(40, 6, ["PAYER'S", 37], ['name,', 62], ['street', 80], ['address,', 100], ['1', 250], ['Interest', 256], ['income', 282]),
      ...line(52, 8, ['First', 40], ['Federal', 62], ['Bank', 94], ['$', 255], ['1,250.40', 300]),
      ...line(64, 8, ['200', 40], ['Main', 56], ['Street', 78], ['2', 250], ['Early', 256], ['withdrawal', 274], ['penalty', 306]),
      ...line(76, 8, ['Trenton', 40], ['NJ', 72], ['08608', 86], ['$', 255], ['25.00', 300]),
      ...line(88, 6, ['609-555-0100', 40], ['3', 250], ['Interest', 256], ['on', 280], ['U.S.', 288], ['Savings', 302], ['Bonds', 326], ['and', 344], ['Treasury', 356], ['4', 400], ['Federal', 406], ['income', 428], ['tax', 448], ['withheld', 458]),
      // 'PAYER'S TIN' and 'RECIPIENT'S TIN' on the line of box 3's caption tail and of box 4's amount.
      ...line(100, 6, ["PAYER'S", 37], ['TIN', 62], ["RECIPIENT'S", 142], ['TIN', 176], ['obligations', 250], ['$', 405], ['128.00', 440]),
      ...line(112, 8, ['98-7654321', 40], ['XXX-XX-7890', 145], ['$', 255], ['310.00', 300]),
      ...line(130, 6, ["RECIPIENT'S", 37], ['name', 72]),
      ...line(140, 8, ['Jordan', 40], ['Whitaker', 68]),
    ],
  };
  it("reads box 4's amount though 'PAYER'S TIN' is printed on its line, and box 3 under its wrapped caption", () => {
    const read = parse1099(page, '1099-int');
    // What the page prints: box 1 1,250.40, box 2 25.00, box 3 310.00, box 4 128.00.
    expect(read).toMatchObject({ interestIncome: 1250.4, earlyWithdrawalPenalty: 25, usSavingsBondsInterest: 310, federalIncomeTaxWithheld: 128 });
    expect(read.payerInfo.tin).toBe('98-7654321');
  });
});
