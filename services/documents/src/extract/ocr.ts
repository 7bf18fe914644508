// OCR with tesseract.js and the English data shipped by @tesseract.js-data/eng (no download at run
// time). Its workers are kept and reused; `closeOcr` ends them. Runs in the sandbox process only: the image
// decoder (@napi-rs/canvas) crashed the whole process on a truncated file (issue 7).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, PSM, type RecognizeResult, type Worker } from 'tesseract.js';
import { cleanPage, guessDpi, stepClock, type Grey, type StepTimer } from './cleanImage';
import { copiesOnImage } from './copiesOnImage';
import { turnsOfPrint, type TurnsOfPrint } from './orientation';
import type { Box, PageText, RereadAs, TextItem } from './layout';

const require = createRequire(import.meta.url);
const englishData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
/**
 * The package's LSTM-only data (its 4.0.0_best_int folder, 2.9 MB gzipped) rather than its default (4.0.0, 10.9 MB: the
 * same LSTM model beside the legacy engine's, which OEM 1 never uses). Same words and same boxes on every page compared
 * (printed corpus 4, clean, scan and photo); two workers start on 1.1 s of CPU instead of 1.5 s and hold 120 MB instead of
 * 300 MB (160 MB instead of 335 MB after a page each). A sandbox child: warm on 3.1 s of CPU instead of 3.9 s, 366 MB
 * instead of 521 MB, 502 MB instead of 628 MB after three W-2 pictures. The default data if the package lacks the folder.
 */
const LSTM_ONLY = path.join(path.dirname(englishData.langPath), '4.0.0_best_int');
const langPath = existsSync(path.join(LSTM_ONLY, 'eng.traineddata.gz')) ? LSTM_ONLY : englishData.langPath;

/**
 * Two workers by default (DOCUMENTS_OCR_WORKERS to change), one per core of the machine: readings asked for at
 * once (a reader's regions, its doubtful words) run at once. Each holds its own language model (about 150 MB).
 * A page is not cut into parts read apart: PSM 6 finds lines and their sizes over the whole image, and a
 * half-page read alone came out otherwise (the bureau 4-up scan lost three boxes).
 */
const WORKERS = Math.max(1, Math.min(4, Number(process.env.DOCUMENTS_OCR_WORKERS) || 2));

interface Slot {
  worker: Promise<Worker> | null;
  /** Its jobs run one after another: one recognition at a time per worker. */
  queue: Promise<unknown>;
  /** Jobs given to it and not finished, to give the next job to the least busy worker. */
  pending: number;
}
const slots: Slot[] = Array.from({ length: WORKERS }, () => ({ worker: null, queue: Promise.resolve(), pending: 0 }));

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', 1, { langPath, gzip: englishData.gzip, cacheMethod: 'none' });
  // Sauvola's local threshold instead of one Otsu threshold for the page: grey captions beside black values
  // (payroll services print captions in grey) fell under the page's threshold and were lost; a scan's
  // grey paper and uneven light are levelled window by window.
  await started.setParameters({ thresholding_method: '2' });
  return started;
}

function workerOf(slot: Slot): Promise<Worker> {
  slot.worker ??= startWorker().catch((error) => {
    slot.worker = null;
    throw error;
  });
  return slot.worker;
}

/** Runs `job` on the least busy worker once that worker's earlier jobs are done. */
function onWorker<T>(job: (worker: Worker) => Promise<T>): Promise<T> {
  const slot = slots.reduce((best, candidate) => (candidate.pending < best.pending ? candidate : best));
  slot.pending += 1;
  const run = slot.queue.then(async () => job(await workerOf(slot)));
  slot.queue = run.catch(() => undefined);
  return run.finally(() => {
    slot.pending -= 1;
  });
}

/** Starts the OCR workers ahead of the first image (about 0.5 s each, and their language data). */
export async function warmOcr(): Promise<void> {
  await Promise.all(slots.map(workerOf));
}

export async function closeOcr(): Promise<void> {
  await Promise.all(
    slots.map(async (slot) => {
      const pending = slot.worker;
      slot.worker = null;
      if (pending) await (await pending).terminate().catch(() => undefined);
    }),
  );
}

let stepTimer: StepTimer | undefined;

