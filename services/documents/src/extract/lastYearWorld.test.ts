// Prior-year returns as other people send them (testing/lastYearWorld.ts): other programs' prints of page 1 of the
// 2023 Form 1040 as text PDFs, and page 1 fed into the scanner turned.
import { afterAll, describe, expect, it } from 'vitest';
import { LAST_YEAR_FIELDS, type LastYearExtraction } from '@taxapp/contracts/documents';
import { buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR } from '../testing/lastYearFixture';
import { buildWorldLastYear, WORLD_LAYOUTS } from '../testing/lastYearWorld';
import { parseLastYear1040, readLastYear1040 } from './lastYear1040';
import type { PageText, TextItem } from './layout';
import { closeOcr } from './ocr';
import { turned } from './orientation';

/** The §3.3 fields, letters compared without case. */
const fieldsOf = (extraction: LastYearExtraction) =>
  Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, typeof extraction[field] === 'string' ? (extraction[field] as string).toUpperCase() : extraction[field]]));

describe('a prior-year Form 1040 image fed turned', () => {
  afterAll(closeOcr);

  it.each([90, 180])('reads page 1 turned %i degrees as it reads it upright', async (degrees) => {
    const bytes = await turned(await buildLastYear1040Png(), degrees);
    expect(fieldsOf(await readLastYear1040(bytes, 'image/png'))).toEqual(fieldsOf(expectedExtraction(SAMPLE_LAST_YEAR)));
  }, 120_000);
});

describe("other programs' prints of a 2023 Form 1040, page 1, as text PDFs", () => {
  // 'program-courier', 'printer-offset', 'check-mark': the apartment number beside the Presidential Election Campaign
  // box, whose caption's lines fall between the address rows (read '' while a caption anywhere right of 'Apt. no.'
  // ended its box); 'check-mark' writes it '#7' (read '#7').
  it.each(WORLD_LAYOUTS)('reads every field of the %s print', async (layout) => {
    const { bytes, mime, expected } = await buildWorldLastYear(layout, 'pdf');
    expect(fieldsOf(await readLastYear1040(bytes, mime))).toEqual(fieldsOf(expected));
  });
});

/** Words as OCR gives them: (text, x, top) at a 7-unit height, with a darkness probe (an image's reading). */
const ocrPage = (...words: [string, number, number][]): PageText => ({
  width: 612,
  height: 792,
  items: words.map(([text, x, top]): TextItem => ({ text, x0: x, x1: x + text.length * 4, y0: top, y1: top + 7 })),
  darkness: () => 0,
});
const words = (text: string, x: number, top: number): [string, number, number][] => {
  let at = x;
  return text.split(' ').map((word) => {
    const placed: [string, number, number] = [word, at, top];
    at += word.length * 4 + 4;
    return placed;
  });
};

describe('a 2023 Form 1040 scan whose filer captions OCR lost', () => {
  // Filing Status above the names (the 2023 form's order), the filer's caption row not read, the spouse's read.
  const page = ocrPage(
    ...words('Filing Status', 30, 40), ...words('Single', 120, 40), ...words('Married filing jointly', 120, 52),
    ...words('NADIA K', 32, 92), ...words('OYELOWO', 232, 92), ...words('602-17-4438', 432, 92),
    ...words("If joint return, spouse's first name and middle initial", 30, 106), ...words('Last name', 230, 106), ...words("Spouse's social security number", 430, 106),
    ...words('BENEDIKT', 32, 118), ...words('OYELOWO', 232, 118), ...words('715-20-3396', 432, 118),
    ...words('Home address (number and street). If you have a P.O. box, see instructions.', 30, 132), ...words('Apt. no.', 380, 132),
    ...words('19 QUARRY HILL RD', 32, 144),
    ...words('City, town, or post office. If you have a foreign address, also complete spaces below.', 30, 158), ...words('State', 300, 158), ...words('ZIP code', 350, 158),
    ...words('ASHEVILLE', 32, 170), ...words('NC', 302, 170), ...words('28801', 352, 170),
  );

  it("reads the filer's name and SSN on the line over the spouse's captions, in the spouse's columns", () => {
    const read = parseLastYear1040(page);
    expect([read.firstName, read.middleInitial, read.lastName, read.ssn]).toEqual(['Nadia', 'K', 'Oyelowo', '602-17-4438']);
  });

  it("reads the spouse's SSN though Filing Status, printed above the names, comes before every caption read", () => {
    expect(parseLastYear1040(page).spouseSSN).toBe('715-20-3396');
  });
});
