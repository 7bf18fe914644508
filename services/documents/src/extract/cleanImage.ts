// Cleaning a photographed or scanned page before OCR (issue 13 item 5): Tesseract reads best from level,
// high-contrast text about 300 dpi, without the ruling of form grids (it reads cell borders as '|' and '_'
// and merges neighbouring cells into one line). Pure pixel arithmetic on a grey plane, plus the canvas to
// turn and scale in one resampling. Runs in the sandbox process only.
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import type { Box } from './layout';
import { gaussianBlur } from './blur';
import { joinDots } from './dotMatrix';
import { screenStep } from './screenLattice';
import { isDithered, undither, UNDITHER_SIGMA } from './pictureDither';

export interface Grey {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** 0.299 R + 0.587 G + 0.114 B (ITU-R BT.601), the grey Tesseract itself uses. */
export function greyOf(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, into = new Uint8ClampedArray(width * height)): Grey {
  const data = into;
  for (let pixel = 0, at = 0; pixel < data.length; pixel += 1, at += 4) {
    data[pixel] = (rgba[at]! * 299 + rgba[at + 1]! * 587 + rgba[at + 2]! * 114) / 1000;
  }
  return { width, height, data };
}

/** How many pixels of each grey level. */
function histogramOf(grey: Grey): Float64Array {
  const histogram = new Float64Array(256);
  const { data } = grey;
  for (let pixel = 0; pixel < data.length; pixel += 1) histogram[data[pixel]!] += 1;
  return histogram;
}

/** The grey level under which `share` of the pixels lie. */
function percentileIn(histogram: Float64Array, total: number, share: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level += 1) {
    seen += histogram[level]!;
    if (seen >= total * share) return level;
  }
  return 255;
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsuThreshold(grey: Grey): number {
  const histogram = histogramOf(grey);
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
  const { width, data } = grey;
  const sampled = Math.ceil(grey.width / step) * Math.ceil(grey.height / step);
  // The inked sample points, at most half of them (more is a page all ink).
  const xs = new Float64Array(Math.ceil(sampled * 0.5) + 1);
  const ys = new Float64Array(xs.length);
  let inked = 0;
  scan: for (let y = 0; y < grey.height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (data[y * width + x]! < threshold) {
        if (inked === xs.length) break scan;
        xs[inked] = x / step;
        ys[inked] = y / step;
        inked += 1;
      }
    }
  }
  // A blank page or a page all ink: nothing to level.
  if (inked < 200 || inked > sampled * 0.5) return 0;
  const rows = Math.ceil(grey.height / step) + Math.ceil(grey.width / step) * 0.1 + 2;
  const offset = Math.ceil(grey.width / step) * 0.09 + 1;
  const histogram = new Float64Array(Math.ceil(rows + offset * 2));
  const score = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    histogram.fill(0);
    const length = histogram.length;
    for (let index = 0; index < inked; index += 1) {
      const row = Math.round(ys[index]! - xs[index]! * slope + offset);
      if (row >= 0 && row < length) histogram[row] += 1;
    }
    let total = 0;
    for (let row = 0; row < length; row += 1) total += histogram[row]! * histogram[row]!;
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

/**
 * A page with no ink: its darkest 0.5% is within 40 grey levels of the paper (scanner noise only). OCR of
 * such a page takes seconds and finds only specks.
 */
export function isBlank(grey: Grey): boolean {
  const histogram = histogramOf(grey);
  return percentileIn(histogram, grey.data.length, 0.5) - percentileIn(histogram, grey.data.length, 0.005) < 40;
}

/** Paper white and ink black well inside stretchContrast's own bounds (235, 60): a rendered page, never stretched. */
function clearlyWhiteAndBlack(grey: Grey): boolean {
  const histogram = histogramOf(grey);
  return percentileIn(histogram, grey.data.length, 0.5) >= 245 && percentileIn(histogram, grey.data.length, 0.005) <= 40;
}

/**
 * Stretches grey levels so that paper is white and ink black: the darkest 0.5% to 0, the paper's level to 255,
 * both measured on `measuredOn` (the whole page when `grey` is a part of it). `levelled`: the page's paper was
 * levelled (levelBackground), so it is a scan however white its paper now is.
 */
export function stretchContrast(grey: Grey, measuredOn: Grey = grey, levelled = false): void {
  const histogram = histogramOf(measuredOn);
  const percentile = (share: number) => percentileIn(histogram, measuredOn.data.length, share);
  const ink = percentile(0.005);
  // Paper: the median is paper on any form (ink covers far less than half a page).
  const paper = percentile(0.5);
  if (paper - ink < 40) return;
  // White paper and black ink already (a rendered or clean page): stretching only thickens the glyphs'
  // edges, which made Tesseract misread a checked box and its caption.
  if (paper >= 235 && ink <= 60 && !levelled) return;
  // A levelled scan's paper is white on both sides of the page: a tenth of the way from paper to ink is still
  // paper (its grain goes white). A fifth whitened captions printed in light grey too (the main bench's
  // web-cards W-2 scan was then no W-2 at all, 0/24).
  const white = levelled ? (paper - ink) * 0.1 : Math.min(12, (paper - ink) * 0.1);
  const table = new Uint8ClampedArray(256);
  for (let level = 0; level < 256; level += 1) table[level] = ((level - ink) * 255) / (paper - ink - white);
  const { data } = grey;
  for (let pixel = 0; pixel < data.length; pixel += 1) data[pixel] = table[data[pixel]!]!;
}

/**
 * Whether the paper's levels (cell by cell, `columns` x `rows`) show a binding shadow: along one side of the page, the
 * whole length of it, paper dark at the edge (under 200) and lightening steadily over a few cells to white, the
 * rest of the page white. A printed band is as grey at its edge as inside it.
 */
export function bindingShadow(paper: Float32Array, columns: number, rows: number): boolean {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const sides: { count: number; across: number; at: (line: number, cell: number) => number }[] = [
    { count: columns, across: rows, at: (line, cell) => paper[cell * columns + line]! },
    { count: columns, across: rows, at: (line, cell) => paper[cell * columns + columns - 1 - line]! },
    { count: rows, across: columns, at: (line, cell) => paper[line * columns + cell]! },
    { count: rows, across: columns, at: (line, cell) => paper[(rows - 1 - line) * columns + cell]! },
  ];
  return sides.some(({ count, across, at }) => {
    // Each line of cells parallel to the side, from the edge inward: its median level.
    // The first line may be the white a scan turned level shows beyond the page's edge, wholly or in part.
    const all = Array.from({ length: count }, (_, line) => median(Array.from({ length: across }, (_, cell) => at(line, cell))));
    const start = all[0]! >= 250 ? 1 : 0;
    const levels = all.slice(start);
    const edge = Array.from({ length: across }, (_, cell) => Math.min(at(start, cell), at(start + 1, cell)));
    if (levels[0]! >= 200 || edge.filter((level) => level < 220).length < across * 0.8) return false;
    let width = 0;
    while (width < levels.length && levels[width]! < 250) {
      if (width > 0 && levels[width]! < levels[width - 1]! - 3) return false;
      width += 1;
    }
    return width >= 2 && width <= count / 3 && levels[width - 1]! - levels[0]! >= 30 && levels.slice(width).every((level) => level >= 250);
  });
}

/**
 * Evens out the light across a page: a flatbed's lamp falls off toward one side, a photo darkens toward a
 * corner, so a page's paper is 250 on one side and 170 on the other, and one stretch for the whole page
 * leaves a grey, grainy side whose grain OCR reads as specks and whose rules stay unerased. The paper's level
 * is measured cell by cell (`cell` px square: each cell's 95th percentile, then the brightest within two cells
 * so that a cell full of ink takes its neighbours' paper), and each pixel is divided by its paper's level
 * (bilinear between cell centres). A page already white everywhere, or white in most places (a rendered page,
 * perhaps with a shaded band), is left as it is.
 * Returns whether the page was changed.
 */
export function levelBackground(grey: Grey, cell: number): boolean {
  const { width, height, data } = grey;
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const paper = new Float32Array(columns * rows);
  const histograms = new Uint32Array(columns * 256);
  for (let row = 0; row < rows; row += 1) {
    histograms.fill(0);
    const y1 = Math.min(height, (row + 1) * cell);
    for (let y = row * cell; y < y1; y += 1) {
      const line = y * width;
      for (let x = 0; x < width; x += 1) histograms[((x / cell) | 0) * 256 + data[line + x]!] += 1;
    }
    for (let column = 0; column < columns; column += 1) {
      const count = (Math.min(width, (column + 1) * cell) - column * cell) * (y1 - row * cell);
      let seen = 0;
      let level = 255;
      for (; level > 0; level -= 1) {
        seen += histograms[column * 256 + level]!;
        if (seen >= count * 0.05) break;
      }
      paper[row * columns + column] = level;
    }
  }
  // The brightest within `reach` cells (rows, then columns), then a 3x3 mean to smooth the steps. A binding shadow
  // darkens from cell to cell: there each cell's own paper, else the shadow's edge would be taken for paper as light
  // as the cells two further in.
  const shadow = bindingShadow(paper, columns, rows);
  const reach = shadow ? 0 : 2;
  const spread = (from: Float32Array, pick: (values: number[]) => number, radius: number) => {
    const across = new Float32Array(from.length);
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const values: number[] = [];
        for (let at = Math.max(0, column - radius); at <= Math.min(columns - 1, column + radius); at += 1) values.push(from[row * columns + at]!);
        across[row * columns + column] = pick(values);
      }
    }
    const out = new Float32Array(from.length);
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const values: number[] = [];
        for (let at = Math.max(0, row - radius); at <= Math.min(rows - 1, row + radius); at += 1) values.push(across[at * columns + column]!);
        out[row * columns + column] = pick(values);
      }
    }
    return out;
  };
  const brightest = spread(paper, (values) => Math.max(...values), reach);
  const level = spread(brightest, (values) => values.reduce((sum, value) => sum + value, 0) / values.length, 1);
  let darkest = 255;
  for (let index = 0; index < level.length; index += 1) darkest = Math.min(darkest, level[index]!);
  if (darkest >= 250) return false;
  // Paper pure white in most cells is a rendered page: its grey is printed (a shaded header band), not light; unless
  // the grey is a book's binding shadow along one side.
  const sorted = Float32Array.from(paper).sort();
  if (sorted[Math.floor(sorted.length / 2)]! >= 254 && !shadow) return false;
  // Per pixel: the paper's level between the four nearest cell centres, as a factor to 255.
  // Each column's two nearest cell centres and its weight toward the right one, found once.
  const column0 = new Int32Array(width);
  const column1 = new Int32Array(width);
  const right = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const columnAt = Math.min(columns - 1, Math.max(0, (x + 0.5) / cell - 0.5));
    column0[x] = Math.floor(columnAt);
    column1[x] = Math.min(columns - 1, column0[x]! + 1);
    right[x] = columnAt - column0[x]!;
  }
  // Per row, the paper level between its two nearest rows of cells; per pixel, between two columns.
  const between = new Float32Array(columns);
  for (let y = 0; y < height; y += 1) {
    const rowAt = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const row0 = Math.floor(rowAt);
    const row1 = Math.min(rows - 1, row0 + 1);
    const down = rowAt - row0;
    for (let column = 0; column < columns; column += 1) between[column] = level[row0 * columns + column]! * (1 - down) + level[row1 * columns + column]! * down;
    const line = y * width;
    for (let x = 0; x < width; x += 1) {
      const paperHere = between[column0[x]!]! * (1 - right[x]!) + between[column1[x]!]! * right[x]!;
      data[line + x] = (data[line + x]! * 255) / Math.max(1, paperHere);
    }
  }
  return true;
}