/** Reports how long each step of every reading takes (tests/bench/ocr-profile.ts); undefined stops it. */
export function timeOcrSteps(onStep: StepTimer | undefined): void {
  stepTimer = onStep;
}

interface Luminance {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function darknessOf(image: Luminance) {
  return (box: Box): number => {
    const x0 = Math.max(0, Math.floor(box.x0));
    const x1 = Math.min(image.width, Math.ceil(box.x1));
    const y0 = Math.max(0, Math.floor(box.y0));
    const y1 = Math.min(image.height, Math.ceil(box.y1));
    let dark = 0;
    let total = 0;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        total += 1;
        if (image.data[y * image.width + x] < 110) dark += 1;
      }
    }
    return total ? dark / total : 0;
  };
}

/** A cleaned part of a page as a binary PGM of the whole page, white around the part (`left`, `top` its place). */
function onWhitePage(part: Grey, left: number, top: number, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.alloc(header.length + width * height, 255);
  header.copy(pgm);
  for (let row = 0; row < part.height; row += 1) {
    pgm.set(part.data.subarray(row * part.width, (row + 1) * part.width), header.length + (top + row) * width + left);
  }
  return pgm;
}

/** The words Tesseract found, in pixels of a page `ratio` times smaller. */
function wordsOf(result: RecognizeResult, ratio: number): TextItem[] {
  const items: TextItem[] = [];
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          if (!word.text.trim()) continue;
          items.push({ text: word.text, x0: word.bbox.x0 / ratio, y0: word.bbox.y0 / ratio, x1: word.bbox.x1 / ratio, y1: word.bbox.y1 / ratio });
        }
      }
    }
  }
  return items;
}

export interface ReadImageOptions {
  region?: { box: Box; width: number };
  /** Cleaned harder (cleanImage.ts CleanOptions.stronger): a second reading of a page read as no form or nearly none. */
  stronger?: boolean;
  /**
   * A page that prints several copies of its form is read a copy at a time (copiesOnImage.ts), as many at once as
   * there are workers, until `enough` says the copies read so far do (then the rest is not read); a page of one
   * copy is read whole.
   */
  byCopies?: { enough: (page: PageText) => boolean };
  /**
   * The turns its print suggests are measured on the cleaned page (orientation.ts turnsOfPrint), and a page whose
   * print plainly stands turned is not read (no items): it is worth reading turned first (local.ts readUpright).
   */
  orient?: boolean;
}

/** A page of an image read, and, when asked (`orient`), the turns its print suggests. */
export interface ImagePage extends PageText {
  turnsOfPrint?: TurnsOfPrint;
}

/** Pages whose images are read again (a second pass): the skew the first reading found, not searched twice. */
const skewOfImage = new WeakMap<Uint8Array, number>();

/**
 * The words of an image with their boxes (pixels), and a darkness probe for checkboxes. `region` reads only that
 * part of the page again (a box of a first reading `width` pixels wide), and the words come back in that reading's
 * pixels.
 */
