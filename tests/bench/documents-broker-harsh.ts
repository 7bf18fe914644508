// Reading helper C's session-15 1099-B layouts (services/documents/src/testing/broker1099bHarsh.ts): each document as
// its text PDF, a clean 200 dpi image and two worn-copier scans (a document of two pages imaged as a PDF of images).
// Read in this process by the local reader (read1099WithText), scored as the other benches score (support/readings.ts
// same); times are CPU time of this process per document (the machine is shared: wall time is not).
//   npx tsx tests/bench/documents-broker-harsh.ts [--variants=pdf,clean,scan] [--only=LAYOUT] [--misses] [--show]
import { cpus, loadavg } from 'node:os';
import { read1099WithText } from '../../services/documents/src/extract/form1099';
import { HARSH_BROKER, cleanImagesOf, copierScan, copierScansOf } from '../../services/documents/src/testing/broker1099bHarsh';
import { median, same, tallyTable } from './support/readings';

type Variant = 'pdf' | 'clean' | 'scan';
const args = process.argv.slice(2);
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const ALL: Variant[] = ['pdf', 'clean', 'scan'];
const VARIANTS = variantsArg ? ALL.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : ALL;
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';

const { byVariant, cell } = tallyTable<Variant>();
const misses: string[] = [];

const flat = (answer: Record<string, unknown>) => {
  const party = (key: string) => (answer[key] as { name?: string; tin?: string } | undefined) ?? {};
  return { ...answer, 'payerInfo.name': party('payerInfo').name, 'payerInfo.tin': party('payerInfo').tin, 'recipientInfo.name': party('recipientInfo').name, 'recipientInfo.tin': party('recipientInfo').tin };
};

// One warm-up reading so module loading and the first compilation are not counted.
await read1099WithText(await HARSH_BROKER[0]!.build(), 'application/pdf', '1099-b').catch(() => undefined);

for (const [index, document] of HARSH_BROKER.entries()) {
  if (!document.layout.includes(only)) continue;
  const pdf = await document.build();
  const files: { variant: Variant; name: string; bytes: Uint8Array; mime: string }[] = [];
  if (VARIANTS.includes('pdf')) files.push({ variant: 'pdf', name: `${document.layout}.pdf`, bytes: pdf, mime: 'application/pdf' });
  if (VARIANTS.includes('clean')) files.push({ variant: 'clean', name: `${document.layout}.clean`, ...(await cleanImagesOf(pdf)) });
  if (VARIANTS.includes('scan')) {
    for (const seed of [index * 2 + 1, index * 2 + 2]) files.push({ variant: 'scan', name: `${document.layout}.scan${seed}`, ...(await copierScansOf(pdf, copierScan(seed))) });
  }
  for (const file of files) {
    const started = process.cpuUsage();
    let answer: Record<string, unknown> | null = null;
    let failure = '';
    try {
      answer = flat((await read1099WithText(file.bytes, file.mime, '1099-b')).local as unknown as Record<string, unknown>);
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
    const tally = cell('1099-B', file.variant);
    tally.correct += right;
    tally.total += total;
    tally.ms.push(ms);
    console.log(`  ${file.name.padEnd(36)} ${file.variant.padEnd(6)} ${right}/${total}  ${ms.toFixed(0)} ms cpu${failure ? `  ${failure}` : ''}`);
    if (args.includes('--show') && answer) console.log(`    ${JSON.stringify({ ...answer, fieldDetails: undefined })}`);
  }
}

console.log(`\nBroker harsh: fields read right, median / max CPU ms per document (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log(`| kind | ${VARIANTS.join(' | ')} |\n|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, cells] of byVariant) {
  console.log(`| ${kind} | ${VARIANTS.map((variant) => { const t = cells.get(variant); return t ? `${t.correct}/${t.total}, ${median(t.ms).toFixed(0)} / ${Math.max(...t.ms).toFixed(0)} ms` : '-'; }).join(' | ')} |`);
}
if (args.includes('--misses')) console.log(`\nMisses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
process.exit(0);
