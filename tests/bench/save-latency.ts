// Benchmark (prints figures; not a test): latency of a form save through the gateway's origin (the shell's
// origin) at 50 concurrent clients, on the embedded PGlite and on PostgreSQL.
//
// Each client is its own signed-up user with a real session cookie and its own keep-alive connection,
// and saves in a loop: PATCH /api/forms/form { version, data: { firstName, lastName } } with the version it
// last got back, so every save is a real write (a new version, the audit row, the realtime publish).
// The loop is bounded by a count per client and by a time limit. Warm-up saves are not counted.
// Two runs per mode: a closed loop without pauses (saturation) and one paced like the app's autosave.
//
//   npx tsx tests/bench/save-latency.ts [--mode pglite|postgres|both] [--clients 50] [--saves 40]
//                                       [--warmup 3] [--seconds 60] [--think 0,1000] [--offset 21000]
import { parseArgs } from 'node:util';
import { emitResult, ms, newAgent, openForm, saveForm, signUp, summary, uniqueEmail, type Session } from './support/client';
import { cpuPerOperation, sampleCpu } from './support/cpu';
import { withStack, type DatabaseMode, type Stack } from './support/stack';

const NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan'];

export interface SaveBenchOptions {
  clients: number;
  saves: number;
  warmup: number;
  seconds: number;
  /**
   * Pauses between one client's saves, in ms, one run each: 0 = a closed loop at full speed (the product's
   * saturation: latency = clients / throughput), 1000 = the pace of the app's autosave (spec 3: a dirty page
   * saves after a 1000 ms pause), so the figure is the latency a user sees with 50 users saving at once.
   */
  thinks: number[];
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

export async function measureSaves(stack: Stack, options: SaveBenchOptions) {
  const log = (line: string) => process.stderr.write(`[save ${stack.mode}] ${line}\n`);
  log(`signing up ${options.clients} users`);
  // Sign-up hashes a password with scrypt: a few at a time, so set-up does not take the server down.
  const clients = await pool(Array.from({ length: options.clients }, (_, i) => i), 4, async (i) => {
    const session = await signUp(stack.origin, uniqueEmail(`save${i}`), newAgent(1));
    const form = await openForm(session);
    return { session, version: form.version, turn: i };
  });

  const errors = new Map<string, number>();
  const samples: number[] = [];
  const saveOnce = async (client: { session: Session; version: number; turn: number }, record: boolean) => {
    client.turn++;
    const data = { firstName: NAMES[client.turn % NAMES.length], lastName: NAMES[(client.turn + 3) % NAMES.length] };
    const result = await saveForm(client.session, client.version, data);
    if (result.form) client.version = result.form.version;
    if (result.status !== 200) {
      const key = `${result.status} ${JSON.stringify(result.body).slice(0, 120)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return;
    }
    if (record) samples.push(result.ms);
  };

  log(`warm-up: ${options.warmup} saves per client`);
  await Promise.all(clients.map(async (client) => {
    for (let i = 0; i < options.warmup; i++) await saveOnce(client, false);
  }));

  const results = [];
  for (const think of options.thinks) {
    samples.length = 0;
    errors.clear();
    log(`measuring: ${options.clients} clients x up to ${options.saves} saves, ${think} ms between a client's saves (at most ${options.seconds} s)`);
    const deadline = performance.now() + options.seconds * 1000;
    const cpuBefore = sampleCpu(stack.pgid);
    const started = performance.now();
    await Promise.all(clients.map(async (client, index) => {
      // Paced clients start spread over one pause, so they do not save in lockstep.
      if (think > 0) await sleep((index / clients.length) * think);
      for (let i = 0; i < options.saves && performance.now() < deadline; i++) {
        await saveOnce(client, true);
        if (think > 0) await sleep(think * (0.8 + 0.4 * Math.random()));
      }
    }));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuPerOperation(cpuBefore, sampleCpu(stack.pgid), samples.length);

    const stats = summary(samples);
    const result = {
      bench: 'save-latency',
      mode: stack.mode,
      clients: options.clients,
      thinkMs: think,
      saves: stats.count,
      seconds: Number(elapsed.toFixed(2)),
      throughput: Number((stats.count / elapsed).toFixed(1)),
      p50: stats.p50,
      p90: stats.p90,
      p99: stats.p99,
      max: stats.max,
      mean: stats.mean,
      errors: Object.fromEntries(errors),
      cpuMsPerSave: Object.fromEntries(cpu.map((row) => [row.process, row.msPerOp])),
    };
    log(
      `${stats.count} saves in ${elapsed.toFixed(1)} s (${result.throughput}/s): p50 ${ms(stats.p50)}, p90 ${ms(stats.p90)}, ` +
        `p99 ${ms(stats.p99)}, max ${ms(stats.max)}${errors.size ? `; errors ${JSON.stringify(result.errors)}` : ''}`,
    );
    log(`CPU per save: ${cpu.filter((row) => row.msPerOp >= 0.05).map((row) => `${row.process} ${row.msPerOp} ms`).join(', ')}`);
    if (errors.size) {
      const lines = stack.output().filter((line) => /error/i.test(line)).slice(-5);
      if (lines.length) log(`the product's last error lines:\n  ${lines.join('\n  ')}`);
    }
    results.push(result);
  }
  for (const client of clients) client.session.agent.destroy();
  return results;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function modesOf(value: string | undefined): DatabaseMode[] {
  if (!value || value === 'both') return ['pglite', 'postgres'];
  if (value === 'pglite' || value === 'postgres') return [value];
  throw new Error(`--mode must be pglite, postgres or both (got ${value})`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string' },
      clients: { type: 'string', default: '50' },
      saves: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '60' },
      think: { type: 'string', default: '0,1000' },
      offset: { type: 'string', default: '21000' },
    },
  });
  const options: SaveBenchOptions = {
    clients: Number(values.clients),
    saves: Number(values.saves),
    warmup: Number(values.warmup),
    seconds: Number(values.seconds),
    thinks: values.think!.split(',').map(Number),
  };
  const modes = modesOf(values.mode);
  for (const [index, mode] of modes.entries()) {
    const results = await withStack({ mode, offset: Number(values.offset) + index * 100 }, (stack) => measureSaves(stack, options));
    for (const result of results) emitResult(result);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
