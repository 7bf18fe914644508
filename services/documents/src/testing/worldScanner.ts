// What scanners, printers and people do to a page in the world, applied to any clean page image (a PNG of a
// generator's page or of a printed corpus's clean variant): impact printers' dots, carbonless copies, red dropout
// grids, colour casts with misregistered channels, inkjet banding, coffee stains, a laser drum's ghost, hole punches
// and sticky notes, crumpled paper, glare, a flatbed with its lid open, grey caption bands, 150 dpi. Seeded: a
// degradation and a seed give the same image every run. Test data only: it knows nothing of how the readers work.
import { createCanvas, loadImage, type ImageData } from '@napi-rs/canvas';
import { seededRandom } from './scanLike';

export const WORLD_DEGRADATIONS = [
  'dot-matrix',
  'carbonless',
  'red-grid',
  'colour-cast',
  'inkjet-banding',
  'coffee-stain',
  'drum-ghost',
  'punched-and-noted',
  'crumpled',
  'glare',
  'lid-open',
  'shaded-bands',
  'low-dpi',
] as const;
export type WorldDegradation = (typeof WORLD_DEGRADATIONS)[number];

type Random = () => number;

/** A smooth random field in 0..1 over the page: `cells` random values across, bilinear between them. */
function smoothField(width: number, height: number, cells: number, next: Random): Float32Array {
  const columns = cells + 1;
  const rows = Math.max(2, Math.round((cells * height) / width)) + 1;
  const knots = Float32Array.from({ length: columns * rows }, () => next());
  const field = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const fy = (y / height) * (rows - 1);
    const row = Math.min(rows - 2, Math.floor(fy));
    const down = fy - row;
    for (let x = 0; x < width; x += 1) {
      const fx = (x / width) * (columns - 1);
      const column = Math.min(columns - 2, Math.floor(fx));
      const right = fx - column;
      const top = knots[row * columns + column]! * (1 - right) + knots[row * columns + column + 1]! * right;
      const bottom = knots[(row + 1) * columns + column]! * (1 - right) + knots[(row + 1) * columns + column + 1]! * right;
      field[y * width + x] = top * (1 - down) + bottom * down;
    }
  }
  return field;
}

/** Each pixel's ink (0 paper .. 1 black) of the clean page. */
function inkOf(pixels: ImageData): Float32Array {
  const ink = new Float32Array(pixels.width * pixels.height);
  const { data } = pixels;
  for (let pixel = 0, at = 0; pixel < ink.length; pixel += 1, at += 4) ink[pixel] = 1 - (data[at]! * 0.299 + data[at + 1]! * 0.587 + data[at + 2]! * 0.114) / 255;
  return ink;
}

/** Paints ink of `colour` (its strength per pixel `ink`) on the paper colours already in `pixels` (multiplied). */
function paintInk(pixels: ImageData, ink: Float32Array, colour: (pixel: number) => [number, number, number]): void {
  const { data } = pixels;
  for (let pixel = 0, at = 0; pixel < ink.length; pixel += 1, at += 4) {
    const strength = Math.max(0, Math.min(1, ink[pixel]!));
    if (strength === 0) continue;
    const [r, g, b] = colour(pixel);
    data[at] = data[at]! * (1 - strength + (strength * r) / 255);
    data[at + 1] = data[at + 1]! * (1 - strength + (strength * g) / 255);
    data[at + 2] = data[at + 2]! * (1 - strength + (strength * b) / 255);
  }
}

function fillPaper(pixels: ImageData, r: number, g: number, b: number): void {
  const { data } = pixels;
  for (let at = 0; at < data.length; at += 4) [data[at], data[at + 1], data[at + 2], data[at + 3]] = [r, g, b, 255];
}

