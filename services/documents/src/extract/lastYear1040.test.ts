// Reading every field of spec 1 §3.3 from a generated 1040-like PDF (text layer) and its PNG rendering (OCR).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { buildLastYear1040Pdf, buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR, type LastYearFixtureValues } from '../testing/lastYearFixture';
import { buildMoreLastYear, MORE_LAST_YEAR_LAYOUTS, scannedPdfOf } from '../testing/lastYearMoreLayouts';
import { cleanImageOf } from '../testing/scanLike';
import { buildHeldApartLastYear } from '../testing/lastYearHeldApart';
import { parseLastYear1040, readReturnLines } from './lastYear1040';
import type { PageText, TextItem } from './layout';
import { readLastYearFormLocally } from './local';
import { closeOcr, readImage } from './ocr';
import { readPdfPage, renderPdfPageToPng } from './pdf';
import { filingStatusPdf } from '../testing/filingStatusPdf';

const HEAD_OF_HOUSEHOLD: LastYearFixtureValues = {
  firstName: 'Maria',
  middleInitial: 'T',
  lastName: "O'Neil-Santos",
  ssn: '234-56-7012',
  spouseFirstName: '',
  spouseMiddleInitial: '',
  spouseLastName: '',
  spouseSSN: '',
  street: '18 Harbor View Road',
  street2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701-1234',
  filingStatus: 'head-of-household',
  phone: '(512) 555-0199',
  email: 'maria.santos@example.org',
};

describe('reading a prior-year Form 1040', () => {
  let pdf: Uint8Array;
  let png: Buffer;
  beforeAll(async () => {
    pdf = await buildLastYear1040Pdf(SAMPLE_LAST_YEAR);
    png = await buildLastYear1040Png(SAMPLE_LAST_YEAR);
  });
  afterAll(closeOcr);

  it('reads every §3.3 field from the PDF text layer', async () => {
    const read = await readLastYearFormLocally(pdf, 'application/pdf');
    expect(read).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
    for (const field of LAST_YEAR_FIELDS) expect(read[field], field).toEqual(expectedExtraction(SAMPLE_LAST_YEAR)[field]);
  });

  it('reads every §3.3 field from the PNG scan by OCR, the checked Filing Status box included', async () => {
    const read = await readLastYearFormLocally(png, 'image/png');
    expect(read).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
  }, 60_000);

  it('reads a head-of-household return without spouse or apartment, leaving those fields empty', async () => {
    const values = HEAD_OF_HOUSEHOLD;
    const fromPdf = await readLastYearFormLocally(await buildLastYear1040Pdf(values), 'application/pdf');
    expect(fromPdf).toEqual(expectedExtraction(values));
    const fromPng = await readLastYearFormLocally(await buildLastYear1040Png(values), 'image/png');
    expect(fromPng).toEqual(expectedExtraction(values));
  }, 60_000);

  it('reads a scanned PDF (no text layer) by rendering and OCR', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const scan = await PDFDocument.create();
    const image = await scan.embedPng(png);
    const page = scan.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    const read = await readLastYearFormLocally(await scan.save(), 'application/pdf');
    expect(read.ssn).toBe(SAMPLE_LAST_YEAR.ssn);
    expect(read.filingStatus).toBe(SAMPLE_LAST_YEAR.filingStatus);
    expect(read.email).toBe(SAMPLE_LAST_YEAR.email);
  }, 60_000);
});

/** The fields as the benchmark scores them: letter case aside (a return prints names in capitals or not). */
const fieldsOf = (extraction: Record<string, unknown>) =>
  Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, typeof extraction[field] === 'string' ? (extraction[field] as string).toUpperCase() : extraction[field]]));

describe('reading prior-year returns laid out apart from the generator (lastYearMoreLayouts.ts)', () => {
  afterAll(closeOcr);

  for (const layout of MORE_LAST_YEAR_LAYOUTS) {
    it(`reads every field of the ${layout} return from its text layer, across its pages`, async () => {
      const built = await buildMoreLastYear(layout);
      const read = await readLastYearFormLocally(built.pdf, 'application/pdf');
      expect(fieldsOf(read)).toEqual(fieldsOf(built.expected));
    });
  }

  it("reads the 2024 form's page 1 as a clean image: everything but Sign Here, which is on page 2", async () => {
    const built = await buildMoreLastYear('irs-2024');
    const read = await readLastYearFormLocally(await cleanImageOf(built.pdf, 200), 'image/png');
    expect(fieldsOf(read)).toEqual(fieldsOf(built.expectedPageOne));
  }, 60_000);

  it("reads a tax program's two pages scanned into a PDF without text, the phone and email from page 2", async () => {
    const built = await buildMoreLastYear('tax-program');
    const read = await readLastYearFormLocally(await scannedPdfOf(built.pdf, 90), 'application/pdf');
    expect(fieldsOf(read)).toEqual(fieldsOf(built.expected));
  }, 90_000);
});

