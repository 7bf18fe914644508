// Save and realtime latency of the forms service alone (no gateway), on PGlite or PostgreSQL:
//   npx tsx services/forms/bench/save-latency.ts [pglite|postgres] [clients=50] [savesPerClient=20]
// PostgreSQL needs TEST_DATABASE_URL. Each client is a user with a second socket ("another tab"); the
// realtime latency is from the save's start to that socket's message.
import WebSocket from 'ws';
import { signInTestUser, startService, startTestDatabase, type DatabaseKind } from '@taxapp/platform/testing';
import { createFormsService } from '../src/app';
import { PostgresNotifyBus } from '../src/realtime';

const kind = (process.argv[2] ?? 'pglite') as DatabaseKind;
const clients = Number(process.argv[3] ?? 50);
const perClient = Number(process.argv[4] ?? 20);

const database = await startTestDatabase(kind);
const forms = createFormsService({
  db: database.db,
  sessions: database.sessions,
  realtime: kind === 'postgres' ? { kind: 'postgres', databaseUrl: database.url } : { kind: 'memory' },
});
const service = await startService(forms.app);
forms.attach(service.server);
if (forms.bus instanceof PostgresNotifyBus) await forms.bus.whenListening();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
};

const users = await Promise.all(
  Array.from({ length: clients }, async () => {
    const user = await signInTestUser(database);
    const opened = await fetch(`${service.url}/api/forms/form/open`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: '{}' });
    const { form } = (await opened.json()) as { form: { version: number } };
    const ws = new WebSocket(`${service.url.replace('http', 'ws')}/api/forms/realtime`, { headers: { cookie: user.cookie } });
    const waiting = new Map<number, (at: number) => void>();
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'form.changed') waiting.get(message.form.version)?.(performance.now());
    });
    await new Promise((resolve) => ws.once('message', resolve)); // ready
    return { ...user, version: form.version, ws, waiting };
  }),
);

const saves: number[] = [];
const deliveries: number[] = [];
const started = performance.now();
await Promise.all(
  users.map(async (user) => {
    for (let i = 0; i < perClient; i++) {
      const begin = performance.now();
      const delivered = new Promise<number>((resolve) => user.waiting.set(user.version + 1, resolve));
      const response = await fetch(`${service.url}/api/forms/form`, {
        method: 'PATCH',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ version: user.version, data: { line1: i + 1, city: `City ${i}` } }),
      });
      const body = (await response.json()) as { form: { version: number } };
      saves.push(performance.now() - begin);
      if (response.status !== 200) throw new Error(`save answered ${response.status}`);
      user.version = body.form.version;
      deliveries.push((await delivered) - begin);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    database: kind,
    clients,
    saves: saves.length,
    saveMs: { p50: quantile(saves, 0.5), p99: quantile(saves, 0.99) },
    realtimeMs: { p50: quantile(deliveries, 0.5), p99: quantile(deliveries, 0.99) },
    savesPerSecond: Math.round(saves.length / seconds),
  }),
);
for (const user of users) user.ws.close();
await forms.close();
await service.close();
await database.stop();
process.exit(0);
