// Cleaning a photographed or scanned page before OCR (issue 13 item 5): Tesseract reads best from level,
// high-contrast text about 300 dpi, without the ruling of form grids (it reads cell borders as '|' and '_'
// and merges neighbouring cells into one line). Pure pixel arithmetic on a grey plane, plus the canvas to
// turn and scale in one resampling. Runs in the sandbox process only.
import { createCanvas, type Image } from '@napi-rs/canvas';

export interface Grey {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** 0.299 R + 0.587 G + 0.114 B (ITU-R BT.601), the grey Tesseract itself uses. */
export function greyOf(rgba: Uint8ClampedArray, width: number, height: number): Grey {
  const data = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < data.length; pixel += 1) {
    data[pixel] = (rgba[pixel * 4]! * 299 + rgba[pixel * 4 + 1]! * 587 + rgba[pixel * 4 + 2]! * 114) / 1000;
  }
  return { width, height, data };
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsuThreshold(grey: Grey): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey.data) histogram[value]! += 1;
  const total = grey.data.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level]!;
  let background = 0;
  let backgroundSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    background += histogram[level]!;
    if (background === 0) continue;
    const foreground = total - background;
    if (foreground === 0) break;
    backgroundSum += level * histogram[level]!;
    const meanBack = backgroundSum / background;
    const meanFore = (sum - backgroundSum) / foreground;
    const between = background * foreground * (meanBack - meanFore) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * The page's skew in degrees (positive: text runs down to the right), by projection profile: the ink of
 * level text lines falls into few rows, so the angle whose sheared row histogram is most peaked (largest
 * sum of squares) is the one that levels the lines. Searched -5..5 degrees coarse, then fine.
 */
export function estimateSkew(grey: Grey): number {
  // Work on at most ~1000 px across: the angle does not need more.
  const step = Math.max(1, Math.floor(grey.width / 1000));
  const threshold = Math.min(otsuThreshold(grey), 160);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < grey.height; y += step) {
    for (let x = 0; x < grey.width; x += step) {
      if (grey.data[y * grey.width + x]! < threshold) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  // A blank page or a page all ink: nothing to level.
  const sampled = Math.ceil(grey.width / step) * Math.ceil(grey.height / step);
  if (xs.length < 200 || xs.length > sampled * 0.5) return 0;
  const rows = Math.ceil(grey.height / step) + Math.ceil(grey.width / step) * 0.1 + 2;
  const score = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const offset = Math.ceil(grey.width / step) * 0.09 + 1;
    const histogram = new Float64Array(Math.ceil(rows + offset * 2));
    for (let index = 0; index < xs.length; index += 1) {
      const row = Math.round(ys[index]! - xs[index]! * slope + offset);
      if (row >= 0 && row < histogram.length) histogram[row] += 1;
    }
    let total = 0;
    for (const count of histogram) total += count * count;
    return total;
  };
  let best = 0;
  let bestScore = -1;
  for (let degrees = -5; degrees <= 5.0001; degrees += 0.25) {
    const value = score(degrees);
    if (value > bestScore) {
      bestScore = value;
      best = degrees;
    }
  }
  const coarse = best;
  for (let degrees = coarse - 0.25; degrees <= coarse + 0.2501; degrees += 0.05) {
    const value = score(degrees);
    if (value > bestScore) {
      bestScore = value;
      best = degrees;
    }
  }
  return Math.round(best * 100) / 100;
}

/**
 * The page's resolution guessed from its size, for a Letter or A4 page (8.5 in or 210 mm across): a photo
 * of part of a page is read as a low resolution and enlarged, which does no harm to OCR.
 */
export function guessDpi(width: number, height: number): number {
  return Math.min(width, height) / 8.5;
}

function percentileOf(grey: Grey, share: number): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey.data) histogram[value]! += 1;
  let seen = 0;
  for (let level = 0; level < 256; level += 1) {
    seen += histogram[level]!;
    if (seen >= grey.data.length * share) return level;
  }
  return 255;
}

