// The Filing Status check on a picture whose checked square OCR did not read as a word and whose rule the scan left
// too faint to find by its outline (the IRS Form 1040 (2023) page 1 scanned at 150 dpi): the square is placed where
// its neighbours' squares sit by their labels, and judged by the ink inside it against theirs. Positioned words as
// OCR gives them over a drawn page of pixels with a scanner's specks.
import { afterAll, describe, expect, it } from 'vitest';
import { buildIrsFormLastYear } from '../testing/irsFormLastYear';
import { parseLastYear1040 } from './lastYear1040';
import type { Box, PageText, TextItem } from './layout';
import { readLastYearFormLocally } from './local';
import { closeOcr } from './ocr';

type Status = 'single' | 'married-joint' | 'married-separate' | 'head-of-household' | 'qualifying-widow';
type Mark = 'tick' | 'cross' | 'filled' | 'none';

const LABELS: Record<Status, string> = {
  single: 'Single',
  'married-joint': 'Married filing jointly (even if only one had income)',
  'married-separate': 'Married filing separately (MFS)',
  'head-of-household': 'Head of household (HOH)',
  'qualifying-widow': 'Qualifying surviving spouse (QSS)',
};

interface Layout {
  /** Caption height, letter width, square side, gap from the square to its label. */
  size: number;
  letter: number;
  side: number;
  gap: number;
  /** Where each label's first letter is and the middle of its row. */
  places: Record<Status, { x: number; y: number }>;
}

/** The 2023 form's: three boxes down the left column, two in the right (300 dpi). */
const TWO_COLUMNS: Layout = {
  size: 30, letter: 17, side: 38, gap: 17,
  places: { single: { x: 480, y: 855 }, 'married-joint': { x: 480, y: 905 }, 'married-separate': { x: 480, y: 955 }, 'head-of-household': { x: 1530, y: 855 }, 'qualifying-widow': { x: 1530, y: 955 } },
};
/** A smaller print, the five in two rows of their own spacing (200 dpi). */
const SMALL: Layout = {
  size: 20, letter: 11, side: 24, gap: 12,
  places: { single: { x: 300, y: 560 }, 'married-joint': { x: 300, y: 592 }, 'married-separate': { x: 300, y: 624 }, 'head-of-household': { x: 1000, y: 560 }, 'qualifying-widow': { x: 1000, y: 592 } },
};

/** A deterministic scanner: the same specks each run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

interface Drawn {
  layout: Layout;
  checked: Status;
  mark: Mark;
  /** How much of an empty square's rule reads dark (a scan's grey rule: a few pixels in three). */
  rule: number;
  /** Whether OCR read the empty squares as words (their boxes then say where they are). */
  squareWords: boolean;
  /** What OCR made of one empty square ('[2]' for '[]'), not a bracket pair the reader knows. */
  oddReading?: Status;
  seed: number;
}

