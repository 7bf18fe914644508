// Reading the printed corpus (held apart from the readers): documents drawn with reportlab and degraded with PIL by
// tests/bench/printed-corpus/make.py, committed in services/documents/src/testing/printed-corpus/ with expected.json
// (each file, its kind, its variant pdf | clean | scan | photo, and the fields the document prints).
// Read as tests/bench/documents-html.ts reads (the same readers, in a warm sandbox); fields scored as it scores them.
//   npx tsx tests/bench/documents-printed.ts [w2] [1099] [last-year] [1099-int ...] [--variants=pdf,clean,scan,photo] [--only=TEXT] [--misses] [--show]
//     [--corpus=printed-corpus-2] (the cairo/groff + ImageMagick set made by tests/bench/printed-corpus-2/make.py)
// --only=TEXT reads only the files whose name holds TEXT; --show prints each reading (every field read) after its line.
import { cpus, loadavg } from 'node:os';
import { median, same, tallyTable, type Tally } from './support/readings';
import { printedCorpus, type CorpusVariant } from './support/printedCorpus';
import { sandboxReadings } from './support/sandboxReadings';

type Variant = CorpusVariant;

const args = process.argv.slice(2);
// --corpus=NAME reads another held-apart set in services/documents/src/testing/NAME (same expected.json schema).
const corpusName = args.find((arg) => arg.startsWith('--corpus='))?.slice('--corpus='.length) ?? 'printed-corpus';
const sections = args.filter((arg) => !arg.startsWith('--'));
const ALL_VARIANTS: Variant[] = ['pdf', 'clean', 'scan', 'photo'];
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const VARIANTS = variantsArg ? ALL_VARIANTS.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : ALL_VARIANTS;
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';

const readings = sandboxReadings();
const read = readings.read;

const { byVariant, cell } = tallyTable<Variant>();
const misses: string[] = [];

const { files: corpus, bytesOf, mimeOf } = printedCorpus(corpusName, { kinds: sections, variants: VARIANTS, only });

// One warm-up so module loading and the OCR worker's start are not counted.
const warm = corpus.find((entry) => entry.variant === 'clean') ?? corpus[0];
if (warm) await read(warm.kind, bytesOf(warm), mimeOf(warm)).catch(() => undefined);

for (const entry of corpus) {
  const started = performance.now();
  let answer: Record<string, unknown> | null = null;
  let failure = '';
  try {
    answer = await read(entry.kind, bytesOf(entry), mimeOf(entry));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - started;
  let right = 0;
  for (const [field, value] of Object.entries(entry.expected)) {
    if (answer && same(answer[field], value)) right += 1;
    else misses.push(`${entry.file} ${entry.variant} ${field}: got ${JSON.stringify(answer?.[field] ?? null)}, expected ${JSON.stringify(value)}`);
  }
  const total = Object.keys(entry.expected).length;
  const tally = cell(entry.kind.toUpperCase(), entry.variant);
  tally.correct += right;
  tally.total += total;
  tally.ms.push(ms);
  console.log(`  ${entry.file.padEnd(40)} ${entry.variant.padEnd(6)} ${right}/${total}  ${ms.toFixed(0)} ms${failure ? `  ${failure}` : ''}`);
  if (args.includes('--show') && answer) console.log(`    ${JSON.stringify(answer)}`);
}
await readings.close();

const text = (tally: Tally | undefined) => (tally
  ? `${tally.correct}/${tally.total} ${((100 * tally.correct) / Math.max(1, tally.total)).toFixed(1)}%, ${median(tally.ms).toFixed(0)} / ${Math.max(...tally.ms).toFixed(0)} ms`
  : '-');
console.log(`\nPrinted corpus (${corpusName}): fields read right, median / max ms per document, kind x variant (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log(`| kind | ${VARIANTS.join(' | ')} |\n|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, cells] of byVariant) console.log(`| ${kind} | ${VARIANTS.map((variant) => text(cells.get(variant))).join(' | ')} |`);
const all = [...byVariant.values()].flatMap((cells) => [...cells.values()]);
const sum = all.reduce((acc, tally) => ({ correct: acc.correct + tally.correct, total: acc.total + tally.total }), { correct: 0, total: 0 });
console.log(`All: ${sum.correct}/${sum.total} ${((100 * sum.correct) / Math.max(1, sum.total)).toFixed(1)}%`);
if (args.includes('--misses')) {
  console.log('\nMisses:');
  for (const miss of misses) console.log(`  ${miss}`);
}
