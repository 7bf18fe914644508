// The W-2 reader on W-2s drawn as others draw them (testing/w2WorldLayouts.ts): a 2x2 sheet of copies in small print,
// a payroll provider's one-row-per-box summary, a grid of grey caption bands, a landscape print of column-headed
// tables. Every field, from the text layer; expected values are what the pages print.
import { describe, expect, it } from 'vitest';
import { looksLikeW2, parseW2, readW2Locally } from './w2';
import { ocrLine } from '../testing/ocrLine';
import { buildWorldW2Pdf, worldW2Expected, type WorldLayout } from '../testing/w2WorldLayouts';

const readPdf = async (layout: WorldLayout) => readW2Locally(await buildWorldW2Pdf(layout), 'application/pdf');

describe('a sheet of four copies in small print, captions wrapped in narrow cells', () => {
  it("reads both state rows under '17 State' over 'income tax', the local row under '19 Local' over 'income tax', '20 Locality' over 'name'", async () => {
    const read = await readPdf('quad');
    // Two states: CO 41,200.00 + NE 23,795.00 = box 1 64,995.00; Denver's tax on the first row.
    expect(read.stateRows).toEqual(worldW2Expected('quad').stateRows);
    expect(read).toMatchObject({ localWages: '41200.00', localIncomeTax: '69.00', locality: 'DENVER' });
  });

  it("reads box 14 beside box 13's captions, and every other field", async () => {
    const read = await readPdf('quad');
    expect(read.box14Entries).toEqual([{ label: 'CO FAMLI', amount: '311.72' }]);
    expect(read).toMatchObject(worldW2Expected('quad'));
  });
});

describe("a payroll provider's summary, one row per box", () => {
  it("reads every field, box 20 printed '-' empty (not the footer under the table)", async () => {
    const read = await readPdf('table');
    expect(read.locality).toBe('');
    expect(read).toMatchObject(worldW2Expected('table'));
  });
});

describe('a grid of grey caption bands over white cells', () => {
  it("reads box 13's filled square beside 'Retirement plan', the squares stacked one under another", async () => {
    const read = await readPdf('shaded');
    expect(read.retirementPlan).toBe(true);
    expect(read.statutoryEmployee).toBe(false);
    expect(read.thirdPartySickPay).toBe(false);
    expect(read).toMatchObject(worldW2Expected('shaded'));
  });
});

describe("a landscape print of column-headed tables ('BOX 1' over its caption over the value)", () => {
  it("reads the name under its heading past the EIN's caption, box 14 beside box 12's entries, the state row under 'ID NUMBER'", async () => {
    const read = await readPdf('heads');
    expect(read).toMatchObject({ firstName: 'TERRENCE', lastName: "O'MALLEY", nonqualifiedPlans: '' });
    expect(read.box14Entries).toEqual([{ label: 'UNION DUES', amount: '624.00' }]);
    expect(read.stateRows).toEqual([{ stateId: 'MI 3844109250', stateWages: '93512.00', stateIncomeTaxWithheld: '3974.26' }]);
    expect(read).toMatchObject(worldW2Expected('heads'));
    expect(read.retirementPlan).toBe(false);
  });
});

describe("a 4-up's small captions as OCR reads them off a 150 dpi scan", () => {
  it("is a W-2 when its captions, misspelt, are the boxes' words a letter or two off", () => {
    // As OCR read one copy of the 'quad' sheet scanned harshly (testing/w2WorldLayouts.ts harshScanOf).
    const page = {
      width: 1300,
      height: 800,
      items: [
        ...ocrLine(0, [['Form W-2 Wage and Tax Statement 2024', 10]]),
        ...ocrLine(30, [['a Employee s SOC security number', 10], ['B Employes entficaton numbes (EIN)', 330]]),
        ...ocrLine(60, [['531-72-9046', 10], ['84-2967315', 330]]),
        ...ocrLine(80, [['1 Wages. ps, other comp.»', 10], ['2 Federal ncome tax wihihek!', 250], ['J Social securey wages', 520]]),
        ...ocrLine(110, [['64995.00', 10], ['6812.30', 250], ['69270.00', 520]]),
        ...ocrLine(150, [['4 Socal secunty tax wehbe!', 10], ['S Madcare wages and hos', 250], ['6 Meocare tas aathhek!', 520]]),
        ...ocrLine(180, [['4294.74', 10], ['69270.00', 250], ['1004.42', 520]]),
      ],
    };
    expect(looksLikeW2(page)).toBe(true);
  });
});

