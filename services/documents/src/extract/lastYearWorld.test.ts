// Prior-year returns as other people send them (testing/lastYearWorld.ts): other programs' prints of page 1 of the
// 2023 Form 1040 as text PDFs, and page 1 fed into the scanner turned.
import { afterAll, describe, expect, it } from 'vitest';
import { LAST_YEAR_FIELDS, type LastYearExtraction } from '@taxapp/contracts/documents';
import { buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR } from '../testing/lastYearFixture';
import { buildWorldLastYear, WORLD_LAYOUTS } from '../testing/lastYearWorld';
import { readLastYear1040 } from './lastYear1040';
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
