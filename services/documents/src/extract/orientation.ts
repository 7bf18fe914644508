// A page photographed or scanned sideways or upside down. Its skew (a few degrees) is levelled in cleanImage.ts and
// a phone's EXIF orientation is applied when the image is decoded; a page fed into a scanner turned a quarter or half
// turn is not. Such a page is turned only when its upright reading is not the form asked for, so a page that reads
// costs nothing more.
import { greyOf, otsuThreshold, type Grey } from './cleanImage';

/**
 * Whether the print runs across the page (upright or upside down) rather than down it (a quarter turn): lines
 * of print fill rows and leave the rows between them white, so the ink counted row by row rises and falls far
 * more than the ink counted column by column, where the lines' letters overlap.
 */
export function printRunsAcross(grey: Grey): boolean {
  const threshold = Math.min(otsuThreshold(grey), 160);
  const rows = new Float64Array(grey.height);
  const columns = new Float64Array(grey.width);
  for (let y = 0; y < grey.height; y += 1) {
    for (let x = 0; x < grey.width; x += 1) {
      if (grey.data[y * grey.width + x]! < threshold) {
        rows[y] += 1;
        columns[x] += 1;
      }
    }
  }
  return variation(rows) >= variation(columns);
}

/** How unevenly the ink falls along a profile: its coefficient of variation (0 for an even profile). */
function variation(profile: Float64Array): number {
  let sum = 0;
  for (const value of profile) sum += value;
  const mean = sum / profile.length;
  if (mean === 0) return 0;
  let squares = 0;
  for (const value of profile) squares += (value - mean) ** 2;
  return Math.sqrt(squares / profile.length) / mean;
}

/** The turns (clockwise degrees) worth trying on an image whose upright reading was not the form: half a turn when its print runs across, else the two quarter turns. */
export async function turnsToTry(bytes: Uint8Array): Promise<number[]> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes));
  // A profile needs no more than about 800 px across.
  const scale = Math.min(1, 800 / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  const grey = greyOf(context.getImageData(0, 0, width, height).data, width, height);
  return printRunsAcross(grey) ? [180] : [90, 270];
}

/** The image turned clockwise by a quarter, half or three-quarter turn, as PNG. */
export async function turned(bytes: Uint8Array, degrees: number): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes));
  const sideways = degrees % 180 !== 0;
  const canvas = createCanvas(sideways ? image.height : image.width, sideways ? image.width : image.height);
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas.encode('png');
}

/** The ink of a page (rules erased) sampled at about 150 dpi, as a mask, read turned by `turn` clockwise degrees. */
interface InkSample {
  width: number;
  height: number;
  /** 1 where inked, row by row. */
  mask: Uint8Array;
}

export function inkSample(grey: Grey, dpi: number): InkSample {
  const step = Math.max(1, Math.round(dpi / 150));
  const width = Math.floor(grey.width / step);
  const height = Math.floor(grey.height / step);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * step * grey.width;
    for (let x = 0; x < width; x += 1) if (grey.data[row + x * step]! < 128) mask[y * width + x] = 1;
  }
  return { width, height, mask };
}

/** The sample turned clockwise by `turn` degrees (0, 90, 180 or 270). */
export function turnedSample(sample: InkSample, turn: number): InkSample {
  const { width, height, mask } = sample;
  if (turn !== 90 && turn !== 180 && turn !== 270) return sample;
  const sideways = turn !== 180;
  const [newWidth, newHeight] = sideways ? [height, width] : [width, height];
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < newHeight; y += 1) {
    for (let x = 0; x < newWidth; x += 1) {
      const [fromX, fromY] = turn === 90 ? [y, height - 1 - x] : turn === 180 ? [width - 1 - x, height - 1 - y] : [width - 1 - y, x];
      out[y * newWidth + x] = mask[fromY * width + fromX]!;
    }
  }
  return { width: newWidth, height: newHeight, mask: out };
}

/** Columns of a strip in which lines of print are looked for: about an inch at 150 dpi (a form's cells are narrow). */
const STRIP = 150;

/**
 * How much more of the ink of the page's lines of print stands above their dense middle than below it, from -1 to 1:
 * capitals, digits and ascenders rise above the small letters' height, and only a few descenders hang below, so an
 * upright page's lines measure well above 0 and the same page upside down as far below. Lines are found strip by strip
 * (an inch across) as runs of inked rows; a strip's row inked more than half across is a rule's remains, left out.
 */