/**
 * Whitens specks: a mark of one or two pixels with paper all around it two pixels off. A scanner's dust and
 * sensor specks are that small; the smallest printed mark (a period of 6 pt type, about 0.6 pt across, blurred
 * by the optics) covers more pixels at any scan resolution. Tesseract read specks beside amounts as '.', ','
 * and quotes. `grey` is a levelled page (paper near 255).
 */
export function removeSpecks(grey: Grey, dark = 190, paper = 225): number {
  const { width, height, data } = grey;
  let removed = 0;
  for (let y = 2; y < height - 2; y += 1) {
    for (let x = 2; x < width - 2; x += 1) {
      const at = y * width + x;
      if (data[at]! >= dark) continue;
      let inked = 0;
      for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) if (data[at + dy * width + dx]! < dark) inked += 1;
      if (inked > 2) continue;
      let clear = true;
      for (let d = -2; d <= 2 && clear; d += 1) {
        clear = data[at - 2 * width + d]! >= paper && data[at + 2 * width + d]! >= paper && data[at + d * width - 2]! >= paper && data[at + d * width + 2]! >= paper;
      }
      if (!clear) continue;
      for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) data[at + dy * width + dx] = 255;
      removed += 1;
    }
  }
  return removed;
}

/**
 * Erases the ruling of a form: horizontal runs of ink longer than `minRun` and vertical runs longer than
 * `minRun`, which no printed character has (0.3 in: taller than any letter up to 20 pt). Pixels that
 * belong to a run are whitened; text touching a rule keeps its other pixels.
 */
