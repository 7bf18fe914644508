// The seen printed corpora's clean images put through the world's scanners (services/documents/src/testing/worldScanner.ts:
// dot-matrix, carbonless, red grids, colour casts, stains, glare, a lid left open, ...) and read in this process with the
// sandbox's readers, as documents-speed.ts reads: fields read right and median CPU ms per degradation and per kind.
// Each clean image gets `--per` degradations (default 2), chosen in turn by its place in the list, so every degradation
// meets every kind of document across the corpora.
//   npx tsx tests/bench/documents-scanner.ts [--corpora=printed-corpus,printed-corpus-4] [w2] [1099] [last-year] [1099-int ...]
//     [--degradations=red-grid,glare] [--per=2] [--only=TEXT] [--out=/tmp/readings.json] [--files] [--cache=/tmp/world-scans]
// --cache keeps the degraded images in a folder and reads them from it next time (drawing one takes seconds).
// First reading (printed corpus 4, --per=3, readers of cf704cb): 287/300 fields; the losses were shaded-bands 15/18
// (payer names beside grey bands: levelBackground takes the white rows around a band for its paper, so the band
// stays grey), carbonless, crumpled and inkjet-banding W-2 names, box 14 and box 13, a drum ghost's 1099-NEC amount.
// Tried and dropped: reading coloured pages by the red or green channel when the text is clearly darker there
// (colour-cast W-2 names +2, a 1099-G's box 1 read as box 2: -2 on the same 16 readings).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { closeOcr, warmOcr } from '../../services/documents/src/extract/ocr';
import { WORLD_DEGRADATIONS, worldScanOf, type WorldDegradation } from '../../services/documents/src/testing/worldScanner';
import { printedCorpus } from './support/printedCorpus';
import { median, same } from './support/readings';
import { readInProcess } from './support/inProcessReadings';

// Only the seen corpora: the held-apart ones are the lead's measure of documents nobody has seen.
const SEEN = ['printed-corpus', 'printed-corpus-2', 'printed-corpus-3', 'printed-corpus-4'];
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const corpora = (option('corpora') ?? SEEN.join(',')).split(',');
for (const name of corpora) if (!SEEN.includes(name)) throw new Error(`--corpora takes some of ${SEEN.join(', ')}`);
const degradations = (option('degradations')?.split(',') ?? [...WORLD_DEGRADATIONS]) as WorldDegradation[];
for (const name of degradations) if (!WORLD_DEGRADATIONS.includes(name)) throw new Error(`unknown degradation '${name}'`);
const per = Math.min(degradations.length, Number(option('per') ?? 2));
const sections = args.filter((arg) => !arg.startsWith('--'));
const only = option('only') ?? '';

const files = corpora.flatMap((name) => {
  const corpus = printedCorpus(name, { kinds: sections, variants: ['clean'], only });
  return corpus.files.filter((entry) => entry.file.endsWith('.png')).map((entry) => ({ ...entry, png: () => Buffer.from(corpus.bytesOf(entry)), corpus: name }));
});

const read = (kind: string, bytes: Uint8Array) => readInProcess(kind, bytes, 'image/jpeg');

const cache = option('cache');
if (cache) mkdirSync(cache, { recursive: true });
async function degraded(png: Buffer, name: string, degradation: WorldDegradation, seed: number): Promise<Buffer> {
  const path = cache ? join(cache, `${name}.${degradation}.${seed}.jpg`) : '';
  if (path && existsSync(path)) return readFileSync(path);
  const image = await worldScanOf(png, degradation, seed);
  if (path) writeFileSync(path, image);
  return image;
}

await warmOcr();
interface Row { cpu: number[]; right: number; total: number }
const byDegradation = new Map<string, Row>();
const byKind = new Map<string, Row>();
const add = (rows: Map<string, Row>, key: string, cpu: number, right: number, total: number) => {
  const row = rows.get(key) ?? { cpu: [], right: 0, total: 0 };
  rows.set(key, row);
  row.cpu.push(cpu);
  row.right += right;
  row.total += total;
};
const readings: Record<string, Record<string, unknown>> = {};
for (const [index, entry] of files.entries()) {
  const png = entry.png();
  for (let turn = 0; turn < per; turn += 1) {
    const degradation = degradations[(index + turn * Math.max(1, Math.floor(degradations.length / per))) % degradations.length]!;
    const image = await degraded(png, `${entry.corpus}-${entry.file}`, degradation, index + 1);
    const cpuBefore = process.cpuUsage();
    let answer: Record<string, unknown> | null = null;
    let failure = '';
    try {
      answer = await read(entry.kind, new Uint8Array(image));
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const used = process.cpuUsage(cpuBefore);
    const cpu = (used.user + used.system) / 1000;
    let right = 0;
    const fields: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(entry.expected)) {
      fields[field] = answer?.[field] ?? null;
      if (answer && same(answer[field], value)) right += 1;
    }
    const total = Object.keys(entry.expected).length;
    readings[`${entry.corpus}/${entry.file} ${degradation}`] = fields;
    add(byDegradation, degradation, cpu, right, total);
    add(byKind, entry.kind.toUpperCase(), cpu, right, total);
    if (args.includes('--files')) console.log(`  ${`${entry.corpus}/${entry.file}`.padEnd(56)} ${degradation.padEnd(18)} ${right}/${total}  cpu ${cpu.toFixed(0)} ms${failure ? `  ${failure}` : ''}`);
  }
}
await closeOcr();

const line = (key: string, row: Row) => `| ${key} | ${row.cpu.length} | ${row.right}/${row.total} ${((100 * row.right) / Math.max(1, row.total)).toFixed(1)}% | ${median(row.cpu).toFixed(0)} | ${Math.max(...row.cpu).toFixed(0)} |`;
console.log(`\nWorld scanner over ${corpora.join(', ')} clean images, read in process (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores): fields right, median / max CPU ms`);
console.log('| degradation | docs | fields | CPU ms median | CPU ms max |\n|---|---|---|---|---|');
for (const [key, row] of [...byDegradation].sort(([a], [b]) => a.localeCompare(b))) console.log(line(key, row));
console.log('\n| kind | docs | fields | CPU ms median | CPU ms max |\n|---|---|---|---|---|');
for (const [key, row] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) console.log(line(key, row));
const all = [...byKind.values()].reduce((sum, row) => ({ right: sum.right + row.right, total: sum.total + row.total }), { right: 0, total: 0 });
console.log(`All: ${all.right}/${all.total} ${((100 * all.right) / Math.max(1, all.total)).toFixed(1)}%`);
const out = option('out');
if (out) writeFileSync(out, JSON.stringify(readings, null, 1));
