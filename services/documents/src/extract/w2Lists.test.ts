// The W-2 reader on statements printed as lists and on the grid's harder cells, from synthetic words: a list's
// amounts, box 12 and box 13 when the grid finds little, box e's last name beside the first, and box 20 apart from box 19.
import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { parseW2 } from './w2';

/** Words at (x, y), 5 units a letter, 10 tall. */
const at = (y: number, ...words: [number, string][]): TextItem[] => words.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 5, y0: y, y1: y + 10 }));
const page = (...items: TextItem[][]): PageText => ({ width: 800, height: 600, items: items.flat() });

describe('W-2 printed as a list', () => {
  it("reads the amounts of captions wrapped beside their values, the names after 'Employee' and 'Employer'", () => {
    const read = parseW2(page(
      at(40, [40, 'W-2'], [60, 'Wage'], [85, 'and'], [105, 'Tax'], [125, 'Statement'], [180, '2024']),
      at(100, [40, 'Employee'], [160, 'Priya'], [190, 'Raghunathan'], [400, '1'], [410, 'Wages,']),
      at(112, [400, 'tips,'], [430, 'other'], [470, '52780.50']),
      at(124, [400, 'comp.']),
      at(140, [400, '2'], [410, 'Federal']),
      at(146, [40, 'Employer'], [160, 'Tidewater'], [210, 'Marine']),
      at(152, [400, 'income'], [440, 'tax'], [470, '4410.00']),
      at(164, [400, 'withheld']),
      at(180, [400, '3'], [410, 'Social']),
      at(192, [400, 'security'], [470, '49664.50']),
      at(204, [400, 'wages']),
      at(220, [400, '13'], [415, 'Retirement'], [470, 'Yes']),
      at(232, [400, 'plan']),
    ));
    expect(read).toMatchObject({ wages: '52780.50', federalIncomeTax: '4410.00', socialSecurityWages: '49664.50', retirementPlan: true });
    expect(read).toMatchObject({ firstName: 'Priya', lastName: 'Raghunathan', employerName: 'Tidewater Marine' });
  });

  it("reads box 12 as 'Box 12a  Code D ...  amount' and box 13 as '[X] Yes'; the employer under 'Employer of record'", () => {
    const read = parseW2(page(
      at(40, [40, 'Employee'], [400, 'Employer'], [445, 'of'], [460, 'record']),
      at(52, [40, 'DESMOND'], [85, 'KOLE'], [400, 'Keystone'], [445, 'Staffing'], [490, 'LLC']),
      at(100, [40, 'Box'], [60, '1'], [150, 'Wages,'], [185, 'tips,'], [215, 'other'], [245, 'compensation'], [600, '$79,005.00']),
      at(112, [40, 'Box'], [60, '2'], [150, 'Federal'], [190, 'income'], [225, 'tax'], [245, 'withheld'], [600, '$10,874.22']),
      at(124, [40, 'Box'], [60, '12a'], [150, 'Code'], [175, 'D'], [185, '–'], [195, 'Elective'], [240, 'deferrals'], [600, '$9,125.00']),
      at(136, [40, 'Box'], [60, '12b'], [150, 'Code'], [175, 'DD'], [190, '–'], [200, 'Cost'], [600, '$14,460.96']),
      at(148, [40, 'Box'], [60, '13'], [150, 'Retirement'], [205, 'plan'], [600, '[X]'], [620, 'Yes']),
    ));
    expect(read.box12Entries).toEqual([{ code: 'D', amount: '9125.00' }, { code: 'DD', amount: '14460.96' }]);
    expect(read.retirementPlan).toBe(true);
    expect(read.employerName).toBe('Keystone Staffing LLC');
    expect(read).toMatchObject({ firstName: 'DESMOND', lastName: 'KOLE' });
  });

  it("reads box 14's labels without the 'Box 14' before each, a bracket OCR made of a rule before it or not", () => {
    const read = parseW2(page(
      at(100, [40, 'Box'], [60, '1'], [150, 'Wages,'], [185, 'tips,'], [215, 'other'], [245, 'compensation'], [600, '$79,005.00']),
      at(112, [40, 'Box'], [60, '14'], [150, 'NJ'], [165, 'SDI'], [600, '$208.50']),
      at(124, [36, '[Box'], [60, '14'], [150, 'NJ'], [165, 'FLI'], [600, '$86.37']),
    ), { ocr: true });
    expect(read.box14Entries).toEqual([{ label: 'NJ SDI', amount: '208.50' }, { label: 'NJ FLI', amount: '86.37' }]);
  });
});

describe('W-2 grid cells', () => {
  it("takes the last name beside the first, not from the address line under 'Last name', nor the 'Suff.' caption", () => {
    const read = parseW2(page(
      at(100, [40, 'e'], [50, "Employee's"], [105, 'first'], [130, 'name'], [155, 'and'], [175, 'initial'], [230, 'Last'], [255, 'name'], [290, 'Suff.']),
      at(112, [40, 'Jun'], [120, 'Takahashi']),
      at(124, [150, '902'], [170, 'W'], [180, 'Calle'], [210, 'Sombra']),
      at(200, [400, '1'], [410, 'Wages,'], [445, 'tips,'], [475, 'other'], [505, 'compensation']),
      at(212, [450, '37752.40']),
    ));
    expect(read).toMatchObject({ firstName: 'Jun', lastName: 'Takahashi', wages: '37752.40' });
  });

  it("reads box 20 without box 19's amount set wide into it, and '19 Local tax' / '20 Locality' on a later state row", () => {
    const wide = parseW2(page(
      at(100, [40, '18'], [55, 'Local'], [85, 'wages'], [200, '19'], [215, 'Local'], [245, 'income'], [280, 'tax'], [400, '20'], [415, 'Locality'], [460, 'name']),
      at(112, [60, '61,110.00'], [375, '69.00'], [405, 'DENVER'], [440, 'OPT']),
    ));
    expect(wide.locality).toBe('DENVER OPT');
    const footer = parseW2(page(
      at(100, [40, '18'], [55, 'Local'], [85, 'wages'], [200, '19'], [215, 'Local'], [245, 'income'], [280, 'tax'], [400, '20'], [415, 'Locality'], [460, 'name']),
      at(125, [300, 'Copy'], [325, 'B'], [335, 'With'], [360, 'State,'], [395, 'City,'], [425, 'or'], [440, 'Local'], [470, 'Income'], [505, 'Tax']),
    ));
    expect(footer.locality).toBe('');
    const rows = parseW2(page(
      at(100, [40, '15'], [55, 'State'], [150, '16'], [165, 'State'], [195, 'wages'], [260, '17'], [275, 'State'], [305, 'tax'], [360, '19'], [375, 'Local'], [405, 'tax'], [460, '20'], [475, 'Locality']),
      at(112, [40, 'NJ'], [170, '79,005.00'], [280, '2,718.33']),
      at(124, [40, 'PA'], [170, '79,005.00'], [280, '2,425.45'], [380, '1,321.95'], [475, 'PHILADELPHIA']),
    ));
    expect(rows).toMatchObject({ localIncomeTax: '1321.95', locality: 'PHILADELPHIA' });
  });
});
