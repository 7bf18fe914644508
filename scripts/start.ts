// `npm start`: the whole product on one machine. Builds any app whose build is missing or older than its sources, starts the embedded
// database (unless DATABASE_URL), migrates, starts each service as its own process, serves each remote's
// build on its own port with CORS, starts the gateway, prints the URL, and stops everything on Ctrl-C.
// A service (or the gateway) that dies once the product is up is started again after a growing delay
// (1, 2, 4 ... 30 s), and the console says so; one alive but no longer answering its /healthz is killed and
// restarted the same way (scripts/supervisor.ts); one that dies while the product starts stops it (a setup
// error, such as a port in use, would only repeat). START_API_ONLY=1 skips the front-end apps (API tests).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf, type PortName } from '@taxapp/contracts/ports';
import { createDb, dataDirFromEnv, migrate, sessionSecretFromEnv, startEmbeddedDatabase, type EmbeddedDatabase } from '@taxapp/platform';
import { startStaticServer } from './static-server';
import { Supervisor } from './supervisor';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The services, each its own process. To add one: a line here (and a route in services/gateway/src/routes.ts). */
const SERVICES: Array<{ name: string; entry: string; port: PortName }> = [
  { name: 'identity', entry: 'services/identity/src/main.ts', port: 'identity' },
  { name: 'forms', entry: 'services/forms/src/main.ts', port: 'forms' },
  { name: 'calc', entry: 'services/calc/src/main.ts', port: 'calc' },
  { name: 'documents', entry: 'services/documents/src/main.ts', port: 'documents' },
  { name: 'chat', entry: 'services/chat/src/main.ts', port: 'chat' },
  { name: 'audit', entry: 'services/audit/src/main.ts', port: 'audit' },
];

/** The front-end apps: the shell (served by the gateway) and the four remotes (each on its own port). */
const APPS: Array<{ workspace: string; port: PortName | null }> = [
  { workspace: 'shell', port: null },
  { workspace: 'mfe-personal', port: 'personal' },
  { workspace: 'mfe-income', port: 'income' },
  { workspace: 'mfe-deductions-credits', port: 'deductionsCredits' },
  { workspace: 'mfe-review-coach', port: 'reviewCoach' },
];

/** How the launcher keeps the services and the gateway running (scripts/supervisor.ts). */
const SUPERVISION = {
  restartDelaysMs: [1000, 2000, 4000, 8000, 16_000, 30_000],
  stableAfterMs: 60_000,
  // Hung = 3 health checks in a row without an answer within 5 s, one every 5 s: killed about 15 s after it stopped answering.
  probeIntervalMs: 5000,
  probeTimeoutMs: 5000,
  failedProbesBeforeKill: 3,
  startTimeoutMs: 60_000,
};

const env: NodeJS.ProcessEnv = { ...process.env };
env.DATA_DIR = dataDirFromEnv(env); // absolute, so every process finds the same folder
const apiOnly = env.START_API_ONLY === '1';

const closers: Array<() => Promise<void> | void> = [];
let stopping = false;

function log(message: string) {
  console.log(`[start] ${message}`);
}

const supervisor = new Supervisor({
  ...SUPERVISION,
  log,
  warn: (message) => console.error(`[start] ${message}`),
  onFatal: (name, how) => {
    console.error(`[start] ${name} stopped (${how}) before it was up; stopping everything`);
    void stop(1);
  },
  onOutput: (name, line, stream) => (stream === 'stdout' ? process.stdout : process.stderr).write(`[${name}] ${line}\n`),
});

/** The newest modification time of the files below `dir` (node_modules and dist left out), 0 when none. */
function newestFileTime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFileTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// What an app's bundle is made of: its own folder and the workspaces every front-end app bundles.
const BUNDLED_WORKSPACES = ['ui', 'contracts/src', 'engine/src', 'engine/data'];

