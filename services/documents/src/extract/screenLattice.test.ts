import { describe, expect, it } from 'vitest';
import { screenPeriod, type Grey } from './cleanImage';
import { screenStep } from './screenLattice';

/** A page of light grey with a few black strokes, printed through a round-dot screen of `period` px at `degrees`. */
function screened(period: number, degrees: number, size = 600): Grey {
  const data = new Uint8ClampedArray(size * size);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const stroke = (x % 60 < 4 && y % 90 < 40) || (y % 90 === 20 && x % 60 < 30);
      const ink = stroke ? 0.95 : 0.2;
      const [u, v] = [(x * cos + y * sin) / period, (-x * sin + y * cos) / period];
      const screen = 0.5 + 0.25 * (Math.cos(u * 2 * Math.PI) + Math.cos(v * 2 * Math.PI));
      data[y * size + x] = ink > screen ? 25 : 245;
    }
  }
  return { width: size, height: size, data };
}

describe('screenStep', () => {
  it("a screen at an angle: the grid's own step, shorter than its repeat along the rows", () => {
    const grey = screened(4.5, 27);
    const period = screenPeriod(grey);
    expect(period).toBeGreaterThan(0);
    const step = screenStep(grey, period);
    expect(step).toBeGreaterThan(3.8);
    expect(step).toBeLessThan(5.2);
    expect(step).toBeLessThan(period - 1);
  });

  it('a screen square to the page: its period along the rows', () => {
    const grey = screened(5, 0);
    const period = screenPeriod(grey);
    expect(period).toBe(5);
    expect(screenStep(grey, period)).toBe(5);
  });

  it('a screen at 45 degrees: its repeat along the rows (1.4 steps), as measured on a seen scan', () => {
    // Its dots 4.2 px apart on the diagonals, 6 px along the rows.
    const grey = screened(3 * Math.SQRT2, 45);
    expect(screenStep(grey, 6)).toBe(6);
  });
});
