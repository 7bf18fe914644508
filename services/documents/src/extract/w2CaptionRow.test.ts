// A W-2 printed as two tables side by side (names on the left, the amount boxes on the right), read from its text
// layer, which carries no cell rules: box 5's value stands level with box c's caption on the same text line.
import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { parseW2 } from './w2';

/** Words at (x, y) in type `size` tall, half as wide a letter. */
const at = (y: number, size: number, ...words: [number, string][]): TextItem[] => words.map(([x, text]) => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y, y1: y + size }));

const page = (items: TextItem[]): PageText => ({ width: 612, height: 792, items });

describe("W-2 reader: another box's amount level with a name caption", () => {
  it("reads box c's name under its caption, not box 5's amount to its right", () => {
    const read = parseW2(page([
      ...at(80, 7, [44, 'a'], [50, "Employee's"], [86, 'social'], [106, 'security'], [134, 'number'], [314, '1'], [320, 'Wages,'], [344, 'tips,'], [362, 'other'], [380, 'compensation'], [454, '2'], [460, 'Federal'], [486, 'income'], [510, 'tax'], [522, 'withheld']),
      ...at(92, 10, [60, '417-83-2206'], [330, '52310.40'], [470, '5120.77']),
      ...at(114, 7, [44, 'b'], [50, 'Employer'], [80, 'identification'], [126, 'number'], [314, '3'], [320, 'Social'], [342, 'security'], [370, 'wages'], [454, '4'], [460, 'Social'], [482, 'security'], [510, 'tax'], [522, 'withheld']),
      ...at(126, 10, [60, '52-7760314'], [330, '54810.40'], [470, '3398.24']),
      ...at(148, 7, [314, '5'], [320, 'Medicare'], [352, 'wages'], [374, 'and'], [388, 'tips'], [454, '6'], [460, 'Medicare'], [492, 'tax'], [504, 'withheld']),
      ...at(164, 7, [44, 'c'], [50, "Employer's"], [86, 'name,'], [106, 'address,'], [134, 'and'], [148, 'ZIP'], [162, 'code']),
      ...at(164, 10, [330, '54810.40'], [470, '794.75']),
      ...at(178, 10, [50, 'HALVORSEN'], [104, 'MARINE'], [140, 'SUPPLY']),
      ...at(190, 10, [50, '12'], [64, 'DOCK'], [88, 'ST']),
      ...at(230, 7, [44, 'e'], [50, "Employee's"], [86, 'first'], [104, 'name'], [124, 'and'], [138, 'initial'], [200, 'Last'], [216, 'name']),
      ...at(244, 10, [50, 'INGRID'], [200, 'SOLBERG']),
    ]));
    expect(read).toMatchObject({ employerName: 'HALVORSEN MARINE SUPPLY', medicareWagesAndTips: '54810.40', medicareTaxWithheld: '794.75', firstName: 'INGRID', lastName: 'SOLBERG' });
  });
});
