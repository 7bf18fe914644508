// Hand-built files for the validators' tests and the upload fuzz (tests/security): small valid images of
// each format, and the hostile ones of issue 7 (truncated, corrupt, oversized headers, decompression
// bombs, polyglots). Built byte by byte, so no decoder is needed to make them.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number, bitDepth = 8, colorType = 0, interlace = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colorType, 0, 0, interlace], 8);
  return chunk('IHDR', data);
}

/** A grayscale 8-bit PNG; `rawBytes` overrides the inflated scanline length (a bomb or a short image). */
export function craftPng(width: number, height: number, options: { rawBytes?: number; level?: number } = {}): Buffer {
  const raw = Buffer.alloc(options.rawBytes ?? height * (1 + width), 0xff);
  for (let row = 0; row * (1 + width) < raw.length; row += 1) raw[row * (1 + width)] = 0; // filter type None
  const idat = deflateSync(raw, { level: options.level ?? 9 });
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims `width` x `height` with a small, valid-looking body (the 2.4 GB upload). */
export function pngClaiming(width: number, height: number): Buffer {
  const idat = deflateSync(Buffer.alloc(150_000, 0));
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A 1,000 x 1,000 PNG whose pixel data inflates to 100 MB: a decompression bomb (about 215 KB). */
export function pngDecompressionBomb(): Buffer {
  return craftPng(1000, 1000, { rawBytes: 100 * 1024 * 1024 });
}

/** A 1 x 1 JPEG (baseline, grayscale): SOI, DQT, SOF0, DHT x2, SOS, one MCU, EOI. */
export function craftJpeg(width = 1, height = 1): Buffer {
  const segment = (marker: number, data: number[]) => [0xff, marker, ((data.length + 2) >> 8) & 0xff, (data.length + 2) & 0xff, ...data];
  const dqt = segment(0xdb, [0x00, ...new Array(64).fill(1)]);
  const sof = segment(0xc0, [8, (height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff, 1, 1, 0x11, 0]);
  // DC table: one code of length 1 for category 0; AC table: one code of length 1 for EOB (0x00).
  const dhtDc = segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00]);
  const dhtAc = segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0x00]);
  const sos = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  // Per 8x8 block: DC code '0' (category 0), AC code '0' (EOB); padded with 1 bits.
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = '00'.repeat(blocks);
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const scan: number[] = [];
  for (let at = 0; at < padded.length; at += 8) {
    const byte = parseInt(padded.slice(at, at + 8), 2);
    scan.push(byte);
    if (byte === 0xff) scan.push(0x00);
  }
  return Buffer.from([0xff, 0xd8, ...dqt, ...sof, ...dhtDc, ...dhtAc, ...sos, ...scan, 0xff, 0xd9]);
}

/** A JPEG with only its frame header: claims `width` x `height`, no scan, no EOI. */
export function jpegHeaderClaiming(width: number, height: number): Buffer {
  const full = craftJpeg(1, 1);
  const sof = full.indexOf(Buffer.from([0xff, 0xc0]));
  const header = Buffer.from(full.subarray(0, sof + 13));
  header.writeUInt16BE(height, sof + 5);
  header.writeUInt16BE(width, sof + 7);
  return header;
}

/** The classic 1 x 1 transparent GIF89a (43 bytes). */
export function craftGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** A GIF whose logical screen and frame claim `width` x `height`. */
export function gifClaiming(width: number, height: number): Buffer {
  const gif = Buffer.from(craftGif());
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const descriptor = gif.indexOf(0x2c, 13);
  gif.writeUInt16LE(width, descriptor + 5);
  gif.writeUInt16LE(height, descriptor + 7);
  return gif;
}

/** A minimal one-page PDF with a text line (a valid xref is not needed by pdfjs, %%EOF is). */
export function craftPdf(text = 'Hello'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return Buffer.from(
    '%PDF-1.4\n' +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj\n` +
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A PDF of `count` empty pages (each its own object: pdfjs checks the page tree, not only /Count). */
export function pdfWithPages(count: number): Buffer {
  const pages = Array.from({ length: count }, (_, index) => `${index + 3} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n`);
  const kids = Array.from({ length: count }, (_, index) => `${index + 3} 0 R`).join(' ');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [${kids}] /Count ${count} >> endobj\n` +
      `${pages.join('')}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A JPEG that is also a PDF: a PDF after the JPEG's EOI. */
export function jpegPdfPolyglot(): Buffer {
  return Buffer.concat([craftJpeg(), craftPdf()]);
}

/** A GIF with a ZIP archive after its trailer (the GIFAR trick). */
export function gifZipPolyglot(): Buffer {
  return Buffer.concat([craftGif(), Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
}
