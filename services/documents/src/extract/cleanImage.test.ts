// Image cleaning before OCR: the skew of a turned page is found (projection profile), a blank scan is
// known as blank, and a form's ruling is erased while its text stays.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { buildBlankScan } from '../testing/foreignDocuments';
import { cleanImageOf, scanLikeImageOf } from '../testing/scanLike';
import { buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import { gaussianBlur } from './blur';
import { bindingShadow, cleanPage, descreen, flattenPage, greyOf, greyOfImage, isBilevel, levelBackground, pageCorners, removeDots, removeRules, removeSpecks, screenPeriod, sharpness, type Grey, type Point } from './cleanImage';

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

  it('levels a white page with a binding shadow down one side, and not one with a printed grey band at its side', () => {
    const width = 800;
    const height = 400;
    const page = (paperAt: (x: number) => number): Grey => {
      const grey: Grey = { width, height, data: new Uint8ClampedArray(width * height) };
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) grey.data[y * width + x] = paperAt(x);
      for (let y = 190; y < 210; y += 1) for (let x = 60; x < 64; x += 1) grey.data[y * width + x] = grey.data[y * width + x]! * 0.2;
      return grey;
    };
    // Dark at the binding (60), lightening to white over 150 px.
    const shadowed = page((x) => Math.min(255, 60 + (195 * x) / 150));
    expect(levelBackground(shadowed, 25)).toBe(true);
    expect(shadowed.data[100 * width + 30]).toBeGreaterThanOrEqual(200);
    const banded = page((x) => (x < 150 ? 150 : 255));
    const before = banded.data.slice();
    expect(levelBackground(banded, 25)).toBe(false);
    expect(banded.data).toEqual(before);
  });

  it("bindingShadow: the paper's level rising from one side to white over a few cells", () => {
    const levels = (row: number[]) => Float32Array.from([...row, ...row, ...row]);
    expect(bindingShadow(levels([255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 180, 110]), 12, 3)).toBe(true);
    expect(bindingShadow(levels([150, 150, 150, 255, 255, 255, 255, 255, 255, 255, 255, 255]), 12, 3)).toBe(false);
    expect(bindingShadow(levels([255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255]), 12, 3)).toBe(false);
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


describe('a page printed through a halftone screen', () => {
  // A page at 300 dpi: glyph-like strokes, rules and a shaded cell, their edges grey as rendered print's are.
  const renderedPage = (): Grey => {
    const [width, height] = [600, 600];
    const grey: Grey = { width, height, data: new Uint8ClampedArray(width * height).fill(255) };
    for (let y = 300; y < 570; y += 1) grey.data.fill(215, y * width + 30, y * width + 270);
    for (let top = 30; top < 570; top += 36) {
      for (let left = 30; left < 570; left += 13) for (let y = top; y < top + 18; y += 1) grey.data.fill(0, y * width + left, y * width + left + 3);
      grey.data.fill(0, (top + 24) * width + 15, (top + 24) * width + 585);
    }
    descreen(grey, 4);
    return grey;
  };
  // Printed through a 45-degree round-dot screen of 6 px, then scanned at two thirds of the resolution (a 4 px period).
  const screenedAndScanned = (page: Grey): Grey => {
    const spot = (x: number, y: number) => (2 + Math.cos((2 * Math.PI * (x + y)) / 6) + Math.cos((2 * Math.PI * (x - y)) / 6)) / 4;
    const printed = createCanvas(page.width, page.height);
    const pixels = printed.getContext('2d').createImageData(page.width, page.height);
    page.data.forEach((value, pixel) => {
      const ink = (255 - value) / 255 > spot(pixel % page.width, Math.floor(pixel / page.width)) ? 0 : 255;
      pixels.data.set([ink, ink, ink, 255], pixel * 4);
    });
    printed.getContext('2d').putImageData(pixels, 0, 0);
    const [width, height] = [(page.width * 2) / 3, (page.height * 2) / 3];
    const scan = createCanvas(width, height);
    const context = scan.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(printed, 0, 0, width, height);
    return greyOf(context.getImageData(0, 0, width, height).data, width, height);
  };

  it('finds the screen\'s period, and none on the same page unscreened', () => {
    expect(screenPeriod(screenedAndScanned(renderedPage()))).toBe(4);
    expect(screenPeriod(renderedPage())).toBe(0);
  });

  it('joins a dotted rule back into one even grey line that removeRules then erases', () => {
    const page = screenedAndScanned(renderedPage());
    const width = page.width;
    const row = Math.round(((30 + 24) * 2) / 3); // the first rule
    const darkest = (grey: Grey) => Array.from({ length: 200 }, (_, at) => Math.min(...[-1, 0, 1].map((dy) => grey.data[(row + dy) * width + 100 + at]!)));
    expect(Math.max(...darkest(page)) - Math.min(...darkest(page))).toBeGreaterThan(60);
    descreen(page, 4);
    expect(Math.max(...darkest(page)) - Math.min(...darkest(page))).toBeLessThanOrEqual(12);
    removeRules(page, 200, 120, 1);
    expect(Math.min(...darkest(page))).toBeGreaterThanOrEqual(200);
  });

  it('printed corpus 3: the rescanned screened pages are found, their other scans and renders are not', async () => {
    const folder = join(import.meta.dirname, '../testing/printed-corpus-3');
    const greyOfFile = async (file: string) => {
      return greyOfImage(await loadImage(readFileSync(join(folder, file)))).grey;
    };
    expect(screenPeriod(await greyOfFile('1099-div-fund-grid.scan.jpg'))).toBe(4);
    expect(screenPeriod(await greyOfFile('1099-div-fund-grid.jpg'))).toBe(0);
    expect(screenPeriod(await greyOfFile('w2-irs-like.scan.jpg'))).toBe(0);
  });
});

describe('a page photographed on a desk', () => {
  // A white page with lines of print, its corners at `corners`, on a darker desk, light falling off to one side.
  const photo = (corners: Point[], width = 600, height = 800): Grey => {
    const grey: Grey = { width, height, data: new Uint8ClampedArray(width * height) };
    const inside = (x: number, y: number) =>
      corners.every((corner, at) => {
        const next = corners[(at + 1) % 4]!;
        return (next.x - corner.x) * (y - corner.y) - (next.y - corner.y) * (x - corner.x) >= 0;
      });
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const light = 1 - (0.35 * x) / width;
        grey.data[y * width + x] = (inside(x + 0.5, y + 0.5) ? (y % 40 < 6 && x % 50 < 40 ? 40 : 240) : 100) * light;
      }
    }
    return grey;
  };
  const corners = [{ x: 70, y: 50 }, { x: 540, y: 80 }, { x: 560, y: 760 }, { x: 40, y: 730 }];

  it('finds the page\'s four corners', () => {
    const found = pageCorners(photo(corners));
    expect(found).not.toBeNull();
    found!.forEach((corner, at) => {
      expect(Math.abs(corner.x - corners[at]!.x)).toBeLessThanOrEqual(4);
      expect(Math.abs(corner.y - corners[at]!.y)).toBeLessThanOrEqual(4);
    });
  });

  it('draws the page flat: its corners become the rectangle\'s, a point between them keeps its place', () => {
    const grey: Grey = { width: 600, height: 800, data: new Uint8ClampedArray(600 * 800).fill(255) };
    // A dark mark at the middle of the quadrilateral's top side, two pixels in.
    const mark = { x: (corners[0]!.x + corners[1]!.x) / 2, y: (corners[0]!.y + corners[1]!.y) / 2 + 12 };
    for (let y = -3; y <= 3; y += 1) for (let x = -3; x <= 3; x += 1) grey.data[Math.round(mark.y + y) * 600 + Math.round(mark.x + x)] = 0;
    const flat = flattenPage(grey, corners as [Point, Point, Point, Point]);
    expect(flat.width).toBeGreaterThan(470);
    expect(flat.height).toBeGreaterThan(680);
    expect(flat.data[12 * flat.width + Math.round(flat.width / 2)]).toBeLessThan(60);
    // Drawn twice as large in the same one resampling: the mark where it was, twice as far in.
    const large = flattenPage(grey, corners as [Point, Point, Point, Point], 2);
    expect(Math.abs(large.width - flat.width * 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(large.height - flat.height * 2)).toBeLessThanOrEqual(1);
    expect(large.data[24 * large.width + flat.width]).toBeLessThan(60);
  });

  it('finds no page on a scan or a render (paper to the picture\'s edges)', () => {
    const scan: Grey = { width: 600, height: 800, data: new Uint8ClampedArray(600 * 800).fill(235) };
    for (let y = 100; y < 700; y += 40) scan.data.fill(30, y * 600 + 50, y * 600 + 550);
    expect(pageCorners(scan)).toBeNull();
  });
});

it('leaves a clean render\'s pixels as they are: neither a screen nor a desk is found on it, so cleanPage changes nothing more', async () => {
  const image = await loadImage(await cleanImageOf(await buildW2Pdf(SAMPLE_W2, 'irs'), 150));
  const { grey } = greyOfImage(image);
  expect(screenPeriod(grey)).toBe(0);
  expect(pageCorners(grey)).toBeNull();
  // The page keeps its own size (a flattened page would not).
  const cleaned = cleanPage(image);
  expect([cleaned.pageWidth, cleaned.pageHeight]).toEqual([Math.round(image.width * cleaned.scale), Math.round(image.height * cleaned.scale)]);
});

describe('a page out of focus or shaken', () => {
  /** The steps cleanPage took on an image. */
  const stepsOf = async (image: Uint8Array) => {
    const steps: string[] = [];
    cleanPage(await loadImage(Buffer.from(image)), { onStep: (name) => steps.push(name) });
    return steps;
  };
  /** A grey page as a PNG. */
  const pngOf = async (grey: Grey) => {
    const canvas = createCanvas(grey.width, grey.height);
    const context = canvas.getContext('2d');
    const pixels = context.createImageData(grey.width, grey.height);
    grey.data.forEach((value, at) => pixels.data.set([value, value, value, 255], at * 4));
    context.putImageData(pixels, 0, 0);
    return canvas.encode('png');
  };

  it('is known by its edges spread over several pixels, and only it is sharpened', async () => {
    const page = await cleanImageOf(await buildW2Pdf(SAMPLE_W2, 'irs'), 200);
    const { grey } = greyOfImage(await loadImage(Buffer.from(page)));
    expect(sharpness(grey)).toBeGreaterThan(0.5);
    const scan = await scanLikeImageOf(await buildW2Pdf(SAMPLE_W2, 'payroll'), { angle: 1, dpi: 150, blur: 0.5, noise: 12, jpegQuality: 75, paper: 220, seed: 4 });
    expect(sharpness(greyOfImage(await loadImage(Buffer.from(scan))).grey)).toBeGreaterThan(0.45);
    // Shaken along the rows (7 px): blurred one way only, not sharpened.
    const shaken: Grey = { width: grey.width, height: grey.height, data: new Uint8ClampedArray(grey.data.length) };
    for (let at = 0; at < grey.data.length; at += 1) {
      let sum = 0;
      for (let step = 0; step < 7; step += 1) sum += grey.data[Math.min(at - (at % grey.width) + grey.width - 1, at + step)]!;
      shaken.data[at] = sum / 7;
    }
    expect(sharpness(shaken)).toBeLessThan(0.45);
    expect(await stepsOf(await pngOf(shaken))).not.toContain('clean: blurred page sharpened');
    // A lens out of focus: a Gaussian of 1.8 px at 200 dpi.
    gaussianBlur(grey, 1.8);
    expect(sharpness(grey)).toBeLessThan(0.45);
    expect(await stepsOf(await pngOf(grey))).toContain('clean: blurred page sharpened');
    expect(await stepsOf(page)).not.toContain('clean: blurred page sharpened');
    expect(await stepsOf(scan)).not.toContain('clean: blurred page sharpened');
  }, 60_000);
});
