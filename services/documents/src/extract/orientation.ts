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
