// Image cleaning before OCR: the skew of a turned page is found (projection profile), a blank scan is
// known as blank, and a form's ruling is erased while its text stays.
import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { buildBlankScan } from '../testing/foreignDocuments';
import { cleanImageOf, scanLikeImageOf } from '../testing/scanLike';
import { buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import { cleanPage, isBilevel, levelBackground, removeDots, removeRules, removeSpecks, type Grey } from './cleanImage';

describe('cleanPage', () => {
  it.each([2.2, -1.3])('finds a page turned by %s degrees and levels it', async (angle) => {
    const scan = await scanLikeImageOf(await buildW2Pdf(SAMPLE_W2, 'irs'), { angle, dpi: 150, blur: 0.5, noise: 12, jpegQuality: 75, paper: 220, seed: 4 });
    const cleaned = cleanPage(await loadImage(scan));
    expect(Math.abs(cleaned.skewDegrees - angle)).toBeLessThanOrEqual(0.15);
    expect(cleaned.blank).toBe(false);
    // 150 dpi is enlarged to 300 dpi.
    expect(cleaned.scale).toBeCloseTo(2, 1);
  });

  it('knows a blank scanned page', async () => {
    expect(cleanPage(await loadImage(await buildBlankScan())).blank).toBe(true);
  });
});

it('removeRules erases a long rule and keeps a short stroke', () => {
  const width = 200;
  const height = 60;
  const grey: Grey = { width, height, data: new Uint8ClampedArray(width * height).fill(255) };
  for (let x = 0; x < width; x += 1) grey.data[10 * width + x] = 0; // a rule across the page
  for (let y = 30; y < 50; y += 1) grey.data[y * width + 100] = 0; // a letter's stem, 20 px tall
  removeRules(grey, 128, 60);
  expect(grey.data[10 * width + 50]).toBe(255);
  expect(grey.data[40 * width + 100]).toBe(0);
});

it('cleans only a region when asked, with the pixels there the whole page has', async () => {
  const image = await loadImage(await cleanImageOf(await buildW2Pdf(SAMPLE_W2, 'payroll'), 200));
  const whole = cleanPage(image, { targetDpi: 400 });
  const firstReadingWidth = image.width;
  const box = { x0: 100, y0: 150, x1: 700, y1: 500 };
  const part = cleanPage(image, { targetDpi: 400, region: { box, width: firstReadingWidth }, skewDegrees: whole.skewDegrees });
  expect([part.pageWidth, part.pageHeight]).toEqual([whole.grey.width, whole.grey.height]);
  // Far smaller than the page, and holding the region (in the enlarged page's pixels).
  expect(part.grey.width * part.grey.height).toBeLessThan((whole.grey.width * whole.grey.height) / 4);
  const ratio = whole.grey.width / firstReadingWidth;
  expect(part.left).toBeLessThanOrEqual(box.x0 * ratio);
  expect(part.left + part.grey.width).toBeGreaterThanOrEqual(box.x1 * ratio);
  // The same resampling, moved by whole pixels: a grey level off by one here and there (Skia's rounding).
  let furthest = 0;
  for (let y = Math.ceil(box.y0 * ratio); y < Math.floor(box.y1 * ratio); y += 1) {
    for (let x = Math.ceil(box.x0 * ratio); x < Math.floor(box.x1 * ratio); x += 1) {
      furthest = Math.max(furthest, Math.abs(part.grey.data[(y - part.top) * part.grey.width + x - part.left]! - whole.grey.data[y * whole.grey.width + x]!));
    }
  }
  expect(furthest).toBeLessThanOrEqual(2);
});

describe('levelBackground', () => {
  // Paper falling off from 250 on the left to 170 on the right (a flatbed's lamp), with a dark stroke on each side.
  const unevenPage = (): Grey => {
    const width = 800;
    const height = 200;
    const grey: Grey = { width, height, data: new Uint8ClampedArray(width * height) };
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) grey.data[y * width + x] = 250 - (80 * x) / width;
    }
    for (const x0 of [40, 740]) for (let y = 90; y < 110; y += 1) for (let x = x0; x < x0 + 4; x += 1) grey.data[y * width + x] = grey.data[y * width + x]! * 0.2;
    return grey;
  };

  it('brings the paper to one level across the page and keeps the ink dark', () => {
    const grey = unevenPage();
    expect(levelBackground(grey, 25)).toBe(true);
    const at = (x: number, y: number) => grey.data[y * grey.width + x]!;
    expect(Math.abs(at(20, 20) - at(780, 20))).toBeLessThanOrEqual(8);
    expect(at(780, 20)).toBeGreaterThanOrEqual(240);
    expect(at(741, 100)).toBeLessThan(60);
    expect(at(41, 100)).toBeLessThan(60);
  });

  it('leaves a white page with a shaded band across it as it is (the grey is printed, not light)', () => {
    const width = 400;
    const grey: Grey = { width, height: 400, data: new Uint8ClampedArray(width * 400).fill(255) };
    grey.data.fill(232, 0, width * 60);
    const before = grey.data.slice();
    expect(levelBackground(grey, 25)).toBe(false);
    expect(grey.data).toEqual(before);
  });

  it('leaves a page with white paper as it is', () => {
    const width = 200;
    const grey: Grey = { width, height: 100, data: new Uint8ClampedArray(width * 100).fill(255) };
    for (let x = 20; x < 180; x += 1) grey.data[50 * width + x] = 0;
    const before = grey.data.slice();
    expect(levelBackground(grey, 25)).toBe(false);
    expect(grey.data).toEqual(before);
  });
});