export async function readImage(bytes: Uint8Array, options: ReadImageOptions = {}): Promise<ImagePage> {
  const pass = options.region ? ' (second pass)' : options.stronger ? ' (stronger)' : '';
  const step = stepClock(stepTimer);
  const { loadImage } = await import('@napi-rs/canvas');
  const decodedImage = await loadImage(Buffer.from(bytes));
  step(`decode${pass}`);
  // Levelled, enlarged to about 300 dpi, contrasted and without the form's ruling (cleanImage.ts); a second
  // reading cleans only its region.
  const cleaned = cleanPage(decodedImage, {
    region: options.region,
    skewDegrees: skewOfImage.get(bytes),
    stronger: options.stronger,
    onStep: stepTimer && ((name, ms) => stepTimer?.(`${name}${pass}`, ms)),
  });
  skewOfImage.set(bytes, cleaned.skewDegrees);
  step(`clean (total)${pass}`);
  const decoded: Luminance = cleaned.grey;
  if (cleaned.blank) return { width: decoded.width, height: decoded.height, items: [], darkness: darknessOf(decoded) };
  // Both readings turn and scale the page about its centre: their pixels differ by the ratio of their widths.
  const ratio = options.region ? cleaned.pageWidth / options.region.width : 1;
  // What is read, in the cleaned part's pixels: all of it, or the region asked for (the part has a margin).
  const { left, top } = cleaned;
  const wanted = options.region
    ? {
        left: Math.max(0, Math.floor(options.region.box.x0 * ratio) - left),
        top: Math.max(0, Math.floor(options.region.box.y0 * ratio) - top),
        right: Math.min(decoded.width, Math.ceil(options.region.box.x1 * ratio) - left),
        bottom: Math.min(decoded.height, Math.ceil(options.region.box.y1 * ratio) - top),
      }
    : { left: 0, top: 0, right: decoded.width, bottom: decoded.height };
  // The OCR's own copy of the page (rules erased), for a second look at a doubtful word.
  const header = cleaned.image.length - decoded.width * decoded.height;
  const seen: Luminance = { width: decoded.width, height: decoded.height, data: new Uint8ClampedArray(cleaned.image.buffer, cleaned.image.byteOffset + header, decoded.width * decoded.height) };
  // A region is read as Tesseract's rectangle on the whole page (white where it was not cleaned): a page cut
  // to the region is read otherwise (PSM 6 finds its lines and their sizes over the whole image).
  const image = options.region ? onWhitePage(seen, left, top, cleaned.pageWidth, cleaned.pageHeight) : cleaned.image;
  const rectangle = options.region && { left: wanted.left + left, top: wanted.top + top, width: wanted.right - wanted.left, height: wanted.bottom - wanted.top };
  const darkness = darknessOf(decoded);
  const turns = options.orient && !options.region ? turnsOfPrint(seen, guessDpi(decoded.width, decoded.height)) : undefined;
  step('turns of the print');
  if (turns?.sure && turns.turns.length) return { width: decoded.width, height: decoded.height, items: [], darkness, turnsOfPrint: turns };
  const onPage = (box: Box): Box => ({ x0: box.x0 * ratio - left, y0: box.y0 * ratio - top, x1: box.x1 * ratio - left, y1: box.y1 * ratio - top });
  const reread = (box: Box, as?: RereadAs) => rereadBox(seen, onPage(box), as);
  const pageOf = (items: TextItem[]): PageText => ({ width: cleaned.pageWidth / ratio, height: cleaned.pageHeight / ratio, items, darkness: options.region ? (box) => darkness(onPage(box)) : darkness, reread });
  const recognized = (within?: { left: number; top: number; width: number; height: number }) =>
    onWorker(async (ocr) => {
      const started = performance.now();
      const read = await ocr.recognize(image, within ? { rectangle: within } : {}, { blocks: true, text: false });
      stepTimer?.(`tesseract: recognition alone${pass}`, performance.now() - started);
      return read;
    });
  const copies = options.byCopies && !options.region ? copiesOnImage(decoded, guessDpi(decoded.width, decoded.height)) : null;
  step('copies found on the image');
  if (copies && options.byCopies) {
    // Each copy a rectangle of the whole page (as a region is read), as many at once as there are workers, the
    // copies first, then the rest of the page's ink.
    const parts = [...copies.copies, ...copies.rest];
    const items: TextItem[] = [];
    for (let at = 0; at < parts.length; at += WORKERS) {
      const batch = parts.slice(at, at + WORKERS).map((box) => ({ left: Math.floor(box.x0), top: Math.floor(box.y0), width: Math.ceil(box.x1 - box.x0), height: Math.ceil(box.y1 - box.y0) }));
      for (const result of await Promise.all(batch.map((part) => recognized(part)))) items.push(...wordsOf(result, 1));
      step(`tesseract, copies ${at + 1}-${at + batch.length} of ${parts.length}`);
      if (at + WORKERS < parts.length && at + WORKERS <= copies.copies.length && options.byCopies.enough(pageOf(items))) break;
    }
    return { ...pageOf(items), readByCopies: true, turnsOfPrint: turns };
  }
  const result = await recognized(rectangle || undefined);
  step(`tesseract${pass}`);
  const items = wordsOf(result, ratio);
  step('words, darkness and copy for rereading');
  return { ...pageOf(items), turnsOfPrint: turns };
}

export type { RereadAs } from './layout';