/** Pixels that belong to long horizontal or vertical runs of ink (a form's ruling), `minRun` px or longer. */
function rulePixels(ink: Float32Array, width: number, height: number, minRun: number): Uint8Array {
  const rule = new Uint8Array(width * height);
  const mark = (start: number, length: number, stride: number) => {
    if (length >= minRun) for (let index = 0; index < length; index += 1) rule[start + index * stride] = 1;
  };
  for (let y = 0; y < height; y += 1) {
    let run = 0;
    for (let x = 0; x <= width; x += 1) {
      if (x < width && ink[y * width + x]! > 0.35) run += 1;
      else {
        mark(y * width + x - run, run, 1);
        run = 0;
      }
    }
  }
  for (let x = 0; x < width; x += 1) {
    let run = 0;
    for (let y = 0; y <= height; y += 1) {
      if (y < height && ink[y * width + x]! > 0.35) run += 1;
      else {
        mark((y - run) * width + x, run, width);
        run = 0;
      }
    }
  }
  return rule;
}

/** Multiplies a stain of `colour` (its strength per pixel 0..1) into the page. */
function stain(pixels: ImageData, strength: (x: number, y: number) => number, colour: [number, number, number]): void {
  const { data, width, height } = pixels;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const amount = strength(x, y);
      if (amount <= 0) continue;
      const at = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) data[at + channel] = data[at + channel]! * (1 - amount + (amount * colour[channel]!) / 255);
    }
  }
}

/** The page as it leaves the printer or copier, before the scanner sees it. */
function degradePrint(pixels: ImageData, kind: WorldDegradation, next: Random, dpi: number): void {
  const { width, height } = pixels;
  const ink = inkOf(pixels);
  const unit = dpi / 200;
  switch (kind) {
    case 'dot-matrix': {
      // Each glyph made of the head's pins' dots (about 1/72 in apart), the ribbon fading across the page.
      const pitch = Math.max(2, Math.round(dpi / 72));
      const radius = pitch * 0.62;
      const fade = smoothField(width, height, 3, next);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const [cx, cy] = [Math.round(x / pitch) * pitch, Math.round(y / pitch) * pitch];
          const inDot = Math.hypot(x - cx, y - cy) <= radius;
          const pixel = y * width + x;
          ink[pixel] = inDot ? Math.min(1, ink[pixel]! * 1.3) * (0.45 + 0.5 * fade[pixel]!) : ink[pixel]! * 0.15;
        }
      }
      fillPaper(pixels, 246, 244, 236);
      paintInk(pixels, ink, () => [30, 30, 40]);
      return;
    }
    case 'carbonless': {
      // Blue-violet dye, its strength following the pen's or printer's pressure.
      const pressure = smoothField(width, height, 4, next);
      for (let pixel = 0; pixel < ink.length; pixel += 1) ink[pixel] = ink[pixel]! * (0.35 + 0.6 * pressure[pixel]!);
      fillPaper(pixels, 250, 248, 226);
      paintInk(pixels, ink, () => [70, 60, 190]);
      return;
    }
    case 'red-grid': {
      // The form printed in red dropout ink (its ruling and shading), the figures filled in black.
      const rule = rulePixels(ink, width, height, Math.round(60 * unit));
      fillPaper(pixels, 255, 255, 255);
      paintInk(pixels, ink, (pixel) => (rule[pixel] ? [225, 45, 50] : [20, 20, 20]));
      return;
    }
    case 'colour-cast':
      fillPaper(pixels, 255, 255, 255);
      paintInk(pixels, ink, () => [10, 10, 10]);
      return;
    case 'inkjet-banding': {
      // A clogged nozzle: thin streaks with no ink every so often down the page, and a head's pass lighter than the next.
      const band = Math.round(40 * unit + next() * 30 * unit);
      const streaks = Array.from({ length: 4 + Math.floor(next() * 4) }, () => Math.floor(next() * band));
      for (let y = 0; y < height; y += 1) {
        const within = y % band;
        const lighter = Math.floor(y / band) % 2 === 1 ? 0.7 : 1;
        const streak = streaks.includes(within) ? 0.15 : 1;
        for (let x = 0; x < width; x += 1) ink[y * width + x] = ink[y * width + x]! * lighter * streak;
      }
      fillPaper(pixels, 255, 255, 255);
      paintInk(pixels, ink, () => [15, 15, 25]);
      return;
    }
    case 'drum-ghost': {
      // A laser drum's faint second image of the page, one drum's turn (about 3.7 in) further down.
      const offset = Math.round(3.7 * dpi);
      const ghost = new Float32Array(ink.length);
      for (let pixel = offset * width; pixel < ink.length; pixel += 1) ghost[pixel] = ink[pixel - offset * width]! * 0.18;
      for (let pixel = 0; pixel < ink.length; pixel += 1) ink[pixel] = Math.max(ink[pixel]!, ghost[pixel]!);
      fillPaper(pixels, 255, 255, 255);
      paintInk(pixels, ink, () => [0, 0, 0]);
      return;
    }
    case 'shaded-bands': {
      // Grey bands behind rows of captions (a shaded grid): every so often a band of 50-70% paper.
      fillPaper(pixels, 255, 255, 255);
      let y = Math.round(next() * 150 * unit);
      while (y < height) {
        const tall = Math.round((25 + next() * 35) * unit);
        const level = Math.round(150 + next() * 45);
        const top = y;
        stain(pixels, (_x, row) => (row >= top && row < top + tall ? 1 : 0), [level, level, level]);
        y += tall + Math.round((60 + next() * 160) * unit);
      }
      paintInk(pixels, ink, () => [0, 0, 0]);
      return;
    }
    default:
      fillPaper(pixels, 255, 255, 255);
      paintInk(pixels, ink, () => [0, 0, 0]);
  }
}

