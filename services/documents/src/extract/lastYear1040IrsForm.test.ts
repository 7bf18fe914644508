// Reading returns made from the IRS's own fillable Form 1040 (2023) (testing/irsFormLastYear.ts): as a taxpayer saves
// it (values in the form's fields only), as software prints it (flattened), and page 1 as a clean image, where the
// checked filing-status square is told from the four empty ones.
import { afterAll, describe, expect, it } from 'vitest';
import { LAST_YEAR_FIELDS, type LastYearExtraction } from '@taxapp/contracts/documents';
import { buildIrsFormLastYear, IRS_FORM_RETURNS } from '../testing/irsFormLastYear';
import { readLastYearFormLocally } from './local';
import { closeOcr } from './ocr';

/** The §3.3 fields, letters compared without case (a reader may print 'WOJCIECHOWSKI' as 'Wojciechowski'). */
const fieldsOf = (extraction: LastYearExtraction) =>
  Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, typeof extraction[field] === 'string' ? (extraction[field] as string).toUpperCase() : extraction[field]]));

describe('reading the IRS Form 1040 (2023) filled in', () => {
  afterAll(closeOcr);

  it.each(IRS_FORM_RETURNS)('reads every field of the %s return saved unflattened (values in the fields only)', async (name) => {
    const { bytes, mime, expected } = await buildIrsFormLastYear(name, 'filled');
    expect(fieldsOf(await readLastYearFormLocally(bytes, mime))).toEqual(fieldsOf(expected));
  });

  it.each(IRS_FORM_RETURNS)('reads every field of the %s return flattened', async (name) => {
    const { bytes, mime, expected } = await buildIrsFormLastYear(name, 'flat');
    expect(fieldsOf(await readLastYearFormLocally(bytes, mime))).toEqual(fieldsOf(expected));
  });

  it('reads page 1 of an MFS return as a 200 dpi image: the checked MFS square, the spouse only by the SSN in her box, the city read once', async () => {
    const { bytes, mime, expected } = await buildIrsFormLastYear('separate-spouse-on-mfs-line', 'clean');
    const read = await readLastYearFormLocally(bytes, mime);
    expect(read.filingStatus).toBe('married-separate');
    expect(fieldsOf(read)).toEqual(fieldsOf(expected));
  }, 60_000);
});
