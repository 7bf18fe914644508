// Speed of reading images (issue 13: clean images and scans under 3 s each): the seen printed corpora read in this
// process with the sandbox's readers (no child process, so the CPU time is this process's: the main thread and the
// OCR workers' threads), one document at a time, after one warm-up reading. Per kind and variant: median CPU ms,
// median wall ms, the median number of whole-page and region OCR passes and box rereads, and fields read right
// (scored as documents-printed.ts scores them). Wall time on a shared machine is unreliable; CPU time is the measure.
//   npx tsx tests/bench/documents-speed.ts [--corpus=printed-corpus-4] [w2] [1099] [last-year] [1099-int ...]
//     [--variants=clean,scan] [--only=TEXT] [--out=/tmp/readings.json] [--files]
// --out writes every reading (file -> fields) to compare two runs field by field; --files prints a line per file.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { closeOcr, timeOcrSteps, warmOcr } from '../../services/documents/src/extract/ocr';
import { printedCorpus, type CorpusVariant } from './support/printedCorpus';
import { median, same } from './support/readings';
import { readInProcess } from './support/inProcessReadings';

type Variant = CorpusVariant;
const SEEN = ['printed-corpus', 'printed-corpus-2', 'printed-corpus-3', 'printed-corpus-4'];

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const corpusName = option('corpus') ?? 'printed-corpus-4';
// Only the seen corpora: the held-apart ones are the lead's measure of documents nobody has seen.
if (!SEEN.includes(corpusName)) throw new Error(`--corpus takes one of ${SEEN.join(', ')}`);
const sections = args.filter((arg) => !arg.startsWith('--'));
const VARIANTS = (option('variants') ?? 'clean,scan').split(',') as Variant[];
const only = option('only') ?? '';

const { files: corpus, bytesOf, mimeOf } = printedCorpus(corpusName, { kinds: sections, variants: VARIANTS, only });

const read = readInProcess;

/** CPU ms of this process's main thread (Linux /proc; 10 ms ticks): image cleaning and the readers, not the OCR workers' threads. */
function mainThreadCpu(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}


await warmOcr();
const warm = corpus.find((entry) => entry.variant === 'clean') ?? corpus[0];
if (warm) await read(warm.kind, bytesOf(warm), mimeOf(warm)).catch(() => undefined);

interface Row { cpu: number[]; main: number[]; wall: number[]; clean: number[]; ocr: number[]; pages: number[]; regions: number[]; rereads: number[]; right: number; total: number }
const rows = new Map<string, Row>();
const readings: Record<string, Record<string, unknown>> = {};
for (const entry of corpus) {
  // Tesseract's passes: a whole page (or a copy of a sheet of copies), a region read again, one box read again.
  const passes = { pages: 0, regions: 0, rereads: 0, clean: 0, ocr: 0 };
  timeOcrSteps((step, ms) => {
    if (step.startsWith('clean (total)')) passes.clean += ms;
    if (step.startsWith('tesseract: recognition alone') || step === 'reread of one box') passes.ocr += ms;
    if (step.startsWith('tesseract: recognition alone')) {
      if (step.includes('second pass')) passes.regions += 1;
      else passes.pages += 1;
    } else if (step === 'reread of one box') passes.rereads += 1;
  });
  const cpuBefore = process.cpuUsage();
  const mainBefore = mainThreadCpu();
  const started = performance.now();
  let answer: Record<string, unknown> | null = null;
  let failure = '';
  try {
    answer = await read(entry.kind, bytesOf(entry), mimeOf(entry));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  const main = mainThreadCpu() - mainBefore;
  timeOcrSteps(undefined);
  const cpu = (used.user + used.system) / 1000;
  let right = 0;
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry.expected)) {
    fields[field] = answer?.[field] ?? null;
    if (answer && same(answer[field], value)) right += 1;
  }
  readings[entry.file] = fields;
  const total = Object.keys(entry.expected).length;
  const key = `${entry.kind.toUpperCase()}\t${entry.variant}`;
  const row = rows.get(key) ?? { cpu: [], main: [], wall: [], clean: [], ocr: [], pages: [], regions: [], rereads: [], right: 0, total: 0 };
  rows.set(key, row);
  row.cpu.push(cpu);
  row.main.push(main);
  row.wall.push(wall);
  row.clean.push(passes.clean);
  row.ocr.push(passes.ocr);
  row.pages.push(passes.pages);
  row.regions.push(passes.regions);
  row.rereads.push(passes.rereads);
  row.right += right;
  row.total += total;
  if (args.includes('--files')) {
    console.log(`  ${entry.file.padEnd(40)} ${entry.variant.padEnd(6)} ${right}/${total}  cpu ${cpu.toFixed(0)} ms (main thread ${main.toFixed(0)}), wall ${wall.toFixed(0)} ms, passes ${passes.pages}+${passes.regions}r+${passes.rereads}b, cleaning ${passes.clean.toFixed(0)} ms, tesseract ${passes.ocr.toFixed(0)} ms${failure ? `  ${failure}` : ''}`);
  }
}
await closeOcr();

console.log(`\n${corpusName}, read in process (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores): median CPU ms / max CPU ms, median CPU ms of the main thread (cleaning, readers; the rest is the OCR workers' threads), median wall ms, median wall ms of image cleaning and of Tesseract (summed over its passes), median OCR passes (pages + regions + box rereads), fields right`);
console.log('| kind | variant | docs | CPU ms median | CPU ms max | main thread CPU ms | wall ms median | cleaning ms | tesseract ms | passes | fields |\n|---|---|---|---|---|---|---|---|---|---|---|');
let right = 0;
let total = 0;
for (const [key, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  const [kind, variant] = key.split('\t');
  right += row.right;
  total += row.total;
  console.log(`| ${kind} | ${variant} | ${row.cpu.length} | ${median(row.cpu).toFixed(0)} | ${Math.max(...row.cpu).toFixed(0)} | ${median(row.main).toFixed(0)} | ${median(row.wall).toFixed(0)} | ${median(row.clean).toFixed(0)} | ${median(row.ocr).toFixed(0)} | ${median(row.pages)}+${median(row.regions)}+${median(row.rereads)} | ${row.right}/${row.total} |`);
}
console.log(`All: ${right}/${total} fields`);
const out = option('out');
if (out) writeFileSync(out, JSON.stringify(readings, null, 1));