/** Grey this light beside a rule is paper already: a rule's fringe ends there. */
const FRINGE_PAPER = 250;

export function removeRules(grey: Grey, threshold: number, minRun: number, spread = 0, followFringe = false): void {
  const { width, height, data } = grey;
  const length = data.length;
  const erase = new Uint8Array(width * height);
  // A rule is thin: a few pixels off it, on both sides, is paper. A long dark run through a line of dense
  // typed text (blurred letters touching) has ink there too, and is kept. `side` is the step to those pixels
  // (rows away for a horizontal run, columns away for a vertical one), `along` the step along the run.
  const away = spread + 3;
  const thin = (first: number, count: number, along: number, side: number) => {
    let inked = 0;
    for (let index = 0, pixel = first; index < count; index += 1, pixel += along) {
      const before = pixel - side;
      const after = pixel + side;
      if ((before >= 0 && before < length && data[before]! < threshold) || (after >= 0 && after < length && data[after]! < threshold)) inked += 1;
    }
    return inked < count * 0.3;
  };
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const dark = x < width && data[row + x]! < threshold;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        if (x - start >= minRun && thin(row + start, x - start, 1, away * width)) erase.fill(1, row + start, row + x);
        start = -1;
      }
    }
  }
  // Vertical runs, found row by row (one run start per column) to read the page in memory order.
  const runStart = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const dark = y < height && data[row + x]! < threshold;
      const start = runStart[x]!;
      if (dark && start < 0) runStart[x] = y;
      if (!dark && start >= 0) {
        if (y - start >= minRun && thin(start * width + x, y - start, width, away)) for (let fill = start; fill < y; fill += 1) erase[fill * width + x] = 1;
        runStart[x] = -1;
      }
    }
  }
  // A scanned rule is blurred over two or three rows (or columns): its fringe goes with it, else Tesseract
  // reads the grey remains as '|' and '_' and joins the cells they bound.
  if (spread > 0) {
    for (let pixel = 0; pixel < erase.length; pixel += 1) {
      if (erase[pixel] !== 1) continue;
      const x = pixel % width;
      for (let reach = -spread; reach <= spread; reach += 1) {
        if (reach === 0) continue;
        const across = pixel + reach * width;
        if (across >= 0 && across < erase.length && erase[across] === 0) erase[across] = 2;
        if (x + reach >= 0 && x + reach < width && erase[pixel + reach] === 0) erase[pixel + reach] = 2;
      }
      // On a scan, past that, as far again while the grey keeps lightening toward the paper: a rule blurred
      // wider (a page enlarged from 150 dpi) leaves no faint twin lines beside it, and a glyph touching its
      // fringe (darker again, or as dark as ink) stops the walk.
      if (!followFringe) continue;
      for (const [direction, room] of [[width, erase.length], [-width, erase.length], [1, width - x], [-1, x + 1]] as const) {
        let previous = data[pixel + direction * spread] ?? 255;
        for (let reach = spread + 1; reach <= spread * 2; reach += 1) {
          const next = pixel + direction * reach;
          if (direction === width || direction === -width ? next < 0 || next >= room : reach >= room) break;
          const value = data[next]!;
          if (value < previous || value < threshold || value >= FRINGE_PAPER) break;
          if (erase[next] === 0) erase[next] = 2;
          previous = value;
        }
      }
    }
  }
  for (let pixel = 0; pixel < erase.length; pixel += 1) if (erase[pixel]) data[pixel] = 255;
}

/**
 * A bilevel page (a fax, a 1-bit scan): nearly every pixel pure black or pure white. A rendered or scanned
 * page has grey at every glyph's edge.
 */
export function isBilevel(grey: Grey): boolean {
  const histogram = histogramOf(grey);
  const total = grey.data.length;
  let extreme = 0;
  for (let level = 0; level <= 8; level += 1) extreme += histogram[level]! + histogram[255 - level]!;
  return extreme >= total * 0.995 && histogram.slice(0, 9).reduce((sum, count) => sum + count, 0) >= total * 0.002;
}

/**
 * Whitens the bits of ink of at most `largest` pixels that touch no other ink (8-connected), and fills the
 * holes of at most `largest` pixels in ink, on a bilevel page: a fax line's impulse noise sprinkles the page
 * with dots of one or two pixels (a row doubled on a 98 dpi fax) and pricks holes in strokes.
 * Returns how many dots were whitened.
 */
