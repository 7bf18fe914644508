// The structure check before any decoder: real files of each format pass with their size; truncated,
// corrupt, oversized, bomb and polyglot files are refused with the words the user will read.
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { buildLastYear1040Pdf, buildLastYear1040Png } from './testing/lastYearFixture';
import {
  craftGif,
  craftJpeg,
  craftPdf,
  craftPng,
  gifClaiming,
  gifZipPolyglot,
  jpegHeaderClaiming,
  jpegPdfPolyglot,
  pngClaiming,
  pngDecompressionBomb,
} from './testing/craftedFiles';
import { DocumentRejected, validateDocument } from './validate';

const COULD_NOT_READ = 'Could not read file';

async function rejection(bytes: Uint8Array, mimeType: string): Promise<DocumentRejected> {
  const error = await validateDocument(bytes, mimeType).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentRejected);
  return error as DocumentRejected;
}

describe('validateDocument', () => {
  it('passes real files of every allowed type, with the image size from the header', async () => {
    const png = await buildLastYear1040Png();
    expect(await validateDocument(png, 'image/png')).toEqual({ kind: 'image', format: 'png', width: 1836, height: 2376 });
    const canvas = createCanvas(640, 480);
    canvas.getContext('2d').fillRect(10, 10, 100, 100);
    expect(await validateDocument(canvas.toBuffer('image/jpeg'), 'image/jpeg')).toEqual({ kind: 'image', format: 'jpeg', width: 640, height: 480 });
    expect(await validateDocument(craftJpeg(17, 9), 'image/jpeg')).toEqual({ kind: 'image', format: 'jpeg', width: 17, height: 9 });
    expect(await validateDocument(craftGif(), 'image/gif')).toEqual({ kind: 'image', format: 'gif', width: 1, height: 1 });
    expect(await validateDocument(await buildLastYear1040Pdf(), 'application/pdf')).toMatchObject({ kind: 'pdf' });
  });

  it('refuses the six bytes that crashed the decoder, and every bare header, as unreadable', async () => {
    for (const [bytes, type] of [
      [Buffer.from('GIF89a'), 'image/gif'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
      [Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ] as const) {
      expect((await rejection(bytes, type)).message).toBe(COULD_NOT_READ);
    }
  });

  it('refuses truncated files at any cut', async () => {
    const files: Array<[Buffer, string]> = [
      [craftPng(40, 30), 'image/png'],
      [craftJpeg(17, 9), 'image/jpeg'],
      [craftGif(), 'image/gif'],
      [craftPdf(), 'application/pdf'],
    ];
    for (const [bytes, type] of files) {
      for (const cut of [bytes.length - 3, Math.floor(bytes.length / 2), 12]) {
        const error = await rejection(bytes.subarray(0, cut), type);
        expect(error.message).toBe(COULD_NOT_READ);
      }
    }
  });

  it('refuses a PNG with a flipped byte (CRC), and a JPEG without its scan', async () => {
    const png = craftPng(40, 30);
    png[40] ^= 0x01;
    expect(await rejection(png, 'image/png')).toMatchObject({ message: COULD_NOT_READ, reason: expect.stringMatching(/CRC/) });
    expect(await rejection(jpegHeaderClaiming(100, 100), 'image/jpeg')).toMatchObject({ message: COULD_NOT_READ });
  });

  it('refuses a header claiming 12,000 x 12,000 pixels, in each image format, saying the size and the limit', async () => {
    const message = 'Image is 12000 x 12000 pixels, more than the 50 megapixel limit. Please upload a smaller scan or photo.';
    expect((await rejection(pngClaiming(12_000, 12_000), 'image/png')).message).toBe(message);
    expect((await rejection(jpegHeaderClaiming(12_000, 12_000), 'image/jpeg')).message).toBe(message);
    expect((await rejection(gifClaiming(12_000, 12_000), 'image/gif')).message).toBe(message);
    // Within the pixel limit but a side beyond what decoders take.
    expect((await rejection(pngClaiming(40_000, 10), 'image/png')).message).toBe(
      'Image is 40000 x 10 pixels, more than the 50 megapixel limit. Please upload a smaller scan or photo.',
    );
  });

  it('refuses a PNG whose pixel data inflates past its header (a decompression bomb) or falls short', async () => {
    const bomb = pngDecompressionBomb();
    expect(bomb.length).toBeLessThan(250_000);
    expect(await rejection(bomb, 'image/png')).toMatchObject({ message: COULD_NOT_READ, reason: expect.stringMatching(/inflates past/) });
    expect(await rejection(craftPng(100, 100, { rawBytes: 50 * 101 }), 'image/png')).toMatchObject({ reason: expect.stringMatching(/ends after/) });
  });

  it('refuses polyglots: another file after the image’s end', async () => {
    expect(await rejection(jpegPdfPolyglot(), 'image/jpeg')).toMatchObject({ message: COULD_NOT_READ, reason: expect.stringMatching(/%PDF-/) });
    expect(await rejection(gifZipPolyglot(), 'image/gif')).toMatchObject({ message: COULD_NOT_READ, reason: expect.stringMatching(/after the trailer/) });
    expect(await rejection(Buffer.concat([craftPng(4, 4), craftPdf()]), 'image/png')).toMatchObject({ reason: expect.stringMatching(/after IEND/) });
  });
});
