// AI_PROVIDER=local: no network. A PDF is read from its text layer (or, when it has none, as a scan:
// rendered and OCR'd); an image is OCR'd. Then the Form 1040 parser reads the boxes.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import type { PageText } from './layout';
import { parseLastYear1040 } from './lastYear1040';
import { readImage } from './ocr';
import { readPdfPage, renderPdfPageToPng } from './pdf';

/** Positioned text of a document's first page, whatever its kind. */
export async function readPage(bytes: Uint8Array, mimeType: string): Promise<PageText> {
  if (mimeType === 'application/pdf') {
    const page = await readPdfPage(bytes);
    // Fewer than a handful of words means a scanned PDF: read it as an image.
    if (page.items.length >= 5) return page;
    return readImage(await renderPdfPageToPng(bytes, 3));
  }
  return readImage(bytes);
}

export async function readLastYearFormLocally(bytes: Uint8Array, mimeType: string): Promise<LastYearExtraction> {
  return parseLastYear1040(await readPage(bytes, mimeType));
}
