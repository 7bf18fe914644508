// The structure check every document passes before any decoder sees it (issue 7 item 1): six bytes of
// 'GIF89a' crashed @napi-rs/canvas with SIGSEGV, and a header claiming 12,000 x 12,000 pixels took 2.4 GB.
// Pure JavaScript, no decoder: each format is walked to its end marker, sizes come from the header and
// are held to the pixel limit, a PNG's chunk CRCs are checked and its compressed pixels counted (a
// decompression bomb inflates to more than its header says). What fails is refused with a 4xx.
import { crc32, createInflate } from 'node:zlib';
import { FILE_CHECK_MESSAGES } from '@taxapp/contracts/files';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, PDF_EOF_WINDOW_BYTES } from './limits';

/** A document refused for what it is: `message` is for the user (a 4xx), `reason` for the audit log. */
export class DocumentRejected extends Error {
  constructor(
    message: string,
    readonly reason: string = message,
  ) {
    super(message);
    this.name = 'DocumentRejected';
  }
}

export type ValidatedDocument =
  | { kind: 'image'; format: 'png' | 'jpeg' | 'gif'; width: number; height: number }
  | { kind: 'pdf'; version: string };

/** The spec's words for content that cannot be read (spec 1 §5); the precise reason goes to the audit log. */
const damaged = (reason: string) => new DocumentRejected(FILE_CHECK_MESSAGES.couldNotRead, reason);

export function imageTooLargeMessage(width: number, height: number): string {
  return `Image is ${width} x ${height} pixels, more than the ${MAX_IMAGE_PIXELS / 1_000_000} megapixel limit. Please upload a smaller scan or photo.`;
}

function checkDimensions(width: number, height: number, format: string): void {
  if (width < 1 || height < 1) throw damaged(`${format}: zero width or height`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new DocumentRejected(imageTooLargeMessage(width, height), `${format}: ${width}x${height} over the pixel limit`);
  }
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u16le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

// ---- PNG (ISO/IEC 15948, https://www.w3.org/TR/png/) ----

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each colour type allows (PNG §11.2.2, Table 11.1) and its samples per pixel. */
const PNG_COLOR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};
/** Adam7 passes: [x start, y start, x step, y step] (PNG §8.2). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** Bytes the filtered scanlines inflate to: a filter byte plus the packed samples of each row (of each pass). */
function pngRawSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)), 0);
}

/** Inflates the zlib stream chunk by chunk, keeping nothing: its exact length, or a rejection. */
function inflatedLength(chunks: Uint8Array[], expected: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate();
    let total = 0;
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      reject(damaged(reason));
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > expected) fail(`PNG: image data inflates past the ${expected} bytes its header allows`);
    });
    inflate.on('error', (error) => fail(`PNG: image data: ${error.message}`));
    inflate.on('end', () => {
      if (settled) return;
      if (total < expected) return fail(`PNG: image data ends after ${total} of ${expected} bytes`);
      settled = true;
      resolve();
    });
    for (const chunk of chunks) inflate.write(chunk);
    inflate.end();
  });
}

export async function validatePng(bytes: Uint8Array): Promise<ValidatedDocument> {
  if (bytes.length < 8 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) throw damaged('PNG: no signature');
  let at = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean; colorType: number } | null = null;
  let sawPalette = false;
  let idatState: 'none' | 'open' | 'closed' = 'none';
  const idat: Uint8Array[] = [];
  for (;;) {
    if (at + 12 > bytes.length) throw damaged('PNG: ends before IEND');
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw damaged(`PNG: bad chunk type at ${at}`);
    if (length > 0x7fffffff || at + 12 + length > bytes.length) throw damaged(`PNG: chunk ${type} runs past the end`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32be(bytes, at + 8 + length)) throw damaged(`PNG: CRC mismatch in ${type}`);
    if (!header && type !== 'IHDR') throw damaged('PNG: IHDR is not first');
    if (type === 'IHDR') {
      if (header || length !== 13) throw damaged('PNG: bad IHDR');
      const width = u32be(data, 0);
      const height = u32be(data, 4);
      const [depth, colorType, compression, filter, interlace] = data.subarray(8, 13);
      const color = PNG_COLOR_TYPES[colorType];
      if (!color || !color.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) throw damaged('PNG: bad IHDR fields');
      checkDimensions(width, height, 'PNG');
      header = { width, height, bitsPerPixel: depth * color.samples, interlaced: interlace === 1, colorType };
    } else if (type === 'PLTE') {
      sawPalette = true;
    } else if (type === 'IDAT') {
      if (idatState === 'closed') throw damaged('PNG: IDAT chunks are not consecutive');
      if (header!.colorType === 3 && !sawPalette) throw damaged('PNG: palette image without PLTE');
      idatState = 'open';
      idat.push(data);
    } else if (type === 'IEND') {
      if (length !== 0) throw damaged('PNG: IEND with data');
      at += 12;
      break;
    } else if (idatState === 'open') {
      idatState = 'closed';
    }
    at += 12 + length;
  }
  if (idat.length === 0) throw damaged('PNG: no IDAT');
  // Data after IEND is another file riding along (a polyglot): not a PNG we read.
  if (at !== bytes.length) throw damaged(`PNG: ${bytes.length - at} bytes after IEND`);
  const { width, height, bitsPerPixel, interlaced } = header!;
  await inflatedLength(idat, pngRawSize(width, height, bitsPerPixel, interlaced));
  return { kind: 'image', format: 'png', width, height };
}

// ---- JPEG (ITU-T T.81 Annex B) ----

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman and arithmetic). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Other files' signatures that must not ride after a JPEG's EOI (a polyglot); a phone's motion-photo video may. */
const FOREIGN_SIGNATURES = ['%PDF-', 'PK\x03\x04', '\x89PNG', 'GIF8', '<html', '<script', '<svg', '<?xml'];

