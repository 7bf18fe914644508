// OCR with tesseract.js and the English data shipped by @tesseract.js-data/eng (no download at run
// time). One worker is kept and reused; `closeOcr` ends it. Runs in the sandbox process only: the image
// decoder (@napi-rs/canvas) crashed the whole process on a truncated file (issue 7).
import { createRequire } from 'node:module';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { cleanPage, stepClock, type StepTimer } from './cleanImage';
import type { Box, PageText, TextItem } from './layout';

const require = createRequire(import.meta.url);
const englishData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', 1, { langPath: englishData.langPath, gzip: englishData.gzip, cacheMethod: 'none' });
  // Sauvola's local threshold instead of one Otsu threshold for the page: grey captions beside black values
  // (payroll services print captions in grey) fell under the page's threshold and were lost; a scan's
  // grey paper and uneven light are levelled window by window.
  await started.setParameters({ thresholding_method: '2' });
  return started;
}

function worker(): Promise<Worker> {
  workerPromise ??= startWorker().catch((error) => {
    workerPromise = null;
    throw error;
  });
  return workerPromise;
}

/** Starts the OCR worker ahead of the first image (about 0.5 s and its language data). */
export async function warmOcr(): Promise<void> {
  await worker();
}

export async function closeOcr(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending).terminate().catch(() => undefined);
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

/**
 * The words of an image with their boxes (pixels), and a darkness probe for checkboxes. `targetDpi` enlarges
 * the page past the usual 300 dpi for a second reading of small print; `region` then reads only that part of
 * the page (a box of a first reading `width` pixels wide), and the words come back in that reading's pixels.
 */
export async function readImage(bytes: Uint8Array, options: { targetDpi?: number; region?: { box: Box; width: number } } = {}): Promise<PageText> {
  const step = stepClock(stepTimer);
  const { loadImage } = await import('@napi-rs/canvas');
  const decodedImage = await loadImage(Buffer.from(bytes));
  step(options.region ? 'decode (second pass)' : 'decode');
  // Levelled, enlarged to about 300 dpi, contrasted and without the form's ruling (cleanImage.ts).
  const cleaned = cleanPage(decodedImage, { targetDpi: options.targetDpi, onStep: stepTimer && ((name, ms) => stepTimer?.(options.region ? `${name} (second pass)` : name, ms)) });
  step(options.region ? 'clean (second pass, total)' : 'clean (total)');
  // Both readings turn and scale the page about its centre: their pixels differ by the ratio of their widths.
  const ratio = options.region ? cleaned.grey.width / options.region.width : 1;
  const rectangle = options.region && {
    left: Math.max(0, Math.floor(options.region.box.x0 * ratio)),
    top: Math.max(0, Math.floor(options.region.box.y0 * ratio)),
    width: Math.min(cleaned.grey.width, Math.ceil(options.region.box.x1 * ratio)) - Math.max(0, Math.floor(options.region.box.x0 * ratio)),
    height: Math.min(cleaned.grey.height, Math.ceil(options.region.box.y1 * ratio)) - Math.max(0, Math.floor(options.region.box.y0 * ratio)),
  };
  const decoded: Luminance = cleaned.grey;
  if (cleaned.blank) return { width: decoded.width, height: decoded.height, items: [], darkness: darknessOf(decoded) };
  const ocr = await worker();
  // One recognition at a time per worker.
  const run = queue.then(() => ocr.recognize(cleaned.image, rectangle ? { rectangle } : {}, { blocks: true, text: false }));
  queue = run.catch(() => undefined);
  const result = await run;
  step(options.region ? 'tesseract (second pass)' : 'tesseract');
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
  const darkness = darknessOf(decoded);
  const scaled = (box: Box) => darkness({ x0: box.x0 * ratio, y0: box.y0 * ratio, x1: box.x1 * ratio, y1: box.y1 * ratio });
  // The page as OCR saw it (rules erased), for a second look at a doubtful word.
  const seen: Luminance = { width: decoded.width, height: decoded.height, data: new Uint8ClampedArray(cleaned.image.subarray(cleaned.image.length - decoded.width * decoded.height)) };
  const reread = (box: Box) => rereadBox(seen, { x0: box.x0 * ratio, y0: box.y0 * ratio, x1: box.x1 * ratio, y1: box.y1 * ratio });
  step('words, darkness and copy for rereading');
  return { width: decoded.width / ratio, height: decoded.height / ratio, items, darkness: ratio === 1 ? darkness : scaled, reread };
}

/** How much a doubtful word is enlarged to be read again: 3x read 'DD' right where the page's reading had 'pp'. */
const REREAD_SCALE = 3;

/**
 * The text in a box of a page read alone: cut out with a little paper around it, enlarged, read as a single
 * line (PSM 7), then the worker is set back to its usual single-block mode (PSM 6, Tesseract's default).
 */
async function rereadBox(page: Luminance, box: Box): Promise<string> {
  const step = stepClock(stepTimer);
  const { createCanvas } = await import('@napi-rs/canvas');
  const pad = Math.max(4, Math.round((box.y1 - box.y0) * 0.4));
  const x0 = Math.max(0, Math.floor(box.x0) - pad);
  const y0 = Math.max(0, Math.floor(box.y0) - pad);
  const width = Math.min(page.width, Math.ceil(box.x1) + pad) - x0;
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
  const ocr = await worker();
  const run = queue.then(async () => {
    await ocr.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
    try {
      return (await ocr.recognize(image)).data.text.trim();
    } finally {
      await ocr.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    }
  });
  queue = run.catch(() => undefined);
  const text = await run;
  step('reread of one box');
  return text;
}
