// Issue 7 item 1, against one started product (npm start, through the gateway), in this order:
// - hostile uploads to analyze-last-year-form each get a 4xx with a message the user can read, none of them
//   stops or restarts the documents service, and the product reads real returns afterwards;
// - the launcher: a killed service is started again (with a delay, said on the console) instead of the
//   product stopping, and answers; Ctrl-C still stops every process.
// One product for both, since starting it is most of the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  craftPng,
  gifClaiming,
  gifZipPolyglot,
  jpegHeaderClaiming,
  jpegPdfPolyglot,
  pdfWithPages,
  pngClaiming,
  pngDecompressionBomb,
} from '../../services/documents/src/testing/craftedFiles';
import { buildLastYear1040Pdf, buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR } from '../../services/documents/src/testing/lastYearFixture';
import { call, signUp, startProduct, type Product, type Session } from './support/product';

const PATH = '/api/functions/analyze-last-year-form';
const COULD_NOT_READ = 'Could not read file';
const TOO_LARGE_IMAGE = 'Image is 12000 x 12000 pixels, more than the 50 megapixel limit. Please upload a smaller scan or photo.';

let product: Product;
let session: Session;
let documentsPid: number;
let pdf: Uint8Array;
let png: Buffer;

beforeAll(async () => {
  [product, pdf, png] = await Promise.all([startProduct(), buildLastYear1040Pdf(), buildLastYear1040Png()]);
  session = await signUp(product);
  documentsPid = product.pidOf('documents');
}, 120_000);
afterAll(() => product?.stop());

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const upload = (bytes: Uint8Array, fileName: string, fileType: string) =>
  call(product, session, 'POST', PATH, { fileContent: Buffer.from(bytes).toString('base64'), fileName, fileType });

const half = (bytes: Uint8Array) => bytes.subarray(0, Math.floor(bytes.length / 2));
const flipped = (bytes: Uint8Array, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at] ^= 0xff;
  return copy;
};

describe('hostile uploads through the gateway', () => {
  const cases: Array<[string, () => Uint8Array, string, string, string]> = [
    ['the six bytes GIF89a', () => Buffer.from('GIF89a'), 'a.gif', 'image/gif', COULD_NOT_READ],
    ['a PNG signature alone', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'a.png', 'image/png', COULD_NOT_READ],
    ['a JPEG header alone', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'a.jpg', 'image/jpeg', COULD_NOT_READ],
    ['half of a real PNG', () => half(png), 'scan.png', 'image/png', COULD_NOT_READ],
    ['a real PNG with a corrupt byte', () => flipped(png, 100), 'scan.png', 'image/png', COULD_NOT_READ],
    ['half of a real PDF', () => half(pdf), 'return.pdf', 'application/pdf', COULD_NOT_READ],
    ['a PDF header alone', () => Buffer.from('%PDF-1.7\n'), 'return.pdf', 'application/pdf', COULD_NOT_READ],
    ['a PNG whose header claims 12000 x 12000 (the 2.4 GB upload)', () => pngClaiming(12_000, 12_000), 'big.png', 'image/png', TOO_LARGE_IMAGE],
    ['a JPEG whose header claims 12000 x 12000', () => jpegHeaderClaiming(12_000, 12_000), 'big.jpg', 'image/jpeg', TOO_LARGE_IMAGE],
    ['a GIF whose header claims 12000 x 12000', () => gifClaiming(12_000, 12_000), 'big.gif', 'image/gif', TOO_LARGE_IMAGE],
    ['a PNG decompression bomb (215 KB inflating to 100 MB)', pngDecompressionBomb, 'bomb.png', 'image/png', COULD_NOT_READ],
    ['a JPEG with a PDF after it (polyglot)', jpegPdfPolyglot, 'photo.jpg', 'image/jpeg', COULD_NOT_READ],
    ['a GIF with a ZIP after it (polyglot)', gifZipPolyglot, 'photo.gif', 'image/gif', COULD_NOT_READ],
    ['a PNG declared as a PDF', () => craftPng(10, 10), 'return.pdf', 'application/pdf', 'File signature does not match declared type'],
    [
      'a PDF of 301 pages',
      () => pdfWithPages(301),
      'return.pdf',
      'application/pdf',
      'PDF has 301 pages, more than the 300 page limit. Please upload only the pages of the form.',
    ],
    [
      '10 MB + 1 byte',
      () => {
        const bytes = Buffer.alloc(10 * 1024 * 1024 + 1);
        Buffer.from(pdf).copy(bytes);
        return bytes;
      },
      'big.pdf',
      'application/pdf',
      'File size 10.00 MB exceeds maximum limit of 10MB',
    ],
    ['a name with path separators', () => pdf, '../../etc/passwd.pdf', 'application/pdf', 'File name must not contain path separators or control characters'],
    ['a name with a backslash', () => pdf, '..\\..\\boot.ini.pdf', 'application/pdf', 'File name must not contain path separators or control characters'],
    // Every service's body guard refuses a NUL anywhere in a JSON body before the upload's own name check.
    ['a name with NUL', () => pdf, 'return.pdf\u0000.exe', 'application/pdf', 'A field contains a character that is not allowed (a NUL or an unpaired surrogate).'],
  ];

  it.each(cases)('%s: 400 with a clear message', async (_name, bytes, fileName, fileType, message) => {
    const response = await upload(bytes(), fileName, fileType);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('leaves the documents service running (same process, never restarted), and it reads real returns after', async () => {
    const fromPdf = await upload(pdf, 'return-2023.pdf', 'application/pdf');
    expect(fromPdf.status).toBe(200);
    expect(fromPdf.body).toMatchObject(expectedExtraction(SAMPLE_LAST_YEAR));
    const fromScan = await upload(png, 'return-2023.png', 'image/png');
    expect(fromScan.status).toBe(200);
    expect(fromScan.body.lastName).toBe(expectedExtraction(SAMPLE_LAST_YEAR).lastName);

    expect(product.pidOf('documents')).toBe(documentsPid);
    expect(product.lines.filter((line) => /stopped|restarting/.test(line))).toEqual([]);
    const health = await fetch(`${product.origin}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe('the launcher', () => {
  it('restarts a killed service, which then answers through the gateway; Ctrl-C stops every process', async () => {
    const before = product.pidOf('documents');
    const from = product.lines.length;
    process.kill(before, 'SIGKILL');

    await product.waitForLine(/^\[start\] documents stopped \(SIGKILL\); restarting it in 1 s \(restart 1 in a row\)$/, 30_000, from);
    const back = await product.waitForLine(/^\[start\] documents is back \(pid (\d+), healthy after [\d.]+ s\)$/, 60_000, from);
    const after = Number(back[1]);
    expect(after).not.toBe(before);
    expect(alive(before)).toBe(false);

    const response = await upload(pdf, 'return-2023.pdf', 'application/pdf');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(expectedExtraction(SAMPLE_LAST_YEAR));

    // The other services never stopped.
    expect(product.lines.filter((line) => /^\[start\] \w+ stopped/.test(line))).toEqual(['[start] documents stopped (SIGKILL); restarting it in 1 s (restart 1 in a row)']);

    const pids = product.lines.flatMap((line) => /^\[start\] \w+ started \(pid (\d+)\)$/.exec(line)?.[1] ?? []).map(Number);
    expect(pids.length).toBeGreaterThanOrEqual(7); // the services, the gateway, and the restarted documents
    expect(await product.interrupt()).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  });
});