/** What happens to the printed page on the desk and under the lid. */
function degradePaper(pixels: ImageData, kind: WorldDegradation, next: Random, dpi: number): void {
  const { width, height } = pixels;
  const unit = dpi / 200;
  switch (kind) {
    case 'coffee-stain': {
      // A cup's ring and a splash, brown, over part of the page.
      for (let count = 0; count < 2; count += 1) {
        const [cx, cy, radius] = [width * (0.2 + next() * 0.6), height * (0.2 + next() * 0.6), (120 + next() * 120) * unit];
        stain(pixels, (x, y) => {
          const distance = Math.hypot(x - cx, y - cy) / radius;
          if (distance > 1.05) return 0;
          const rim = Math.exp(-(((distance - 1) / 0.04) ** 2)) * 0.55;
          return Math.max(rim, distance < 1 ? 0.28 : 0);
        }, [150, 95, 45]);
      }
      return;
    }
    case 'punched-and-noted': {
      // Three punched holes down the left margin (the lid's black through them), a yellow note over a corner.
      const radius = 0.13 * dpi;
      for (const share of [0.15, 0.5, 0.85]) {
        const [cx, cy] = [0.35 * dpi, height * share];
        stain(pixels, (x, y) => (Math.hypot(x - cx, y - cy) < radius ? 1 : 0), [12, 12, 12]);
      }
      const size = Math.round(1.4 * dpi);
      const [left, top] = [width - size - Math.round(0.05 * dpi), Math.round(height - size - 0.1 * dpi)];
      stain(pixels, (x, y) => (x >= left && y >= top && x < left + size && y < top + size ? 1 : 0), [250, 235, 120]);
      return;
    }
    case 'crumpled': {
      // Facets of light: the page in flat pieces each lit at its own angle, a crease's dark line between some.
      const sites = Array.from({ length: 24 }, () => ({ x: next() * width, y: next() * height, light: 0.72 + next() * 0.3 }));
      const { data } = pixels;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          let [first, second, light] = [Infinity, Infinity, 1];
          for (const site of sites) {
            const distance = (x - site.x) ** 2 + (y - site.y) ** 2;
            if (distance < first) [second, first, light] = [first, distance, site.light];
            else if (distance < second) second = distance;
          }
          const crease = Math.sqrt(second) - Math.sqrt(first) < 2 * unit ? 0.85 : 1;
          const at = (y * width + x) * 4;
          for (let channel = 0; channel < 3; channel += 1) data[at + channel] = Math.min(255, data[at + channel]! * Math.min(1, light) * crease + (light > 1 ? (light - 1) * 255 : 0));
        }
      }
      return;
    }
    case 'glare': {
      // A sheet protector's glare: a bright oval where ink shows at a third of its strength.
      const [cx, cy, rx, ry] = [width * (0.3 + next() * 0.4), height * (0.3 + next() * 0.4), width * 0.22, height * 0.08];
      const { data } = pixels;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const glow = Math.exp(-(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2)) * 0.7;
          if (glow < 0.01) continue;
          const at = (y * width + x) * 4;
          for (let channel = 0; channel < 3; channel += 1) data[at + channel] = data[at + channel]! + (255 - data[at + channel]!) * glow;
        }
      }
      return;
    }
    default:
  }
}

