// Images of the generated documents the way people send them: a clean rendering (a "print to image"), and
// a scan-like copy (turned 0.5-3 degrees, slightly blurred, grey paper, sensor noise, JPEG at quality
// 60-85, 150-200 dpi). Test data only: it knows nothing of how the readers work, only what a scanner does.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderPdfPageToPng } from '../extract/pdf';

export interface ScanOptions {
  /** Rotation in degrees (positive turns clockwise). */
  angle: number;
  dpi: number;
  /** Gaussian blur radius in pixels. */
  blur: number;
  /** Noise amplitude (0-255 grey levels). */
  noise: number;
  jpegQuality: number;
  /** Paper grey (0-255). */
  paper: number;
  seed: number;
}

/** A small deterministic generator (mulberry32), so a variant is the same image every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options for scan number `seed`: each parameter somewhere in its range, the angle's sign alternating. */
export function scanOptions(seed: number): ScanOptions {
  const next = seededRandom(seed * 7919 + 17);
  const angle = (0.5 + next() * 2.5) * (seed % 2 === 0 ? 1 : -1);
  return {
    angle,
    dpi: Math.round(150 + next() * 50),
    blur: 0.4 + next() * 0.5,
    noise: 10 + next() * 14,
    jpegQuality: Math.round(60 + next() * 25),
    paper: Math.round(205 + next() * 30),
    seed,
  };
}

/** The first page of a PDF as a clean PNG at `dpi`. */
export async function cleanImageOf(pdf: Uint8Array, dpi = 200): Promise<Buffer> {
  return renderPdfPageToPng(pdf, dpi / 72);
}

/** The first page of a PDF as a scan-like JPEG. */
export async function scanLikeImageOf(pdf: Uint8Array, options: ScanOptions = scanOptions(1)): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, options.dpi / 72));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${options.paper}, ${options.paper}, ${Math.max(0, options.paper - 8)})`;
  context.fillRect(0, 0, page.width, page.height);
  // Ink on grey paper: multiply the page onto the paper, turned about its centre and softened.
  context.globalCompositeOperation = 'multiply';
  context.filter = `blur(${options.blur.toFixed(2)}px)`;
  context.translate(page.width / 2, page.height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';

  const pixels = context.getImageData(0, 0, page.width, page.height);
  const next = seededRandom(options.seed);
  for (let index = 0; index < pixels.data.length; index += 4) {
    // Roughly Gaussian (sum of three uniforms), the same on each channel: sensor noise.
    const delta = (next() + next() + next() - 1.5) * options.noise;
    for (let channel = 0; channel < 3; channel += 1) pixels.data[index + channel] = Math.max(0, Math.min(255, pixels.data[index + channel]! + delta));
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('jpeg', options.jpegQuality);
}
