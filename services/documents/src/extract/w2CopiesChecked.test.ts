// A sheet of W-2 copies read by OCR: boxes 3-6 as the pair of amounts a copy read that agrees (Form W-2
// instructions 2024: box 4 = 6.2% of box 3 up to the $168,600 wage base, SSA; box 6 = 1.45% of box 5).
import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { parseW2 } from './w2';
import { ocrLine } from '../testing/ocrLine';

const line = ocrLine;

/** One copy at `x`: its box 3 read as `box3`. */
function copy(x: number, box3: string): TextItem[] {
  return [
    ...line(40, [['a Employee\'s social security number', x + 10], ['OMB No. 1545-0029', x + 300]]),
    ...line(58, [['318-40-7726', x + 10]]),
    ...line(100, [['1 Wages, tips, other compensation', x + 260], ['2 Federal income tax withheld', x + 520]]),
    ...line(118, [['176,400.00', x + 260], ['31,022.60', x + 520]]),
    ...line(150, [['3 Social security wages', x + 260], ['4 Social security tax withheld', x + 520]]),
    ...line(168, [[box3, x + 260], ['10,453.20', x + 520]]),
    ...line(200, [['5 Medicare wages and tips', x + 260], ['6 Medicare tax withheld', x + 520]]),
    ...line(218, [['176,400.00', x + 260], ['2,557.80', x + 520]]),
    ...line(300, [['Form W-2 Wage and Tax Statement 2024', x + 10]]),
  ];
}

describe('copies on one image', () => {
  it("takes box 3 from the copy whose reading agrees with box 4 when the copies' majority does not", () => {
    const page: PageText = { width: 1700, height: 400, items: [...copy(0, '68,600.00'), ...copy(850, '168,600.00')] };
    expect(parseW2(page, { ocr: true }).socialSecurityWages).toBe('168600.00');
  });
});
