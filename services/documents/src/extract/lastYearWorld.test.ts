// Prior-year returns as other people send them (testing/lastYearWorld.ts): page 1 fed into the scanner turned.
import { afterAll, describe, expect, it } from 'vitest';
import { LAST_YEAR_FIELDS, type LastYearExtraction } from '@taxapp/contracts/documents';
import { buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR } from '../testing/lastYearFixture';
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
