import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { greyOfImage, type Grey } from './cleanImage';
import { closeOcr, readImage } from './ocr';
import { isDithered, undither } from './pictureDither';

/** A grey page (paper `paper`) with black bars as strokes of print, 1000 x 1300 px (about 118 dpi for Letter). */
function greyPage(paper: number, width = 1000, height = 1300): Grey {
  const data = new Uint8ClampedArray(width * height).fill(paper);
  for (let line = 0; line < 20; line += 1) {
    const top = 100 + line * 55;
    for (let letter = 0; letter < 30; letter += 1) {
      const left = 80 + letter * 28;
      for (let y = top; y < top + 20; y += 1) for (let x = left; x < left + 4; x += 1) data[y * width + x] = 10;
      for (let y = top; y < top + 4; y += 1) for (let x = left; x < left + 16; x += 1) data[y * width + x] = 10;
    }
  }
  return { width, height, data };
}

/** Floyd-Steinberg error diffusion to 1 bit, as a fax's photo mode or a scanner's dithered black and white. */
function dithered(grey: Grey): Grey {
  const { width, height } = grey;
  const error = Float32Array.from(grey.data);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      const value = error[at]! < 128 ? 0 : 255;
      data[at] = value;
      const left = error[at]! - value;
      if (x + 1 < width) error[at + 1] += (left * 7) / 16;
      if (y + 1 < height) {
        if (x > 0) error[at + width - 1] += (left * 3) / 16;
        error[at + width] += (left * 5) / 16;
        if (x + 1 < width) error[at + width + 1] += left / 16;
      }
    }
  }
  return { width, height, data };
}

/** A scanner's grain: each pixel off by up to 12 levels (a fixed pseudo-random sequence). */
function grained(grey: Grey): Grey {
  let seed = 12345;
  const data = grey.data.map((value) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return value + ((seed / 2147483648) * 24 - 12);
  });
  return { ...grey, data };
}

function thresholded(grey: Grey): Grey {
  return { ...grey, data: grey.data.map((value) => (value < 128 ? 0 : 255)) };
}

/**
 * A page as a fax in photo mode sends it: softened by the scanner, its grey paper (92% of white) and a scanner's grain, sent at half the rows
 * (each pair averaged), dithered by Floyd-Steinberg error diffusion to 1 bit, and shown with each row doubled.
 */
async function faxed(file: string): Promise<Uint8Array> {
  const canvas = createCanvas(1, 1);
  const { grey } = greyOfImage(await loadImage(readFileSync(file)));
  const rows = Math.floor(grey.height / 2);
  const sent = grained({ width: grey.width, height: rows, data: new Uint8ClampedArray(grey.width * rows).map((_, at) => {
    const [x, y] = [at % grey.width, Math.floor(at / grey.width)];
    return ((grey.data[2 * y * grey.width + x]! + grey.data[(2 * y + 1) * grey.width + x]!) / 2) * 0.92;
  }) });
  // A scanner's softness, before the fax machine dithers.
  undither(sent, 0.8);
  const bits = dithered(sent);
  canvas.width = grey.width;
  canvas.height = rows * 2;
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(grey.width, rows * 2);
  for (let pixel = 0; pixel < grey.width * rows * 2; pixel += 1) {
    const value = bits.data[Math.floor(pixel / grey.width / 2) * grey.width + (pixel % grey.width)]!;
    pixels.data.set([value, value, value, 255], pixel * 4);
  }
  context.putImageData(pixels, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

afterAll(closeOcr);

describe('a dithered page (error diffusion to 1 bit)', () => {
  it('is told from a page thresholded to 1 bit: its paper is a scatter of lone dots', () => {
    expect(isDithered(dithered(greyPage(232)))).toBe(true);
    expect(isDithered(thresholded(greyPage(232)))).toBe(false);
    // White paper thresholded or dithered alike has no scatter: strokes only.
    expect(isDithered(dithered(greyPage(255)))).toBe(false);
  });

  it('is averaged back into its grey: the paper even, the strokes dark', () => {
    const page = dithered(greyPage(232));
    undither(page, 1.2);
    let sum = 0;
    let squares = 0;
    let count = 0;
    for (let y = 130; y < 150; y += 1) {
      for (let x = 100; x < 900; x += 1) {
        const value = page.data[y * page.width + x]!;
        sum += value;
        squares += value * value;
        count += 1;
      }
    }
    const mean = sum / count;
    expect(Math.abs(mean - 232)).toBeLessThan(6);
    expect(Math.sqrt(squares / count - mean * mean)).toBeLessThan(25);
    // Inside a bar's upright stroke.
    expect(page.data[110 * page.width + 82]!).toBeLessThan(80);
  });

  it('is read as grey print: a fax of a 1099-G in photo mode reads its captions, where removing dots as line noise left them misspelt', async () => {
    const page = await readImage(await faxed(join(import.meta.dirname, '../testing/printed-corpus/1099-g-irs-grid.png')));
    const words = new Set(page.items.map((item) => item.text.replace(/[,.]$/, '')));
    const captions = ['street', 'address', 'State', 'local', 'Federal', 'Agriculture', 'payments', 'required', 'Department', 'Treasury', 'Revenue', 'reported'];
    // 7 of them read (measured); 4 when its dots were removed as a fax line's noise ('Stato', 'Fedoral', 'paymonts').
    expect(captions.filter((word) => words.has(word)).length).toBeGreaterThanOrEqual(6);
  }, 60_000);
});
