import { describe, expect, it } from 'vitest';
import { groupLines, type TextItem } from './layout';
import { employerOfLetterhead } from './w2Employer';

/** Words of one line, each letter 0.55 of the type's height wide. */
const line = (y0: number, height: number, ...entries: [string, number][]): TextItem[] =>
  entries.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * height * 0.55, y0, y1: y0 + height }));

describe("the employer's name from its banner", () => {
  const page = (second: [string, number][]) =>
    groupLines([
      ...line(40, 16, ['HARVEST', 48], ['MOON', 130], ['BISTRO', 180], ['LLC', 245], ['2024', 400], ['W-2', 430], ['Wage', 455], ['and', 485], ['Tax', 505], ['Statement', 525]),
      ...line(60, 9, ...second),
      ...line(100, 9, ['Employee', 330], ['SSN:', 372], ['512-38-7741', 410]),
      ...line(112, 9, ['Employer', 330], ['EIN:', 372], ['83-1927465', 410]),
    ]);

  it('is the banner when the employer EIN is printed in its block', () => {
    const lines = page([['2150', 48], ['Riverside', 70], ['Dr', 112], ['-', 126], ['Federal', 300], ['EIN', 335], ['83-1927465', 355]]);
    expect(employerOfLetterhead(lines, '83-1927465')).toBe('HARVEST MOON BISTRO LLC');
  });

  it("is nothing when the banner's block does not carry the EIN (a payroll provider's name over the employee's copy)", () => {
    const lines = page([['Payroll', 48], ['services', 90], ['for', 135], ['small', 152], ['business', 180]]);
    expect(employerOfLetterhead(lines, '83-1927465')).toBe('');
  });
});
