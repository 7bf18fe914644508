// The 1099 readers on small pages built after what printed corpus 4 (pdfLaTeX) prints (docs/READER-MISSES-PRINTED-4.md,
// patterns 8-16): each rule on the words and places of a synthetic page, not on a corpus file.
import { describe, expect, it } from 'vitest';
import { codeUnder } from './boxes1099';
import { parse1099 } from './form1099';
import { groupLines } from './layout';

/** Words of one line `height` high, each at its [text, x0] and as wide as its letters. */
const line = (y0: number, height: number, ...entries: [string, number][]) => entries.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * height * 0.5, y0, y1: y0 + height }));

describe('a blank box beside a state number', () => {
  it("leaves box 4 blank when the value under it is box 6's state number ('MN 4418207'), and reads box 5", () => {
    const page = {
      width: 612,
      height: 792,
      items: [
        ...line(62, 7, ['1', 274], ['Nonemployee', 282], ['compensation', 326]),
        ...line(86, 10, ['27,940.00', 329]),
        ...line(101, 7, ['4', 389], ['Federal', 396], ['income', 422], ['tax', 444], ['withheld', 458], ['Form', 517], ['1099-NEC', 535]),
        ...line(138, 7, ['5', 274], ['State', 281], ['tax', 299], ['withheld', 312], ['6', 389], ["State/Payer's", 395], ['state', 438], ['no.', 457]),
        ...line(160, 10, ['1,117.60', 335], ['MN', 438], ['4418207', 456]),
        ...line(175, 7, ['7', 274], ['State', 281], ['income', 302]),
      ],
    };
    const read = parse1099(page, '1099-nec');
    expect(read).toMatchObject({ nonemployeeCompensation: 27940, stateTaxWithheld: 1117.6 });
    expect(read.federalIncomeTaxWithheld).toBeUndefined();
  });
});

describe("a 1099-R code box with a check box's caption in it", () => {
  it("reads the code at the cell's foot in the values' larger type, level with a side title ('7' beside 'Plans, IRAs,')", () => {
    const lines = groupLines([
      ...line(135, 7, ['6', 274], ['Net', 281], ['unrealized', 293], ['7', 389], ['Distribution', 395], ['code(s)', 435]),
      ...line(140, 7, ["employer's", 274], ['securities', 308], ['IRA/SEP/SIMPLE', 389]),
      ...line(148, 7, ["PAYER'S", 31], ['TIN', 61]),
      ...line(151, 10, ['7', 492]),
      ...line(152, 9, ['Plans,', 503], ['IRAs,', 533]),
    ]);
    expect(codeUnder(lines, /distribution\s*codes?|\bcode\(s\)/i, /^[1-9A-HJ-UW]{1,2}$/)).toBe('7');
    // A box number in the caption's type is the next cell's caption, and what is right of it is no code of box 7.
    const nextCell = groupLines([...lines.flatMap((row) => row.items.filter((item) => item.text !== '7' || item.x0 < 400)), ...line(151, 7, ['8', 492]), ...line(151, 7, ['Other', 500]), ...line(160, 10, ['G', 520])]);
    expect(codeUnder(nextCell, /distribution\s*codes?|\bcode\(s\)/i, /^[1-9A-HJ-UW]{1,2}$/)).toBe('');
  });
});
