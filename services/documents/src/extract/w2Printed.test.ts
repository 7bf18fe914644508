// The W-2 reader on the printed corpus (testing/printed-corpus: drawn with reportlab, held apart from the readers),
// from the committed text PDFs and one clean 200 dpi image. Expected values are what the documents print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr } from './ocr';
import { readW2Locally } from './w2';

const corpus = (file: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../testing/printed-corpus', file)));
const readPdf = (file: string) => readW2Locally(corpus(file), 'application/pdf');

describe("box e's name printed over the street and city in one box", () => {
  it("reads the first line under 'first name and initial' / 'Last name', past box 13's captions level with it", async () => {
    expect(await readPdf('w2-irs-grid-a.pdf')).toMatchObject({ firstName: 'Deandra', lastName: 'Whitcombe' });
    expect(await readPdf('w2-landscape.pdf')).toMatchObject({ firstName: 'GWENDOLYN', lastName: 'FAIRBANKS' });
    expect(await readPdf('w2-payroll-2up.pdf')).toMatchObject({ firstName: 'Priya', lastName: 'Venkataraman' });
  });
});

describe("box 13's X drawn as two crossing lines in a square (no glyph in the text layer)", () => {
  it('checks Retirement plan alone, the square under its caption', async () => {
    expect(await readPdf('w2-irs-grid-a.pdf')).toMatchObject({ retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
    expect(await readPdf('w2-irs-grid-b.pdf')).toMatchObject({ retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
  });

  it("checks it on a 4-up sheet, where the square stands under the caption's start", async () => {
    expect(await readPdf('w2-payroll-4up.pdf')).toMatchObject({ retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
  });

  it('leaves box 13 unchecked where the form prints no mark', async () => {
    expect(await readPdf('w2-plain-table.pdf')).toMatchObject({ retirementPlan: false, statutoryEmployee: false, thirdPartySickPay: false });
  });
});

describe("an employer's plain table, one row a box", () => {
  it("keeps an empty box 11 empty: the amount on the next row, level with '12a Code DD', is box 12's", async () => {
    const read = await readPdf('w2-plain-table.pdf');
    expect(read.nonqualifiedPlans).toBe('');
    expect(read.dependentCareBenefits).toBe('');
    expect(read.box12Entries).toEqual([{ code: 'DD', amount: '4310.88' }, { code: 'E', amount: '620.00' }]);
  });
});

describe('state rows', () => {
  it("keeps the '/' inside an employer's state ID, and reads the second state's row", async () => {
    const read = await readPdf('w2-payroll-2up-b.pdf');
    expect(read.stateRows).toEqual([
      { stateId: 'NJ 223-904-417/000', stateWages: '61022.80', stateIncomeTaxWithheld: '1844.27' },
      { stateId: 'NY 22-3904417', stateWages: '9880.00', stateIncomeTaxWithheld: '412.06' },
    ]);
  });
});

describe('the IRS-like grid as a clean 200 dpi image (OCR)', () => {
  afterAll(closeOcr);

  it("reads box e's name past a speck over it, and the X in Retirement plan's square by its ink", async () => {
    const read = await readW2Locally(corpus('w2-irs-grid-a.png'), 'image/png');
    expect(read).toMatchObject({ firstName: 'Deandra', lastName: 'Whitcombe', retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
  }, 60_000);
});

describe("box 12 on a payroll 2-up's image", () => {
  afterAll(closeOcr);

  it("takes no entry of box 1's amount to the cent (OCR set the wages beside a 'W' in box 12)", async () => {
    const read = await readW2Locally(corpus('w2-payroll-2up.png'), 'image/png');
    expect(read.wages).toBe('54870.00');
    expect(read.box12Entries.map((entry) => `${entry.code} ${entry.amount}`)).toEqual(['D 2430.00', 'DD 6812.04']);
  }, 60_000);
});
