// 'Number caption value' pairs read by their shapes: captions wrapped in a narrow column beside their values, a
// second column of pairs, a 'Box' column, a label with its value on its line or under it.
import { describe, expect, it } from 'vitest';
import { groupLines, type TextItem } from './layout';
import { labelled, labelValues } from './labelValues';

/** Words at (x, y), 5 units a letter, 10 tall. */
const at = (y: number, ...words: [number, string][]): TextItem[] => words.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 5, y0: y, y1: y + 10 }));

describe('labelValues', () => {
  it('reads captions wrapped in a column with the value level with any of their lines, beside another column', () => {
    const lines = groupLines([
      ...at(100, [40, 'Employee'], [160, 'Priya'], [200, 'Raghunathan'], [400, '1'], [410, 'Wages,']),
      ...at(112, [400, 'tips,'], [430, 'other'], [470, '52780.50']),
      ...at(124, [400, 'comp.']),
      ...at(140, [160, '1200'], [185, 'Settlers'], [230, 'Landing'], [400, '2'], [410, 'Federal']),
      ...at(146, [40, 'Employer'], [160, 'Tidewater']),
      ...at(152, [400, 'income'], [440, 'tax'], [470, '4410.00']),
      ...at(164, [400, 'withheld']),
      ...at(180, [400, '10']),
      ...at(192, [400, 'Dependent']),
      ...at(198, [470, '1850.00']),
      ...at(204, [400, 'care']),
    ]);
    const pairs = labelValues(lines).map(({ number, caption, value }) => ({ number, caption, value }));
    expect(pairs).toContainEqual({ number: '1', caption: 'Wages, tips, other comp.', value: '52780.50' });
    expect(pairs).toContainEqual({ number: '2', caption: 'Federal income tax withheld', value: '4410.00' });
    expect(pairs).toContainEqual({ number: '10', caption: 'Dependent care', value: '1850.00' });
  });

  it("reads a 'Box' column, codes and marks as values, and no pair from a grid's row of column heads over values", () => {
    const lines = groupLines([
      ...at(100, [40, 'Box'], [60, '12a'], [150, 'Code'], [175, 'D'], [185, '–'], [195, 'Elective'], [500, '$9,125.00']),
      ...at(112, [40, 'Box'], [60, '13'], [150, 'Retirement'], [205, 'plan'], [500, '[X]'], [520, 'Yes']),
      ...at(140, [40, '16'], [55, 'State'], [85, 'wages'], [200, '17'], [215, 'State'], [245, 'tax']),
      ...at(152, [40, '52780.50'], [200, '2406.44']),
    ]);
    const pairs = labelValues(lines);
    expect(pairs.map(({ number, caption, value }) => ({ number, caption, value }))).toEqual([
      { number: '12a', caption: 'Code D – Elective', value: '$9,125.00' },
      { number: '13', caption: 'Retirement plan', value: '[X] Yes' },
      { number: '16', caption: 'State wages', value: '' },
      { number: '17', caption: 'State tax', value: '' },
    ]);
  });

  it('reads a label by its whole run of words, the value on its line or under it', () => {
    const lines = groupLines([
      ...at(100, [40, 'Employee'], [85, 'SSN'], [160, 'XXX-XX-2095']),
      ...at(112, [40, 'Employee'], [160, 'Priya'], [190, 'Raghunathan']),
      ...at(140, [40, 'Employee'], [500, 'Employer'], [545, 'of'], [560, 'record']),
      ...at(152, [40, 'DESMOND'], [85, 'KOLE'], [500, 'Keystone'], [545, 'Staffing'], [590, 'LLC']),
    ]);
    expect(labelled(lines, /^employee$/i)).toBe('Priya Raghunathan');
    expect(labelled(lines, /^employer\s*of\s*record$/i)).toBe('Keystone Staffing LLC');
    expect(labelled(lines.slice(2), /^employee$/i)).toBe('DESMOND KOLE');
  });

  it('reads a label that opens its run, after a box letter with a colon, or a name of two words or more after it', () => {
    const statement = groupLines([
      ...at(100, [40, 'e'], [50, 'Employee:'], [100, 'Rosalind'], [145, 'Achterberg'], [300, 'c'], [310, 'Employer:'], [360, 'Meadowlark'], [415, 'Rigging'], [455, 'Corp']),
    ]);
    expect(labelled(statement, /^employee:?$/i)).toBe('Rosalind Achterberg');
    expect(labelled(statement, /^employer:?$/i)).toBe('Meadowlark Rigging Corp');
    const panel = groupLines([
      ...at(100, [40, 'Employee'], [90, 'address:'], [140, '4402'], [165, 'NE'], [180, 'Going']),
      ...at(112, [40, 'Employee'], [90, 'Imani'], [120, 'Castellanos-Reyes'], [300, 'SSN'], [320, 'XXX-XX-5031']),
      ...at(124, [40, 'Employer'], [90, 'Brightleaf'], [145, 'Software'], [190, 'Cooperative'], [300, 'EIN'], [320, '47-3318820']),
    ]);
    expect(labelled(panel, /^employee:?$/i)).toBe('Imani Castellanos-Reyes');
    expect(labelled(panel, /^employer:?$/i)).toBe('Brightleaf Software Cooperative');
    // A caption's words or one word after the label are no name.
    expect(labelled(groupLines([...at(100, [40, 'Employee'], [90, 'Self-Service']), ...at(112, [40, 'Employer'], [90, 'identification'], [165, 'number'])]), /^employe[er]:?$/i)).toBe('');
  });
});
