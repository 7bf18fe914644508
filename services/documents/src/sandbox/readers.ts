// The readers that run inside the sandbox process: every function here receives an upload's bytes (already
// through validateDocument) and its MIME type, and returns plain data (structured-clonable: no functions,
// no class instances). Decoders of untrusted bytes (pdfjs, @napi-rs/canvas, tesseract) are only ever called
// from here. To add a reader (W-2, 1099, ...): add one entry, then call `sandbox.run('<name>', bytes, type)`.
import { readLastYearFormLocally } from '../extract/local';
import { modelContentOf } from '../extract/modelContent';
import { warmOcr } from '../extract/ocr';
import { read1099Locally, read1099WithText } from '../extract/form1099';
import { readW2Locally, readW2WithText } from '../extract/w2';

export const SANDBOX_READERS = {
  /** Form 1040 header fields, read locally (text layer, or OCR of an image or a scanned PDF). */
  'last-year-1040': readLastYearFormLocally,
  /** What a model is sent for a document: a PDF's text lines, or the image (a scanned PDF rendered). */
  'model-content': modelContentOf,
  /** Form W-2 boxes by their captions (text layer, or OCR); refuses a page that is not a W-2. */
  w2: readW2Locally,
  /** The 1099s by their box captions (text layer, or OCR); each refuses a page that is not its form. */
  '1099-int': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-int'),
  '1099-div': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-div'),
  '1099-b': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-b'),
  '1099-r': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-r'),
  '1099-g': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-g'),
  '1099-oid': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-oid'),
  '1099-misc': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-misc'),
  '1099-nec': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, '1099-nec'),
  'ssa-1099': (bytes: Uint8Array, mimeType: string) => read1099Locally(bytes, mimeType, 'ssa-1099'),
  /** The same readings with the page's text, which the openai readers send to the model (src/extract/openaiForms.ts). */
  'w2+text': readW2WithText,
  '1099-int+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-int'),
  '1099-div+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-div'),
  '1099-b+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-b'),
  '1099-r+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-r'),
  '1099-g+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-g'),
  '1099-oid+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-oid'),
  '1099-misc+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-misc'),
  '1099-nec+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, '1099-nec'),
  'ssa-1099+text': (bytes: Uint8Array, mimeType: string) => read1099WithText(bytes, mimeType, 'ssa-1099'),
} satisfies Record<string, (bytes: Uint8Array, mimeType: string) => Promise<unknown>>;

export type SandboxReaderName = keyof typeof SANDBOX_READERS;
export type SandboxReaderResult<Name extends SandboxReaderName> = Awaited<ReturnType<(typeof SANDBOX_READERS)[Name]>>;

/** A one-line text PDF (pdfjs finds its objects without an xref table). */
function warmUpPdf(): Uint8Array {
  const stream = 'BT /F1 12 Tf 72 720 Td (Wage and Tax Statement) Tj ET';
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/**
 * Run once when a sandbox process starts, so the first document does not pay for loading OCR (its workers and
 * language data), nor for loading the PDF reader (pdfjs and its worker code) and running it a first time: a fresh
 * child's first text PDF took 1.5 s of CPU (4.7 s at load 18), the next ones 0.1 s; with this 0.2 s. (A first
 * recognition on each OCR worker was tried too: it spared a first page 0.6 s of CPU and cost 1.1 s per worker.)
 */
export async function warmUpReaders(): Promise<void> {
  await warmOcr();
  // Refused (no W-2 in it), which is all a warm-up needs.
  await readW2Locally(warmUpPdf(), 'application/pdf').catch(() => undefined);
}
