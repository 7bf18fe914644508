// A halftone screen set at an angle (15, 45, 75 degrees are the printers' usual ones): its dots lie on a grid turned
// against the page's rows, so along a row or down a column the pattern repeats only after several dots (a lattice
// step (4, 2) repeats along the row at 10 px, the sum of two steps), and screenPeriod(), which looks along rows and
// columns, reports that longer repeat. Blurred by a third of it, a 200 dpi page's letters merge (a 1099-INT screened
// at 27 degrees, 4.5 px, was descreened as 10 px and read as no 1099-INT). The screen's own step is the shortest
// offset, in any direction, at which the page's fine detail is alike again.
import type { Grey } from './cleanImage';

/** Middle of the page sampled, px each way. */
const SAMPLE = 600;
/** Alikeness (share of the detail's energy) an offset needs to be a step of the screen's grid. */
const LATTICE_ALIKE = 0.3;
/** Steps the row's repeat spans from which the screen's step is the blur's measure rather than the repeat. */
const MIN_REPEAT_STEPS = 2;
/** A step shorter than this is a dot's own width (neighbouring pixels of one dot), not the grid. */
const SHORTEST_STEP = 2.5;

/**
 * The length of the shortest step of the screen's grid, for a page screenPeriod() found screened with `period` along
 * its rows and columns, when that repeat spans two steps or more (a screen at an angle); else `period` itself.
 */
export function screenStep(grey: Grey, period: number): number {
  const { width, height, data } = grey;
  const reach = Math.ceil(period);
  const size = Math.min(SAMPLE, width - 2 * reach - 2, height - 2 * reach - 2);
  if (size < 8 * reach) return period;
  const [left, top] = [(width - size) >> 1, (height - size) >> 1];
  // Fine detail: each pixel less the mean of its 3x3 neighbourhood (the screen's dots, the letters' edges).
  const detailOf = (x: number, y: number) => {
    let sum = 0;
    for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) sum += data[(y + dy) * width + x + dx]!;
    return data[y * width + x]! - sum / 9;
  };
  const span = size + 2 * reach;
  const detail = new Float32Array(span * span);
  for (let y = 0; y < span; y += 1) for (let x = 0; x < span; x += 1) detail[y * span + x] = detailOf(left - reach + x, top - reach + y);
  let energy = 0;
  const sums = new Float64Array((reach + 1) * (2 * reach + 1));
  for (let y = reach; y < reach + size; y += 2) {
    for (let x = reach; x < reach + size; x += 1) {
      const value = detail[y * span + x]!;
      if (value < 2 && value > -2) continue;
      energy += value * value;
      for (let dy = 0; dy <= reach; dy += 1) {
        const row = (y + dy) * span + x;
        for (let dx = -reach; dx <= reach; dx += 1) sums[dy * (2 * reach + 1) + dx + reach] += value * detail[row + dx]!;
      }
    }
  }
  if (energy === 0) return period;
  const at = (dx: number, dy: number) => {
    if (dy < 0) [dx, dy] = [-dx, -dy];
    if (dy > reach || dx < -reach || dx > reach) return -Infinity;
    return sums[dy * (2 * reach + 1) + dx + reach]! / energy;
  };
  let shortest = period;
  for (let dy = 0; dy <= reach; dy += 1) {
    for (let dx = -reach; dx <= reach; dx += 1) {
      const length = Math.hypot(dx, dy);
      if (length < SHORTEST_STEP || length >= shortest) continue;
      const value = at(dx, dy);
      if (value < LATTICE_ALIKE) continue;
      // A peak of the grid, not the shoulder of one: no neighbouring offset more alike.
      let peak = true;
      for (let ny = -1; ny <= 1 && peak; ny += 1) for (let nx = -1; nx <= 1; nx += 1) if ((nx || ny) && at(dx + nx, dy + ny) > value) peak = false;
      if (peak) shortest = length;
    }
  }
  // A screen at 45 degrees repeats along the rows at 1.4 steps; its repeat along the rows is kept, as measured: printed
  // corpus 3's screened 1099-DIV scan (step 2.8 px, repeat 4 px) read 5/11 fields descreened by 4 px, 4/11 by 2.8 px.
  // A screen at 45 degrees repeats along the rows at 1.4 steps, and that repeat is kept, as measured: printed corpus 3's
  // screened 1099-DIV scan (step 2.8 px, repeat 4 px) read 5/11 fields descreened by its repeat, 4/11 by its step.
  return shortest * MIN_REPEAT_STEPS <= period ? shortest : period;
}