export function removeDots(grey: Grey, largest: number): number {
  const { width, height, data } = grey;
  const label = new Uint8Array(width * height);
  const members = new Int32Array(largest + 1);
  const stack: number[] = [];
  let removed = 0;
  for (const inkColour of [true, false]) {
    label.fill(0);
    const isInk = (pixel: number) => (data[pixel]! < 128) === inkColour;
    for (let start = 0; start < data.length; start += 1) {
      if (label[start] || !isInk(start)) continue;
      // Flood the component, keeping its first `largest + 1` pixels: more, and it is no dot.
      let count = 0;
      label[start] = 1;
      stack.push(start);
      while (stack.length) {
        const pixel = stack.pop()!;
        if (count <= largest) members[count] = pixel;
        count += 1;
        const x = pixel % width;
        const y = (pixel - x) / width;
        for (let dy = -1; dy <= 1; dy += 1) {
          const row = y + dy;
          if (row < 0 || row >= height) continue;
          for (let dx = -1; dx <= 1; dx += 1) {
            const column = x + dx;
            if (column < 0 || column >= width) continue;
            const next = row * width + column;
            if (!label[next] && isInk(next)) {
              label[next] = 1;
              stack.push(next);
            }
          }
        }
      }
      if (count > largest) continue;
      for (let at = 0; at < count; at += 1) data[members[at]!] = inkColour ? 255 : 0;
      if (inkColour) removed += 1;
    }
  }
  return removed;
}

/** A 3x3 binomial blur ([1 2 1] each way): a bilevel page's stair-stepped edges become grey ramps. */
export function smoothEdges(grey: Grey): void {
  const { width, height, data } = grey;
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      across[row + x] = data[row + Math.max(0, x - 1)]! + 2 * data[row + x]! + data[row + Math.min(width - 1, x + 1)]!;
    }
  }
  for (let y = 0; y < height; y += 1) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1) data[row + x] = (across[above + x]! + 2 * across[row + x]! + across[below + x]! + 8) >> 4;
  }
}

/**
 * How sharp a page's edges are: at the strong edges along its rows (`down`: its columns), a rise of 80 grey levels or
 * more over three pixels, the share of the rise made in the steepest single pixel (about 0.5 and more on renders and
 * scans, 1/3 when the rise is spread evenly over the three).
 */
export function sharpness(grey: Grey, down = false): number {
  const { width, height, data } = grey;
  // Along a row a pixel's neighbour is the next pixel; down a column, the next row's.
  const [along, lines, length, next, lineStep] = down ? [width, width, height, 1, 2] : [1, height, width, width, 2];
  let steepest = 0;
  let rise = 0;
  for (let line = 0; line < lines; line += lineStep) {
    const start = line * next;
    for (let at = 1; at < length - 2; at += 1) {
      const pixel = start + at * along;
      const across = data[pixel + 2 * along]! - data[pixel - along]!;
      if (across < 80 && across > -80) continue;
      const first = Math.abs(data[pixel]! - data[pixel - along]!);
      const second = Math.abs(data[pixel + along]! - data[pixel]!);
      const third = Math.abs(data[pixel + 2 * along]! - data[pixel + along]!);
      steepest += Math.max(first, second, third);
      rise += Math.abs(across);
    }
  }
  return rise === 0 ? 1 : steepest / rise;
}

/**
 * A page sharper than this along its rows or down its columns is left as it is. Printed corpora 1-4 (every clean,
 * scan and photo picture): 0.48 and more along the rows, none sharpened. Six of their pages blurred (/tmp, JPEG 80):
 * as a lens out of focus (Gaussian, sigma 1.8 px at 200 dpi) 0.41-0.42, sharpened by the mask below: W-2 12 -> 17/24
 * and 12 -> 17/25, 1099-R 5 -> 6/10; shaken 7 px along the rows 0.40 along them, left as they were (the mask there
 * lost: W-2 23 -> 20/25, 1099-INT 2 -> 0/7).
 */
const BLURRED_SHARPNESS = 0.45;
/** The unsharp mask for a blurred page: its blur's own width (px at 200 dpi) and how much of the detail is added back. */
const DEBLUR_SIGMA = 1.5;
const DEBLUR_AMOUNT = 1;

/** An unsharp mask in place: the page plus `amount` times its difference from its Gaussian blur of `sigma` px. */
export function unsharpen(grey: Grey, sigma: number, amount: number): void {
  const blurred: Grey = { width: grey.width, height: grey.height, data: Uint8ClampedArray.from(grey.data) };
  gaussianBlur(blurred, sigma);
  const { data } = grey;
  for (let pixel = 0; pixel < data.length; pixel += 1) data[pixel] = data[pixel]! + amount * (data[pixel]! - blurred.data[pixel]!);
}

/** Longest screen period looked for, in pixels (a 6x6 cell at 300 dpi scanned at 600 dpi). */
const MAX_SCREEN_PERIOD = 12;
const SCREEN_SAMPLE = 1000;

/**
 * The period in pixels of a halftone screen the page was printed through (0: none). A screened page's grey (every
 * glyph's edge, every light rule) is dots on a grid: what is left of the page after a 3x3 blur is taken away rises
 * and falls with the grid, alike a whole period away and opposite half a period away, across and down. On any
 * other page that remainder (edges of strokes, noise) is alike or unrelated at every short distance, never opposite.
 */
