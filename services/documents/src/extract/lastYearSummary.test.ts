import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './layout';
import { LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { readLastYearSummary, withSummary, type SummaryFields } from './lastYearSummary';
import { readLastYear1040 } from './lastYear1040';
import { buildSummaries } from '../testing/lastYearSummaries';
import { cleanImageOf } from '../testing/scanLike';
import { buildLastYear1040Pdf, expectedExtraction, SAMPLE_LAST_YEAR } from '../testing/lastYearFixture';
import { scannedPdfOf } from '../testing/lastYearMoreLayouts';

/** A page of runs: [x, text] per run, one row of runs per `top` (10-point text, 6 points a letter). */
function page(rows: [number, [number, string][]][]): PageText {
  const items: TextItem[] = rows.flatMap(([top, runs]) => runs.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 5, y0: top, y1: top + 10 })));
  return { width: 612, height: 792, items };
}

describe('readLastYearSummary', () => {
  it('reads label: value pairs, two on a line, the SSN the label before it names; a masked SSN is none', () => {
    const read = readLastYearSummary(page([
      [100, [[72, 'Taxpayer:  LENA M ORTIZ'], [340, 'SSN:  XXX-XX-4410']]],
      [116, [[72, 'Spouse:  Carl Ortiz'], [340, 'SSN:  391-22-8107']]],
      [132, [[72, 'Phone:  312.555.0143']]],
    ]));
    expect(read).toMatchObject({ firstName: 'Lena', middleInitial: 'M', lastName: 'Ortiz', ssn: '', spouseFirstName: 'Carl', spouseLastName: 'Ortiz', spouseSSN: '391-22-8107', phone: '(312) 555-0143' });
  });

  it('reads a table: labels alone in their cell, the value across the gap, a name written last name first', () => {
    const read = readLastYearSummary(page([
      [100, [[80, 'Primary taxpayer'], [260, 'Ortiz, Lena M']]],
      [120, [[80, 'Street address'], [260, '18 Quarry Rd']]],
      [140, [[80, 'Apartment'], [260, 'Apt 3']]],
      [160, [[80, 'City'], [260, 'Joliet']]],
      [180, [[80, 'State'], [260, 'IL']]],
      [200, [[80, 'ZIP code'], [260, '60431']]],
    ]));
    expect(read).toMatchObject({ firstName: 'Lena', middleInitial: 'M', lastName: 'Ortiz', street: '18 Quarry Rd', street2: 'Apt 3', city: 'Joliet', state: 'IL', zip: '60431' });
  });

  it('reads a caption above its value, the column ending where the next caption starts', () => {
    const read = readLastYearSummary(page([
      [100, [[40, "Spouse's name"], [420, "Spouse's social security number"]]],
      [114, [[42, 'CARL ORTIZ'], [422, '391-22-8107']]],
      [130, [[40, 'City, state, and ZIP code']]],
      [144, [[42, 'JOLIET, IL 60431-2208']]],
    ]));
    expect(read).toMatchObject({ spouseFirstName: 'Carl', spouseLastName: 'Ortiz', spouseSSN: '391-22-8107', city: 'JOLIET', state: 'IL', zip: '60431-2208' });
  });

  it("gives a label without a role the role of the heading above it in its column", () => {
    const read = readLastYearSummary(page([
      [100, [[72, 'TAXPAYER'], [330, 'SPOUSE']]],
      [116, [[72, 'Name: LENA ORTIZ'], [330, 'Name: CARL ORTIZ']]],
      [130, [[72, 'SSN:  512-40-1187'], [330, 'SSN:  391-22-8107']]],
    ]));
    expect(read).toMatchObject({ firstName: 'Lena', ssn: '512-40-1187', spouseFirstName: 'Carl', spouseSSN: '391-22-8107' });
  });

  it("passes over a preparer's, a firm's and a dependent's values, and a phone no taxpayer's name stands over", () => {
    const read = readLastYearSummary(page([
      [60, [[200, 'Phone: (919) 555-0177'], [360, 'Email: info@firm.example']]],
      [100, [[72, 'Name: LENA ORTIZ']]],
      [116, [[72, 'Dependent:  Ava Ortiz'], [340, 'SSN:  401-55-2290']]],
      [140, [[72, 'Paid preparer']]],
      [156, [[72, 'Phone:  (312) 555-0100']]],
      [172, [[72, 'Email:  office@prep.example']]],
    ]));
    expect(read).toMatchObject({ firstName: 'Lena', ssn: '', phone: '', email: '' });
  });

  it("reads OCR's slips: a colon read as a point after a label starting its line, an email parted, a speck after the city", () => {
    const read = readLastYearSummary(page([
      [100, [[72, 'Taxpayer.'], [130, 'LENA M ORTIZ']]],
      [116, [[72, 'Email:'], [130, 'lena.'], [160, 'ortiz@example.com']]],
      [132, [[72, 'City'], [260, 'Joliet'], [300, 'i']]],
    ]));
    expect(read).toMatchObject({ firstName: 'Lena', lastName: 'Ortiz', email: 'lena.ortiz@example.com', city: 'Joliet' });
  });

  it("takes a heading ('Taxpayer Information') for whose the labels under it are, not for a label with a value", () => {
    const read = readLastYearSummary(page([
      [100, [[72, 'Taxpayer Information'], [400, 'Gohl oe']]],
      [120, [[80, 'Name'], [260, 'Lena Ortiz']]],
    ]));
    expect(read).toMatchObject({ firstName: 'Lena', lastName: 'Ortiz' });
  });

  it.each([
    ['Married Filing Joint', 'married-joint'],
    ['MFS', 'married-separate'],
    ['Head of household (HOH)', 'head-of-household'],
    ['Qualifying Widow(er)', 'qualifying-widow'],
    ['QSS', 'qualifying-widow'],
    ['4 - Head of household', 'head-of-household'],
    ['2', 'married-joint'],
    ['SINGLE', 'single'],
  ])("reads the filing status '%s'", (words, status) => {
    expect(readLastYearSummary(page([[100, [[72, `Filing status:  ${words}`]]]])).filingStatus).toBe(status);
  });

  it("reads no status from a form's list of boxes", () => {
    const read = readLastYearSummary(page([
      [100, [[30, 'Filing Status'], [110, 'Single'], [200, 'Married filing jointly'], [360, 'Married filing separately (MFS)']]],
      [114, [[110, 'Head of household (HOH)'], [260, 'Qualifying surviving spouse (QSS)']]],
    ]));
    expect(read.filingStatus).toBe('');
  });

  it("reads a letter: the addressee block the greeting names, the status in a sentence, not the letterhead's phone", () => {
    const read = readLastYearSummary(page([
      [50, [[165, '400 Commerce Park Dr, Suite 210, Raleigh, NC 27601']]],
      [62, [[170, 'Phone: (919) 555-0177']]],
      [150, [[72, 'LENA M AND CARL ORTIZ']]],
      [164, [[72, '18 QUARRY RD APT 3']]],
      [178, [[72, 'JOLIET, IL 60431']]],
      [210, [[72, 'Dear Lena and Carl:']]],
      [240, [[72, 'Enclosed is your 2023 return, prepared with the filing status Married Filing Jointly, as you asked.']]],
    ]));
    expect(read).toMatchObject({
      firstName: 'Lena', middleInitial: 'M', lastName: 'Ortiz', spouseFirstName: 'Carl', spouseLastName: 'Ortiz',
      street: '18 QUARRY RD', street2: 'APT 3', city: 'JOLIET', state: 'IL', zip: '60431', filingStatus: 'married-joint', phone: '',
    });
  });

  it('takes no words of a sentence for a label', () => {
    const read = readLastYearSummary(page([[100, [[36, 'Part II Taxpayer Declaration and Signature Authorization. Spouse state their name.']]]]));
    expect(read).toMatchObject({ firstName: '', spouseFirstName: '', state: '' });
  });
});

