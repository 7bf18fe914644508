// CPU time per process of the product (Linux /proc), to see where a benchmark's work goes: the gateway,
// a service, the embedded database (inside start.ts), PostgreSQL's backends, or the benchmark itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface CpuSample {
  /** label -> CPU seconds (user + system) so far */
  seconds: Map<string, number>;
}

function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return undefined;
  }
}

function label(args: string): string {
  const service = args.match(/services\/([\w-]+)\/src\/main\.ts/);
  if (service) return service[1]!;
  if (args.includes('scripts/start.ts')) return 'start.ts (embedded PGlite + remotes static servers)';
  if (args.startsWith('postgres')) return 'postgresql (all backends on the server)';
  return args.slice(0, 60);
}

/** CPU seconds of every process in process group `pgid`, of the PostgreSQL server's processes, and of this process. */
export function sampleCpu(pgid: number | undefined): CpuSample {
  const seconds = new Map<string, number>();
  const add = (name: string, value: number | undefined) => {
    if (value !== undefined) seconds.set(name, (seconds.get(name) ?? 0) + value);
  };
  const listing = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' });
  for (const line of listing.split('\n')) {
    const match = line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/);
    if (!match) continue;
    const [, pid, group, args] = match;
    if (pgid !== undefined && Number(group) === pgid) add(label(args!), cpuSecondsOf(Number(pid)));
    else if (args!.startsWith('postgres')) add(label(args!), cpuSecondsOf(Number(pid)));
  }
  const own = process.cpuUsage();
  add('benchmark client (this process)', (own.user + own.system) / 1e6);
  return { seconds };
}

/** CPU milliseconds per operation between two samples, largest first. */
export function cpuPerOperation(before: CpuSample, after: CpuSample, operations: number): Array<{ process: string; msPerOp: number; seconds: number }> {
  const rows: Array<{ process: string; msPerOp: number; seconds: number }> = [];
  for (const [name, end] of after.seconds) {
    const start = before.seconds.get(name);
    if (start === undefined) continue;
    const seconds = end - start;
    rows.push({ process: name, seconds: Number(seconds.toFixed(2)), msPerOp: Number(((seconds * 1000) / Math.max(1, operations)).toFixed(2)) });
  }
  return rows.sort((a, b) => b.msPerOp - a.msPerOp);
}
