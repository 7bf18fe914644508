// Where the time of reading one image goes (issue 13): the payroll provider's four-up W-2 (providerLayouts.ts)
// as a clean 200 dpi PNG and as a scan-like JPEG, read by the W-2 reader in this process (no sandbox), each
// step timed: decode, each cleaning step, Tesseract (and each part of the page it read at once), the box rereads;
// and the CPU time of the whole reading (this process, all its threads).
//   npx tsx tests/bench/ocr-profile.ts [--runs=3] [--variants=clean,scan]
// The scan is the one documents.ts reads for this layout with --variants=clean,scan (scan seed 5). Steps that
// run at once (the parts on two OCR workers) each count their own time: their sum may pass the wall clock.
import { loadavg } from 'node:os';
import { closeOcr, timeOcrSteps, warmOcr } from '../../services/documents/src/extract/ocr';
import { readW2Locally } from '../../services/documents/src/extract/w2';
import { buildProviderW2Pdf } from '../../services/documents/src/testing/providerLayouts';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../../services/documents/src/testing/scanLike';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const variants = (args.find((arg) => arg.startsWith('--variants='))?.slice('--variants='.length) ?? 'clean,scan').split(',');

const pdf = await buildProviderW2Pdf();
const images: Record<string, { bytes: Uint8Array; mime: string }> = {
  clean: { bytes: await cleanImageOf(pdf, 200), mime: 'image/png' },
  scan: { bytes: await scanLikeImageOf(pdf, scanOptions(5)), mime: 'image/jpeg' },
};

await warmOcr();
console.log(`OCR profile of the four-up W-2, median of ${runs} runs (load average ${loadavg()[0]!.toFixed(1)})`);
for (const variant of variants) {
  const image = images[variant];
  if (!image) continue;
  const perRun: Map<string, number>[] = [];
  const totals: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const steps = new Map<string, number>();
    timeOcrSteps((step, ms) => steps.set(step, (steps.get(step) ?? 0) + ms));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await readW2Locally(image.bytes, image.mime);
    totals.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    timeOcrSteps(undefined);
    perRun.push(steps);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(`\n${variant} (${(image.bytes.length / 1024).toFixed(0)} KB): ${median(totals).toFixed(0)} ms in all, ${median(cpu).toFixed(0)} ms of CPU (all threads)`);
  const names = [...new Set(perRun.flatMap((steps) => [...steps.keys()]))];
  let accounted = 0;
  for (const name of names) {
    const ms = median(perRun.map((steps) => steps.get(name) ?? 0));
    if (!name.startsWith('clean:') && !name.startsWith('tesseract:')) accounted += ms;
    console.log(`  ${name.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
  }
  console.log(`  ${'the reader itself (parsing, not OCR)'.padEnd(44)} ${Math.max(0, median(totals) - accounted).toFixed(0).padStart(6)} ms`);
}
await closeOcr();