describe('withSummary', () => {
  const none: SummaryFields = {
    firstName: '', middleInitial: '', lastName: '', ssn: '', spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '', street2: '', city: '', state: '', zip: '', filingStatus: '', phone: '', email: '',
  };
  it("keeps the form reading's values, fills its gaps, and drops an SSN the summary names as the other person's", () => {
    const merged = withSummary({ ...none, firstName: 'Lena', ssn: '391-22-8107' }, { ...none, firstName: 'Lina', city: 'Joliet', spouseSSN: '391-22-8107' });
    expect(merged).toMatchObject({ firstName: 'Lena', city: 'Joliet', ssn: '', spouseSSN: '391-22-8107' });
  });

  it("parts the form reading's street from its apartment as the summary does, and drops its masked SSNs", () => {
    const merged = withSummary({ ...none, street: '88 Harbor View Rd Apt 4C', ssn: 'XXX-XX-6618', spouseSSN: '391-22-8107' }, { ...none, street: '88 Harbor View Rd', street2: 'Apt 4C' });
    expect(merged).toMatchObject({ street: '88 Harbor View Rd', street2: 'Apt 4C', ssn: '', spouseSSN: '391-22-8107' });
  });

  it("takes the summary's whole address over a city, state and ZIP the form's reading found without a street", () => {
    const merged = withSummary(
      { ...none, city: 'Raleigh', state: 'NC', zip: '27601' },
      { ...none, street: '18 Quarry Rd', street2: 'Apt 3', city: 'Joliet', state: 'IL', zip: '60431' },
    );
    expect(merged).toMatchObject({ street: '18 Quarry Rd', street2: 'Apt 3', city: 'Joliet', state: 'IL', zip: '60431' });
    expect(withSummary({ ...none, street: '9 Elm St', city: 'Raleigh', state: 'NC', zip: '27601' }, { ...none, street: '18 Quarry Rd', city: 'Joliet', state: 'IL', zip: '60431' }))
      .toMatchObject({ street: '9 Elm St', city: 'Raleigh' });
  });
});