it('removeSpecks whitens a lone speck and keeps a period and a stroke with a speck beside it', () => {
  const width = 60;
  const grey: Grey = { width, height: 30, data: new Uint8ClampedArray(width * 30).fill(250) };
  const set = (x: number, y: number, value: number) => (grey.data[y * width + x] = value);
  set(10, 10, 120); // a speck
  for (let y = 9; y <= 11; y += 1) for (let x = 29; x <= 31; x += 1) set(x, y, 60); // a period, 3 px across
  for (let y = 5; y < 25; y += 1) set(45, y, 40); // a stroke
  set(46, 15, 120); // a speck touching it
  expect(removeSpecks(grey)).toBe(1);
  expect(grey.data[10 * width + 10]).toBe(255);
  expect(grey.data[10 * width + 30]).toBe(60);
  expect(grey.data[15 * width + 45]).toBe(40);
  expect(grey.data[15 * width + 46]).toBe(120);
});

it('removeRules follows a scanned rule\'s fringe out to the paper when asked, and stops at a glyph touching it', () => {
  const width = 200;
  const height = 40;
  const grey: Grey = { width, height, data: new Uint8ClampedArray(width * height).fill(255) };
  // A blurred rule across row 20: core 60, then 150, 200, 230, 245 on each side.
  const profile = [245, 230, 200, 150, 60, 150, 200, 230, 245];
  for (let x = 0; x < width; x += 1) profile.forEach((value, at) => (grey.data[(16 + at) * width + x] = value));
  // A glyph's stem standing on the rule's lower fringe at x = 100.
  for (let y = 22; y < 38; y += 1) grey.data[y * width + 100] = 40;
  const plain = { ...grey, data: grey.data.slice() };
  removeRules(plain, 200, 60, 1);
  expect(plain.data[23 * width + 50]).toBe(230); // the faint fringe stays without following
  removeRules(grey, 200, 60, 1, true);
  for (let y = 16; y <= 24; y += 1) expect(grey.data[y * width + 50]).toBeGreaterThanOrEqual(245);
  expect(grey.data[23 * width + 100]).toBe(40);
});

it('removeDots whitens a two-pixel dot and fills a one-pixel hole in a stroke, and keeps a period', () => {
  const width = 40;
  const grey: Grey = { width, height: 30, data: new Uint8ClampedArray(width * 30).fill(255) };
  const set = (x: number, y: number, value: number) => (grey.data[y * width + x] = value);
  set(5, 5, 0);
  set(5, 6, 0); // a dot, one column and a doubled row
  for (let y = 10; y < 14; y += 1) for (let x = 10; x < 13; x += 1) set(x, y, 0); // a period, 12 px
  for (let y = 5; y < 25; y += 1) for (let x = 30; x < 34; x += 1) set(x, y, 0); // a stroke
  set(31, 15, 255); // a hole in it
  expect(removeDots(grey, 3)).toBe(1);
  expect(grey.data[5 * width + 5]).toBe(255);
  expect(grey.data[11 * width + 11]).toBe(0);
  expect(grey.data[15 * width + 31]).toBe(0);
  // Nearly all black or white: bilevel; with grey edges (a rendered page): not.
  expect(isBilevel(grey)).toBe(true);
  for (let y = 5; y < 25; y += 1) grey.data[y * width + 29] = 128;
  expect(isBilevel(grey)).toBe(false);
});

