// Impact (dot-matrix) print on a scanned page: a 9-pin head strikes each glyph as separate round dots, 1/72 in apart
// down and 1/72-1/120 in across, and a worn ribbon leaves gaps between them. Tesseract read such glyphs as specks and
// broken strokes, and an impact-printed 1099-G listing as no 1099-G at all (testing/impactPrinted.ts). Found by what
// the ink is made of: many marks of a pin's size, each with another within a pin's pitch (strokes of dots), many for
// the page's ink. Such a page's dots are spread into one another (a blur of a third of a pitch) and darkened back, so each
// stroke is one grey line. Every page not struck by pins stays as it is (none of the 180 seen corpus pages is).
// Tried: a grey closing (3x3) instead of the blur, over the whole page or only around the dots: fewer fields on the
// impact-printed fixtures (62 and 63 of 117 against a half-pitch blur's 70; 60 without either), the W-2s' 5s read as 3s.
import { gaussianBlur } from './blur';
import type { Grey } from './cleanImage';

export interface DotPrint {
  /** Marks of a pin's size with another within a pitch. */
  dots: number;
  /** Their pixels, and the pixels of the marks larger than a dot (solid glyphs, rules). */
  dotInk: number;
  solidInk: number;
  /** Whether the page's print is made of dots. */
  struck: boolean;
}

/**
 * Grey darker than this is ink, on a levelled page (paper near 255). Dark enough that a scanner's softening does
 * not run a stroke's dots together (at 170 most of a struck page's dots were one mark with their neighbours).
 */
const INK = 140;
/** At least this many dots in strokes for a page struck by pins. */
const MIN_DOTS = 300;
/**
 * Dots in strokes per pin's area of ink, at least. Measured (INK 140): impact-printed pages with separate dots
 * 0.71-2.4 (testing/impactPrinted.ts); the seen printed corpora's 180 clean, scanned and photographed pages at most
 * 0.25 (a W-2 scan's small print), a halftone-screened scan's 0.93 (descreened instead, never joined).
 */
const MIN_PIN_MARKS = 0.5;
/**
 * The join: a blur of this many pitches, then ink darkened by this factor. Impact fixtures with separate dots (9,
 * seed 1) read 60/117 fields without the join; with a blur of 0.25, 0.35, 0.5, 0.7 pitches 67, 82, 70, 52.
 */
const BLUR_PITCHES = 0.35;
const DARKEN = 1.6;

/** The page's marks (8-connected ink below INK) sorted into pins' dots and solid print. */
export function dotPrintOf(grey: Grey, dpi: number, ink = INK): DotPrint {
  const { width, height, data } = grey;
  const pitch = dpi / 72;
  // A dot: at most a pin's pitch and a half each way (two dots run together across are one mark, still small).
  const largestSide = Math.max(2, Math.ceil(pitch * 1.6));
  const largestArea = Math.ceil(pitch * pitch * 1.6);
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const centres: { x: number; y: number; size: number }[] = [];
  let solidInk = 0;
  let next = 0;
  for (let start = 0; start < data.length; start += 1) {
    if (label[start] || data[start]! >= ink) continue;
    next += 1;
    label[start] = next;
    stack[0] = start;
    let depth = 1;
    let [count, sumX, sumY, x0, x1, y0, y1] = [0, 0, 0, width, 0, height, 0];
    while (depth > 0) {
      depth -= 1;
      const pixel = stack[depth]!;
      const x = pixel % width;
      const y = (pixel - x) / width;
      count += 1;
      sumX += x;
      sumY += y;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const column = x + dx;
          if (column < 0 || column >= width) continue;
          const neighbour = row * width + column;
          if (!label[neighbour] && data[neighbour]! < ink) {
            label[neighbour] = next;
            stack[depth] = neighbour;
            depth += 1;
          }
        }
      }
    }
    if (count <= largestArea && x1 - x0 < largestSide && y1 - y0 < largestSide) centres.push({ x: sumX / count, y: sumY / count, size: count });
    else solidInk += count;
  }
  // Dots in strokes: another dot's centre within 1.6 pitches (a stroke's next pin; a leader's dots are further apart).
  const cell = Math.max(1, Math.ceil(pitch * 1.6));
  const grid = new Map<number, number[]>();
  const key = (column: number, row: number) => row * 65_536 + column;
  centres.forEach((centre, index) => {
    const at = key(Math.floor(centre.x / cell), Math.floor(centre.y / cell));
    const list = grid.get(at) ?? [];
    list.push(index);
    grid.set(at, list);
  });
  let dots = 0;
  let dotInk = 0;
  const reach = (pitch * 1.6) ** 2;
  centres.forEach((centre, index) => {
    const [column, row] = [Math.floor(centre.x / cell), Math.floor(centre.y / cell)];
    let near = false;
    for (let dy = -1; dy <= 1 && !near; dy += 1) {
      for (let dx = -1; dx <= 1 && !near; dx += 1) {
        for (const other of grid.get(key(column + dx, row + dy)) ?? []) {
          if (other !== index && (centres[other]!.x - centre.x) ** 2 + (centres[other]!.y - centre.y) ** 2 <= reach) {
            near = true;
            break;
          }
        }
      }
    }
    if (near) {
      dots += 1;
      dotInk += centre.size;
    } else solidInk += centre.size;
  });
  const struck = dots >= MIN_DOTS && dots / ((dotInk + solidInk + 1) / pitch ** 2) >= MIN_PIN_MARKS;
  return { dots, dotInk, solidInk, struck };
}

/**
 * On a page struck by pins (`dpi` its resolution, paper levelled), the dots joined into strokes, in place. Returns
 * whether the page was struck (and changed).
 */
export function joinDots(grey: Grey, dpi: number): boolean {
  const print = dotPrintOf(grey, dpi);
  if (!print.struck) return false;
  const { width, height, data } = grey;
  // The dots spread into one another (a Gaussian of a third of a pitch), then darkened back: a stroke's dots and the paper
  // between them one grey, as dark as a dot was.
  const blurred: Grey = { width, height, data: Uint8ClampedArray.from(data) };
  gaussianBlur(blurred, (dpi / 72) * BLUR_PITCHES);
  for (let pixel = 0; pixel < data.length; pixel += 1) data[pixel] = 255 - (255 - blurred.data[pixel]!) * DARKEN;
  return true;
}
