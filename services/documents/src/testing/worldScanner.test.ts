import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { WORLD_DEGRADATIONS, worldScanOf } from './worldScanner';

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

async function pixelsOf(jpeg: Buffer) {
  const image = await loadImage(jpeg);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height);
}

describe('worldScanOf', () => {
  it('gives the same image for the same degradation and seed, another for another seed', async () => {
    const png = await page();
    const [first, again, other] = await Promise.all([worldScanOf(png, 'crumpled', 4), worldScanOf(png, 'crumpled', 4), worldScanOf(png, 'crumpled', 5)]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('draws every degradation; 150 dpi is smaller, a lid left open wider with a black surround', async () => {
    const png = await page();
    for (const kind of WORLD_DEGRADATIONS) {
      const pixels = await pixelsOf(await worldScanOf(png, kind, 2));
      if (kind === 'low-dpi') expect([pixels.width, pixels.height]).toEqual([300, 225]);
      else if (kind === 'lid-open') {
        expect(pixels.width).toBeGreaterThan(400);
        expect(pixels.data[0]!).toBeLessThan(60);
      } else expect([pixels.width, pixels.height]).toEqual([400, 300]);
    }
  });

  it('prints a red grid: the rule red, the figures black', async () => {
    const pixels = await pixelsOf(await worldScanOf(await page(), 'red-grid', 1));
    let redRule = 0;
    for (let x = 40; x < 360; x += 1) {
      for (let y = 95; y < 110; y += 1) {
        const at = (y * pixels.width + x) * 4;
        if (pixels.data[at]! > 160 && pixels.data[at + 1]! < 120) redRule += 1;
      }
    }
    expect(redRule).toBeGreaterThan(300);
    let blackInk = 0;
    for (let at = 0; at < pixels.data.length; at += 4) if (pixels.data[at]! < 80 && pixels.data[at + 1]! < 80) blackInk += 1;
    expect(blackInk).toBeGreaterThan(200);
  });
});
