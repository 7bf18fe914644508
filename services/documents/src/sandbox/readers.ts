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

/** Run once when a sandbox process starts, so the first document does not pay for loading OCR. */
export async function warmUpReaders(): Promise<void> {
  await warmOcr();
}
