// Box e's name on scans: what OCR makes of a smudge or the small print between the caption and the name, and the
// caption with a letter lost.
import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { parseW2 } from './w2';

/** An OCR word at (x, y): 9 pixels a letter, 20 tall. */
const w = (x: number, y: number, text: string, height = 20): TextItem => ({ text, x0: x, x1: x + text.length * 9, y0: y, y1: y + height });
const words = (x: number, y: number, text: string, height = 20) => {
  let at = x;
  return text.split(' ').map((word) => {
    const item = w(at, y, word, height);
    at = item.x1 + 9;
    return item;
  });
};
const page = (...items: TextItem[]): PageText => ({ width: 1700, height: 1100, items });
// Boxes 1-6 on the right, box e's captions and name on the left, as a payroll 2-up copy prints them.
const boxes = () => [
  ...words(700, 40, '1 Wages, tips, other compensation'), ...words(760, 70, '88,215.34'),
  ...words(700, 110, '3 Social security wages'), ...words(760, 140, '91,615.34'),
  ...words(700, 180, '5 Medicare wages and tips'), ...words(760, 210, '91,615.34'),
];

describe('W-2 box e on scans', () => {
  it('reads the name under a line of OCR debris that has no name-shaped word', () => {
    const read = parseW2(page(
      ...boxes(),
      ...words(40, 300, "e Employee's first name and initial"), ...words(400, 300, 'Last name'),
      ...words(60, 326, 'ini i'), ...words(410, 326, 'ym'),
      ...words(50, 352, 'Tomasz J'), ...words(400, 352, 'Wisniewski'),
      ...words(50, 380, '2630 N Kedzie Ave'),
      ...words(50, 408, 'Chicago IL 60647'),
    ), { ocr: true });
    expect(read).toMatchObject({ firstName: 'Tomasz', lastName: 'Wisniewski' });
  });

  it('keeps a lone reading when no line under the caption is name-shaped, and never takes the address', () => {
    const read = parseW2(page(
      ...boxes(),
      ...words(40, 300, "e Employee's first name and initial"), ...words(400, 300, 'Last name'),
      ...words(50, 326, 'romaszJ'), ...words(400, 326, 'Wisniewski'),
      ...words(50, 352, '2630 N Kedzie Ave'),
    ), { ocr: true });
    expect(read).toMatchObject({ firstName: 'romaszJ', lastName: 'Wisniewski' });
  });

  it("finds the first-name caption read 'frstname' on a scan", () => {
    const read = parseW2(page(
      ...boxes(),
      ...words(40, 300, "e Employee's frstname and inital"), ...words(400, 300, 'Last name'),
      ...words(50, 326, 'Tomasz J'), ...words(400, 326, 'Wisniewski'),
      ...words(50, 352, '2630 N Kedzie Ave'),
    ), { ocr: true });
    expect(read).toMatchObject({ firstName: 'Tomasz', lastName: 'Wisniewski' });
  });
});

describe('W-2 box 13 on a 150 dpi scan', () => {
  // Box 13 on one row, a square left of each caption (a payroll app's statement), the probes' ink given.
  const row = (statutory: number, retirement: number, sickPay: number) => {
    const items = [...boxes(), ...words(60, 300, '13'), ...words(125, 300, 'Statutory employee'), ...words(355, 300, 'Retirement plan'), ...words(585, 300, 'Third-party sick pay')];
    const darkness = (box: { x0: number; x1: number }) => {
      const middle = (box.x0 + box.x1) / 2;
      return middle > 95 && middle < 125 ? statutory : middle > 325 && middle < 355 ? retirement : middle > 555 && middle < 585 ? sickPay : 0;
    };
    return parseW2({ ...page(...items), darkness }, { ocr: true });
  };

  it('checks none where two probes find bare paper (no squares there: the ink is other writing)', () => {
    expect(row(0.004, 0.06, 0.004)).toMatchObject({ statutoryEmployee: false, retirementPlan: false, thirdPartySickPay: false });
  });
});