describe('readLastYear1040 on summary pages', () => {
  it('reads the summary styles as text PDFs', async () => {
    let right = 0;
    let total = 0;
    for (const fixture of await buildSummaries()) {
      const read = await readLastYear1040(fixture.pdf, 'application/pdf');
      for (const key of LAST_YEAR_FIELDS) {
        total += 1;
        if (String(read[key]).toUpperCase() === String(fixture.expected[key]).toUpperCase()) right += 1;
      }
    }
    expect(right).toBe(total);
  });

  it("drops, in an image, the spouse's SSN the form's reading took for the taxpayer's masked one, after looking again", async () => {
    const fixture = (await buildSummaries()).find((candidate) => candidate.style === 'label-list' && candidate.expected.spouseSSN && !candidate.expected.ssn)!;
    const read = await readLastYear1040(await cleanImageOf(fixture.pdf, 200), 'image/png');
    expect(read).toMatchObject({ ssn: '', spouseSSN: fixture.expected.spouseSSN, firstName: fixture.expected.firstName });
  }, 120_000);

  it("reads a summary page scanned to PDF (no text layer) as it reads the page's image", async () => {
    const fixture = (await buildSummaries()).find((candidate) => candidate.style === 'letter')!;
    const read = await readLastYear1040(await scannedPdfOf(fixture.pdf, 3), 'application/pdf');
    const { firstName, lastName, spouseFirstName, filingStatus, zip } = fixture.expected;
    expect({ ...read, firstName: read.firstName.toUpperCase(), lastName: read.lastName.toUpperCase(), spouseFirstName: read.spouseFirstName.toUpperCase() }).toMatchObject({
      firstName: firstName.toUpperCase(),
      lastName: lastName.toUpperCase(),
      spouseFirstName: spouseFirstName.toUpperCase(),
      filingStatus,
      zip,
    });
  }, 120_000);

  it('leaves a Form 1040 to the form reading', async () => {
    expect(await readLastYear1040(await buildLastYear1040Pdf(), 'application/pdf')).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
  });
});
