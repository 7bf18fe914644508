// Amounts OCR cut or misshaped on a 1099 picture, read back by their printed shape (boxes1099.ts prepare1099Page).
import { describe, expect, it } from 'vitest';
import { joinCutCents } from './boxes1099';
import { parse1099 } from './form1099';
import type { TextItem } from './layout';

// Each word as wide as its letters (half its height each), never into the next word (OCR boxes do not overlap).
const line = (y0: number, height: number, ...entries: [string, number][]): TextItem[] =>
  entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * height * 0.5, (entries[i + 1]?.[1] ?? Infinity) - 6), y0, y1: y0 + height }));

describe('an amount OCR cut at its point', () => {
  it("joins '1-351.' and '68' into 1,351.68 and '2,411' and '.90' into 2,411.90; leaves apart words further off or not grouped by threes", () => {
    expect(joinCutCents(line(100, 20, ['1-351.', 100], ['68', 162])).map((item) => item.text)).toEqual(['1,351.68']);
    expect(joinCutCents(line(100, 20, ['2,411', 100], ['.90', 152])).map((item) => item.text)).toEqual(['2,411.90']);
    expect(joinCutCents(line(100, 20, ['1-351.68', 100])).map((item) => item.text)).toEqual(['1,351.68']);
    // Far apart: two cells' words.
    expect(joinCutCents(line(100, 20, ['351.', 100], ['68', 400])).map((item) => item.text)).toEqual(['351.', '68']);
    // Not a thousands group ('13-51.'), or no point at all ('1,351' '68'): not joined.
    expect(joinCutCents(line(100, 20, ['13-51.', 100], ['68', 162])).map((item) => item.text)).toEqual(['13-51.', '68']);
    expect(joinCutCents(line(100, 20, ['1,351', 100], ['68', 156])).map((item) => item.text)).toEqual(['1,351', '68']);
  });

  it("reads a 1099-R's state tax withheld printed 1,351.68 and read '1-351. 68' as 1351.68, not 68", () => {
    const page = {
      width: 1700,
      height: 2200,
      items: [
        ...line(75, 33, ['Form', 101], ['1099-R', 194], ['Distributions', 347], ['From', 583], ['Pensions', 677]),
        ...line(160, 18, ['1', 918], ['Gross', 932], ['distribution', 999], ['2a', 1278], ['Taxable', 1303], ['amount', 1373]),
        ...line(193, 25, ['31,804.20', 928], ['31,804.20', 1289]),
        ...line(255, 18, ['14', 916], ['State', 940], ['tax', 994], ['withheld', 1030], ['15', 1278], ['State/Payer’s', 1302], ['state', 1430], ['no.', 1480]),
        ...line(291, 25, ['1-351.', 929], ['68', 1008], ['MI', 1289], ['38-6118922', 1330]),
      ],
    };
    expect(parse1099(page, '1099-r', { ocr: true })).toMatchObject({ grossDistribution: 31804.2, taxableAmount: 31804.2, stateTaxWithheld: 1351.68 });
  });
});