export function screenPeriod(grey: Grey): number {
  const { width, height, data } = grey;
  if (width < MAX_SCREEN_PERIOD * 4 || height < MAX_SCREEN_PERIOD * 4) return 0;
  // The middle of the page, at most SCREEN_SAMPLE px each way, is enough to know its screen and quick to measure.
  const [left, top] = [Math.max(1, (width - SCREEN_SAMPLE) >> 1), Math.max(1, (height - SCREEN_SAMPLE) >> 1)];
  const [right, bottom] = [Math.min(width - 1, left + SCREEN_SAMPLE), Math.min(height - 1, top + SCREEN_SAMPLE)];
  const span = right - left;
  const detail = new Float32Array(span * (bottom - top));
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const at = y * width + x;
      const blurred =
        (data[at - width - 1]! + 2 * data[at - width]! + data[at - width + 1]! + 2 * data[at - 1]! + 4 * data[at]! + 2 * data[at + 1]! + data[at + width - 1]! + 2 * data[at + width]! + data[at + width + 1]!) / 16;
      detail[(y - top) * span + x - left] = data[at]! - blurred;
    }
  }
  // Alikeness at each distance across (x) and down (y), every third row (the grid repeats); paper's faint grain
  // (under 2 levels) left out.
  const across = new Float64Array(MAX_SCREEN_PERIOD + 1);
  const down = new Float64Array(MAX_SCREEN_PERIOD + 1);
  let energy = 0;
  for (let y = 0; y < bottom - top - MAX_SCREEN_PERIOD; y += 3) {
    const row = y * span;
    for (let x = 0; x < span - MAX_SCREEN_PERIOD; x += 1) {
      const value = detail[row + x]!;
      if (value < 2 && value > -2) continue;
      energy += value * value;
      for (let lag = 1; lag <= MAX_SCREEN_PERIOD; lag += 1) {
        across[lag] += value * detail[row + x + lag]!;
        down[lag] += value * detail[row + lag * span + x]!;
      }
    }
  }
  if (energy === 0) return 0;
  const alike = (lag: number) => Math.min(across[lag]!, down[lag]!) / energy;
  const opposite = (lag: number) => Math.max(across[lag]!, down[lag]!) / energy;
  let best = 0;
  let bestContrast = 0;
  for (let period = 3; period <= MAX_SCREEN_PERIOD; period += 1) {
    const half = (opposite(Math.floor(period / 2)) + opposite(Math.ceil(period / 2))) / 2;
    const contrast = alike(period) - half;
    if (half < -0.05 && alike(period) > 0.15 && contrast > bestContrast) {
      bestContrast = contrast;
      best = period;
    }
  }
  // Printed corpus 3's screened scans: 0.42 and 0.88; unscreened scans and renders: below 0.1.
  return bestContrast >= 0.25 ? best : 0;
}

/**
 * A screened page's dots merged back into grey: a Gaussian blur of a third of a period (sigma 0.3 period takes the
 * screen's own frequency down to a sixth). A box a period long, which averages the screen away entirely, blurred
 * the 6 pt captions of the screened 1099-DIV past reading; this keeps them ('1a Total ordinary dividends').
 */
export function descreen(grey: Grey, period: number): void {
  gaussianBlur(grey, period * 0.3);
}

export interface Point {
  x: number;
  y: number;
}

/** Pixels across the reduced copy of a photo in which its page is looked for. */
const PAGE_SEARCH_SIZE = 400;

/**
 * The corners of a page photographed on a darker surface (a desk, a table), top-left, top-right, bottom-right,
 * bottom-left, in the picture's pixels; null when the picture is the page itself (a scan or a render shows paper at
 * its edges). On a reduced copy: the surface is the darker side of the picture's grey levels reached from its edge,
 * the page the largest part left; each side of the page a straight line fitted to its edge's middle, and the
 * corners where they meet (a photo's page is a quadrilateral, its corners rounded by blur).
 */