function statusPage(drawn: Drawn): PageText {
  const { layout, checked, mark } = drawn;
  const width = 2600;
  const height = 1200;
  const ink = new Uint8Array(width * height);
  const next = random(drawn.seed);
  const dot = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) ink[Math.round(y) * width + Math.round(x)] = 1;
  };
  // Scanner noise: one pixel in a hundred.
  for (let at = 0; at < ink.length; at += 1) if (next() < 0.01) ink[at] = 1;
  const items: TextItem[] = [];
  const words = (text: string, x: number, middle: number) => {
    let at = x;
    for (const word of text.split(' ')) {
      const box = { x0: at, x1: at + word.length * layout.letter, y0: middle - layout.size / 2, y1: middle + layout.size / 2 };
      items.push({ text: word, ...box });
      // The letters' own ink: a few strokes, not a solid block.
      for (let y = box.y0; y < box.y1; y += 1) for (let x = box.x0; x < box.x1; x += 1) if ((x + y) % 5 === 0) dot(x, y);
      at = box.x1 + layout.letter;
    }
  };
  words('Filing Status', 150, (layout.places.single.y + layout.places['married-joint'].y) / 2);
  for (const status of Object.keys(LABELS) as Status[]) {
    const { x, y } = layout.places[status];
    const square: Box = { x0: x - layout.gap - layout.side, x1: x - layout.gap, y0: y - layout.side / 2, y1: y + layout.side / 2 };
    const thick = Math.max(2, Math.round(layout.side / 13));
    // The checked square's rule is fainter still: none of it reads dark.
    const rule = status === checked ? 0 : drawn.rule;
    for (let y0 = square.y0; y0 < square.y1; y0 += 1) {
      for (let x0 = square.x0; x0 < square.x1; x0 += 1) {
        const onRule = x0 - square.x0 < thick || square.x1 - x0 <= thick || y0 - square.y0 < thick || square.y1 - y0 <= thick;
        if (onRule && next() < rule) dot(x0, y0);
      }
    }
    if (status === checked) {
      const inner = { x0: square.x0 + thick * 2, x1: square.x1 - thick * 2, y0: square.y0 + thick * 2, y1: square.y1 - thick * 2 };
      const span = inner.x1 - inner.x0;
      for (let step = 0; step <= span; step += 0.5) {
        for (let pen = 0; pen < thick + 1; pen += 1) {
          if (mark === 'tick') {
            // A short stroke down to the bottom third, a long one up to the top right.
            if (step < span * 0.35) dot(inner.x0 + step + pen, inner.y0 + span * 0.55 + step);
            else dot(inner.x0 + step + pen, inner.y0 + span * 0.9 - (step - span * 0.35) * 1.3);
          } else if (mark === 'cross') {
            dot(inner.x0 + step + pen, inner.y0 + step);
            dot(inner.x0 + step + pen, inner.y1 - step);
          }
        }
      }
      if (mark === 'filled') for (let y0 = inner.y0; y0 < inner.y1; y0 += 1) for (let x0 = inner.x0; x0 < inner.x1; x0 += 1) dot(x0, y0);
    } else if (drawn.squareWords) {
      items.push({ text: status === drawn.oddReading ? '[2]' : '[J', ...square });
    }
    words(LABELS[status], x, y);
  }
  const darkness = (box: Box): number => {
    const [x0, x1] = [Math.max(0, Math.floor(box.x0)), Math.min(width, Math.ceil(box.x1))];
    const [y0, y1] = [Math.max(0, Math.floor(box.y0)), Math.min(height, Math.ceil(box.y1))];
    let dark = 0;
    for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) dark += ink[y * width + x]!;
    return x1 > x0 && y1 > y0 ? dark / ((x1 - x0) * (y1 - y0)) : 0;
  };
  return { width, height, items, darkness };
}

describe('the filing-status check on a scan, its square neither read by OCR nor found by its outline', () => {
  it.each<[string, Omit<Drawn, 'seed'>]>([
    ['a tick, the empty squares read as words (one of them oddly), their rules faint', { layout: TWO_COLUMNS, checked: 'married-joint', mark: 'tick', rule: 0.35, squareWords: true, oddReading: 'married-separate' }],
    ['an X, the empty squares found by their outlines only', { layout: TWO_COLUMNS, checked: 'married-joint', mark: 'cross', rule: 1, squareWords: false }],
    ['a filled square in the right column, a smaller print', { layout: SMALL, checked: 'head-of-household', mark: 'filled', rule: 0.35, squareWords: true, oddReading: 'single' }],
    ['a tick in the last box, a smaller print, outlines only', { layout: SMALL, checked: 'qualifying-widow', mark: 'tick', rule: 1, squareWords: false }],
  ])('reads %s', (_, drawn) => {
    expect(parseLastYear1040(statusPage({ ...drawn, seed: 7 })).filingStatus).toBe(drawn.checked);
  });

  it('does not guess when no square holds more ink than the others (the faint square empty)', () => {
    const drawn: Drawn = { layout: TWO_COLUMNS, checked: 'married-joint', mark: 'none', rule: 0.35, squareWords: true, oddReading: 'married-separate', seed: 3 };
    expect(parseLastYear1040(statusPage(drawn)).filingStatus).toBe('');
  });

  describe('on the IRS Form 1040 (2023) itself', () => {
    afterAll(closeOcr);

    it("reads the married-filing-jointly tick of page 1 scanned at 150 dpi (OCR reads no word for that square, nor its rule's outline)", async () => {
      const { bytes, mime } = await buildIrsFormLastYear('joint-3-dependents', 'scan');
      expect((await readLastYearFormLocally(bytes, mime)).filingStatus).toBe('married-joint');
    }, 180_000);
  });
});
