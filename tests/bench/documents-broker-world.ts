// Reading the broker layouts of our own: `--set=world` (default; helper C's 1099-B and SSA-1099 layouts of session 14,
// services/documents/src/testing/brokerWorld.ts: two harsh 150 dpi scans each, JPEG 35-60, uneven light, faded toner,
// 1-4 degree skew, speckle) or `--set=harsh` (session 15's 1099-B layouts, testing/broker1099bHarsh.ts: two worn-copier
// scans each; a document of two pages is imaged as a PDF of images). Each document as its text PDF, a clean 200 dpi image
// and its scans, read in this process by the local reader (read1099WithText), scored as the other benches score
// (support/readings.ts); times are CPU time of this process per document (the machine is shared: wall time is not).
//   npx tsx tests/bench/documents-broker-world.ts [--set=world|harsh] [1099-b] [ssa-1099] [--variants=pdf,clean,scan] [--only=LAYOUT] [--misses] [--show]
import { cpus, loadavg } from 'node:os';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { read1099WithText } from '../../services/documents/src/extract/form1099';
import { HARSH_BROKER, cleanImagesOf, copierScan, copierScansOf } from '../../services/documents/src/testing/broker1099bHarsh';
import { BROKER_WORLD, brokerWorldCleanImage, harshScan, harshScanOf } from '../../services/documents/src/testing/brokerWorld';
import { asScored, median, same, tallyTable } from './support/readings';

type Variant = 'pdf' | 'clean' | 'scan';
interface Picture { bytes: Uint8Array; mime: string }
interface BrokerSet {
  documents: readonly { layout: string; kind?: Form1099Kind; build: () => Promise<Uint8Array>; expected: Record<string, number | string> }[];
  clean: (pdf: Uint8Array) => Promise<Picture>;
  scan: (pdf: Uint8Array, seed: number) => Promise<Picture>;
}
const SETS: Record<string, BrokerSet> = {
  world: {
    documents: BROKER_WORLD,
    clean: async (pdf) => ({ bytes: new Uint8Array(await brokerWorldCleanImage(pdf)), mime: 'image/png' }),
    scan: async (pdf, seed) => ({ bytes: new Uint8Array(await harshScanOf(pdf, harshScan(seed))), mime: 'image/jpeg' }),
  },
  harsh: { documents: HARSH_BROKER, clean: cleanImagesOf, scan: (pdf, seed) => copierScansOf(pdf, copierScan(seed)) },
};

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const setName = option('set') ?? 'world';
const set = SETS[setName];
if (!set) throw new Error(`--set takes ${Object.keys(SETS).join(' or ')}`);
const kinds = args.filter((arg) => !arg.startsWith('--'));
const ALL: Variant[] = ['pdf', 'clean', 'scan'];
const VARIANTS = option('variants') ? ALL.filter((variant) => option('variants')!.split(',').includes(variant)) : ALL;
const only = option('only') ?? '';

const { byVariant, cell } = tallyTable<Variant>();
const misses: string[] = [];
const kindOf = (document: BrokerSet['documents'][number]): Form1099Kind => document.kind ?? '1099-b';

// One warm-up reading so module loading and the first compilation are not counted.
await read1099WithText(await set.documents[0]!.build(), 'application/pdf', kindOf(set.documents[0]!)).catch(() => undefined);

for (const [index, document] of set.documents.entries()) {
  const kind = kindOf(document);
  if (kinds.length > 0 && !kinds.includes(kind)) continue;
  if (!document.layout.includes(only)) continue;
  const pdf = await document.build();
  const files: ({ variant: Variant; name: string } & Picture)[] = [];
  if (VARIANTS.includes('pdf')) files.push({ variant: 'pdf', name: `${document.layout}.pdf`, bytes: pdf, mime: 'application/pdf' });
  if (VARIANTS.includes('clean')) files.push({ variant: 'clean', name: `${document.layout}.clean`, ...(await set.clean(pdf)) });
  if (VARIANTS.includes('scan')) {
    for (const seed of [index * 2 + 1, index * 2 + 2]) files.push({ variant: 'scan', name: `${document.layout}.scan${seed}`, ...(await set.scan(pdf, seed)) });
  }
  for (const file of files) {
    const started = process.cpuUsage();
    let answer: Record<string, unknown> | null = null;
    let failure = '';
    try {
      answer = asScored(kind, (await read1099WithText(file.bytes, file.mime, kind)).local as unknown as Record<string, unknown>);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const used = process.cpuUsage(started);
    const ms = (used.user + used.system) / 1000;
    let right = 0;
    for (const [field, value] of Object.entries(document.expected)) {
      if (answer && same(answer[field], String(value))) right += 1;
      else misses.push(`${file.name} ${file.variant} ${field}: got ${JSON.stringify(answer?.[field] ?? null)}, expected ${JSON.stringify(value)}`);
    }
    const total = Object.keys(document.expected).length;
    const tally = cell(kind.toUpperCase(), file.variant);
    tally.correct += right;
    tally.total += total;
    tally.ms.push(ms);
    console.log(`  ${file.name.padEnd(36)} ${file.variant.padEnd(6)} ${right}/${total}  ${ms.toFixed(0)} ms cpu${failure ? `  ${failure}` : ''}`);
    if (args.includes('--show') && answer) console.log(`    ${JSON.stringify({ ...answer, fieldDetails: undefined })}`);
  }
}

console.log(`\nBroker ${setName}: fields read right, median / max CPU ms per document (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log(`| kind | ${VARIANTS.join(' | ')} |\n|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, cells] of byVariant) {
  console.log(`| ${kind} | ${VARIANTS.map((variant) => { const t = cells.get(variant); return t ? `${t.correct}/${t.total}, ${median(t.ms).toFixed(0)} / ${Math.max(...t.ms).toFixed(0)} ms` : '-'; }).join(' | ')} |`);
}
if (args.includes('--misses')) console.log(`\nMisses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
process.exit(0);
