// The session-15 1099-B layouts: drawn the same every run, with the pages they say, the scans of every page.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { HARSH_BROKER, copierScan, copierScansOf } from './broker1099bHarsh';

describe('1099-B layouts of helper C, session 15 (broker1099bHarsh.ts)', () => {
  it('draws each layout with the pages it says', async () => {
    for (const document of HARSH_BROKER) expect((await PDFDocument.load(await document.build())).getPageCount()).toBe(document.pages);
  });
  it('expects capital gains that are proceeds less cost plus the wash sale loss disallowed (Form 1099-B, box 1g)', () => {
    for (const { expected } of HARSH_BROKER) {
      const gain = Number(expected.proceedsFromSales) - Number(expected.costBasis) + Number(expected.washSaleAdjustment);
      expect(Number(expected.capitalGains)).toBeCloseTo(gain, 2);
    }
  });
  it('scans a document of two pages as a PDF of two images, the same bytes every run', async () => {
    const pdf = await HARSH_BROKER.find((document) => document.pages === 2)!.build();
    const [once, again] = [await copierScansOf(pdf, copierScan(3)), await copierScansOf(pdf, copierScan(3))];
    expect(once.mime).toBe('application/pdf');
    expect((await PDFDocument.load(once.bytes)).getPageCount()).toBe(2);
    expect(Buffer.from(once.bytes).equals(Buffer.from(again.bytes))).toBe(true);
  });
});
