// AI_PROVIDER=local: no network. A PDF is read from its text layer (or, when it has none, as a scan:
// rendered and OCR'd), the page that carries the form asked for; an image is OCR'd. Then a form's parser reads the boxes.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { SANDBOX_TIMEOUT_MS } from '../limits';
import type { PageText } from './layout';
import { readLastYear1040 } from './lastYear1040';
import { readImage, type ReadImageOptions } from './ocr';
import { turned, turnsToTry } from './orientation';
import { openPdfPages, readPdfPage, renderPdfPageToPng } from './pdf';

/** Fewer words than this on a PDF page means a scanned page: it is read as an image. */
const SCANNED_PAGE_WORDS = 5;
/**
 * Most pages of a scanned PDF OCR'd in search of the form (each costs a second or more): a statement prints its
 * forms on its first pages, and the sandbox's time limit must hold.
 */
const MAX_OCR_PAGES = 6;
/**
 * No further page of a scanned PDF is begun past this much of the reading's own work (half the sandbox's limit, a
 * page taking a few seconds): the best page read so far is answered rather than the process killed.
 */
const OCR_SEARCH_BUDGET_MS = SANDBOX_TIMEOUT_MS / 2;
/**
 * A picture's second reading, cleaned otherwise (readUpright), is begun only this soon after its first began: it
 * reads an enlarged page, slower than the first, and a refused page has already been read turned up to three times;
 * a refusal that times out tells the user less than the refusal.
 */
const SECOND_READING_BUDGET_MS = SANDBOX_TIMEOUT_MS / 6;

/**
 * A reading's clock: how much of its budget it has spent. The budgets count the CPU time of this process (the OCR
 * workers' threads with the main thread; a sandbox child reads one document at a time), so whether a page is read a
 * second time is the same on a quiet machine and a busy one: measured in wall time, a 1099-G fax that needs its second
 * reading was read 6/8 on a quiet machine and refused as 'not a 1099-G' with other work running beside it. The wall clock still stops a
 * further reading past half the sandbox's limit, which kills a document by wall time.
 */
export interface ReadingClock {
  cpuMs(): number;
  wallMs(): number;
}

export function startReadingClock(): ReadingClock {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  return {
    cpuMs: () => {
      const used = process.cpuUsage(cpu);
      return (used.user + used.system) / 1000;
    },
    wallMs: () => performance.now() - wall,
  };
}

/** Whether a reading that has spent what `clock` says may begin another pass within `budgetMs` of its own work. */
export function withinBudget(clock: ReadingClock, budgetMs: number): boolean {
  return clock.cpuMs() <= budgetMs && clock.wallMs() <= SANDBOX_TIMEOUT_MS / 2;
}

export interface ReadPage {
  page: PageText;
  /** Whether the text came from a text layer (exact) or OCR. */
  source: 'text' | 'ocr';
}

/** Positioned text of a document's first page, and whether it came from a text layer (exact) or OCR. */
export async function readPageWithSource(bytes: Uint8Array, mimeType: string): Promise<ReadPage> {
  if (mimeType === 'application/pdf') {
    const page = await readPdfPage(bytes);
    if (page.items.length >= SCANNED_PAGE_WORDS) return { page, source: 'text' };
    return { page: await readImage(await renderPdfPageToPng(bytes, 3)), source: 'ocr' };
  }
  return { page: await readImage(bytes), source: 'ocr' };
}

export interface FormPage extends ReadPage {
  /** 1-based. */
  pageNumber: number;
  /** The document's first page as read (a statement's cover names its payer and recipient once). */
  first: ReadPage;
}

/**
 * An image read upright. Its print's direction is measured on the cleaned page first (orientation.ts turnsOfPrint):
 * a page plainly turned is read turned first, the likeliest turn first; a page plainly upright is not read turned at
 * all. Otherwise, when its upright reading is not the form (`fits` 0), the page may have been scanned or photographed
 * turned: it is read again turned the way its print suggests, and kept turned when that fits.
 * A page still read as no form, or as under half of what surely is the form (`enough`), is read once more cleaned
 * otherwise (ocr.ts `stronger`: enlarged for small print), and the reading that fits better kept: a page refused or
 * half-read is worth a second OCR pass, a page read well is not; and none once the readings so far took long.
 */
