// The W-2 reader on the second printed corpus (testing/printed-corpus-2: drawn with cairo, held apart from the
// readers), from its text PDFs and images; and the provider 4-up (testing/providerLayouts.ts) as a scan. Expected
// values are what the documents print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProviderW2Pdf, providerW2Expected } from '../testing/providerLayouts';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../testing/scanLike';
import { buildW2Pdf, TWO_STATE_W2 } from '../testing/w2Fixture';
import { closeOcr } from './ocr';
import { readW2Locally } from './w2';

const corpus = (file: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../testing/printed-corpus-2', file)));
const readPdf = (file: string) => readW2Locally(corpus(file), 'application/pdf');

describe("a reprint listing 'Box N caption ....... value', one box a line", () => {
  it("reads the employer's name after 'Box c Employer'", async () => {
    expect((await readPdf('w2-box-list.pdf')).employerName).toBe('Pacific Rim Semiconductor Test Laboratories Inc');
  });

  it("reads box 14's labels without the 'Box 14' each line prints before them", async () => {
    expect((await readPdf('w2-box-list.pdf')).box14Entries).toEqual([{ label: 'CA SDI', amount: '1647.41' }, { label: 'RSU', amount: '8600.00' }]);
  });

  it("reads the state tax under a head 'Box 17 State tax' (no 'income')", async () => {
    const read = await readPdf('w2-box-list.pdf');
    expect(read.stateIncomeTaxWithheld).toBe('9877.12');
    expect(read.stateRows[0]).toMatchObject({ stateWages: '126764.77', stateIncomeTaxWithheld: '9877.12' });
  });
});

describe('an IRS-like grid whose values, in type larger than its small captions, stand at the foot of tall boxes', () => {
  it("reads box c's employer name and box 14's line there", async () => {
    const read = await readPdf('w2-wide-grid.pdf');
    expect(read.employerName).toBe('GREAT LAKES TOOL & DIE CO');
    expect(read.box14Entries).toEqual([{ label: 'UNION DUES', amount: '780.00' }]);
  });
});

describe("a payroll app's single copy, one box a caption over its right-aligned amount", () => {
  it("reads box 12 from '12a Code E (403(b) elective deferrals)' with the amount at the right of the next line", async () => {
    expect((await readPdf('w2-app-statement.pdf')).box12Entries).toEqual([{ code: 'E', amount: '1200.00' }, { code: 'DD', amount: '5940.00' }]);
  });

  it('reads a locality of two words, right-aligned under its caption', async () => {
    expect((await readPdf('w2-app-statement.pdf')).locality).toBe('DENVER OPT');
  });
});

describe("a payroll sheet's box 13: three captions stacked, a small square right of each", () => {
  it("checks Retirement plan alone, the X level with 'Ret. plan'", async () => {
    expect(await readPdf('w2-payroll-sheet.pdf')).toMatchObject({ retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
  });
});

describe('the same documents as clean images (OCR)', () => {
  afterAll(closeOcr);
  const readPng = (file: string) => readW2Locally(corpus(file), 'image/png');

  it("reads the box list past its dot leaders, which OCR reads as rows of marks ('N N N ~'), with box c read as '¢'", async () => {
    const read = await readPng('w2-box-list.png');
    expect(read.employerName).toBe('Pacific Rim Semiconductor Test Laboratories Inc');
    expect(read.retirementPlan).toBe(true);
    expect(read.box12Entries).toEqual([
      { code: 'D', amount: '23000.00' },
      { code: 'DD', amount: '18204.00' },
      { code: 'V', amount: '12450.00' },
      { code: 'W', amount: '4150.00' },
    ]);
    expect(read.box14Entries.map((entry) => entry.amount)).toEqual(['1647.41', '8600.00']);
  }, 60_000);

  it("reads the payroll sheet's employee under box e's caption, not box 13's '13 Stat' beside it, and its Ret. plan X", async () => {
    const read = await readPng('w2-payroll-sheet.png');
    expect(read.firstName).toBe('Keisha');
    expect(read).toMatchObject({ retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
  }, 60_000);

  it("reads the wide grid's employer at the foot of box c past boxes 7 and 9 beside it, and its local row under small-capital captions", async () => {
    const read = await readPng('w2-wide-grid.png');
    expect(read.employerName).toBe('GREAT LAKES TOOL & DIE CO');
    expect(read).toMatchObject({ localWages: '61448.88', localIncomeTax: '1474.77', locality: 'DETROIT' });
  }, 60_000);
});

describe("the payroll sheet as a scan (OCR, read copy by copy)", () => {
  afterAll(closeOcr);

  it("finds Ret. plan's X by the ink of the square right of each stacked caption, and reads box 14's first line once", async () => {
    const read = await readW2Locally(corpus('w2-payroll-sheet.scan.jpg'), 'image/jpeg');
    expect(read).toMatchObject({ retirementPlan: true, statutoryEmployee: false, thirdPartySickPay: false });
    expect(read.box14Entries).toEqual([{ label: 'NY SDI', amount: '31.20' }, { label: 'NY PFL', amount: '284.37' }]);
  }, 60_000);
});

describe("a payroll provider's 4-up sheet as a scan whose small captions OCR garbles", () => {
  afterAll(closeOcr);

  it('cuts the page into its copies side by side from the one caption read in both and the writing repeated at that spacing', async () => {
    const scan = await scanLikeImageOf(await buildProviderW2Pdf(), scanOptions(5));
    const read = await readW2Locally(scan, 'image/jpeg');
    const printed = providerW2Expected();
    expect(read.box12Entries).toEqual(printed.box12Entries);
    expect(read.box14Entries).toEqual(printed.box14Entries);
    expect(read.lastName).toBe(printed.lastName);
    // Box 20 is empty: a scan's specks right of its caption, read 'oo', are no locality.
    expect(read.locality).toBe(printed.locality);
  }, 60_000);
});

describe('box 14 on images of the generated layouts', () => {
  afterAll(closeOcr);

  it("keeps the line a copy read after a line its label misspelt, matched by amounts ('NJ SD' / 'NJ soi' 54.18, then TFB 1,080.00)", async () => {
    const scan = await scanLikeImageOf(await buildW2Pdf(TWO_STATE_W2, 'copies'), scanOptions(4));
    const read = await readW2Locally(scan, 'image/jpeg');
    expect(read.box14Entries.map((entry) => entry.amount)).toEqual(TWO_STATE_W2.box14!.map((entry) => entry.amount.toFixed(2)));
    expect(read.box14Entries.at(-1)).toEqual({ label: 'TFB', amount: '1080.00' });
  }, 60_000);

  it("reads an amount whose cents point OCR read as a dash ('412-00')", async () => {
    const read = await readW2Locally(await cleanImageOf(await buildProviderW2Pdf(), 200), 'image/png');
    expect(read.box14Entries.at(-1)).toEqual(providerW2Expected().box14Entries.at(-1));
  }, 60_000);
});
