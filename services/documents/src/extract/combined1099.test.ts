// A bank's combined 1099-INT and 1099-DIV statement whose white-on-dark section titles OCR lost (testing/form1099World.ts
// 'combined int+div', words and places as OCR read its clean image): each form's shared boxes from its own rows.
import { describe, expect, it } from 'vitest';
import { parse1099 } from './form1099';

const line = (y0: number, height: number, ...entries: [string, number][]) =>
  entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * 19, (entries[i + 1]?.[1] ?? Infinity) - 10), y0, y1: y0 + height }));

const page = {
  width: 1700,
  height: 2200,
  items: [
    ...line(114, 40, ['Tidewater', 134], ['Commonwealth', 342], ['Bank', 652], ['2024', 1131], ['Combined', 1207], ['Tax', 1363], ['Statement', 1427]),
    ...line(158, 28, ['Forms', 1246], ['1099-INT', 1319], ['and', 1423], ['1099-DIV', 1467]),
    ...line(586, 26, ['Box', 151], ['Description', 268], ['Amount', 1472]),
    ...line(634, 28, ['1', 158], ['Interest', 267], ['income', 344], ['$1,407.62', 1456]),
    ...line(676, 28, ['2', 156], ['Early', 267], ['withdrawal', 324], ['penalty', 436], ['$0.00', 1498]),
    ...line(760, 28, ['4', 156], ['Federal', 267], ['income', 344], ['tax', 419], ['withheld', 454], ['$140.76', 1474]),
    ...line(801, 28, ['8', 157], ['Tax-exempt', 267], ['interest', 387], ['$0.00', 1498]),
    ...line(938, 26, ['Box', 151], ['Description', 268], ['Amount', 1472]),
    ...line(987, 28, ['la', 159], ['Total', 267], ['ordinary', 323], ['dividends', 409], ['$3,086.19', 1456]),
    ...line(1029, 28, ['1b', 159], ['Qualified', 267], ['dividends', 362], ['$2,240.55', 1456]),
    ...line(1112, 28, ['3', 156], ['Nondividend', 267], ['distributions', 396], ['$0.00', 1498]),
    ...line(1154, 28, ['4', 156], ['Federal', 267], ['income', 344], ['tax', 419], ['withheld', 454], ['$308.62', 1474]),
    ...line(1193, 28, ['5)', 156], ['Section', 267], ['199A', 347], ['dividends', 402], ['$74.31', 1486]),
  ],
};

describe('a combined statement without its section titles', () => {
  it("reads each form's federal tax withheld from the row among its own rows", () => {
    expect(parse1099(page, '1099-div', { ocr: true }).federalIncomeTaxWithheld).toBe(308.62);
    expect(parse1099(page, '1099-int', { ocr: true }).federalIncomeTaxWithheld).toBe(140.76);
  });
  it('leaves a page naming one form as read (two copies of it)', () => {
    const one = { ...page, items: page.items.filter((item) => item.text !== '1099-INT') };
    const copies = { ...one, items: one.items.map((item) => (item.text === '$308.62' ? { ...item, text: '$140.76' } : item)) };
    expect(parse1099(copies, '1099-div', { ocr: true }).federalIncomeTaxWithheld).toBe(140.76);
  });
});