export function pageCorners(grey: Grey): [Point, Point, Point, Point] | null {
  const factor = Math.max(1, Math.ceil(Math.max(grey.width, grey.height) / PAGE_SEARCH_SIZE));
  const width = Math.floor(grey.width / factor);
  const height = Math.floor(grey.height / factor);
  if (width < 20 || height < 20) return null;
  const small: Grey = { width, height, data: new Uint8ClampedArray(width * height) };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * grey.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += grey.data[row + dx]!;
      }
      small.data[y * width + x] = sum / (factor * factor);
    }
  }
  const threshold = otsuThreshold(small);
  const dark = (pixel: number) => small.data[pixel]! < threshold;
  // The surface: dark pixels reached from the picture's edge. Most of the edge is surface in a photo of a page.
  const surface = new Uint8Array(width * height);
  const stack: number[] = [];
  let edgeDark = 0;
  const edge: number[] = [];
  for (let x = 0; x < width; x += 1) edge.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y += 1) edge.push(y * width, y * width + width - 1);
  for (const pixel of edge) {
    if (!dark(pixel)) continue;
    edgeDark += 1;
    if (!surface[pixel]) {
      surface[pixel] = 1;
      stack.push(pixel);
    }
  }
  if (edgeDark < edge.length * 0.6) return null;
  const flood = (mask: Uint8Array, start: number[], inside: (pixel: number) => boolean): number => {
    let count = 0;
    while (start.length) {
      const pixel = start.pop()!;
      count += 1;
      const x = pixel % width;
      for (const next of [x > 0 ? pixel - 1 : -1, x < width - 1 ? pixel + 1 : -1, pixel - width, pixel + width]) {
        if (next < 0 || next >= mask.length || mask[next] || !inside(next)) continue;
        mask[next] = 1;
        start.push(next);
      }
    }
    return count;
  };
  const surfaceCount = flood(surface, stack, dark);
  // The page: the largest part of the rest.
  const label = new Uint8Array(width * height);
  let page: Uint8Array | null = null;
  let pageCount = 0;
  for (let start = 0; start < label.length; start += 1) {
    if (surface[start] || label[start]) continue;
    const mask = new Uint8Array(width * height);
    mask[start] = 1;
    const count = flood(mask, [start], (pixel) => !surface[pixel]);
    for (let pixel = 0; pixel < mask.length; pixel += 1) if (mask[pixel]) label[pixel] = 1;
    if (count > pageCount) [page, pageCount] = [mask, count];
  }
  const area = width * height;
  if (!page || pageCount < area * 0.2 || surfaceCount < area * 0.03) return null;
  // The surface clearly darker than the page's paper (not a grey margin of a scan).
  const levels = (inMask: (pixel: number) => boolean) => {
    const histogram = new Float64Array(256);
    let total = 0;
    for (let pixel = 0; pixel < area; pixel += 1) {
      if (!inMask(pixel)) continue;
      histogram[small.data[pixel]!] += 1;
      total += 1;
    }
    return percentileIn(histogram, total, 0.5);
  };
  const pageMask = page;
  if (levels((pixel) => pageMask[pixel] === 1) - levels((pixel) => surface[pixel] === 1) < 40) return null;
  // Rough corners: the page's pixels furthest toward each corner of the picture.
  const rough = [
    { score: (x: number, y: number) => -x - y, x: 0, y: 0, best: -Infinity },
    { score: (x: number, y: number) => x - y, x: 0, y: 0, best: -Infinity },
    { score: (x: number, y: number) => x + y, x: 0, y: 0, best: -Infinity },
    { score: (x: number, y: number) => y - x, x: 0, y: 0, best: -Infinity },
  ];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!pageMask[y * width + x]) continue;
      for (const corner of rough) {
        const value = corner.score(x, y);
        if (value > corner.best) Object.assign(corner, { best: value, x, y });
      }
    }
  }
  // Each side: the page's first pixel met coming in from outside, along the middle 60% between its rough corners,
  // fitted with a line (least squares) as `across = slope * along + offset`, then fitted again without the points
  // more than 2 px off it (where print touching the page's edge was taken for the surface).
  const fitLine = (points: Point[]): { slope: number; offset: number } | null => {
    let [sumA, sumC, sumAA, sumAC] = [0, 0, 0, 0];
    for (const { x: along, y: across } of points) {
      sumA += along;
      sumC += across;
      sumAA += along * along;
      sumAC += along * across;
    }
    const n = points.length;
    const denominator = n * sumAA - sumA * sumA;
    if (n < 10 || denominator === 0) return null;
    const slope = (n * sumAC - sumA * sumC) / denominator;
    return { slope, offset: (sumC - slope * sumA) / n };
  };
  const fitSide = (from: Point, to: Point, horizontal: boolean, fromLow: boolean): { slope: number; offset: number } | null => {
    const [start, end] = horizontal ? [from.x, to.x] : [from.y, to.y];
    const low = Math.round(Math.min(start, end) + Math.abs(end - start) * 0.2);
    const high = Math.round(Math.max(start, end) - Math.abs(end - start) * 0.2);
    const limit = horizontal ? height : width;
    const points: Point[] = [];
    for (let along = low; along <= high; along += 1) {
      for (let step = 0; step < limit; step += 1) {
        const across = fromLow ? step : limit - 1 - step;
        if (pageMask[horizontal ? across * width + along : along * width + across]) {
          points.push({ x: along, y: across });
          break;
        }
      }
    }
    const first = fitLine(points);
    return first && (fitLine(points.filter(({ x, y }) => Math.abs(y - first.slope * x - first.offset) <= 2)) ?? first);
  };
  const [topLeft, topRight, bottomRight, bottomLeft] = rough;
  const top = fitSide(topLeft!, topRight!, true, true);
  const bottom = fitSide(bottomLeft!, bottomRight!, true, false);
  const left = fitSide(topLeft!, bottomLeft!, false, true);
  const right = fitSide(topRight!, bottomRight!, false, false);
  if (!top || !bottom || !left || !right) return null;
  // Where a side y = a x + b meets a side x = c y + d.
  const meet = (horizontalSide: { slope: number; offset: number }, verticalSide: { slope: number; offset: number }): Point => {
    const y = (horizontalSide.slope * verticalSide.offset + horizontalSide.offset) / (1 - horizontalSide.slope * verticalSide.slope);
    const x = verticalSide.slope * y + verticalSide.offset;
    return { x: (x + 0.5) * factor, y: (y + 0.5) * factor };
  };
  const corners: [Point, Point, Point, Point] = [meet(top, left), meet(top, right), meet(bottom, right), meet(bottom, left)];
  // A page, not a sliver: every corner's angle between 70 and 110 degrees.
  for (let at = 0; at < 4; at += 1) {
    const corner = corners[at]!;
    const before = corners[(at + 3) % 4]!;
    const after = corners[(at + 1) % 4]!;
    const [ux, uy, vx, vy] = [before.x - corner.x, before.y - corner.y, after.x - corner.x, after.y - corner.y];
    const cosine = (ux * vx + uy * vy) / Math.hypot(ux, uy) / Math.hypot(vx, vy);
    if (!(Math.abs(cosine) < Math.cos((70 * Math.PI) / 180))) return null;
  }
  return corners;
}

/** The size of the page between `corners` drawn flat, `scale` times its longer sides. */
function flatSize(corners: [Point, Point, Point, Point], scale: number): { width: number; height: number } {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  return {
    width: Math.round(Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight)) * scale),
    height: Math.round(Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight)) * scale),
  };
}

/**
 * The page between `corners` (as pageCorners gives them) drawn flat onto a rectangle as wide as its longer top or
 * bottom side and as tall as its longer left or right side: each pixel of the rectangle taken (bilinear) from where
 * the perspective that maps the rectangle onto the quadrilateral puts it.
 */
export function flattenPage(grey: Grey, corners: [Point, Point, Point, Point], scale = 1): Grey {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const { width, height } = flatSize(corners, scale);
  // The projective map of the unit square onto the quadrilateral (Heckbert, 'Fundamentals of Texture Mapping', 1989).
  const [x0, y0, x1, y1, x2, y2, x3, y3] = [topLeft.x, topLeft.y, topRight.x, topRight.y, bottomRight.x, bottomRight.y, bottomLeft.x, bottomLeft.y];
  const [sx, sy] = [x0 - x1 + x2 - x3, y0 - y1 + y2 - y3];
  const [dx1, dx2, dy1, dy2] = [x1 - x2, x3 - x2, y1 - y2, y3 - y2];
  const determinant = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / determinant;
  const h = (dx1 * sy - sx * dy1) / determinant;
  const [a, b, c] = [x1 - x0 + g * x1, x3 - x0 + h * x3, x0];
  const [d, e, f] = [y1 - y0 + g * y1, y3 - y0 + h * y3, y0];
  const out: Grey = { width, height, data: new Uint8ClampedArray(width * height) };
  const { data } = grey;
  for (let row = 0; row < height; row += 1) {
    const v = (row + 0.5) / height;
    for (let column = 0; column < width; column += 1) {
      const u = (column + 0.5) / width;
      const w = g * u + h * v + 1;
      const x = Math.min(grey.width - 1.001, Math.max(0, (a * u + b * v + c) / w - 0.5));
      const y = Math.min(grey.height - 1.001, Math.max(0, (d * u + e * v + f) / w - 0.5));
      const [left, top] = [Math.floor(x), Math.floor(y)];
      const [right, down] = [x - left, y - top];
      const at = top * grey.width + left;
      const upper = data[at]! + (data[at + 1]! - data[at]!) * right;
      const lower = data[at + grey.width]! + (data[at + grey.width + 1]! - data[at + grey.width]!) * right;
      out.data[row * width + column] = upper + (lower - upper) * down;
    }
  }
  return out;
}

