// Last year's Form 1040 page 1 filled in by other hands and machines (testing/lastYearHarsh.ts and the OCR readings
// of such prints): rules for what OCR makes of them.
import { describe, expect, it } from 'vitest';
import { parseLastYear1040 } from './lastYear1040';
import type { PageText, TextItem } from './layout';

/** An OCR reading: words as (text, x0, x1, y0, y1) in the image's pixels, no ink anywhere. */
const ocrPage = (...words: [string, number, number, number, number][]): PageText => ({
  width: 1700,
  height: 2200,
  items: words.map(([text, x0, x1, y0, y1]): TextItem => ({ text, x0, x1, y0, y1 })),
  darkness: () => 0,
});

describe('Filing Status read by OCR', () => {
  it("joins a status row OCR split in two lines, so the box's X and its label share one ('[X] Married' over 'filing jointly ...')", () => {
    // A Courier X in the 2023 form's second status box, read at 200 dpi: the X and 'Married' stand taller than
    // the rest of the label, and the line grouping set them with 'Check only one box.' apart from 'filing jointly'.
    const page = ocrPage(
      ['Filing', 101, 165, 200, 222], ['Status', 174, 249, 200, 222], ['[]', 304, 332, 196, 224], ['single', 343, 399, 200, 222],
      ['[J', 943, 971, 196, 224], ['Head', 982, 1029, 200, 222], ['of', 1037, 1054, 200, 222], ['household', 1060, 1154, 200, 222], ['(HOH)', 1162, 1220, 200, 222],
      ['Check', 101, 143, 233, 245], ['only', 148, 175, 233, 248], ['one', 180, 205, 236, 245], ['box.', 210, 237, 233, 245],
      ['[X]', 304, 332, 229, 257], ['Married', 343, 411, 236, 254], ['[1', 943, 971, 229, 257],
      ...['filing', 'jointly', '(even', 'if', 'only', 'one', 'had', 'income)'].map((word, at): [string, number, number, number, number] => [word, 418 + at * 52, 462 + at * 52, 241, 262]),
      ['Qualifying', 981, 1072, 241, 262], ['surviving', 1080, 1160, 241, 262], ['spouse', 1168, 1233, 241, 262], ['(QSS)', 1241, 1297, 241, 262],
      ['O', 304, 332, 268, 292], ['Married', 343, 411, 270, 290], ['filing', 418, 460, 270, 290], ['separately', 467, 563, 270, 290], ['(MFS)', 570, 625, 270, 290],
    );
    expect(parseLastYear1040(page).filingStatus).toBe('married-joint');
  });
});

/** Words of `text` from x along one row at `top`, each 18 px tall, 9 px a letter and a space (a 200 dpi reading). */
const row = (text: string, x: number, top: number): [string, number, number, number, number][] => {
  let at = x;
  return text.split(' ').map((word) => {
    const placed: [string, number, number, number, number] = [word, at, at + word.length * 9, top, top + 18];
    at += word.length * 9 + 9;
    return placed;
  });
};

describe('the apartment box read by OCR', () => {
  it("finds 'Apt. no.' read as 'Ast. 00' on the home address row, and the number under it", () => {
    const page = ocrPage(
      ...row('Your first name and middle initial', 90, 370), ...row('Last name', 645, 370), ...row('Your social security number', 1200, 370),
      ...row('MARISOL E', 94, 400), ...row('VANDERMEER', 649, 400), ...row('367-41-2095', 1208, 400),
      ...row('Home address (number and street). If you have a P.O. box, see instructions.', 90, 450), ...row('Ast. 00', 1058, 450),
      ...row('2207 BIRCHWOOD TERRACE', 94, 480), ...row('14C', 1062, 480),
      ...row('City, town, or post office. If you have a foreign address, also complete spaces below.', 90, 530), ...row('State', 839, 530), ...row('ZIP code', 978, 530),
      ...row('ROCHESTER', 94, 560), ...row('MN', 843, 560), ...row('55901', 982, 560),
    );
    const read = parseLastYear1040(page);
    expect([read.street, read.street2]).toEqual(['2207 BIRCHWOOD TERRACE', '14C']);
  });
});
