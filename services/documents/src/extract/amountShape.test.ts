// The shape check readers use before they take an amount OCR read (amountShape.ts).
import { describe, expect, it } from 'vitest';
import type { PageText } from './layout';
import { amountStyleOf, impossibleAmount, pointLostInColumn, printedAmount, remarkedAmount, repairedRunOn, withAmountsChecked, withMisreadAmountsRepaired } from './amountShape';

const DOLLARS_AND_CENTS = { cents: true, dollar: true };

describe('the shape of a printed amount', () => {
  it('reads amounts as printed, with or without $ and separators, and nothing else', () => {
    expect(printedAmount('$18,725.00')).toBe(18725);
    expect(printedAmount('1184.60')).toBe(1184.6);
    expect(printedAmount('18,7255.00')).toBeNull();
    expect(printedAmount('$3,482.1')).toBeNull();
  });

  it("knows a page's style from the amounts it surely prints", () => {
    expect(amountStyleOf(['$2,400.00', '$960.00', '24,000.00', '32803', '2024'])).toEqual({ cents: true, dollar: true });
    expect(amountStyleOf(['24000', '1500', '1,250'])).toEqual({ cents: false, dollar: false });
  });

  it('finds a run of digits no amount of a page printing cents can be, and lets ZIP codes, years and TINs be', () => {
    expect(impossibleAmount('5247000800', DOLLARS_AND_CENTS)).toBe(true);
    expect(impossibleAmount('18525100', DOLLARS_AND_CENTS)).toBe(true);
    for (const text of ['32803', '2024', '0041187', '941172683', '$24,000.00']) expect(impossibleAmount(text, DOLLARS_AND_CENTS)).toBe(false);
    // A page without cents: nothing is judged.
    expect(impossibleAmount('5247000800', { cents: false, dollar: false })).toBe(false);
  });

  it("repairs '$24,000.00' read as 5247000800 where only one reading fits, and nothing ambiguous", () => {
    expect(repairedRunOn('5247000800', DOLLARS_AND_CENTS)).toBe(24000);
    expect(repairedRunOn('5172347567800', DOLLARS_AND_CENTS)).toBe(1234567);
    // Eight digits leave no '$', digits, separator and cents: no repair ('$18,725.00' read 18525100 lost a mark).
    expect(repairedRunOn('18525100', DOLLARS_AND_CENTS)).toBeNull();
    // Separators read as two different digits, or a page without '$': not repaired.
    expect(repairedRunOn('5172349567800', DOLLARS_AND_CENTS)).toBeNull();
    expect(repairedRunOn('5247000800', { cents: true, dollar: false })).toBeNull();
  });
});

describe('a page whose impossible amounts are read again', () => {
  const item = (text: string, x0: number, x1: number, y0: number) => ({ text, x0, x1, y0, y1: y0 + 20 });
  const page = (reread?: PageText['reread']): PageText => ({
    width: 1700,
    height: 2200,
    reread,
    items: [item('1', 856, 860, 184), item('Gross', 869, 912, 184), item('$18,725.', 1099, 1185, 294), item('18525100', 1112, 1211, 294), item('$2,400.00', 1089, 1219, 469), item('$960.00', 1119, 1219, 760)],
  });

  it('takes the reading of the enlarged box when it is one amount, and drops what was read over the same ink', async () => {
    const asked: number[] = [];
    const checked = await withAmountsChecked(page(async (box) => (asked.push(box.x0), '$18,725.00')));
    expect(checked.items.map((entry) => entry.text)).toEqual(['1', 'Gross', '$2,400.00', '$960.00', '$18,725.00']);
    expect(asked[0]).toBeLessThan(1099);
  });

  it('drops a run that reads again as no amount and cannot be repaired, repairs one that can', async () => {
    expect((await withAmountsChecked(page(async () => '18525100'))).items.map((entry) => entry.text)).not.toContain('18525100');
    const runOn = { ...page(async () => ''), items: [...page().items.slice(0, 2), item('5247000800', 1074, 1219, 245), ...page().items.slice(4)] };
    expect((await withAmountsChecked(runOn)).items.map((entry) => entry.text)).toContain('$24,000.00');
  });
});

describe('amounts OCR read with a mark misread or lost', () => {
  const item = (text: string, x1: number, y0: number) => ({ text, x0: x1 - text.length * 11, x1, y0, y1: y0 + 20 });

  it("reads '1,362.00' read as 1.36200, 1,36200 or 1.362.00 as its digits say, and lets rates and amounts be", () => {
    for (const text of ['1.36200', '1,36200', '1.362.00', '$1.36200']) expect(remarkedAmount(text, DOLLARS_AND_CENTS)).toBe(1362);
    expect(remarkedAmount('12.345.678.90', DOLLARS_AND_CENTS)).toBe(12345678.9);
    for (const text of ['0.05000', '1,362.00', '136200', '1.3620', '4.25']) expect(remarkedAmount(text, DOLLARS_AND_CENTS)).toBeNull();
    expect(remarkedAmount('1.36200', { cents: false, dollar: false })).toBeNull();
  });

  it("puts back the point of '38.61' read 3861 in a column of amounts with cents, not a ZIP code or a year elsewhere", () => {
    const column = [item('2,874.16', 1000, 100), item('2,315.40', 1000, 130), item('3861', 1001, 160), item('127.95', 999, 190), item('2024', 1000, 40), item('97204', 500, 160)];
    const style = amountStyleOf(column.map((entry) => entry.text));
    expect(pointLostInColumn(column[2]!, column, style)).toBe(38.61);
    // A year heads the column; a ZIP code is in no column of amounts.
    expect(pointLostInColumn(column[4]!, column, style)).toBeNull();
    expect(pointLostInColumn(column[5]!, column, style)).toBeNull();
    // Far from the column's amounts (a footer's number under the table): let be.
    expect(pointLostInColumn(item('7350', 1000, 400), column, style)).toBeNull();
  });

  it('repairs the page: the readers then find amounts with cents', () => {
    const page: PageText = { width: 1700, height: 2200, items: [item('1.36200', 1000, 100), item('$743.60', 1000, 130), item('$228.29', 1000, 160), item('7350', 1000, 190)] };
    expect(withMisreadAmountsRepaired(page).items.map((entry) => entry.text)).toEqual(['$1,362.00', '$743.60', '$228.29', '$73.50']);
  });
});
