// The copies of a form printed on one page image (Copy B, C and 2 side by side or one above the other), found
// from the ink alone before any OCR: at about 75 dpi, the page is cut along its blank gutters (a dashed cut
// line across a gutter is allowed) into parts of like size, and the parts whose ink lies alike are copies.
// OCR then reads a copy at a time (a quarter of the page), not the whole page at once.
import type { Grey } from './cleanImage';
import type { Box } from './layout';

/** The ink map's resolution: gutters between copies are 0.1 inch or more, several cells at this size. */
const MAP_DPI = 75;
/** A grey level under this is ink. */
const INK = 140;
/** A row (column) of cells with less ink than this share is blank. */
const BLANK_SHARE = 0.01;
/** A gutter: blank for at least this many inches, with at most THIN_LINE cells of ink across it (a cut line). */
const MIN_GUTTER_INCHES = 0.05;
const THIN_LINE = 2;
/** Two parts are copies when their sizes differ by at most this share and their ink correlates at least this well. */
const SIZE_TOLERANCE = 0.08;
const ALIKE = 0.68;
/**
 * The least size of a copy: a W-2 copy is about 4 by 3.2 inches at the smallest (four to a letter page). A gap
 * between a copy's rows of boxes cuts no smaller parts.
 */
const COPY_INCHES = { width: 3.5, height: 2.5 };

interface InkMap {
  width: number;
  height: number;
  /** Share of ink of each cell, row by row. */
  ink: Float32Array;
  /** Summed ink of the cells above and left of each corner ((width + 1) x (height + 1)), for sums over parts. */
  summed: Float64Array;
  cell: number;
}

/** Cells of the ink map, ends exclusive. */
interface Part {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function inkMapOf(grey: Grey, dpi: number): InkMap {
  const cell = Math.max(1, Math.round(dpi / MAP_DPI));
  const width = Math.floor(grey.width / cell);
  const height = Math.floor(grey.height / cell);
  const ink = new Float32Array(width * height);
  const area = cell * cell;
  for (let y = 0; y < height * cell; y += 1) {
    const row = ((y / cell) | 0) * width;
    const base = y * grey.width;
    for (let x = 0, column = 0, within = 0; x < width * cell; x += 1) {
      if (grey.data[base + x]! < INK) ink[row + column] += 1 / area;
      within += 1;
      if (within === cell) [within, column] = [0, column + 1];
    }
  }
  const summed = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    for (let x = 0; x < width; x += 1) {
      rowSum += ink[y * width + x]!;
      summed[(y + 1) * (width + 1) + x + 1] = summed[y * (width + 1) + x + 1]! + rowSum;
    }
  }
  return { width, height, ink, summed, cell };
}

function inkIn(map: InkMap, x0: number, y0: number, x1: number, y1: number): number {
  const w = map.width + 1;
  return map.summed[y1 * w + x1]! - map.summed[y0 * w + x1]! - map.summed[y1 * w + x0]! + map.summed[y0 * w + x0]!;
}

/** The ink of each row (`across` false) or column (true) of a part, as a share of the part's width (height). */
function profile(map: InkMap, part: Part, across: boolean): number[] {
  const out: number[] = [];
  if (across) for (let x = part.x0; x < part.x1; x += 1) out.push(inkIn(map, x, part.y0, x + 1, part.y1) / Math.max(1, part.y1 - part.y0));
  else for (let y = part.y0; y < part.y1; y += 1) out.push(inkIn(map, part.x0, y, part.x1, y + 1) / Math.max(1, part.x1 - part.x0));
  return out;
}

/** A part shrunk to its ink (null when it has none). */
function trimmed(map: InkMap, part: Part): Part | null {
  const rows = profile(map, part, false);
  const columns = profile(map, part, true);
  const first = (values: number[]) => values.findIndex((value) => value > BLANK_SHARE);
  const last = (values: number[]) => values.length - 1 - [...values].reverse().findIndex((value) => value > BLANK_SHARE);
  if (first(rows) < 0 || first(columns) < 0) return null;
  return { x0: part.x0 + first(columns), x1: part.x0 + last(columns) + 1, y0: part.y0 + first(rows), y1: part.y0 + last(rows) + 1 };
}

/** Blank runs inside a profile (ink on both sides), as [start, end) with their middle; a thin line inside a run is allowed. */
function gutters(values: number[], minimum: number): { start: number; end: number; middle: number }[] {
  const found: { start: number; end: number; middle: number }[] = [];
  let at = 0;
  while (at < values.length) {
    if (values[at]! > BLANK_SHARE) {
      at += 1;
      continue;
    }
    const start = at;
    let end = at;
    // Blank cells, and runs of at most THIN_LINE inked cells with blank on both sides.
    while (end < values.length) {
      if (values[end]! <= BLANK_SHARE) {
        end += 1;
        continue;
      }
      let inked = end;
      while (inked < values.length && values[inked]! > BLANK_SHARE) inked += 1;
      if (inked - end <= THIN_LINE && inked < values.length && values[inked]! <= BLANK_SHARE) end = inked;
      else break;
    }
    if (start > 0 && end < values.length && end - start >= minimum) found.push({ start, end, middle: Math.round((start + end) / 2) });
    at = end + 1;
  }
  return found;
}

const length = (part: Part, across: boolean) => (across ? part.x1 - part.x0 : part.y1 - part.y0);
const differ = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b, 1);

/**
 * A part cut in two along the gutter that leaves two halves of most alike size (within SIZE_TOLERANCE both ways),
 * each cut again the same way; a part that no gutter halves so is one piece.
 */
