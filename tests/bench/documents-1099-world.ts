// 1099s drawn the way others draw them, each layout as a text PDF, a clean image (200 dpi PNG) and a harsh scan, read
// through the service's local readers in a sandbox; fields scored as the other benches. Two sets: --set=world
// (services/documents/src/testing/form1099World.ts, the default; scans 150 dpi JPEG 35-60, light fall-off, faded toner,
// 1-4 degrees, specks, bleed-through) and --set=harsh (form1099Harsh.ts: an agency's 1099-G letter, a broker page with
// DIV and INT side by side, a credit union letter; a copier's 150-200 dpi colour JPEG 40-65, paper cast, stain, ghost
// page, streaks, crumpled light, perspective).
// Session 15 (helper B), --set=harsh, readers at cf704cb vs with 1063ed1 + 49b5555, the same Tesseract words for both (one
// process, OCR results shared): pdf 39 -> 44/44, clean + scan 53 -> 59/88; seen corpora 1-4 1099-INT/DIV/G/R/MISC/NEC/OID
// pdf 383/383 both, scan + photo 392/430 both; --set=world pdf 113/113 both, scan (first 8 of 12 layouts: the A/B
// process died after them) 55 -> 56/78 (a 1099-G grid's box 2 '1,362.00' read '1.36200', now read).
//   npx tsx tests/bench/documents-1099-world.ts [--set=harsh] [1099-int ...] [--variants=pdf,clean,scan] [--only=TEXT] [--misses] [--show] [--save=DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { HARSH_1099, harshCopier, harshCopyOf } from '../../services/documents/src/testing/form1099Harsh';
import { WORLD_1099, harshScan, harshScanOf } from '../../services/documents/src/testing/form1099World';
import { cleanImageOf } from '../../services/documents/src/testing/scanLike';
import { median, same, tallyTable } from './support/readings';
import { sandboxReadings } from './support/sandboxReadings';

type Variant = 'pdf' | 'clean' | 'scan';
const args = process.argv.slice(2);
const kinds = args.filter((arg) => !arg.startsWith('--'));
const ALL: Variant[] = ['pdf', 'clean', 'scan'];
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const VARIANTS = variantsArg ? ALL.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : ALL;
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';
const saveDir = args.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
if (saveDir) mkdirSync(saveDir, { recursive: true });

const setName = args.find((arg) => arg.startsWith('--set='))?.slice('--set='.length) ?? 'world';
if (setName !== 'world' && setName !== 'harsh') throw new Error('--set takes world or harsh');
const SET = setName === 'harsh' ? HARSH_1099 : WORLD_1099;
const scanOf = (pdf: Uint8Array, seed: number) => (setName === 'harsh' ? harshCopyOf(pdf, harshCopier(seed)) : harshScanOf(pdf, harshScan(seed)));
const layouts = SET.map((layout, index) => ({ ...layout, index })).filter((layout) => (kinds.length === 0 || kinds.includes(layout.kind)) && layout.layout.includes(only));
const readings = sandboxReadings();
const { byVariant, cell } = tallyTable<Variant>();
const misses: string[] = [];

async function bytesOf(build: () => Promise<Uint8Array>, variant: Variant, index: number): Promise<{ bytes: Uint8Array; mime: string }> {
  const pdf = await build();
  if (variant === 'pdf') return { bytes: pdf, mime: 'application/pdf' };
  if (variant === 'clean') return { bytes: new Uint8Array(await cleanImageOf(pdf, 200)), mime: 'image/png' };
  return { bytes: new Uint8Array(await scanOf(pdf, index + 1)), mime: 'image/jpeg' };
}

// One warm-up so module loading and the OCR worker's start are not counted.
if (layouts[0]) { const warm = await bytesOf(layouts[0].build, 'clean', 0); await readings.read(layouts[0].kind, warm.bytes, warm.mime).catch(() => undefined); }

for (const layout of layouts) {
  for (const variant of VARIANTS) {
    const { bytes, mime } = await bytesOf(layout.build, variant, layout.index);
    if (saveDir) writeFileSync(join(saveDir, `${layout.kind}-${layout.layout.replace(/\W+/g, '-')}.${variant === 'pdf' ? 'pdf' : variant === 'clean' ? 'png' : 'jpg'}`), bytes);
    const started = performance.now();
    let answer: Record<string, unknown> | null = null;
    let failure = '';
    try { answer = await readings.read(layout.kind, bytes, mime); } catch (error) { failure = error instanceof Error ? error.message : String(error); }
    const ms = performance.now() - started;
    let right = 0;
    for (const [field, value] of Object.entries(layout.expected)) {
      if (answer && same(answer[field], value)) right += 1;
      else misses.push(`${layout.kind} ${layout.layout} ${variant} ${field}: got ${JSON.stringify(answer?.[field] ?? null)}, expected ${JSON.stringify(value)}`);
    }
    const total = Object.keys(layout.expected).length;
    const tally = cell(layout.kind.toUpperCase(), variant);
    tally.correct += right; tally.total += total; tally.ms.push(ms);
    console.log(`  ${layout.kind.padEnd(9)} ${layout.layout.padEnd(26)} ${variant.padEnd(6)} ${right}/${total}  ${ms.toFixed(0)} ms${failure ? `  ${failure}` : ''}`);
    if (args.includes('--show') && answer) console.log(`    ${JSON.stringify(answer)}`);
  }
}
await readings.close();
if (args.includes('--misses')) for (const miss of misses) console.log(`  MISS ${miss}`);
console.log(`\n1099 ${setName}: fields read right, median / max ms per document, kind x variant (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores; wall time in the sandbox under shared load):`);
console.log(`| kind | ${VARIANTS.join(' | ')} |\n|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, cells] of byVariant) console.log(`| ${kind} | ${VARIANTS.map((variant) => { const t = cells.get(variant); return t ? `${t.correct}/${t.total}, ${median(t.ms).toFixed(0)} / ${Math.max(...t.ms).toFixed(0)} ms` : '-'; }).join(' | ')} |`);
const all = [...byVariant.values()].flatMap((cells) => [...cells.values()]);
const sum = all.reduce((acc, t) => ({ correct: acc.correct + t.correct, total: acc.total + t.total }), { correct: 0, total: 0 });
console.log(`All: ${sum.correct}/${sum.total}`);