describe("box 13 on a scan where OCR lost one of its three captions ('Swtory' for 'Statutory')", () => {
  it('checks the square, of the two whose captions were read, that clearly holds more ink', () => {
    const word = (text: string, x0: number, y0: number, width: number) => ({ text, x0, y0, x1: x0 + width, y1: y0 + 16 });
    // As OCR read printed corpus 1's payroll 2-up scan: '13 Swtory Retirement Third-party', squares under the captions.
    const items = [word('13', 1250, 1590, 22), word('Swtory', 1292, 1590, 82), word('Retirement', 1440, 1590, 101), word('Third-party', 1588, 1590, 100)];
    // Ink measured under the captions there: 0.33 under 'Retirement' (the X), 0.24 under 'Third-party' (empty).
    const darkness = (box: { x0: number; x1: number; y0: number }) => {
      const centre = (box.x0 + box.x1) / 2;
      if (box.y0 < 1606) return 0;
      return centre >= 1440 && centre <= 1541 ? 0.33 : centre >= 1588 && centre <= 1688 ? 0.24 : centre >= 1292 && centre <= 1374 ? 0.24 : 0;
    };
    const read = parseW2({ width: 2550, height: 3300, items, darkness }, { ocr: true });
    expect(read).toMatchObject({ statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false });
  });

  it('checks none when neither of the two holds clearly more ink', () => {
    const word = (text: string, x0: number, y0: number, width: number) => ({ text, x0, y0, x1: x0 + width, y1: y0 + 16 });
    const items = [word('13', 1250, 1590, 22), word('Swtory', 1292, 1590, 82), word('Retirement', 1440, 1590, 101), word('Third-party', 1588, 1590, 100)];
    const darkness = (box: { x0: number; x1: number; y0: number }) => (box.y0 < 1606 ? 0 : 0.24);
    expect(parseW2({ width: 2550, height: 3300, items, darkness }, { ocr: true })).toMatchObject({ statutoryEmployee: false, retirementPlan: false, thirdPartySickPay: false });
  });
});

describe("box 13 with a square right after each caption ('Statutory employee []' over 'Third-party sick pay []', 'Retirement plan [X]' beside)", () => {
  it('checks the caption whose square, right after its words, holds clearly more ink', () => {
    const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, x0, y0, x1, y1 });
    // As OCR read printed corpus 4's 'box12-codes' clean image: the empty squares read as '[]', the marked one not at all.
    const items = [
      word('13', 1095, 770, 1114, 785), word('statutory', 1134, 776, 1217, 795), word('employee', 1223, 776, 1317, 795), word('[]', 1323, 773, 1345, 794),
      word('Retirement', 1370, 776, 1470, 791), word('plan', 1477, 777, 1517, 795),
      word('Third-party', 1134, 807, 1232, 826), word('sick', 1238, 807, 1271, 822), word('pay', 1278, 811, 1313, 826), word('[]', 1319, 804, 1340, 825),
    ];
    const squares: [number, number, number, number, number][] = [[1323, 774, 1345, 795, 0.3], [1524, 775, 1546, 796, 0.55], [1319, 805, 1341, 826, 0.3]];
    const darkness = (box: { x0: number; x1: number; y0: number; y1: number }) => {
      const area = Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
      const covered = squares.reduce((sum, [x0, y0, x1, y1, share]) => sum + Math.max(0, Math.min(x1, box.x1) - Math.max(x0, box.x0)) * Math.max(0, Math.min(y1, box.y1) - Math.max(y0, box.y0)) * share, 0);
      return Math.min(1, covered / area);
    };
    const read = parseW2({ width: 1700, height: 2200, items, darkness }, { ocr: true });
    expect(read).toMatchObject({ statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false });
  });
});