describe('a filing-status check drawn as lines, not text', () => {
  it('is found on the rendered text page by the ink in its box', async () => {
    const read = await readLastYearFormLocally(await filingStatusPdf(3), 'application/pdf');
    expect(read.filingStatus).toBe('head-of-household');
    expect(read.ssn).toBe('512-44-9087');
  });
});

describe('reading the boxes of a 1040 page', () => {
  // Words as a text layer or OCR gives them: (text, x, top) at a 7-unit height.
  const page = (...words: [string, number, number][]): PageText => ({
    width: 612,
    height: 792,
    items: words.map(([text, x, top]): TextItem => ({ text, x0: x, x1: x + text.length * 4, y0: top, y1: top + 7 })),
  });

  it('finds captions that OCR misspelt and reads the value under each', () => {
    const read = parseLastYear1040(page(
      ['Your', 30, 60], ['fest', 48, 60], ['name', 66, 60], ['and', 86, 60], ['middie', 100, 60], ['initial', 126, 60], ['Lastname', 250, 60], ['Your', 470, 60], ['soclal', 488, 60], ['security', 514, 60], ['number', 548, 60],
      ['PRIYA', 33, 72], ['K', 60, 72], ['RAMAN-HOLT', 253, 72], ['401', 473, 72], ['23', 500, 72], ['7781', 520, 72],
    ));
    expect([read.firstName, read.middleInitial, read.lastName, read.ssn]).toEqual(['Priya', 'K', 'Raman-Holt', '401-23-7781']);
  });

  it("takes the phone of Sign Here, not the Third Party Designee's before it or the paid preparer's after it", () => {
    const read = parseLastYear1040(page(
      ['Third', 30, 300], ['Party', 52, 300], ['Designee', 76, 300],
      ["Designee's", 110, 312], ['name', 152, 312], ['Phone', 290, 312], ['no.', 314, 312],
      ['R.', 112, 322], ['ALVAREZ', 122, 322], ['(312)', 292, 322], ['555-0999', 316, 322],
      ['Sign', 30, 360], ['Here', 50, 360],
      ['Phone', 110, 400], ['no.', 134, 400], ['773', 160, 400], ['555', 176, 400], ['0148', 192, 400], ['Email', 300, 400], ['address', 322, 400], ['A.OKONKWO-LEE@EXAMPLE.NET', 360, 400],
      ['Paid', 30, 440], ['Preparer', 50, 440], ['Use', 86, 440], ['Only', 102, 440],
      ["Firm's", 110, 462], ['name', 136, 462], ['Phone', 420, 462], ['no.', 444, 462], ['(773)', 460, 462], ['555-0100', 484, 462],
    ));
    expect(read.phone).toBe('(773) 555-0148');
    expect(read.email).toBe('a.okonkwo-lee@example.net');
  });

  it('reads a filing status printed in words, and a masked SSN as its last four digits', () => {
    const read = parseLastYear1040(page(
      ['Your', 40, 100], ['social', 58, 100], ['security', 84, 100], ['number', 118, 100], ['***-**-6612', 230, 100],
      ['Filing', 40, 120], ['status', 66, 120], ['Married', 230, 120], ['filing', 262, 120], ['separately', 290, 120],
      ["Spouse's", 40, 134], ['name', 76, 134], ['(MFS)', 98, 134], ['ANA', 230, 134], ['CAMPOS', 248, 134],
    ));
    expect(read.filingStatus).toBe('married-separate');
    expect(read.ssn).toBe('XXX-XX-6612');
  });

  it("leaves out the city caption's wrapped last words that OCR put on the city's line, on either side of it", () => {
    const read = parseLastYear1040({
      ...page(
        ['City,', 30, 100], ['town,', 50, 100], ['or', 72, 100], ['post', 82, 100], ['office.', 100, 100], ['If', 128, 100], ['you', 136, 100], ['have', 152, 100], ['a', 170, 100],
        ['foreign', 176, 100], ['address,', 206, 100], ['also', 240, 100], ['complete', 258, 100], ['State', 330, 100], ['ZIP', 380, 100], ['code', 394, 100],
        ['spaces', 30, 110], ['KNOXVILLE', 34, 112], ['below.', 76, 110], ['TN', 330, 112], ['37919', 380, 112],
      ),
      // Read by OCR (a darkness probe): not a text layer.
      darkness: () => 0,
    });
    expect([read.city, read.state, read.zip]).toEqual(['KNOXVILLE', 'TN', '37919']);
  });

  it("takes a ZapfDingbats check mark ('4' in the text layer) in a filing-status box", () => {
    const read = parseLastYear1040(page(
      ['Filing', 30, 192], ['Status', 54, 192], ['Single', 123, 192], ['Head', 363, 192], ['of', 383, 192], ['household', 393, 192], ['(HOH)', 433, 192],
      ['4', 111, 204], ['Married', 123, 204], ['filing', 155, 204], ['jointly', 181, 204], ['Qualifying', 363, 204], ['surviving', 405, 204], ['spouse', 443, 204],
      ['Married', 123, 216], ['filing', 155, 216], ['separately', 181, 216],
    ));
    expect(read.filingStatus).toBe('married-joint');
  });
});