async function readUpright(bytes: Uint8Array, fits: (page: PageText, source: ReadPage['source']) => number, options: ReadImageOptions = {}, enough = 1): Promise<ReadPage> {
  const clock = startReadingClock();
  const first = await readImage(bytes, { ...options, orient: true });
  const print = first.turnsOfPrint;
  let best: { read: ReadPage; bytes: Uint8Array; score: number } | null = null;
  // Plainly turned: read turned, the likeliest way first; as it came only when no turn fits.
  const turns = print?.turns ?? [];
  const readTurned = async (among: number[]) => {
    for (const degrees of print ? among : await turnsToTry(bytes)) {
      const turnedBytes = await turned(bytes, degrees);
      const page = await readImage(turnedBytes, options);
      const score = fits(page, 'ocr');
      if (score > 0) return { read: { page, source: 'ocr' as const }, bytes: turnedBytes, score };
    }
    return null;
  };
  const turnedFirst = Boolean(print?.sure && turns.length);
  if (turnedFirst) best = await readTurned(turns);
  if (!best) {
    const read: ReadPage = { page: turnedFirst ? await readImage(bytes, options) : first, source: 'ocr' };
    if (read.page.items.length === 0) return read;
    best = { read, bytes, score: fits(read.page, 'ocr') };
    if (best.score === 0 && !turnedFirst) best = (await readTurned(turns)) ?? best;
  }
  if (best.score * 2 >= enough || !withinBudget(clock, SECOND_READING_BUDGET_MS)) return best.read;
  const again: ReadPage = { page: await readImage(best.bytes, { ...options, stronger: true }), source: 'ocr' };
  const score = fits(again.page, 'ocr');
  // A page refused by its first readings is taken only when the second reading is surely the form (half of `enough`):
  // a receipt or a page read as one or two boxes is better refused than answered wrong (the main bench's 1099-MISC
  // scan, refused before, was taken with 1 of 8 fields right).
  if (best.score === 0 && score * 2 < enough) return best.read;
  return score > best.score ? again : best.read;
}

/**
 * The page that carries the form asked for. An image is its one page. A PDF's pages are read in order (the text
 * layer; OCR for a page without one), each scored by `fits` (0: not this form); the best-scoring page is kept,
 * the first on a tie. A broker's statement prints a cover and then one form per page; a W-2 may follow a notice.
 * OCR stops at the first page scoring `enough` (OCR is slow); text layers are cheap and all read. No page fitting
 * gives page 1 (the caller refuses it in the user's words). `options`: how an image is read (ocr.ts).
 */
export async function readFormPage(bytes: Uint8Array, mimeType: string, fits: (page: PageText, source: ReadPage['source']) => number, enough = 1, options: ReadImageOptions = {}): Promise<FormPage> {
  if (mimeType !== 'application/pdf') {
    const read = await readUpright(bytes, fits, options, enough);
    return { ...read, pageNumber: 1, first: read };
  }
  const pdf = await openPdfPages(bytes);
  try {
    const pages: ReadPage[] = [];
    const scores: number[] = [];
    let ocrPages = 0;
    const clock = startReadingClock();
    for (let number = 1; number <= pdf.pageCount; number += 1) {
      const text = await pdf.text(number);
      let read: ReadPage = { page: text, source: 'text' };
      if (text.items.length < SCANNED_PAGE_WORDS) {
        if (ocrPages >= MAX_OCR_PAGES || (ocrPages > 0 && !withinBudget(clock, OCR_SEARCH_BUDGET_MS))) break;
        ocrPages += 1;
        const png = await pdf.png(number, 3);
        // A one-page scan may have been fed turned, as a photo may.
        read = pdf.pageCount === 1 ? await readUpright(png, fits, options, enough) : { page: await readImage(png, options), source: 'ocr' };
      }
      pages.push(read);
      const score = fits(read.page, read.source);
      scores.push(score);
      if (read.source === 'ocr' && score >= enough) break;
    }
    const best = scores.reduce((chosen, score, index) => (score > scores[chosen]! ? index : chosen), 0);
    return { ...pages[best]!, pageNumber: best + 1, first: pages[0]! };
  } finally {
    await pdf.close();
  }
}

/** Positioned text of a document's first page, whatever its kind. */
export async function readPage(bytes: Uint8Array, mimeType: string): Promise<PageText> {
  return (await readPageWithSource(bytes, mimeType)).page;
}

/** A prior-year return across its pages (the header on page 1, 'Sign Here' on page 2). */
export async function readLastYearFormLocally(bytes: Uint8Array, mimeType: string): Promise<LastYearExtraction> {
  return readLastYear1040(bytes, mimeType);
}