/** A clean page image drawn on white (a transparent PNG's clear pixels are paper), ready for a degradation to paint on. */
export async function printedPage(png: Buffer) {
  const page = await loadImage(png);
  const printed = createCanvas(page.width, page.height);
  const printContext = printed.getContext('2d');
  printContext.fillStyle = '#ffffff';
  printContext.fillRect(0, 0, page.width, page.height);
  printContext.drawImage(page, 0, 0);
  return { page, printed, printContext };
}

/**
 * The clean page image `png` (rendered at `dpi`) as the world's scanner gives it back, a JPEG: the print's and
 * paper's `kind` of trouble, then the scanner's (a turn of up to 1.5 degrees, softening, sensor noise; for
 * 'colour-cast' a warm cast and its colour channels out of register; for 'lid-open' a black surround, a
 * quadrilateral page and light falling off; for 'low-dpi' 150 dpi).
 */
export async function worldScanOf(png: Buffer, kind: WorldDegradation, seed = 1, dpi = 200): Promise<Buffer> {
  const next = seededRandom(seed * 104_729 + WORLD_DEGRADATIONS.indexOf(kind) * 31 + 7);
  const { page, printed, printContext } = await printedPage(png);
  const pixels = printContext.getImageData(0, 0, page.width, page.height);
  degradePrint(pixels, kind, next, dpi);
  degradePaper(pixels, kind, next, dpi);
  printContext.putImageData(pixels, 0, 0);

  // The scanner: at its resolution, the page turned a little and softened; the lid open shows black around it.
  const scanDpi = kind === 'low-dpi' ? 150 : dpi;
  const ratio = scanDpi / dpi;
  const margin = kind === 'lid-open' ? Math.round(0.6 * scanDpi) : 0;
  const [width, height] = [Math.round(page.width * ratio) + margin * 2, Math.round(page.height * ratio) + margin * 2];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = kind === 'lid-open' ? 'rgb(14, 14, 16)' : '#ffffff';
  context.fillRect(0, 0, width, height);
  const angle = (next() * 2 - 1) * (kind === 'lid-open' ? 3 : 1.5);
  context.filter = `blur(${(0.35 + next() * 0.4).toFixed(2)}px)`;
  context.translate(width / 2, height / 2);
  context.rotate((angle * Math.PI) / 180);
  // The lid open: the page's far edge nearer the lens, a little narrower (an affine shear stands in for perspective).
  if (kind === 'lid-open') context.transform(1, 0, (next() - 0.5) * 0.04, 0.985, 0, 0);
  context.drawImage(printed, (-page.width * ratio) / 2, (-page.height * ratio) / 2, page.width * ratio, page.height * ratio);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';

  const scanned = context.getImageData(0, 0, width, height);
  const { data } = scanned;
  const noise = seededRandom(seed);
  const cast: [number, number, number] = kind === 'colour-cast' ? [1, 0.9, 0.74] : [1, 1, 0.98];
  // Channels out of register: red taken two pixels to the left, blue one up (a sheet-fed scanner's three sensor lines).
  const shifted = kind === 'colour-cast' ? Uint8ClampedArray.from(data) : null;
  const falloff = kind === 'lid-open' ? (x: number) => 1 - 0.35 * (x / width) ** 1.5 : () => 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (shifted) {
        data[at] = shifted[(y * width + Math.max(0, x - 2)) * 4]!;
        data[at + 2] = shifted[(Math.max(0, y - 1) * width + x) * 4 + 2]!;
      }
      const delta = (noise() + noise() + noise() - 1.5) * 14;
      const light = falloff(x);
      for (let channel = 0; channel < 3; channel += 1) data[at + channel] = data[at + channel]! * cast[channel]! * light + delta;
    }
  }
  context.putImageData(scanned, 0, 0);
  return canvas.encode('jpeg', 72 + Math.floor(next() * 14));
}
