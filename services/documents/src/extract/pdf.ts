// A PDF's pages as positioned text (pdfjs-dist legacy build, which runs in Node without DOM), and the same
// pages rendered to PNG (for OCR of scanned PDFs and for tests that need an image of a form).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_IMAGE_PIXELS, MAX_PDF_PAGES } from '../limits';
import { DocumentRejected } from '../validate';
import type { PageText, TextItem } from './layout';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`;

export function tooManyPagesMessage(pages: number): string {
  return `PDF has ${pages} pages, more than the ${MAX_PDF_PAGES} page limit. Please upload only the pages of the form.`;
}

export async function openPdf(bytes: Uint8Array) {
  // pdfjs transfers (detaches) the buffer it is given: hand it a copy. Images embedded in the PDF are held
  // to the same pixel limit as uploaded images (pdfjs skips larger ones).
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  }).promise;
  if (pdf.numPages > MAX_PDF_PAGES) {
    await pdf.destroy();
    throw new DocumentRejected(tooManyPagesMessage(pdf.numPages), `PDF: ${pdf.numPages} pages`);
  }
  return pdf;
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

type OpenPdf = Awaited<ReturnType<typeof openPdf>>;

/** A run of text as the PDF shows it: its baseline from the page's top, its font size. */
interface Run {
  text: string;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

/**
 * Runs that touch on one baseline joined into one: small capitals made by setting lower case as smaller capitals (as
 * word processors do) come as 'W' + 'AGES', a run per size, and a caption read as 'W AGES' was no caption at all.
 * Runs closer than a tenth of their size are one word (a space is a quarter or more; widths differ a little between
 * the PDF's writer and pdf.js, so a slight overlap is a touch too); the joined run is as tall as
 * its tallest part.
 */
function joinTouching(runs: readonly Run[]): Run[] {
  const ordered = [...runs].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const joined: Run[] = [];
  const open: Run[] = [];
  for (const run of ordered) {
    const before = open.find((candidate) => {
      const size = Math.min(candidate.size, run.size);
      return Math.abs(candidate.baseline - run.baseline) <= size * 0.25 && run.x0 - candidate.x1 >= -size * 0.15 && run.x0 - candidate.x1 <= size * 0.1;
    });
    if (before) {
      before.text += run.text;
      before.x1 = Math.max(before.x1, run.x1);
      if (run.size > before.size) {
        before.baseline = run.baseline;
        before.size = run.size;
      }
      continue;
    }
    const fresh = { ...run };
    joined.push(fresh);
    open.push(fresh);
    // Only runs on this baseline can still be joined to.
    while (open.length && run.baseline - open[0]!.baseline > Math.max(open[0]!.size, run.size)) open.shift();
  }
  return joined;
}

/**
 * One page's text layer and the values of its form fields (a filled-in IRS PDF keeps typed values in AcroForm
 * fields, not in the text layer), in top-down page units.
 */
async function pageText(pdf: OpenPdf, pageNumber: number): Promise<PageText> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: Run[] = [];
  for (const raw of content.items as PdfTextItem[]) {
    if (!('str' in raw) || raw.str.trim() === '') continue;
    const [, , , , x, baseline] = raw.transform;
    const size = raw.height || Math.abs(raw.transform[3]) || 10;
    runs.push({ text: raw.str, x0: x, x1: x + raw.width, baseline: viewport.height - baseline, size });
  }
  const items: TextItem[] = joinTouching(runs).map((run) => ({ text: run.text, x0: run.x0, x1: run.x1, y0: run.baseline - run.size * 0.8, y1: run.baseline + run.size * 0.2 }));
  const annotations = (await page.getAnnotations()) as { fieldType?: string; fieldValue?: unknown; rect?: number[]; checkBox?: boolean; exportValue?: string }[];
  for (const annotation of annotations) {
    if (annotation.fieldType !== 'Tx' && annotation.fieldType !== 'Btn') continue;
    if (!annotation.rect) continue;
    const [x0, yLow, x1, yHigh] = annotation.rect;
    const box = { x0, x1, y0: viewport.height - yHigh, y1: viewport.height - yLow };
    if (annotation.fieldType === 'Tx' && typeof annotation.fieldValue === 'string' && annotation.fieldValue.trim()) {
      items.push({ text: annotation.fieldValue, ...box });
    } else if (annotation.checkBox && annotation.fieldValue && annotation.fieldValue !== 'Off') {
      items.push({ text: 'X', ...box });
    }
  }
  page.cleanup();
  return { width: viewport.width, height: viewport.height, items };
}

/** One page's text layer (page 1 by default) and the document's page count. */
export async function readPdfPage(bytes: Uint8Array, pageNumber = 1): Promise<PageText & { pageCount: number }> {
  const pdf = await openPdf(bytes);
  try {
    return { ...(await pageText(pdf, pageNumber)), pageCount: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

/** An open PDF whose pages are read one at a time, as text or as PNG; `close` frees it. */
export interface PdfPages {
  pageCount: number;
  text: (pageNumber: number) => Promise<PageText>;
  png: (pageNumber: number, scale?: number) => Promise<Buffer>;
  close: () => Promise<void>;
}

export async function openPdfPages(bytes: Uint8Array): Promise<PdfPages> {
  const pdf = await openPdf(bytes);
  return {
    pageCount: pdf.numPages,
    text: (pageNumber) => pageText(pdf, pageNumber),
    png: (pageNumber, scale = 3) => renderPage(pdf, pageNumber, scale),
    close: () => pdf.destroy(),
  };
}

/** Renders one page to a PNG at `scale` times 72 dpi, or less when that would pass the pixel limit (a page may be 200 in wide). */
async function renderPage(pdf: OpenPdf, pageNumber: number, scale: number): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await pdf.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  const fitting = Math.sqrt(MAX_IMAGE_PIXELS / Math.max(1, unscaled.width * unscaled.height));
  const viewport = page.getViewport({ scale: Math.min(scale, fitting) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs's types name the DOM canvas; @napi-rs/canvas implements the same drawing API.
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
  page.cleanup();
  return canvas.toBuffer('image/png');
}

export async function renderPdfPageToPng(bytes: Uint8Array, scale = 3, pageNumber = 1): Promise<Buffer> {
  const pdf = await openPdf(bytes);
  try {
    return await renderPage(pdf, pageNumber, scale);
  } finally {
    await pdf.destroy();
  }
}
