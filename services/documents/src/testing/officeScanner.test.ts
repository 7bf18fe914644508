import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { OFFICE_DEGRADATIONS, officeScanOf } from './officeScanner';

/** A small page at 200 dpi: a long rule and a line of text under it. */
async function page(): Promise<Buffer> {
  const canvas = createCanvas(400, 300);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 400, 300);
  context.fillStyle = '#000000';
  context.fillRect(20, 100, 360, 3);
  context.font = 'bold 40px sans-serif';
  context.fillText('1234.56', 60, 180);
  return canvas.encode('png');
}

async function pixelsOf(image: Buffer) {
  const picture = await loadImage(image);
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  return context.getImageData(0, 0, picture.width, picture.height);
}

/** How many distinct grey levels (red channel) the picture has, and its colour spread (largest |r - b|). */
function levels(data: Uint8ClampedArray): { greys: number; colour: number } {
  const seen = new Set<number>();
  let colour = 0;
  for (let at = 0; at < data.length; at += 4) {
    seen.add(data[at]!);
    colour = Math.max(colour, Math.abs(data[at]! - data[at + 2]!));
  }
  return { greys: seen.size, colour };
}

describe('officeScanOf', () => {
  it('gives the same image for the same degradation and seed, another for another seed', async () => {
    const png = await page();
    const [first, again, other] = await Promise.all([officeScanOf(png, 'moire', 4), officeScanOf(png, 'moire', 4), officeScanOf(png, 'moire', 5)]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('draws every degradation: a fax is a 1-bit PNG, a sideways feed turned a quarter, a security tint coloured', async () => {
    const png = await page();
    for (const kind of OFFICE_DEGRADATIONS) {
      const image = await officeScanOf(png, kind, 3);
      const pixels = await pixelsOf(image);
      const { greys, colour } = levels(pixels.data);
      if (kind === 'fax') {
        expect(image.subarray(1, 4).toString()).toBe('PNG');
        expect([pixels.width, pixels.height]).toEqual([400, 300]);
        expect(greys).toBe(2);
      } else if (kind === 'sideways') {
        // 170 dpi, the page's width now its height.
        expect([pixels.width, pixels.height]).toEqual([255, 340]);
      } else if (kind === 'security-tint') expect(colour).toBeGreaterThan(10);
      else expect(pixels.width).toBeLessThanOrEqual(400);
      if (kind !== 'security-tint') expect(colour).toBeLessThan(6);
    }
  });

  it('a fax keeps only every other row: each row pair below the header is one row twice', async () => {
    const pixels = await pixelsOf(await officeScanOf(await page(), 'fax', 7));
    const { data, width, height } = pixels;
    let differing = 0;
    for (let y = 40; y + 1 < height; y += 2) {
      for (let x = 0; x < width; x += 1) if (data[(y * width + x) * 4] !== data[((y + 1) * width + x) * 4]) differing += 1;
    }
    expect(differing).toBe(0);
  });
});