/**
 * Where the last glyphs of a box lie across it: its runs of inked columns at least a seventh of its height wide (no
 * dot) that are no cell's side, the last group of them that lie closer than a third of the height apart, with a little paper
 * around. A box 12 code cell holds the caption's small print ('C o d e' stood on end) and its square's sides before
 * and around the code.
 */
function lastGlyphs(page: Luminance, box: Box): { x0: number; x1: number } | null {
  const height = Math.max(1, box.y1 - box.y0);
  const [left, right] = [Math.max(0, Math.floor(box.x0)), Math.min(page.width, Math.ceil(box.x1))];
  const [top, bottom] = [Math.max(0, Math.floor(box.y0)), Math.min(page.height, Math.ceil(box.y1))];
  const runs: { x0: number; x1: number }[] = [];
  let start = -1;
  // A column inked from above the box to below it is a cell's side, no glyph.
  const [above, below] = [Math.max(0, Math.floor(box.y0 - height / 2)), Math.min(page.height, Math.ceil(box.y1 + height / 2))];
  const side = (x: number) => {
    let dark = 0;
    for (let y = above; y < below; y += 1) if (page.data[y * page.width + x]! < 128) dark += 1;
    return dark >= (below - above) * 0.9;
  };
  for (let x = left; x <= right; x += 1) {
    let inked = false;
    for (let y = top; x < right && y < bottom && !inked; y += 1) inked = page.data[y * page.width + x]! < 128;
    if (inked && side(x)) inked = false;
    if (inked && start < 0) start = x;
    if (!inked && start >= 0) {
      if (x - start >= height / 7) runs.push({ x0: start, x1: x });
      start = -1;
    }
  }
  const last = runs.at(-1);
  if (!last) return null;
  let first = last;
  for (let at = runs.length - 2; at >= 0 && first.x0 - runs[at]!.x1 < height / 3; at -= 1) first = runs[at]!;
  const margin = height * 0.15;
  return { x0: first.x0 - margin, x1: last.x1 + margin };
}

/** How much a doubtful word is enlarged to be read again: 3x read 'DD' right where the page's reading had 'pp'. */
const REREAD_SCALE = 3;

/**
 * The text in a box of a page read alone: cut out with a little paper around it, enlarged, read as a single
 * line (PSM 7; or as one word, PSM 8, or one character, PSM 10, and only the characters asked for), then the worker is
 * set back to its usual single-block mode (PSM 6, Tesseract's default) and all characters.
 */
async function rereadBox(page: Luminance, box: Box, as: RereadAs = {}): Promise<string> {
  const step = stepClock(stepTimer);
  const { createCanvas } = await import('@napi-rs/canvas');
  const pad = Math.max(4, Math.round((box.y1 - box.y0) * 0.4));
  const across = as.lastGlyphs ? lastGlyphs(page, box) : { x0: box.x0 - pad, x1: box.x1 + pad };
  if (!across) return '';
  const x0 = Math.max(0, Math.floor(across.x0));
  const y0 = Math.max(0, Math.floor(box.y0) - pad);
  const width = Math.min(page.width, Math.ceil(across.x1)) - x0;
  const height = Math.min(page.height, Math.ceil(box.y1) + pad) - y0;
  if (width <= 0 || height <= 0) return '';
  const cut = createCanvas(width, height);
  const pixels = cut.getContext('2d').createImageData(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = page.data[(y + y0) * page.width + x + x0]!;
      pixels.data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  cut.getContext('2d').putImageData(pixels, 0, 0);
  const border = 20;
  const enlarged = createCanvas(width * REREAD_SCALE + border * 2, height * REREAD_SCALE + border * 2);
  const context = enlarged.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, enlarged.width, enlarged.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(cut, border, border, width * REREAD_SCALE, height * REREAD_SCALE);
  const image = await enlarged.encode('png');
  const text = await onWorker(async (ocr) => {
    await ocr.setParameters({ tessedit_pageseg_mode: as.mode === 'word' ? PSM.SINGLE_WORD : as.mode === 'character' ? PSM.SINGLE_CHAR : PSM.SINGLE_LINE, tessedit_char_whitelist: as.characters ?? '' });
    try {
      return (await ocr.recognize(image)).data.text.trim();
    } finally {
      await ocr.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: '' });
    }
  });
  step('reread of one box');
  return text;
}
