// The W-2 reader on the second printed corpus (testing/printed-corpus-2: drawn with cairo, held apart from the
// readers), from its text PDFs. Expected values are what the documents print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
