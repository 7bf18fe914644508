// Amounts OCR cut or misshaped on a 1099 picture, read back by their printed shape (boxes1099.ts prepare1099Page).
import { describe, expect, it } from 'vitest';
import { joinCutCents } from './boxes1099';
import { parse1099, rereadLostAmounts } from './form1099';
import type { Box, PageText, TextItem } from './layout';

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

describe('an amount OCR read as a few letters, read again from its own ink', () => {
  // A 1099-MISC grid row as OCR read a picture of it: box 3's '$1,250.00' boxed with the cell's rule and the caption
  // under it ('es', as tall as three lines); box 4's '$0.00' read 'nw', its cell the last before the form's title.
  const page: PageText = {
    width: 1700,
    height: 2200,
    items: [
      ...line(120, 15, ['1', 763], ['Rents', 775], ['2', 1081], ['Royalties', 1094]),
      ...line(160, 22, ['$4,800.00', 930], ['$2,367.45', 1250]),
      ...line(203, 15, ['3', 763], ['Other', 784], ['income', 840], ['4', 1081], ['Federal', 1104], ['income', 1176], ['tax', 1240], ['withheld', 1270]),
      { text: 'es', x0: 944, y0: 249, x1: 1062, y1: 305 },
      { text: 'nw', x0: 1315, y0: 249, x1: 1381, y1: 274 },
      ...line(267, 20, ['Miscellaneous', 1399]),
      ...line(290, 15, ['5', 763], ['Fishing', 776], ['boat', 840], ['proceeds', 880], ['6', 1081], ['Medical', 1094], ['and', 1160], ['health', 1190], ['care', 1245]),
    ],
  };
  // The picture: each amount reads alone from its cell's line, not with the rule and caption under it nor the title beside it.
  const INK: [Box, string][] = [
    [{ x0: 763, x1: 1077, y0: 249, y1: 282 }, '$1,250.00'],
    [{ x0: 1081, x1: 1420, y0: 245, y1: 280 }, '$0.00'],
  ];
  page.reread = async (box: Box) => INK.find(([ink]) => box.x0 >= ink.x0 && box.x1 <= ink.x1 + 5 && box.y0 >= ink.y0 - 10 && box.y1 <= ink.y1)?.[1] ?? 'aa A';

  it('reads box 3 and box 4 from boxes around the misread words, short of the caption under them and of the title beside them', async () => {
    const local = parse1099(page, '1099-misc', { ocr: true });
    expect(local).toMatchObject({ rentIncome: 4800, royalties: 2367.45 });
    await rereadLostAmounts(local, page, '1099-misc');
    // Total: rents + royalties + other income = 4,800.00 + 2,367.45 + 1,250.00 = 8,417.45.
    expect(local).toMatchObject({ otherIncome: 1250, federalIncomeTaxWithheld: 0, totalAmount: 8417.45 });
  });

  it("takes an amount read again with specks after it read as marks ('$0.00 ,,'), not one with other words after it", async () => {
    const specks = async (reread: string) => {
      const local = parse1099({ ...page, reread: async (box: Box) => (box.x0 >= 1081 && box.x1 <= 1425 && box.y1 <= 280 ? reread : 'aa A') }, '1099-misc', { ocr: true });
      await rereadLostAmounts(local, { ...page, reread: async (box: Box) => (box.x0 >= 1081 && box.x1 <= 1425 && box.y1 <= 280 ? reread : 'aa A') }, '1099-misc');
      return local.federalIncomeTaxWithheld;
    };
    expect(await specks('$0.00 ,,')).toBe(0);
    expect(await specks('$0.00 tax')).toBeUndefined();
  });
});
