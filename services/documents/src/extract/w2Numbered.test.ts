// A W-2 box found by its number where OCR garbled its caption: the payroll 4-up's state row as OCR read it on the
// reportlab corpus's clean image (5 pt captions at 200 dpi), words placed as OCR placed them.
import { describe, expect, it } from 'vitest';
import { groupLines, type TextItem } from './layout';
import { numberedCaption } from './w2Numbered';

const word = (text: string, x0: number, width: number, y0 = 491, height = 11): TextItem => ({ text, x0, y0, x1: x0 + width, y1: y0 + height });
const stateRow = groupLines([
  word('15', 45, 14), word('State', 65, 28), word('|', 99, 3), word('Employers', 110, 48), word('sate', 161, 20), word('10', 185, 10), word('numbor', 198, 34), word('|', 235, 3),
  // 'Sit' joined to the cell's side beside it: three times a caption's height.
  word('16', 244, 12), word('Sit', 259, 20, 478, 32), word('wage.', 283, 30), word('psec.', 316, 30), word('|', 355, 3),
  word('17', 363, 12), word('Stato', 382, 26), word('ncomo', 411, 34), word('tax', 448, 18),
  word('18', 474, 12), word('Local', 489, 26), word('wage,', 518, 30), word('|', 593, 3),
  word('19', 602, 12), word('Local', 619, 26), word('incom', 649, 32), word('tox', 686, 16),
  word('IL', 52, 10, 520), word('3419-0876', 114, 70, 520), word('88,215.34', 260, 60, 520), word('4,366.66', 381, 55, 520),
]);

describe('a box by its number', () => {
  it("takes '16' between '15' and '17' as box 16's caption, up to the cell's side, a caption's height", () => {
    const found = numberedCaption(stateRow, 16);
    expect(found?.line.text).toContain('16 Sit wage. psec.');
    expect(found?.box).toEqual({ x0: 244, y0: 491, x1: 346, y1: 502 });
  });

  it("takes box 17's caption up to box 18's number", () => {
    expect(numberedCaption(stateRow, 17)?.box).toMatchObject({ x0: 363, x1: 466 });
  });

  it('takes no number without a neighbour on its line, nor one with no words after it', () => {
    const alone = groupLines([word('16', 244, 12), word('Sit', 259, 20), word('wage.', 283, 30)]);
    expect(numberedCaption(alone, 16)).toBeNull();
    const amounts = groupLines([word('16', 244, 12), word('17', 363, 12), word('4,366.66', 381, 55)]);
    expect(numberedCaption(amounts, 17)).toBeNull();
  });
});
