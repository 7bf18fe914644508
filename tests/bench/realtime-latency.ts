// Benchmark (prints figures; not a test): realtime delivery latency from one tab's save to another tab's
// update, through the gateway's origin, on the embedded PGlite and on PostgreSQL.
//
// One user, two sessions (tab A signs up, tab B signs in: two cookies, as two devices or two tabs after a
// sign-in each). Tab B holds the WebSocket /api/forms/realtime; tab A saves (HTTP PATCH) one at a time.
// Delivery latency = time from just before A sends its PATCH to B receiving the `form.changed` message of
// that version. Saves are sequential, one every 110 ms (start to start): the product sends at most 10
// realtime events per second per socket (spec 1 §9) and holds back and merges the rest, so a faster pace
// would measure that limit instead of the delivery path. The load case is save-latency.ts.
//
//   npx tsx tests/bench/realtime-latency.ts [--mode pglite|postgres|both] [--saves 300] [--warmup 10]
//                                           [--interval 110] [--offset 21200]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { emitResult, ms, newAgent, openForm, saveForm, signIn, signUp, summary, uniqueEmail, type Session } from './support/client';
import { withStack, type Stack } from './support/stack';
import { modesOf } from './save-latency';

const NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan'];

export interface RealtimeBenchOptions {
  saves: number;
  warmup: number;
  /** Start-to-start time between saves (>= 100 ms keeps under the 10 events/s realtime limit). */
  intervalMs: number;
}

/** Opens the realtime socket of `session` and resolves once the server says `ready`. */
function openSocket(session: Session): Promise<WebSocket> {
  const url = `${session.origin.replace(/^http/, 'ws')}/api/forms/realtime`;
  const ws = new WebSocket(url, { headers: { Cookie: session.cookie, Origin: session.origin } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('realtime socket: no ready message in 10 s')), 10_000);
    ws.on('message', function first(raw) {
      const message = JSON.parse(raw.toString());
      if (message.type === 'ready') {
        clearTimeout(timer);
        ws.off('message', first);
        resolve(ws);
      }
    });
    ws.on('close', (code, reason) => reject(new Error(`realtime socket closed ${code} ${reason}`)));
    ws.on('error', reject);
  });
}

export async function measureRealtime(stack: Stack, options: RealtimeBenchOptions) {
  const log = (line: string) => process.stderr.write(`[realtime ${stack.mode}] ${line}\n`);
  const email = uniqueEmail('realtime');
  const tabA = await signUp(stack.origin, email, newAgent(1));
  const tabB = await signIn(stack.origin, email, newAgent(1));
  let version = (await openForm(tabA)).version;
  const socket = await openSocket(tabB);
  const clientId = randomUUID();

  // version -> resolve(time the update arrived)
  const waiting = new Map<number, (at: number) => void>();
  socket.on('message', (raw) => {
    const at = performance.now();
    const message = JSON.parse(raw.toString());
    if (message.type !== 'form.changed') return;
    waiting.get(message.form.version)?.(at);
  });

  const delivery: number[] = [];
  const saveTimes: number[] = [];
  let missed = 0;
  const errors = new Map<string, number>();
  const total = options.warmup + options.saves;
  log(`${options.warmup} warm-up + ${options.saves} measured saves, one every ${options.intervalMs} ms`);
  for (let i = 0; i < total; i++) {
    const expected = version + 1;
    const arrived = new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 5000);
      waiting.set(expected, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
    const sent = performance.now();
    const result = await saveForm(tabA, version, { firstName: NAMES[i % NAMES.length], lastName: NAMES[(i + 3) % NAMES.length] }, clientId);
    if (result.form) version = result.form.version;
    if (result.status !== 200 || result.form?.version !== expected) {
      const key = `${result.status} ${JSON.stringify(result.body).slice(0, 120)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      waiting.delete(expected);
      continue;
    }
    const at = await arrived;
    waiting.delete(expected);
    if (i >= options.warmup) {
      saveTimes.push(result.ms);
      if (at === undefined) missed++;
      else delivery.push(at - sent);
    }
    const rest = options.intervalMs - (performance.now() - sent);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  socket.close();
  tabA.agent.destroy();
  tabB.agent.destroy();

  const stats = summary(delivery);
  const saves = summary(saveTimes);
  const result = {
    bench: 'realtime-latency',
    mode: stack.mode,
    deliveries: stats.count,
    missed,
    p50: stats.p50,
    p90: stats.p90,
    p99: stats.p99,
    max: stats.max,
    saveP50: saves.p50,
    saveP99: saves.p99,
    errors: Object.fromEntries(errors),
  };
  log(
    `${stats.count} updates delivered (${missed} missed within 5 s): p50 ${ms(stats.p50)}, p90 ${ms(stats.p90)}, p99 ${ms(stats.p99)}, ` +
      `max ${ms(stats.max)}; the PATCH itself p50 ${ms(saves.p50)}, p99 ${ms(saves.p99)}${errors.size ? `; errors ${JSON.stringify(result.errors)}` : ''}`,
  );
  return result;
}

async function main() {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string' },
      saves: { type: 'string', default: '300' },
      warmup: { type: 'string', default: '10' },
      interval: { type: 'string', default: '110' },
      offset: { type: 'string', default: '21200' },
    },
  });
  const options: RealtimeBenchOptions = { saves: Number(values.saves), warmup: Number(values.warmup), intervalMs: Number(values.interval) };
  for (const [index, mode] of modesOf(values.mode).entries()) {
    const result = await withStack({ mode, offset: Number(values.offset) + index * 100 }, (stack) => measureRealtime(stack, options));
    emitResult(result);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