export function validateJpeg(bytes: Uint8Array): ValidatedDocument {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) throw damaged('JPEG: no SOI');
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  let scans = 0;
  for (;;) {
    if (at >= bytes.length) throw damaged('JPEG: ends before EOI');
    if (bytes[at] !== 0xff) throw damaged(`JPEG: no marker at ${at}`);
    while (at < bytes.length && bytes[at] === 0xff) at += 1; // fill bytes
    if (at >= bytes.length) throw damaged('JPEG: ends before EOI');
    const marker = bytes[at];
    at += 1;
    if (marker === 0xd9) break; // EOI
    if (marker === 0xd8 || marker === 0x00) throw damaged('JPEG: unexpected marker');
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // standalone markers
    if (at + 2 > bytes.length) throw damaged('JPEG: ends inside a segment');
    const length = u16be(bytes, at);
    if (length < 2 || at + length > bytes.length) throw damaged(`JPEG: segment ${marker.toString(16)} runs past the end`);
    if (SOF_MARKERS.has(marker)) {
      if (frame || length < 8) throw damaged('JPEG: bad SOF');
      const height = u16be(bytes, at + 3);
      const width = u16be(bytes, at + 5);
      const components = bytes[at + 7];
      if (components < 1 || components > 4 || length !== 8 + 3 * components) throw damaged('JPEG: bad SOF components');
      checkDimensions(width, height, 'JPEG');
      frame = { width, height };
    }
    at += length;
    if (marker === 0xda) {
      if (!frame) throw damaged('JPEG: scan before frame header');
      scans += 1;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      for (;;) {
        if (at + 1 >= bytes.length) throw damaged('JPEG: scan data ends before EOI');
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1];
          if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        at += 1;
      }
    }
  }
  if (!frame || scans === 0) throw damaged('JPEG: no frame or no scan');
  if (at < bytes.length) {
    const trailing = Buffer.from(bytes.subarray(at)).toString('latin1');
    const foreign = FOREIGN_SIGNATURES.find((signature) => trailing.includes(signature));
    if (foreign) throw damaged(`JPEG: another file (${JSON.stringify(foreign)}) after EOI`);
  }
  return { kind: 'image', format: 'jpeg', ...frame };
}

// ---- GIF (GIF89a specification, W3C/CompuServe 1990) ----

export function validateGif(bytes: Uint8Array): ValidatedDocument {
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) throw damaged('GIF: no header');
  const screenWidth = u16le(bytes, 6);
  const screenHeight = u16le(bytes, 8);
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let width = screenWidth;
  let height = screenHeight;
  let frames = 0;
  const skipSubBlocks = () => {
    for (;;) {
      if (at >= bytes.length) throw damaged('GIF: ends inside a block');
      const size = bytes[at];
      at += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    if (at >= bytes.length) throw damaged('GIF: ends before the trailer');
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      at += 1;
      break;
    }
    if (introducer === 0x21) {
      at += 2; // introducer and label
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (at + 10 > bytes.length) throw damaged('GIF: ends inside an image descriptor');
      const left = u16le(bytes, at + 1);
      const top = u16le(bytes, at + 3);
      const frameWidth = u16le(bytes, at + 5);
      const frameHeight = u16le(bytes, at + 7);
      const frameFlags = bytes[at + 9];
      checkDimensions(frameWidth, frameHeight, 'GIF');
      width = Math.max(width, left + frameWidth);
      height = Math.max(height, top + frameHeight);
      at += 10 + (frameFlags & 0x80 ? 3 * 2 ** ((frameFlags & 7) + 1) : 0);
      if (at >= bytes.length) throw damaged('GIF: ends before image data');
      const minimumCodeSize = bytes[at];
      if (minimumCodeSize < 2 || minimumCodeSize > 11) throw damaged('GIF: bad LZW code size');
      at += 1;
      skipSubBlocks();
      frames += 1;
    } else {
      throw damaged(`GIF: unknown block ${introducer} at ${at}`);
    }
  }
  if (frames === 0) throw damaged('GIF: no image');
  if (at > bytes.length) throw damaged('GIF: ends inside a block');
  if (at !== bytes.length) throw damaged(`GIF: ${bytes.length - at} bytes after the trailer`);
  checkDimensions(width, height, 'GIF');
  return { kind: 'image', format: 'gif', width, height };
}

// ---- PDF (ISO 32000-1 §7.5) ----

export function validatePdf(bytes: Uint8Array): ValidatedDocument {
  const head = ascii(bytes, 0, Math.min(bytes.length, 16));
  const version = /^%PDF-([12]\.\d)/.exec(head)?.[1];
  if (!version) throw damaged('PDF: no %PDF-1.x or %PDF-2.x header');
  const tail = ascii(bytes, Math.max(0, bytes.length - PDF_EOF_WINDOW_BYTES), bytes.length);
  if (!tail.includes('%%EOF')) throw damaged('PDF: no %%EOF at the end (truncated?)');
  return { kind: 'pdf', version };
}

/**
 * Checks a document of a declared type (already matched to its first bytes by the general file check).
 * Throws DocumentRejected; the page count of a PDF is checked where pdfjs opens it, in the sandbox.
 */
export async function validateDocument(bytes: Uint8Array, mimeType: string): Promise<ValidatedDocument> {
  switch (mimeType) {
    case 'image/png':
      return validatePng(bytes);
    case 'image/jpeg':
      return validateJpeg(bytes);
    case 'image/gif':
      return validateGif(bytes);
    case 'application/pdf':
      return validatePdf(bytes);
    default:
      throw new DocumentRejected(FILE_CHECK_MESSAGES.signatureMismatch, `no validator for ${mimeType}`);
  }
}