/**
 * A page with no ink: its darkest 0.5% is within 40 grey levels of the paper (scanner noise only). OCR of
 * such a page takes seconds and finds only specks.
 */
export function isBlank(grey: Grey): boolean {
  return percentileOf(grey, 0.5) - percentileOf(grey, 0.005) < 40;
}

/** Stretches grey levels so that paper is white and ink black: the darkest 0.5% to 0, the paper's level to 255. */
export function stretchContrast(grey: Grey): void {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey.data) histogram[value]! += 1;
  const percentile = (share: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level += 1) {
      seen += histogram[level]!;
      if (seen >= grey.data.length * share) return level;
    }
    return 255;
  };
  const ink = percentile(0.005);
  // Paper: the median is paper on any form (ink covers far less than half a page).
  const paper = percentile(0.5);
  if (paper - ink < 40) return;
  // White paper and black ink already (a rendered or clean page): stretching only thickens the glyphs'
  // edges, which made Tesseract misread a checked box and its caption.
  if (paper >= 235 && ink <= 60) return;
  const table = new Uint8ClampedArray(256);
  for (let level = 0; level < 256; level += 1) table[level] = ((level - ink) * 255) / (paper - ink - Math.min(12, (paper - ink) * 0.1));
  for (let pixel = 0; pixel < grey.data.length; pixel += 1) grey.data[pixel] = table[grey.data[pixel]!]!;
}

/**
 * Erases the ruling of a form: horizontal runs of ink longer than `minRun` and vertical runs longer than
 * `minRun`, which no printed character has (0.3 in: taller than any letter up to 20 pt). Pixels that
 * belong to a run are whitened; text touching a rule keeps its other pixels.
 */
export function removeRules(grey: Grey, threshold: number, minRun: number, spread = 0): void {
  const { width, height, data } = grey;
  const erase = new Uint8Array(width * height);
  // A rule is thin: a few pixels off it, on both sides, is paper. A long dark run through a line of dense
  // typed text (blurred letters touching) has ink there too, and is kept.
  const away = spread + 3;
  const dark = (pixel: number) => pixel >= 0 && pixel < data.length && data[pixel]! < threshold;
  const thinAcross = (from: number, to: number, sides: (pixel: number) => [number, number], rowStart: number, column?: number) => {
    let inked = 0;
    for (let along = from; along < to; along += 1) {
      const pixel = column === undefined ? rowStart + along : along * width + column;
      const [before, after] = sides(pixel);
      if (dark(before) || dark(after)) inked += 1;
    }
    return inked < (to - from) * 0.3;
  };
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const dark = x < width && data[y * width + x]! < threshold;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        if (x - start >= minRun && thinAcross(start, x, (at) => [at - away * width, at + away * width], y * width)) for (let fill = start; fill < x; fill += 1) erase[y * width + fill] = 1;
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x += 1) {
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const dark = y < height && data[y * width + x]! < threshold;
      if (dark && start < 0) start = y;
      if (!dark && start >= 0) {
        if (y - start >= minRun && thinAcross(start, y, (at) => [at - away, at + away], 0, x)) for (let fill = start; fill < y; fill += 1) erase[fill * width + x] = 1;
        start = -1;
      }
    }
  }
  // A scanned rule is blurred over two or three rows (or columns): its fringe goes with it, else Tesseract
  // reads the grey remains as '|' and '_' and joins the cells they bound.
  for (let pixel = 0; pixel < erase.length; pixel += 1) {
    if (erase[pixel] !== 1) continue;
    const x = pixel % width;
    for (let reach = -spread; reach <= spread; reach += 1) {
      if (reach === 0) continue;
      if (erase[pixel + reach * width] === 0 && pixel + reach * width >= 0 && pixel + reach * width < erase.length) erase[pixel + reach * width] = 2;
      if (x + reach >= 0 && x + reach < width && erase[pixel + reach] === 0) erase[pixel + reach] = 2;
    }
  }
  for (let pixel = 0; pixel < erase.length; pixel += 1) if (erase[pixel]) data[pixel] = 255;
}

