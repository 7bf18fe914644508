// OCR with tesseract.js and the English data shipped by @tesseract.js-data/eng (no download at run
// time). One worker is kept and reused; `closeOcr` ends it. Runs in the sandbox process only: the image
// decoder (@napi-rs/canvas) crashed the whole process on a truncated file (issue 7).
import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';
import { cleanPage } from './cleanImage';
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
  const { loadImage } = await import('@napi-rs/canvas');
  // Levelled, enlarged to about 300 dpi, contrasted and without the form's ruling (cleanImage.ts).
  const cleaned = cleanPage(await loadImage(Buffer.from(bytes)), options);
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
  return { width: decoded.width / ratio, height: decoded.height / ratio, items, darkness: ratio === 1 ? darkness : scaled };
}
