// Reading page 1 of last year's Form 1040 as other people's software and scanners make it (testing/lastYearWorld.ts):
// a text PDF, a clean image, a harsh 150 dpi scan, a fax and a scan fed turned. Read as the service reads them
// (validated, in a warm sandbox process), or with --in-process in this process, where the CPU time of the reading
// (this process and its OCR threads) is measured too; scored as the main document bench scores them.
//   nice npx tsx tests/bench/documents-last-year-world.ts [--variants=pdf,clean,scan,fax,turned] [--only=LAYOUT] [--in-process] [--misses] [--save=DIR]
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { localLastYearReader } from '../../services/documents/src/readers';
import { createSandbox } from '../../services/documents/src/sandbox/sandbox';
import { buildWorldLastYear, WORLD_LAYOUTS, WORLD_VARIANTS, type WorldVariant } from '../../services/documents/src/testing/lastYearWorld';
import { median, same } from './support/readings';

const args = process.argv.slice(2);
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const variants: WorldVariant[] = variantsArg ? WORLD_VARIANTS.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : [...WORLD_VARIANTS];
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';
const save = args.find((arg) => arg.startsWith('--save='))?.slice('--save='.length) ?? '';
const inProcess = args.includes('--in-process');
const layouts = WORLD_LAYOUTS.filter((layout) => layout.includes(only));

const sandbox = inProcess ? null : createSandbox({ size: 1 });
const local = inProcess ? await import('../../services/documents/src/extract/lastYear1040') : null;
const ocr = inProcess ? await import('../../services/documents/src/extract/ocr') : null;
const readLastYear = sandbox ? localLastYearReader(sandbox) : (bytes: Uint8Array, mime: string) => local!.readLastYear1040(bytes, mime);

interface Tally { correct: number; total: number; ms: number[]; cpuMs: number[]; misses: string[] }
const tallies = new Map<WorldVariant, Tally>(variants.map((variant) => [variant, { correct: 0, total: 0, ms: [], cpuMs: [], misses: [] }]));

// One warm-up so module loading and the OCR worker's start are not counted.
{
  const warm = await buildWorldLastYear(WORLD_LAYOUTS[0]!, 'clean');
  await readLastYear(warm.bytes, warm.mime);
}
if (save) await mkdir(save, { recursive: true });

for (const layout of layouts) {
  for (const variant of variants) {
    const { bytes, mime, expected } = await buildWorldLastYear(layout, variant);
    if (save) await writeFile(join(save, `${layout}.${variant}.${mime.split('/')[1]}`), bytes);
    const started = performance.now();
    const cpu = process.cpuUsage();
    let read: Record<string, unknown> | null = null;
    try {
      read = (await readLastYear(bytes, mime)) as unknown as Record<string, unknown>;
    } catch (error) {
      console.log(`  ${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const tally = tallies.get(variant)!;
    let right = 0;
    for (const field of LAST_YEAR_FIELDS) {
      const want = String(expected[field]);
      if (read && same(read[field], want)) right += 1;
      else tally.misses.push(`${layout} ${variant} ${field}: got ${JSON.stringify(read?.[field] ?? null)}, expected ${JSON.stringify(want)}`);
    }
    tally.correct += right;
    tally.total += LAST_YEAR_FIELDS.length;
    tally.ms.push(ms);
    tally.cpuMs.push(cpuMs);
    console.log(`  ${`${layout} ${variant}`.padEnd(32)} ${right}/${LAST_YEAR_FIELDS.length}  ${ms.toFixed(0)} ms${inProcess ? `  cpu ${cpuMs.toFixed(0)} ms` : ''}`);
  }
}
await sandbox?.close();
await ocr?.closeOcr();

console.log(`\nLast year's 1040 page 1, other people's prints and scanners: fields read right, median time per document${inProcess ? ' and median CPU time (in-process)' : ''} (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log(`| variant | fields | % | median ms |${inProcess ? ' median cpu ms |' : ''}\n|---|---|---|---|${inProcess ? '---|' : ''}`);
for (const [variant, tally] of tallies) console.log(`| ${variant} | ${tally.correct}/${tally.total} | ${((100 * tally.correct) / Math.max(1, tally.total)).toFixed(1)}% | ${median(tally.ms).toFixed(0)} |${inProcess ? ` ${median(tally.cpuMs).toFixed(0)} |` : ''}`);
if (args.includes('--misses')) {
  console.log('\nMisses:');
  for (const tally of tallies.values()) for (const miss of tally.misses) console.log(`  ${miss}`);
}
