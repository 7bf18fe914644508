// Preloaded into the product's processes (NODE_OPTIONS=--import) when BENCH_CPU_PROFILE=<folder> is set:
// the processes whose command line contains BENCH_CPU_PROFILE_MATCH (default: services/forms) record a V8
// CPU profile and write <folder>/<name>-<pid>.cpuprofile when they exit (open it in Chrome DevTools).
// (--cpu-prof itself is not allowed in NODE_OPTIONS.)
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.env.BENCH_CPU_PROFILE;
const match = process.env.BENCH_CPU_PROFILE_MATCH || 'services/forms';
const command = process.argv.slice(1).join(' ');
if (folder && command.includes(match)) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // The in-process inspector session answers synchronously, so this runs before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(folder, { recursive: true });
      const name = path.basename(path.dirname(path.dirname(process.argv[1] ?? 'node'))) || 'node';
      writeFileSync(path.join(folder, `${name}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
