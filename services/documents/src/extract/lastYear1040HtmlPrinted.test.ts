// The prior-year 1040 reader on returns made as HTML and printed by Chromium (testing/html-printed/, held apart from
// the reader), from their text layers. Expected values are the layouts' `expected` in testing/htmlDocuments.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocuments } from '../testing/htmlDocuments';
import { parseLastYear1040 } from './lastYear1040';
import { readPdfPage } from './pdf';

const pdfOf = (name: string) => new Uint8Array(readFileSync(new URL(`../testing/html-printed/${name}.pdf`, import.meta.url)));
const expectedOf = (name: string) => htmlDocuments().find((doc) => `${doc.kind}-${doc.layout}` === name)!.expected;

describe('a 2023 Form 1040 page 1 drawn with tables, its captions wrapping in narrow cells', () => {
  it("reads the city under 'City, town, or post office. …', not the caption's own wrapped tail ('spaces below.')", async () => {
    const read = parseLastYear1040(await readPdfPage(pdfOf('last-year-2023-tables')));
    const expected = expectedOf('last-year-2023-tables');
    expect(read.city).toBe(expected.city);
    // Its neighbours on the row, and the street over it (its caption wraps too where the cell is narrow), stay read.
    expect([read.street, read.state, read.zip]).toEqual([expected.street, expected.state, expected.zip]);
  });

  it('reads every field from the text layer', async () => {
    const read = parseLastYear1040(await readPdfPage(pdfOf('last-year-2023-tables')));
    const expected = expectedOf('last-year-2023-tables');
    expect(Object.fromEntries(Object.keys(expected).map((field) => [field, String(read[field as keyof typeof read])]))).toEqual(expected);
  });
});