function buildMissingApps() {
  for (const app of APPS) {
    const dist = path.join(ROOT, app.workspace, 'dist');
    const index = path.join(dist, 'index.html');
    const built = existsSync(index) && (app.port === null || existsSync(path.join(dist, 'mf-manifest.json')));
    // A pull or an edit since the last build would otherwise serve yesterday's screens.
    const sourcesChanged = built && [app.workspace, ...BUNDLED_WORKSPACES].some((dir) => newestFileTime(path.join(ROOT, dir)) > statSync(index).mtimeMs);
    if (built && !sourcesChanged) continue;
    log(`building ${app.workspace} (${built ? 'its sources changed since' : 'no'} build in ${path.relative(ROOT, dist)})`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`the build of ${app.workspace} failed`);
  }
}

/** One launcher per data folder: two PGlite instances on the same files would corrupt them. */
function lockDataDir(dataDir: string) {
  const lock = path.join(dataDir, 'start.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`another copy (pid ${pid}) is running on ${dataDir}; stop it, or use another DATA_DIR and PORT_OFFSET`);
  }
  writeFileSync(lock, String(process.pid));
  closers.push(() => rmSync(lock, { force: true }));
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await supervisor.stop();
  for (const close of closers.reverse()) {
    try {
      await close();
    } catch (error) {
      console.error('[start] while stopping:', error);
    }
  }
  process.exit(code);
}

async function main() {
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGHUP', () => void stop(0));
  // If whoever started us goes away without a signal (npm killed), stop instead of running orphaned.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 1000).unref();

  if (apiOnly) log('START_API_ONLY=1: the front-end apps are neither built nor served');
  else buildMissingApps();
  const dataDir = env.DATA_DIR!;
  sessionSecretFromEnv(env); // created once, before the services race for it

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    lockDataDir(dataDir);
    const port = portOf('embeddedDatabase', env);
    let embedded: EmbeddedDatabase;
    try {
      embedded = await startEmbeddedDatabase({ dataDir, port });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new Error(`port ${port} of the embedded database is in use: is another copy running? Use PORT_OFFSET=N to start a second one.`);
      }
      throw error;
    }
    closers.push(() => embedded.stop());
    databaseUrl = embedded.url;
    log(`embedded database (PGlite) in ${path.join(dataDir, 'pglite')}, served on port ${embedded.port}`);
  } else {
    log('using the PostgreSQL server of DATABASE_URL');
  }
  const db = createDb(databaseUrl, { poolMax: 2 });
  await migrate(db);
  await db.destroy();
  log('database migrated');

  const services = SERVICES.filter((service) => existsSync(path.join(ROOT, service.entry)));
  const supervise = (name: string, entry: string, port: PortName) => {
    const up = supervisor.add({
      name,
      command: process.execPath,
      args: ['--import', 'tsx', entry],
      cwd: ROOT,
      env,
      healthUrl: `http://127.0.0.1:${portOf(port, env)}/healthz`,
    });
    up.catch(() => undefined); // awaited below, after the remotes' servers: not an unhandled rejection meanwhile
    return up;
  };
  const running = services.map((service) => supervise(service.name, service.entry, service.port));

  for (const app of APPS) {
    if (!app.port || apiOnly) continue;
    const server = await startStaticServer(path.join(ROOT, app.workspace, 'dist'), portOf(app.port, env));
    closers.push(() => server.close());
  }

  running.push(supervise('gateway', 'services/gateway/src/main.ts', 'gateway'));
  await Promise.all(running);
  const url = env.PUBLIC_URL || `http://localhost:${portOf('gateway', env)}`;
  log(`services: ${services.map((s) => `${s.name} ${portOf(s.port, env)}`).join(', ')}`);
  if (!apiOnly) log(`remotes: ${APPS.filter((a) => a.port).map((a) => `${a.workspace} ${portOf(a.port!, env)}`).join(', ')}`);
  console.log(`\n  The tax return app is running: open ${url}\n  (Ctrl-C stops it)\n`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