export interface CleanedPage {
  /** The cleaned page (or the part of it asked for), grey, as a binary PGM for the OCR engine. */
  image: Buffer;
  /** The cleaned page (or part) before its rules were erased (checkbox darkness is read here). */
  grey: Grey;
  /** Nothing printed on the page. */
  blank: boolean;
  skewDegrees: number;
  scale: number;
  /** Where `grey` and `image` sit on the whole cleaned page (0, 0 unless a region was asked for). */
  left: number;
  top: number;
  /** The whole cleaned page's size (`grey`'s own unless a region was asked for). */
  pageWidth: number;
  pageHeight: number;
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
/** A second reading's resolution (CleanOptions.stronger). */
const STRONGER_DPI = 400;
/** Never enlarge past this many pixels: OCR time grows with the area. */
const MAX_PIXELS = 12_000_000;
/** Rules are found by any ink darker than the paper's noise (a blurred hairline is only grey). */
const RULE_INK = 200;

export interface CleanOptions {
  /** Above 300 reads small print (captions of 5-6 pt) on a second pass; the page is then enlarged whatever its resolution. */
  targetDpi?: number;
  /**
   * Only this part of the page is cleaned (and returned): `box` in the pixels of a reading `width` pixels wide
   * (a first reading of the same image). The page is turned and scaled as a whole; only the resampling,
   * contrast and rule removal are spared outside the part.
   */
  region?: { box: Box; width: number };
  /** The page's skew when an earlier reading of the same image found it. */
  skewDegrees?: number;
  /**
   * Cleaned for a second reading of a page whose first read as no form or nearly none (local.ts): enlarged to
   * STRONGER_DPI whatever its resolution, for print too small or too broken at 300 dpi. (A stronger blur or a
   * black-and-white threshold was tried on printed corpus 3's screened 1099-DIV: both merged its 6 pt captions.)
   */
  stronger?: boolean;
  onStep?: StepTimer;
}

/**
 * An image drawn on white (a transparent PNG's clear pixels are paper, not black), and its grey; the canvas is
 * kept to draw the page from.
 */
export function greyOfImage(image: Image): { canvas: Canvas; grey: Grey } {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  return { canvas, grey: greyOf(context.getImageData(0, 0, image.width, image.height).data, image.width, image.height) };
}

/** Levels, enlarges, greys and contrasts a page, then erases its ruling. */
export function cleanPage(image: Image, options: CleanOptions = {}): CleanedPage {
  const targetDpi = options.targetDpi ?? (options.stronger ? STRONGER_DPI : TARGET_DPI);
  const step = stepClock(options.onStep);
  const read = greyOfImage(image);
  const drawn = read.canvas;
  let original = read.grey;
  step('clean: grey of the page');
  // Out of focus, measured on the picture as it came (a photo's page is enlarged when drawn flat, which spreads any
  // edge over more pixels): blurred along its rows and down its columns. A page shaken one way only is not sharpened:
  // the same mask lost fields on pages blurred 7 px along their rows (see BLURRED_SHARPNESS).
  const blurred = sharpness(original) < BLURRED_SHARPNESS && sharpness(original, true) < BLURRED_SHARPNESS;
  // Whether `original` is still the image's own grey (`drawn` holds it in colour): once a step changes it, the
  // page is turned and scaled from a canvas of its grey, drawn only when a turn or scale needs it.
  let changed = false;
  // A photo of a page on a desk: the page alone, drawn flat (its perspective undone), so that its lines run level,
  // its size gives its resolution, and the desk's dark counts neither as ink nor as paper.
  const corners = pageCorners(original);
  if (corners) {
    // Drawn at the resolution it is read at: one resampling, not two.
    const flat = flatSize(corners, 1);
    const flatDpi = guessDpi(flat.width, flat.height);
    const enlarge = flatDpi < MIN_DPI ? Math.min(MAX_SCALE, TARGET_DPI / flatDpi, Math.sqrt(MAX_PIXELS / (flat.width * flat.height))) : 1;
    original = flattenPage(original, corners, Math.max(1, enlarge));
    changed = true;
  }
  step('clean: page found in a photo');
  const sourceWidth = original.width;
  const sourceHeight = original.height;
  // A fax or 1-bit scan: its line noise's dots and pricked strokes mended, then its stair-stepped edges made grey
  // ramps, which Tesseract thresholds into smoother glyphs (printed corpus 2's faxes read '1009-NEC', 'Nonempioyee').
  const bilevel = isBilevel(original);
  // A dithered one (pictureDither.ts): its dots averaged back into grey, then cleaned as a grey scan is.
  const dithered = bilevel && isDithered(original);
  if (dithered) {
    undither(original, UNDITHER_SIGMA * (guessDpi(sourceWidth, sourceHeight) / 200));
    changed = true;
  } else if (bilevel) {
    removeDots(original, Math.max(1, Math.round(3 * (guessDpi(sourceWidth, sourceHeight) / 200) ** 2)));
    smoothEdges(original);
    changed = true;
  }
  // A page printed through a halftone screen and rescanned: its dotted edges and rules (never erased, read as
  // ':' and '.') merged back into grey strokes and continuous rules (printed corpus 3's screened 1099-DIV was no 1099-DIV).
  const period = bilevel ? 0 : screenPeriod(original);
  if (period) {
    // By the screen's own step, shorter than its repeat along the rows when it is set at an angle (screenLattice.ts).
    descreen(original, screenStep(original, period));
    changed = true;
  }
  step('clean: screen');
  // Paper levelled before anything measures ink against it; the page drawn from then on is the levelled grey.
  const levelled = (!bilevel || dithered) && levelBackground(original, Math.max(8, Math.round(guessDpi(sourceWidth, sourceHeight) / 4)));
  // Impact print (dotMatrix.ts): a page whose glyphs are separate pins' dots, its dots joined into strokes before
  // the specks are whitened (a faded ribbon's dot is a speck's size).
  if (!bilevel && !period && joinDots(original, guessDpi(sourceWidth, sourceHeight))) changed = true;
  // Specks whitened on the levelled page, at its own resolution (a speck is one or two of its pixels).
  if (levelled) {
    removeSpecks(original);
    changed = true;
  }
  step('clean: paper levelled');
  // A page out of focus or shaken (its edges spread over several pixels): sharpened back, and only such a page.
  if (blurred && !bilevel) {
    unsharpen(original, DEBLUR_SIGMA * (guessDpi(sourceWidth, sourceHeight) / 200), DEBLUR_AMOUNT);
    changed = true;
  }
  step(blurred && !bilevel ? 'clean: blurred page sharpened' : 'clean: sharpness');
  const skewDegrees = options.skewDegrees ?? estimateSkew(original);
  step('clean: skew');
  const blank = isBlank(original);
  if (blank) return { image: Buffer.alloc(0), grey: original, blank, skewDegrees: 0, scale: 1, left: 0, top: 0, pageWidth: sourceWidth, pageHeight: sourceHeight };

  const dpi = guessDpi(sourceWidth, sourceHeight);
  let scale = dpi < MIN_DPI || targetDpi > TARGET_DPI ? Math.min(MAX_SCALE, targetDpi / dpi) : 1;
  scale = Math.min(scale, Math.sqrt(MAX_PIXELS / (sourceWidth * sourceHeight)));
  scale = Math.max(scale, Math.min(1, Math.sqrt(MAX_PIXELS / (sourceWidth * sourceHeight))));
  const pageWidth = Math.round(sourceWidth * scale);
  const pageHeight = Math.round(sourceHeight * scale);
  const pageDpi = dpi * scale;
  const minRun = Math.round(pageDpi * 0.3);
  // The part to clean: the region asked for, with a rule's length of page around it, so that a rule crossing
  // the region's edge is still long enough to be known as one.
  let [left, top, right, bottom] = [0, 0, pageWidth, pageHeight];
  if (options.region) {
    const ratio = pageWidth / options.region.width;
    const { box } = options.region;
    left = Math.max(0, Math.floor(box.x0 * ratio) - minRun);
    top = Math.max(0, Math.floor(box.y0 * ratio) - minRun);
    right = Math.min(pageWidth, Math.ceil(box.x1 * ratio) + minRun);
    bottom = Math.min(pageHeight, Math.ceil(box.y1 * ratio) + minRun);
    if (right <= left || bottom <= top) [left, top, right, bottom] = [0, 0, pageWidth, pageHeight];
  }
  const width = right - left;
  const height = bottom - top;
  let probe: Canvas | null = null;
  const probeOf = (): Canvas => {
    if (probe) return probe;
    if (!changed) return (probe = drawn);
    probe = createCanvas(original.width, original.height);
    const context = probe.getContext('2d');
    const pixels = context.createImageData(original.width, original.height);
    for (let pixel = 0, at = 0; pixel < original.data.length; pixel += 1, at += 4) {
      const value = original.data[pixel]!;
      pixels.data[at] = value;
      pixels.data[at + 1] = value;
      pixels.data[at + 2] = value;
      pixels.data[at + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    return probe;
  };
  // The page turned about its centre and scaled in one resampling, then grey; `at` the part's place on it. (Drawn
  // even neither turned nor scaled: the canvas's high-quality filter softens edges a little, and every reading so far
  // was tuned on that.)
  const turned = (at: { left: number; top: number; width: number; height: number }): Grey => {
    const canvas = createCanvas(at.width, at.height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, at.width, at.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.translate(pageWidth / 2 - at.left, pageHeight / 2 - at.top);
    context.rotate((-skewDegrees * Math.PI) / 180);
    context.scale(scale, scale);
    context.drawImage(probeOf(), -sourceWidth / 2, -sourceHeight / 2);
    return greyOf(context.getImageData(0, 0, at.width, at.height).data, at.width, at.height);
  };
  const grey = turned({ left, top, width, height });
  step('clean: turn and scale');
  // Ink and paper levels are the whole page's: a band with little ink would be stretched harder than its page.
  // For a region of a page not clearly white and black (a scan, a photo) the page is turned whole once more
  // to measure them as its first reading did.
  const isWhole = width === pageWidth && height === pageHeight;
  const levelsOn = isWhole ? grey : clearlyWhiteAndBlack(original) ? original : turned({ left: 0, top: 0, width: pageWidth, height: pageHeight });
  stretchContrast(grey, levelsOn, levelled);
  step('clean: grey and contrast');

  // Binary PGM: no compression to pay for, and Tesseract's image library reads it directly. The rules are
  // erased in place in its pixels, with a pixel of fringe on each side.
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.allocUnsafe(header.length + width * height);
  header.copy(pgm);
  const forOcr: Grey = { width, height, data: new Uint8ClampedArray(pgm.buffer, pgm.byteOffset + header.length, width * height) };
  forOcr.data.set(grey.data);
  removeRules(forOcr, RULE_INK, minRun, Math.max(1, Math.round(pageDpi / 200)), levelled);
  step('clean: rules erased');
  return { image: pgm, grey, blank, skewDegrees, scale, left, top, pageWidth, pageHeight };
}
