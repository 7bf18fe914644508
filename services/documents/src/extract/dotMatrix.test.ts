import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { greyOf, type Grey } from './cleanImage';
import { dotPrintOf, joinDots } from './dotMatrix';

/** A pin's pitch (1/72 in) four pixels: the dots (3 x 3 pixels) a pixel of paper apart. */
const DPI = 288;

/** A 288 dpi strip of mono capitals and figures, solid (a laser's) or struck as pins' dots 1/72 in apart. */
function strip(dotted: boolean): Grey {
  const [width, height] = [2000, 370];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = 'bold 64px monospace';
  context.fillText('UNEMPLOYMENT 6480.00', 40, 110);
  context.fillText('FEDERAL TAX 648.00 BOX 4', 40, 225);
  context.fillText('MONTANA DEPT OF LABOR 59604', 40, 340);
  const grey = greyOf(context.getImageData(0, 0, width, height).data, width, height);
  if (!dotted) return grey;
  // Each pin position inked where the glyph is, struck as a dot; paper between the dots.
  const pitch = DPI / 72;
  const out = new Uint8ClampedArray(width * height).fill(255);
  for (let row = 0; row * pitch < height; row += 1) {
    for (let column = 0; column * pitch < width; column += 1) {
      const [cx, cy] = [Math.round(column * pitch), Math.round(row * pitch)];
      if (cy >= height || cx >= width || grey.data[cy * width + cx]! > 128) continue;
      for (let y = Math.max(0, cy - 1); y <= Math.min(height - 1, cy + 1); y += 1) {
        for (let x = Math.max(0, cx - 1); x <= Math.min(width - 1, cx + 1); x += 1) out[y * width + x] = 30;
      }
    }
  }
  return { width, height, data: out };
}

/** Marks of ink (8-connected, darker than 140) on the page. */
function marks(grey: Grey): number {
  const { width, height, data } = grey;
  const seen = new Uint8Array(width * height);
  let count = 0;
  for (let start = 0; start < data.length; start += 1) {
    if (seen[start] || data[start]! >= 140) continue;
    count += 1;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const pixel = stack.pop()!;
      const [x, y] = [pixel % width, Math.floor(pixel / width)];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          const next = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[next] || data[next]! >= 140) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
  }
  return count;
}

describe('dot-matrix print', () => {
  it('knows a page struck by pins and joins its dots into strokes', () => {
    const page = strip(true);
    expect(dotPrintOf(page, DPI).struck).toBe(true);
    const before = marks(page);
    expect(joinDots(page, DPI)).toBe(true);
    // Hundreds of dots become about one mark a glyph (44 glyphs).
    expect(before).toBeGreaterThan(500);
    expect(marks(page)).toBeLessThan(120);
  });

  it('leaves solid print as it is', () => {
    const page = strip(false);
    const copy = Uint8ClampedArray.from(page.data);
    expect(dotPrintOf(page, DPI).struck).toBe(false);
    expect(joinDots(page, DPI)).toBe(false);
    expect(Buffer.from(page.data).equals(Buffer.from(copy))).toBe(true);
  });
});
