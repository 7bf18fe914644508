// The W-2 reader on W-2s drawn as others draw them (testing/w2WorldLayouts.ts): a 2x2 sheet of copies in small print,
// a payroll provider's one-row-per-box summary, a grid of grey caption bands, a landscape print of column-headed
// tables. Every field, from the text layer; expected values are what the pages print.
import { describe, expect, it } from 'vitest';
import { readW2Locally } from './w2';
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
