// AI_PROVIDER=local: no network. A PDF is read from its text layer (or, when it has none, as a scan:
// rendered and OCR'd); an image is OCR'd. Then the Form 1040 parser reads the boxes.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import type { PageText } from './layout';
import { readLastYear1040 } from './lastYear1040';
import { readImage } from './ocr';
import { readPdfPage, renderPdfPageToPng } from './pdf';

/** Positioned text of a document's first page, and whether it came from a text layer (exact) or OCR. */
export async function readPageWithSource(bytes: Uint8Array, mimeType: string): Promise<{ page: PageText; source: 'text' | 'ocr' }> {
  if (mimeType === 'application/pdf') {
    const page = await readPdfPage(bytes);
    // Fewer than a handful of words means a scanned PDF: read it as an image.
    if (page.items.length >= 5) return { page, source: 'text' };
    return { page: await readImage(await renderPdfPageToPng(bytes, 3)), source: 'ocr' };
  }
  return { page: await readImage(bytes), source: 'ocr' };
}

/** Positioned text of a document's first page, whatever its kind. */
export async function readPage(bytes: Uint8Array, mimeType: string): Promise<PageText> {
  return (await readPageWithSource(bytes, mimeType)).page;
}

/** A prior-year return across its pages (the header on page 1, 'Sign Here' on page 2). */
export async function readLastYearFormLocally(bytes: Uint8Array, mimeType: string): Promise<LastYearExtraction> {
  return readLastYear1040(bytes, mimeType);
}