export interface CleanedPage {
  /** The cleaned page, grey, as a binary PGM for the OCR engine. */
  image: Buffer;
  /** The cleaned page before its rules were erased (checkbox darkness is read here). */
  grey: Grey;
  /** Nothing printed on the page. */
  blank: boolean;
  skewDegrees: number;
  scale: number;
}

/** Told how long each step of the cleaning took (tests/bench/ocr-profile.ts). */
export type StepTimer = (step: string, ms: number) => void;

/** A clock for `onStep`: each call reports the time since the previous one. */
export function stepClock(onStep: StepTimer | undefined): (step: string) => void {
  if (!onStep) return () => undefined;
  let last = performance.now();
  return (step) => {
    const now = performance.now();
    onStep(step, now - last);
    last = now;
  };
}

/** The target resolution: Tesseract's accuracy falls off under about 20 px of x-height (10 pt at 300 dpi). */
const TARGET_DPI = 300;
/** Pages at or above this are read as they are (10 pt text has about 20 px of x-height at 200 dpi already). */
const MIN_DPI = 195;
const MAX_SCALE = 2.5;
/** Never enlarge past this many pixels: OCR time grows with the area. */
const MAX_PIXELS = 12_000_000;

/**
 * Levels, enlarges, greys and contrasts a page, then erases its ruling. `targetDpi` above 300 reads small print
 * (captions of 5-6 pt) on a second pass; the page is then enlarged whatever its resolution.
 */
export function cleanPage(image: Image, options: { targetDpi?: number; onStep?: StepTimer } = {}): CleanedPage {
  const targetDpi = options.targetDpi ?? TARGET_DPI;
  const step = stepClock(options.onStep);
  const probe = createCanvas(image.width, image.height);
  const probeContext = probe.getContext('2d');
  probeContext.fillStyle = '#ffffff';
  probeContext.fillRect(0, 0, image.width, image.height);
  probeContext.drawImage(image, 0, 0);
  const original = greyOf(probeContext.getImageData(0, 0, image.width, image.height).data, image.width, image.height);
  step('clean: grey of the page');
  const skewDegrees = estimateSkew(original);
  step('clean: skew');
  const blank = isBlank(original);
  if (blank) return { image: Buffer.alloc(0), grey: original, blank, skewDegrees: 0, scale: 1 };

  const dpi = guessDpi(image.width, image.height);
  let scale = dpi < MIN_DPI || targetDpi > TARGET_DPI ? Math.min(MAX_SCALE, targetDpi / dpi) : 1;
  scale = Math.min(scale, Math.sqrt(MAX_PIXELS / (image.width * image.height)));
  scale = Math.max(scale, Math.min(1, Math.sqrt(MAX_PIXELS / (image.width * image.height))));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.translate(width / 2, height / 2);
  context.rotate((-skewDegrees * Math.PI) / 180);
  context.scale(scale, scale);
  context.drawImage(probe, -image.width / 2, -image.height / 2);
  step('clean: turn and scale');
  const grey = greyOf(context.getImageData(0, 0, width, height).data, width, height);
  stretchContrast(grey);
  step('clean: grey and contrast');

  const forOcr: Grey = { width, height, data: new Uint8ClampedArray(grey.data) };
  const pageDpi = dpi * scale;
  // Rules are found by any ink darker than the paper's noise (a blurred hairline is only grey), then erased with a
  // pixel of fringe on each side.
  removeRules(forOcr, Math.max(Math.min(otsuThreshold(forOcr), 170), 200), Math.round(pageDpi * 0.3), Math.max(1, Math.round(pageDpi / 200)));
  step('clean: rules erased');

  // Binary PGM: no compression to pay for, and Tesseract's image library reads it directly.
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const image8 = Buffer.concat([header, Buffer.from(forOcr.data.buffer, forOcr.data.byteOffset, forOcr.data.byteLength)]);
  return { image: image8, grey, blank, skewDegrees, scale };
}
