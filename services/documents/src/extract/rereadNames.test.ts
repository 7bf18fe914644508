// Names on images read again from their own strip (rereadNames.ts), and what is no name (parties1099.ts isNameLike).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build1099Pdf } from '../testing/form1099Fixture';
import { htmlDocuments } from '../testing/htmlDocuments';
import { cleanImageOf } from '../testing/scanLike';
import { read1099WithText } from './form1099';
import { isNameLike } from './parties1099';
import { nameQuality, rereadName } from './rereadNames';
import { groupLines, type PageText } from './layout';

describe('how much a reading looks like a name', () => {
  it("counts a name's words and takes away OCR's slips", () => {
    expect(nameQuality('Cascade Federal Credit Union')).toBe(4);
    expect(nameQuality('gascade Federal')).toBe(-1);
    expect(nameQuality('PINEHURST NATIONAL BANK')).toBe(3);
    expect(nameQuality('Lumen & Oak Design Studio LLC')).toBe(6);
    expect(nameQuality('Henrik A Lindqvist q')).toBeLessThan(nameQuality('Henrik A Lindqvist Sr'));
  });
});

describe('a name read again whose strip runs on into the next label', () => {
  it("keeps the name without the label its line goes on to ('... TIN XXX-XX-2264')", async () => {
    const items = [
      { text: 'Recipient:', x0: 46, x1: 102, y0: 98, y1: 108 },
      { text: 'CHIDINMA', x0: 108, x1: 153, y0: 98, y1: 108 },
      { text: 'OKORO-LINDQVIST', x0: 159, x1: 244, y0: 98, y1: 108 },
      { text: 'TIN', x0: 252, x1: 268, y0: 98, y1: 108 },
    ];
    // Ink all along the line, as far as the label and the TIN after the name.
    const page: PageText = { width: 600, height: 800, items, darkness: (box) => (box.y1 > 98 && box.y0 < 108 && box.x0 < 340 ? 0.3 : 0), reread: async () => 'CHIDINMA OKORO-LINDQVIST TIN XXX-XX-2264' };
    expect(await rereadName(page, groupLines(items), 'CHIDINMA OKORO-LINDQVIST')).toBe('CHIDINMA OKORO-LINDQVIST');
  });
});

describe("the form's own words are no party's name", () => {
  it("refuses what OCR kept of a title or revision date, not a name holding such a word", () => {
    for (const text of ['Payments', 'Year', 'Information', 'January', 'Compensation', 'Distributions From Pensions, Annuities, Retirement', 'Early', 'amount', 'CORRECTED'])
      expect(isNameLike(text), text).toBe(false);
    for (const text of ['Evergreen Teachers Retirement System', 'Internal Revenue Service', 'Oregon Employment Department', 'Pacific Life Insurance Company', 'State Farm', 'Federal Savings Bank'])
      expect(isNameLike(text), text).toBe(true);
  });
});

describe('a payer name read again from the image (slow: OCR)', () => {
  it("reads the whole name where the page's OCR garbled its first word and set its last two on a line of their own", async () => {
    // Courier in a grid cell: the page's reading gave 'gascade Federal' and 'Credit Union' apart (a word box spanning
    // the name and the street under it).
    const pdf = readFileSync(new URL('../testing/html-printed/1099-int-irs-grid.pdf', import.meta.url));
    const expected = htmlDocuments().find((doc) => doc.kind === '1099-int' && doc.layout === 'irs-grid')!.expected;
    const { local, source } = await read1099WithText(new Uint8Array(await cleanImageOf(pdf, 200)), 'image/png', '1099-int');
    expect(source).toBe('ocr');
    expect(local.payerInfo.name).toBe(expected['payerInfo.name']);
    expect(local.recipientInfo.name).toBe(expected['recipientInfo.name']);
  }, 60_000);
});

describe('a letterhead name read again (slow: OCR)', () => {
  it("stops where the name does: the line goes on with ' - 1099-B Proceeds From Broker ...'", async () => {
    const png = await cleanImageOf(await build1099Pdf('1099-b', 'statement'), 200);
    const { local } = await read1099WithText(new Uint8Array(png), 'image/png', '1099-b');
    expect(local.payerInfo.name.toUpperCase()).toBe('FIRST FEDERAL BANK');
  }, 60_000);
});
