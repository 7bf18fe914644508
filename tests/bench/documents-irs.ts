// Reading prior-year returns made from the IRS's own fillable Form 1040 (2023) (testing/irsFormLastYear.ts): each
// return as a taxpayer saves it (fields filled, not flattened), as software prints it (flattened), page 1 as a clean
// 200 dpi image and as a 150 dpi scan, and both pages scanned into an image-only PDF. Read as the service reads them
// (validated, in a warm sandbox process) and scored as the main document bench scores them (support/readings.ts).
//   nice npx tsx tests/bench/documents-irs.ts [--variants=filled,flat,clean,scan,scan-pdf] [--misses]
import { cpus, loadavg } from 'node:os';
import { LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { localLastYearReader } from '../../services/documents/src/readers';
import { createSandbox } from '../../services/documents/src/sandbox/sandbox';
import { buildIrsFormLastYear, IRS_FORM_RETURNS, IRS_FORM_VARIANTS, type IrsFormVariant } from '../../services/documents/src/testing/irsFormLastYear';
import { median, same } from './support/readings';

const args = process.argv.slice(2);
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const variants: IrsFormVariant[] = variantsArg ? IRS_FORM_VARIANTS.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : [...IRS_FORM_VARIANTS];

const sandbox = createSandbox({ size: 1 });
const readLastYear = localLastYearReader(sandbox);

interface Tally { correct: number; total: number; ms: number[]; misses: string[] }
const tallies = new Map<IrsFormVariant, Tally>(variants.map((variant) => [variant, { correct: 0, total: 0, ms: [], misses: [] }]));

// One warm-up so module loading and the OCR worker's start are not counted.
{
  const warm = await buildIrsFormLastYear(IRS_FORM_RETURNS[0]!, 'clean');
  await readLastYear(warm.bytes, warm.mime);
}

for (const name of IRS_FORM_RETURNS) {
  for (const variant of variants) {
    const { bytes, mime, expected } = await buildIrsFormLastYear(name, variant);
    const started = performance.now();
    let read: Record<string, unknown> | null = null;
    try {
      read = (await readLastYear(bytes, mime)) as unknown as Record<string, unknown>;
    } catch (error) {
      console.log(`  ${name} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const ms = performance.now() - started;
    const tally = tallies.get(variant)!;
    let right = 0;
    for (const field of LAST_YEAR_FIELDS) {
      const want = String(expected[field]);
      if (read && same(read[field], want)) right += 1;
      else tally.misses.push(`${name} ${variant} ${field}: got ${JSON.stringify(read?.[field] ?? null)}, expected ${JSON.stringify(want)}`);
    }
    tally.correct += right;
    tally.total += LAST_YEAR_FIELDS.length;
    tally.ms.push(ms);
    console.log(`  ${`${name} ${variant}`.padEnd(44)} ${right}/${LAST_YEAR_FIELDS.length}  ${ms.toFixed(0)} ms`);
  }
}
await sandbox.close();

console.log(`\nIRS Form 1040 (2023), fields read right and median time per document (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log('| variant | fields | % | median ms |\n|---|---|---|---|');
for (const [variant, tally] of tallies) console.log(`| ${variant} | ${tally.correct}/${tally.total} | ${((100 * tally.correct) / Math.max(1, tally.total)).toFixed(1)}% | ${median(tally.ms).toFixed(0)} |`);
if (args.includes('--misses')) {
  console.log('\nMisses:');
  for (const tally of tallies.values()) for (const miss of tally.misses) console.log(`  ${miss}`);
}
