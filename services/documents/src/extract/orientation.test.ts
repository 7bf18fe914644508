// Pages turned a quarter or half turn are found turned by their print alone, whatever the form's layout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReceiptPdf, buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import { build1099Pdf, PAYER } from '../testing/form1099Fixture';
import { buildLastYear1040Pdf } from '../testing/lastYearFixture';
import { buildBrokerStatementPdf, buildProviderW2Pdf } from '../testing/providerLayouts';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../testing/scanLike';
import { turned, turnsOfPrint, turnsToTry } from './orientation';
import { cleanPage, guessDpi, type Grey } from './cleanImage';
import { read1099Locally } from './form1099';
import { readW2Locally } from './w2';
import { closeOcr } from './ocr';

const pages: [string, () => Promise<Uint8Array>][] = [
  ['IRS W-2', () => buildW2Pdf(SAMPLE_W2, 'irs')],
  ['payroll W-2', () => buildW2Pdf(SAMPLE_W2, 'payroll')],
  ["provider's four-up W-2", () => buildProviderW2Pdf()],
  ['1099-INT', () => build1099Pdf('1099-int')],
  ["broker's 1099-DIV", () => buildBrokerStatementPdf('1099-div')],
  ['prior-year 1040', () => buildLastYear1040Pdf()],
  ['a receipt', () => buildReceiptPdf()],
];

describe('turnsToTry', () => {
  it.each(pages)('%s: upright or upside down, half a turn; on its side, the quarter turns', async (_name, build) => {
    const image = await cleanImageOf(await build(), 100);
    expect(await turnsToTry(image)).toEqual([180]);
    expect(await turnsToTry(await turned(image, 180))).toEqual([180]);
    expect(await turnsToTry(await turned(image, 90))).toEqual([90, 270]);
    expect(await turnsToTry(await turned(image, 270))).toEqual([90, 270]);
  }, 30_000);

  it('a scan on its side, skewed and noisy', async () => {
    const scan = await scanLikeImageOf(await buildW2Pdf(SAMPLE_W2, 'copies'), scanOptions(3));
    expect(await turnsToTry(await turned(scan, 90))).toEqual([90, 270]);
    expect(await turnsToTry(scan)).toEqual([180]);
  }, 30_000);
});

/** A picture cleaned as it is before OCR (rules erased), as turnsOfPrint measures it. */
async function cleanedInk(bytes: Uint8Array): Promise<{ grey: Grey; dpi: number }> {
  const cleaned = cleanPage(await loadImage(Buffer.from(bytes)));
  const { width, height } = cleaned.grey;
  const header = cleaned.image.length - width * height;
  return { grey: { width, height, data: new Uint8ClampedArray(cleaned.image.buffer, cleaned.image.byteOffset + header, width * height) }, dpi: guessDpi(width, height) };
}

describe('turnsOfPrint', () => {
  const turnsOf = async (image: Uint8Array, degrees: number) => {
    const { grey, dpi } = await cleanedInk(degrees ? await turned(image, degrees) : image);
    return turnsOfPrint(grey, dpi);
  };

  it.each(pages.filter(([name]) => name !== 'a receipt' && name !== 'payroll W-2'))('%s: plainly upright, upside down or on either side, from its letters', async (_name, build) => {
    const image = await cleanImageOf(await build(), 200);
    const turns = (degrees: number) => turnsOf(image, degrees);
    expect(await turns(0)).toEqual({ turns: [], sure: true });
    expect(await turns(180)).toEqual({ turns: [180], sure: true });
    // Turned a quarter clockwise, it stands upright turned three quarters more; and the other way.
    expect((await turns(90)).turns).toEqual([270, 90]);
    expect((await turns(270)).turns).toEqual([90, 270]);
  }, 60_000);

  it.each([
    ['printed-corpus-3/1099-int-cu-courier.scan.jpg', { turns: [270, 90], sure: true }],
    ['printed-corpus-3/1099-misc-farm-lease.scan.jpg', { turns: [270, 90], sure: true }],
    // Upright, a sparse grid whose scanned rules were not all erased: its ink varies more across than down.
    ['printed-corpus-4/1099-misc-royalty.scan.jpg', { turns: [270, 90], sure: false }],
    ['printed-corpus-4/1099-int-grid-penalty.scan.jpg', { turns: [270, 90], sure: false }],
  ])('%s: plainly on its side or not', async (file, expected) => {
    const { grey, dpi } = await cleanedInk(readFileSync(join(import.meta.dirname, '../testing', file)));
    expect(turnsOfPrint(grey, dpi)).toEqual(expected);
  }, 60_000);

  it("a page whose print's direction is not plain (short captions side by side in cells): turns tried as before, after its upright reading", async () => {
    const image = await cleanImageOf(await buildW2Pdf(SAMPLE_W2, 'payroll'), 200);
    expect(await turnsOf(image, 0)).toEqual({ turns: [180], sure: false });
    expect((await turnsOf(image, 90)).sure).toBe(false);
  }, 60_000);
});

describe('turned', () => {
  it('turns a quarter turn clockwise: the top-left corner goes to the top right', async () => {
    const canvas = createCanvas(40, 20);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 40, 20);
    context.fillStyle = '#000';
    context.fillRect(0, 0, 4, 4);
    const image = await loadImage(Buffer.from(await turned(await canvas.encode('png'), 90)));
    expect([image.width, image.height]).toEqual([20, 40]);
    const check = createCanvas(20, 40).getContext('2d');
    check.drawImage(image, 0, 0);
    expect(check.getImageData(18, 1, 1, 1).data[0]).toBeLessThan(50);
    expect(check.getImageData(1, 1, 1, 1).data[0]).toBeGreaterThan(200);
  });
});

describe('reading a page that came turned', () => {
  afterAll(() => closeOcr());

  it('a W-2 photographed upside down is read upright', async () => {
    const upsideDown = await turned(await cleanImageOf(await buildW2Pdf(SAMPLE_W2, 'irs'), 200), 180);
    const read = await readW2Locally(upsideDown, 'image/png');
    expect(read).toMatchObject({ employerName: 'Acme Widgets Inc', wages: '52000.00', federalIncomeTax: '6000.00', ssn: '412-56-7890' });
  }, 60_000);

  it('a 1099-INT scanned on its side is read upright', async () => {
    const sideways = await turned(await cleanImageOf(await build1099Pdf('1099-int'), 200), 270);
    const read = await read1099Locally(sideways, 'image/png', '1099-int');
    expect(read).toMatchObject({ formType: '1099-INT', payerInfo: PAYER, interestIncome: 1250.4 });
  }, 60_000);
});