describe("reading a return's line amounts (by number and caption, checked by the form's arithmetic)", () => {
  afterAll(closeOcr);
  const printed = (built: Awaited<ReturnType<typeof buildMoreLastYear>>) => Object.fromEntries(built.printedLines.map((line) => [line, built.lines[line]]));
  const picked = (read: Record<string, number>, lines: string[]) => Object.fromEntries(lines.map((line) => [line, read[line]]));

  for (const layout of MORE_LAST_YEAR_LAYOUTS) {
    it(`reads every printed line of the ${layout} return from its text layer`, async () => {
      const built = await buildMoreLastYear(layout);
      const pages = await Promise.all(Array.from({ length: built.pages }, (_, index) => readPdfPage(built.pdf, index + 1)));
      expect(picked(readReturnLines(pages), built.printedLines)).toEqual(printed(built));
    });
  }

  it("reads a tax program's whole dollars with a trailing point and a loss in parentheses from its images", async () => {
    const built = await buildMoreLastYear('tax-program');
    const pages = [];
    for (let page = 1; page <= built.pages; page += 1) pages.push(await readImage(await renderPdfPageToPng(built.pdf, 200 / 72, page)));
    expect(picked(readReturnLines(pages), built.printedLines)).toEqual(printed(built));
  }, 60_000);

  it('fills a line that was not read, and mends a reading one digit slip from the arithmetic', () => {
    // 9 = 92,868.75 and 10 = 0, so line 11 = 9 - 10 = 92,868.75 (read as 92,863.75: 8 taken for 3);
    // 12 = 29,200 and 13 = 0, so line 14 = 12 + 13 = 29,200 (its row not read);
    // 15 = 11 - 14 = 63,668.75; 24 = 7,177 and 33 = 8,012.40, so line 34 = 33 - 24 = 835.40 and 37 = 0.
    const word = (text: string, x: number, top: number): TextItem => ({ text, x0: x, x1: x + text.length * 4, y0: top, y1: top + 7 });
    const rows: [string, string, string][] = [
      ['9', 'Add lines 1z, 2b, 3b. This is your total income', '92,868.75'],
      ['10', 'Adjustments to income from Schedule 1, line 26', '0.00'],
      ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', '92,863.75'],
      ['12', 'Standard deduction or itemized deductions', '29,200.00'],
      ['13', 'Qualified business income deduction', '0.00'],
      ['15', 'Subtract line 14 from line 11. This is your taxable income', '63,668.75'],
      ['24', 'Add lines 22 and 23. This is your total tax', '7,177.00'],
      ['33', 'Add lines 25d, 26, and 32. These are your total payments', '8,012.40'],
    ];
    const items = rows.flatMap(([line, caption, amount], index) => [word(line, 96, 300 + index * 16), word(caption, 112, 300 + index * 16), word(amount, 520, 300 + index * 16)]);
    const read = readReturnLines([{ width: 612, height: 792, items }]);
    expect(read).toMatchObject({ '9': 92868.75, '10': 0, '11': 92868.75, '12': 29200, '13': 0, '14': 29200, '15': 63668.75, '34': 835.4, '37': 0 });
  });
});

describe('reading prior-year returns held apart from the reader (lastYearHeldApart.ts)', () => {
  afterAll(closeOcr);

  for (const layout of ['cover-2023', 'senior-2023', 'dependents-2023'] as const) {
    it(`reads every field of the ${layout} return from its text layer`, async () => {
      const built = await buildHeldApartLastYear(layout);
      const read = await readLastYearFormLocally(built.pdf, 'application/pdf');
      expect(fieldsOf(read)).toEqual(fieldsOf(built.expected));
    });
  }

  it("passes over a scanned filing copy's cover page (the preparer's address and a ZIP+4 are not the filer's) and signs from the form's page 2", async () => {
    const built = await buildHeldApartLastYear('cover-2023');
    const read = await readLastYearFormLocally(await scannedPdfOf(built.pdf, 110), 'application/pdf');
    expect(fieldsOf(read)).toEqual(fieldsOf(built.expected));
  }, 90_000);

  it("reads an MFS return scanned at 150 dpi turned 2 degrees: the spouse's SSN from its box, no spouse name (it is on the MFS line), the street read again when OCR lost its house number, Sign Here from page 2", async () => {
    const built = await buildHeldApartLastYear('scan-2023');
    const read = await readLastYearFormLocally(built.pdf, 'application/pdf');
    expect(fieldsOf(read)).toEqual(fieldsOf(built.expected));
  }, 90_000);

  it("finds Sign Here on a scanned Form 1040-SR's page 3", async () => {
    const built = await buildHeldApartLastYear('senior-2023');
    const read = await readLastYearFormLocally(await scannedPdfOf(built.pdf, 120), 'application/pdf');
    expect([read.firstName, read.ssn, read.filingStatus, read.phone]).toEqual([built.expected.firstName, built.expected.ssn, built.expected.filingStatus, built.expected.phone]);
  }, 90_000);
});
