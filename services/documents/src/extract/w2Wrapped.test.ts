// A narrow payroll grid (a 4-up's copy) from its text layer: captions wrapped over two lines in their cells, the
// 'Suff.' caption wrapped onto the name's line, captions with a typographic apostrophe, a state ID set wide into
// the wages' column, two copies side by side read as one; a statement's box 14 with two entries on a line.
import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { parseW2, withAmountsCheckedBesideStateIds } from './w2';

/** Words at (x, y) in type `size` tall, half as wide a letter. */
const at = (y: number, size: number, ...words: [number, string][]): TextItem[] => words.map(([x, text]) => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y, y1: y + size }));

/** One copy of a narrow grid, `dx` across the page: captions 5 tall, values 8 tall. */
const copy = (dx: number): TextItem[] => {
  const shift = (items: TextItem[]) => items.map((item) => ({ ...item, x0: item.x0 + dx, x1: item.x1 + dx }));
  return shift([
    ...at(40, 5, [30, 'a'], [36, 'Employee’s'], [62, 'social'], [80, 'security'], [166, '1'], [172, 'Wages,'], [190, 'tips,'], [204, 'other'], [234, '2'], [240, 'Federal'], [260, 'income'], [278, 'tax']),
    ...at(46, 5, [30, 'number'], [166, 'compensation'], [234, 'withheld']),
    ...at(52, 8, [32, 'XXX-XX-6642'], [190, '48612.50'], [262, '4207.19']),
    ...at(64, 5, [30, 'b'], [36, 'Employer’s'], [62, 'ID'], [70, 'number'], [166, '3'], [172, 'Social'], [190, 'security'], [212, 'wages'], [234, '4'], [240, 'Social'], [256, 'security'], [278, 'tax']),
    ...at(70, 5, [234, 'withheld']),
    ...at(76, 8, [32, '36-4710298'], [190, '51162.50'], [262, '3172.08']),
    ...at(88, 5, [30, 'c'], [36, 'Employer’s'], [62, 'name,'], [78, 'address,'], [100, 'and'], [110, 'ZIP'], [166, '5'], [172, 'Medicare'], [196, 'wages'], [212, 'and'], [222, 'tips'], [234, '6'], [240, 'Medicare'], [262, 'tax']),
    ...at(94, 5, [234, 'withheld']),
    ...at(100, 8, [32, 'BLUEWATER'], [76, 'LOGISTICS'], [120, 'LLC'], [190, '51162.50'], [268, '741.86']),
    ...at(140, 5, [30, 'e'], [36, 'Employee’s'], [62, 'first'], [76, 'name'], [90, 'and'], [100, 'initial'], [134, 'Last'], [146, 'name']),
    ...at(146, 5, [30, 'Suff.']),
    ...at(146, 8, [32, 'TREVOR'], [78, 'OKONKWO-BAILEY']),
    ...at(158, 8, [32, '7721'], [52, 'W'], [62, 'BELMONT'], [96, 'AVE']),
    ...at(200, 5, [30, '15'], [50, 'Employer’s'], [76, 'state'], [90, 'ID'], [100, '16'], [108, 'State'], [142, '17'], [150, 'State']),
    ...at(206, 5, [30, 'State'], [50, 'number'], [100, 'wages,'], [116, 'tips,'], [142, 'income'], [160, 'tax']),
    ...at(226, 8, [32, 'IL'], [50, '4471-0298'], [98, '48612.50'], [140, '2406.32']),
  ]);
};

const page = (items: TextItem[]): PageText => ({ width: 612, height: 792, items });

describe('W-2 reader on a narrow grid (text layer)', () => {
  it('reads captions wrapped over two lines, the name under a wrapped Suff., captions with ’, the wide state ID', () => {
    const read = parseW2(page(copy(0)));
    expect(read).toMatchObject({ wages: '48612.50', federalIncomeTax: '4207.19', socialSecurityWages: '51162.50', socialSecurityTaxWithheld: '3172.08', medicareWagesAndTips: '51162.50', medicareTaxWithheld: '741.86' });
    expect(read).toMatchObject({ firstName: 'TREVOR', lastName: 'OKONKWO-BAILEY', employerName: 'BLUEWATER LOGISTICS LLC' });
    expect(read).toMatchObject({ stateId: 'IL 4471-0298', stateWages: '48612.50', stateIncomeTaxWithheld: '2406.32' });
  });

  it('reads two copies side by side, which share their text lines, as one copy', () => {
    const read = parseW2(page([...copy(0), ...copy(280)]));
    expect(read).toMatchObject({ wages: '48612.50', federalIncomeTax: '4207.19', firstName: 'TREVOR', stateId: 'IL 4471-0298', stateWages: '48612.50' });
  });

  it("reads two box 14 entries printed on one line of a statement's table", () => {
    const lines = [
      at(100, 9, [58, '1'], [82, 'Wages,'], [114, 'tips,'], [141, 'other'], [168, 'compensation'], [420, '81,600.00']),
      at(119, 9, [58, '2'], [82, 'Federal'], [119, 'income'], [151, 'tax'], [170, 'withheld'], [425, '9,812.44']),
      at(138, 9, [58, '3'], [82, 'Social'], [113, 'security'], [154, 'wages'], [420, '81,600.00']),
      at(157, 9, [55, '14'], [82, 'Other'], [321, 'NY'], [337, 'PFL'], [359, '278.11'], [405, 'NJ'], [419, 'FLI'], [439, '21.06']),
    ];
    expect(parseW2(page(lines.flat())).box14Entries).toEqual([{ label: 'NY PFL', amount: '278.11' }, { label: 'NJ FLI', amount: '21.06' }]);
  });
});

describe('amounts checked by their shape on an OCR page', () => {
  it("leaves a state's ID after its code, and drops a run of digits no amount of the page can be", async () => {
    const items = [
      ...at(100, 9, [40, 'Wages'], [200, '8184000'], [300, '1,784.22']),
      ...at(120, 9, [40, 'MN'], [100, '5004417'], [200, '55,318.09']),
    ];
    const texts = (await withAmountsCheckedBesideStateIds(page(items))).items.map((item) => item.text);
    expect(texts).toContain('5004417');
    expect(texts).not.toContain('8184000');
  });

  it("leaves a state's ID after its code OCR read in small letters shaped as the capitals ('co')", async () => {
    const items = [...at(100, 9, [40, 'Wages'], [200, '1,784.22']), ...at(120, 9, [40, 'co'], [100, '29871453'], [200, '$104,387.60'])];
    expect((await withAmountsCheckedBesideStateIds(page(items))).items.map((item) => item.text)).toContain('29871453');
  });
});
