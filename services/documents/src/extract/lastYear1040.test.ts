// Reading every field of spec 1 §3.3 from a generated 1040-like PDF (text layer) and its PNG rendering (OCR).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { buildLastYear1040Pdf, buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR, type LastYearFixtureValues } from '../testing/lastYearFixture';
import { readLastYearFormLocally } from './local';
import { closeOcr } from './ocr';

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