function cut(map: InkMap, part: Part, minimum: number, depth: number, copySized: (part: Part) => boolean): Part[] {
  if (depth === 0) return [part];
  let best: { halves: [Part, Part]; difference: number } | null = null;
  for (const across of [true, false]) {
    for (const gutter of gutters(profile(map, part, across), minimum)) {
      // Cut at both ends of the gutter: a cut line inside it goes with neither half.
      const [end, start] = [(across ? part.x0 : part.y0) + gutter.start, (across ? part.x0 : part.y0) + gutter.end];
      const a = trimmed(map, across ? { ...part, x1: end } : { ...part, y1: end });
      const b = trimmed(map, across ? { ...part, x0: start } : { ...part, y0: start });
      if (!a || !b || !copySized(a) || !copySized(b)) continue;
      const difference = Math.max(differ(length(a, across), length(b, across)), differ(length(a, !across), length(b, !across)));
      if (difference <= SIZE_TOLERANCE && (!best || difference < best.difference)) best = { halves: [a, b], difference };
    }
  }
  if (!best) return [part];
  return best.halves.flatMap((half) => cut(map, half, minimum, depth - 1, copySized));
}

/** The shift of `b` against `a` (-SHIFT..SHIFT) that best lines up two profiles. */
function bestShift(a: number[], b: number[]): number {
  let best = { shift: 0, score: -Infinity };
  for (let shift = -SHIFT; shift <= SHIFT; shift += 1) {
    let score = 0;
    for (let at = SHIFT; at < Math.min(a.length, b.length) - SHIFT; at += 1) score += a[at]! * b[at + shift]!;
    if (score > best.score) best = { shift, score };
  }
  return best.shift;
}
/** How far (cells) two copies' trimmed parts may be misaligned: a speck of a scan beside one, a copy printed a little off. */
const SHIFT = 6;

/**
 * How alike two parts' ink lies: the correlation of their ink maps laid top-left on top-left, lined up first by
 * their row and column profiles.
 */
function alike(map: InkMap, a: Part, b: Part): number {
  const width = Math.min(a.x1 - a.x0, b.x1 - b.x0) - SHIFT * 2;
  const height = Math.min(a.y1 - a.y0, b.y1 - b.y0) - SHIFT * 2;
  if (width <= 4 || height <= 4) return 0;
  const dx = bestShift(profile(map, a, true), profile(map, b, true));
  const dy = bestShift(profile(map, a, false), profile(map, b, false));
  let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
  for (let y = SHIFT; y < SHIFT + height; y += 1) {
    for (let x = SHIFT; x < SHIFT + width; x += 1) {
      const va = map.ink[(a.y0 + y) * map.width + a.x0 + x]!;
      const vb = map.ink[(b.y0 + y + dy) * map.width + b.x0 + x + dx] ?? 0;
      sa += va;
      sb += vb;
      saa += va * va;
      sbb += vb * vb;
      sab += va * vb;
    }
  }
  const n = width * height;
  const spread = Math.sqrt((saa - (sa * sa) / n) * (sbb - (sb * sb) / n));
  return spread > 0 ? (sab - (sa * sb) / n) / spread : 0;
}

export interface CopiesOnImage {
  /** Each copy's box in the image's pixels, top-left copy first, row by row. */
  copies: Box[];
  /** The rest of the page's ink that is no copy (an earnings summary in a quadrant), each part's box. */
  rest: Box[];
}

/**
 * The copies of a form on a page image `dpi` dots per inch (cleaned: level, ink dark): null when the page holds
 * one. At most four parts (two cuts deep), as payroll sheets print two or four copies.
 */
export function copiesOnImage(grey: Grey, dpi: number): CopiesOnImage | null {
  const map = inkMapOf(grey, dpi);
  const page = trimmed(map, { x0: 0, y0: 0, x1: map.width, y1: map.height });
  if (!page) return null;
  const minimum = Math.max(2, Math.round(MIN_GUTTER_INCHES * (dpi / map.cell)));
  const inches = dpi / map.cell;
  const parts = cut(map, page, minimum, 2, (part) => part.x1 - part.x0 >= COPY_INCHES.width * inches && part.y1 - part.y0 >= COPY_INCHES.height * inches);
  if (parts.length < 2) return null;
  // The copies: the parts alike in size and ink to the first part that has such a twin.
  let copies: Part[] = [];
  for (const part of parts) {
    const twins = parts.filter((other) => other !== part && differ(length(other, true), length(part, true)) <= SIZE_TOLERANCE && differ(length(other, false), length(part, false)) <= SIZE_TOLERANCE && alike(map, part, other) >= ALIKE);
    if (twins.length > 0) {
      copies = [part, ...twins];
      break;
    }
  }
  if (copies.length < 2) return null;
  const rowOf = (part: Part) => Math.round(part.y0 / Math.max(1, (page.y1 - page.y0) / 4));
  copies.sort((a, b) => rowOf(a) - rowOf(b) || a.x0 - b.x0);
  // A cell of paper around each part, in the image's pixels.
  const toBox = (part: Part): Box => ({
    x0: Math.max(0, (part.x0 - 1) * map.cell), y0: Math.max(0, (part.y0 - 1) * map.cell),
    x1: Math.min(grey.width, (part.x1 + 1) * map.cell), y1: Math.min(grey.height, (part.y1 + 1) * map.cell),
  });
  return { copies: copies.map(toBox), rest: parts.filter((part) => !copies.includes(part)).map(toBox) };
}
