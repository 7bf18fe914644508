// Reading a prior-year Form 1040 (issue 4 figures): the time to read the generated PDF (text layer) and
// its PNG rendering (OCR), median of 5 warm runs after one warm-up, and the fraction of the spec 1 §3.3
// fields read correctly from each, over the sample return and two more variants. Read as the service
// reads them (issue 7): validated, then in a warm sandbox process.
//   npx tsx tests/bench/documents.ts
import { LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { localLastYearReader } from '../../services/documents/src/readers';
import { createSandbox } from '../../services/documents/src/sandbox/sandbox';
import {
  buildLastYear1040Pdf,
  buildLastYear1040Png,
  expectedExtraction,
  SAMPLE_LAST_YEAR,
  type LastYearFixtureValues,
} from '../../services/documents/src/testing/lastYearFixture';

const RUNS = 5;
const sandbox = createSandbox({ size: 1 });
const readLastYearFormLocally = localLastYearReader(sandbox);

const VARIANTS: LastYearFixtureValues[] = [
  SAMPLE_LAST_YEAR,
  {
    firstName: 'Maria', middleInitial: 'T', lastName: "O'Neil-Santos", ssn: '234-56-7012',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '18 Harbor View Road', street2: '', city: 'Austin', state: 'TX', zip: '78701-1234',
    filingStatus: 'head-of-household', phone: '(512) 555-0199', email: 'maria.santos@example.org',
  },
  {
    firstName: 'Wei', middleInitial: '', lastName: 'Chen', ssn: '345-67-8123',
    spouseFirstName: 'Li', spouseMiddleInitial: 'M', spouseLastName: 'Zhang', spouseSSN: '456-78-9234',
    street: '2200 Lakeshore Drive', street2: 'Unit 1207', city: 'Chicago', state: 'IL', zip: '60616',
    filingStatus: 'married-separate', phone: '(312) 555-0107', email: 'wei.chen@example.net',
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(read: () => Promise<unknown>): Promise<number> {
  await read(); // warm-up: module loading, the OCR worker and its language data
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function accuracy(kind: 'pdf' | 'png'): Promise<{ correct: number; total: number; misses: string[] }> {
  let correct = 0;
  let total = 0;
  const misses: string[] = [];
  for (const values of VARIANTS) {
    const bytes = kind === 'pdf' ? await buildLastYear1040Pdf(values) : await buildLastYear1040Png(values);
    const read = await readLastYearFormLocally(bytes, kind === 'pdf' ? 'application/pdf' : 'image/png');
    const expected = expectedExtraction(values);
    for (const field of LAST_YEAR_FIELDS) {
      total += 1;
      if (read[field] === expected[field]) correct += 1;
      else misses.push(`${values.lastName}.${field}: got ${JSON.stringify(read[field])}, expected ${JSON.stringify(expected[field])}`);
    }
  }
  return { correct, total, misses };
}

const pdf = await buildLastYear1040Pdf(SAMPLE_LAST_YEAR);
const png = await buildLastYear1040Png(SAMPLE_LAST_YEAR);
console.log(`generated PDF ${pdf.length} bytes, PNG ${png.length} bytes (612x792 pt at 216 dpi)`);
const pdfMs = await time(() => readLastYearFormLocally(pdf, 'application/pdf'));
const pngMs = await time(() => readLastYearFormLocally(png, 'image/png'));
const pdfAccuracy = await accuracy('pdf');
const pngAccuracy = await accuracy('png');
await sandbox.close();

console.log(`PDF (text layer): median ${pdfMs.toFixed(0)} ms of ${RUNS}; fields correct ${pdfAccuracy.correct}/${pdfAccuracy.total} (${((100 * pdfAccuracy.correct) / pdfAccuracy.total).toFixed(1)}%)`);
console.log(`PNG (OCR):        median ${pngMs.toFixed(0)} ms of ${RUNS}; fields correct ${pngAccuracy.correct}/${pngAccuracy.total} (${((100 * pngAccuracy.correct) / pngAccuracy.total).toFixed(1)}%)`);
for (const miss of [...pdfAccuracy.misses.map((m) => `PDF ${m}`), ...pngAccuracy.misses.map((m) => `PNG ${m}`)]) console.log(`  miss: ${miss}`);