export function inkAboveLines(sample: InkSample): number {
  let above = 0;
  let below = 0;
  const profile = new Float64Array(sample.height);
  for (let left = 0; left + STRIP / 2 <= sample.width; left += STRIP) {
    const right = Math.min(sample.width, left + STRIP);
    for (let y = 0; y < sample.height; y += 1) {
      let count = 0;
      const row = y * sample.width;
      for (let x = left; x < right; x += 1) count += sample.mask[row + x]!;
      profile[y] = count > (right - left) / 2 ? 0 : count;
    }
    let start = -1;
    for (let y = 0; y <= sample.height; y += 1) {
      const inked = y < sample.height && profile[y]! >= 2;
      if (inked && start < 0) start = y;
      if (inked || start < 0) continue;
      // A line of 5 to 20 pt at 150 dpi (a run of rows 6 to 60 high).
      if (y - start >= 6 && y - start <= 60) {
        let peak = 0;
        for (let row = start; row < y; row += 1) peak = Math.max(peak, profile[row]!);
        let [top, bottom] = [start, y - 1];
        while (profile[top]! < peak / 2) top += 1;
        while (profile[bottom]! < peak / 2) bottom -= 1;
        for (let row = start; row < top; row += 1) above += profile[row]!;
        for (let row = bottom + 1; row < y; row += 1) below += profile[row]!;
      }
      start = -1;
    }
  }
  return above + below === 0 ? 0 : (above - below) / (above + below);
}

/** The print's rows against its columns: the coefficient of variation of the ink row by row over that column by column (above 1: lines run across). */
export function acrossOverDown(sample: InkSample): number {
  const rows = new Float64Array(sample.height);
  const columns = new Float64Array(sample.width);
  for (let y = 0; y < sample.height; y += 1) {
    const row = y * sample.width;
    for (let x = 0; x < sample.width; x += 1) {
      if (!sample.mask[row + x]) continue;
      rows[y] += 1;
      columns[x] += 1;
    }
  }
  const down = variation(columns);
  return down === 0 ? 1 : variation(rows) / down;
}

/** The turns worth trying on a page whose upright reading was not the form, the likeliest first; `sure`: the print says so plainly. */
export interface TurnsOfPrint {
  turns: number[];
  sure: boolean;
}

/**
 * Print whose rows vary at most this share of its columns' variation (acrossOverDown) runs plainly down the page (on
 * its side); at least PLAINLY_ACROSS, plainly across. Printed corpora 1-4, every clean, scan and photo page cleaned:
 * upright 0.44 and 0.48 (sparse 1099 grids, scanned), 0.80, 1.04, then 1.26 and more; the three scans fed on their
 * side 0.37, 0.44, 0.53; upright pages turned a quarter 1.25 and less.
 */
const PLAINLY_DOWN = 0.6;
const PLAINLY_ACROSS = 1.6;
/**
 * Ink above the lines' middle (inkAboveLines) from which print running across is plainly upright (no half turn tried:
 * that reading cannot find what the upright one missed) or plainly upside down (read turned first). Printed corpora
 * 1-4, upright: 0.12 and more on clean pages and scans, down to -0.16 on photos; the two scans fed upside down -0.45
 * and -0.79; upright pages turned half a turn 0.08 and less. Taken upright wrongly a page is lost, upside down
 * wrongly it costs one reading: the first bound is the farther from what was seen.
 */
const PLAINLY_UPRIGHT = 0.25;
const PLAINLY_UPSIDE_DOWN = -0.3;
/**
 * Print running down the page is taken plainly on its side when its letters stand at least this upright turned a
 * quarter (inkAboveLines), and less than UPRIGHT_AS_IT_CAME as it came.
 */
const SIDEWAYS_LETTERS = 0.3;
const UPRIGHT_AS_IT_CAME = 0.35;

/**
 * The turns (clockwise degrees) that would bring a cleaned page's print upright (cleaned.ts: rules erased, paper
 * white), from its ink alone: none when it plainly stands upright; half a turn when it runs across upside down; the
 * quarter turn that stands its letters upright first when it runs down the page. `sure` when the print's direction
 * leaves no doubt: the page is then worth reading turned before (not after) reading it as it came.
 */
export function turnsOfPrint(grey: Grey, dpi: number): TurnsOfPrint {
  const sample = inkSample(grey, dpi);
  const across = acrossOverDown(sample);
  if (across >= 1) {
    const above = inkAboveLines(sample);
    if (across >= PLAINLY_ACROSS && above >= PLAINLY_UPRIGHT) return { turns: [], sure: true };
    return { turns: [180], sure: across >= PLAINLY_ACROSS && above <= PLAINLY_UPSIDE_DOWN };
  }
  // On its side: the quarter turn under which its letters stand upright first (measured on a page cleaned on its
  // side, its skew found along the wrong lines: a weaker sign than upright's). Plainly on its side only when its letters
  // stand plainly upright that way and not as it came: two sparse upright 1099 grids, scanned (their lower half blank,
  // their rules not all erased), measured 0.44 and 0.48 down the page, letters 0.47 and 0.12 as they came and 0.17,
  // 0.14 turned; the three scans fed on their side, letters 0.37 to 0.83 turned, -0.14 to -0.04 as they came.
  const quarter = inkAboveLines(turnedSample(sample, 90));
  const sure = across <= PLAINLY_DOWN && Math.abs(quarter) >= SIDEWAYS_LETTERS && inkAboveLines(sample) < UPRIGHT_AS_IT_CAME;
  return { turns: quarter >= 0 ? [90, 270] : [270, 90], sure };
}
