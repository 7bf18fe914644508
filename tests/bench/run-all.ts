// `npm run bench`: runs every benchmark in turn (each starts and stops its own copy of the product) and
// prints one table of figures with issue 2's targets. Benchmarks print figures; none of them fails a build.
//   npm run bench [-- --only save,realtime,frontend]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RESULT_PREFIX } from './support/client';

const here = path.dirname(fileURLToPath(import.meta.url));

const BENCHES = [
  { key: 'save', file: 'save-latency.ts' },
  { key: 'realtime', file: 'realtime-latency.ts' },
  { key: 'frontend', file: 'frontend.ts' },
  { key: 'header', file: 'header-latency.ts' },
  { key: 'documents', file: 'documents.ts' }, // written by another session; run when present
];

type Result = Record<string, any>;

function run(file: string): Promise<{ code: number; results: Result[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const results: Result[] = [];
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(RESULT_PREFIX)) results.push(JSON.parse(line.slice(RESULT_PREFIX.length)));
        else process.stdout.write(`${line}\n`);
      }
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    child.on('exit', (code) => {
      process.off('SIGINT', forward);
      resolve({ code: code ?? 1, results });
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only?.split(',').map((s) => s.trim());
  const all: Result[] = [];
  const failed: string[] = [];
  for (const bench of BENCHES) {
    if (only && !only.includes(bench.key)) continue;
    if (!existsSync(path.join(here, bench.file))) continue;
    process.stderr.write(`\n=== ${bench.file} ===\n`);
    const { code, results } = await run(bench.file);
    if (code !== 0) failed.push(`${bench.file} (exit code ${code})`);
    all.push(...results);
  }

  const rows: Array<[string, string, string, string]> = [];
  const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'met' : 'MISSED');
  const of = (bench: string, mode?: string) => all.find((r) => r.bench === bench && (!mode || r.mode === mode));

  const frontend = of('frontend');
  if (frontend) {
    rows.push(['shell initial JS (gzip)', kb(frontend.shellInitialGzip), '< 150 KB', verdict(frontend.shellInitialGzip < 150 * 1024)]);
    for (const remote of frontend.remotes) {
      rows.push([`remote ${remote.name}: remoteEntry + ./app (gzip)`, `${kb(remote.gzip)} (${kb(remote.entryGzip)} + ${kb(remote.exposeGzip)})`, '', '']);
    }
    rows.push(['landing first contentful paint (median)', `${frontend.fcpMedian.toFixed(0)} ms over ${frontend.fcp.length} cold loads`, '', '']);
    rows.push(['landing <h1> visible (median)', `${frontend.headingMedian.toFixed(0)} ms`, '', '']);
  }
  for (const mode of ['pglite', 'postgres']) {
    for (const save of all.filter((r) => r.bench === 'save-latency' && r.mode === mode)) {
      const pace = save.thinkMs > 0 ? `each saving every ~${save.thinkMs} ms (autosave pace)` : 'closed loop, no pause (saturation)';
      const errors = Object.keys(save.errors).length ? `, errors ${JSON.stringify(save.errors)}` : '';
      const target = mode === 'postgres' ? '< 50 ms' : '';
      rows.push([`save p50 / p99, ${save.clients} clients ${pace}, ${mode}`, `${ms(save.p50)} / ${ms(save.p99)} (${save.saves} saves, ${save.throughput}/s${errors})`,
        target, target ? verdict(save.p99 < 50 && !errors) : '']);
    }
  }
  for (const mode of ['pglite', 'postgres']) {
    const realtime = of('realtime-latency', mode);
    if (realtime) {
      rows.push([
        `realtime delivery p50 / p99, ${mode}`,
        `${ms(realtime.p50)} / ${ms(realtime.p99)} (${realtime.deliveries} updates, ${realtime.missed} missed)`,
        '< 100 ms',
        verdict(realtime.p99 < 100 && realtime.missed === 0),
      ]);
    }
  }
  const headerLatency = of('header-latency');
  if (headerLatency) {
    rows.push(['header figure after a keystroke in an amount p50 / p90', `${ms(headerLatency.keystroke.p50)} / ${ms(headerLatency.keystroke.p90)} (of which the save's start to the figure ${ms(headerLatency.keystrokeSaveToFigure.p50)})`, '', '']);
    rows.push(['header figure after a form change, in the browser p50 / p90', `${ms(headerLatency.inBrowser.p50)} / ${ms(headerLatency.inBrowser.p90)} (to the next frame ${ms(headerLatency.toFrame.p50)})`, '', '']);
    rows.push(['header figure after a save from the page, end to end p50 / p90', `${ms(headerLatency.endToEnd.p50)} / ${ms(headerLatency.endToEnd.p90)} (${headerLatency.calcCalls} calc calls)`, '', '']);
  }
  for (const other of all.filter((r) => !['frontend', 'save-latency', 'realtime-latency', 'header-latency'].includes(r.bench))) {
    rows.push([String(other.bench), JSON.stringify(other).slice(0, 100), '', '']);
  }

  const header: [string, string, string, string] = ['figure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const loads = [...new Set(all.map((r) => r.loadavg?.[0]).filter((v) => v !== undefined))];
  console.log(`\n1-minute load average when the figures were taken: ${loads.join(', ')} (2 cores, shared)`);
  if (failed.length) {
    console.log(`benchmarks that failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
