// `npm start`: the whole product on one machine. Builds any app whose build is missing or older than its sources, starts the embedded
// database (unless DATABASE_URL), migrates, starts each service as its own process, serves each remote's
// build on its own port with CORS, starts the gateway, prints the URL, and stops everything on Ctrl-C.
// A service (or the gateway) that dies once the product is up is started again after a growing delay
// (1, 2, 4 ... 30 s), and the console says so; one that dies while the product starts stops it (a setup
// error, such as a port in use, would only repeat). START_API_ONLY=1 skips the front-end apps (API tests).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf, type PortName } from '@taxapp/contracts/ports';
import { createDb, dataDirFromEnv, migrate, sessionSecretFromEnv, startEmbeddedDatabase, type EmbeddedDatabase } from '@taxapp/platform';
import { startStaticServer } from './static-server';

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

/** Delays before restarting a process that died, by how many times it died in a row. */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];
/** A process up this long is well again: its next death restarts it after the first delay. */
const STABLE_AFTER_MS = 60_000;

const env: NodeJS.ProcessEnv = { ...process.env };
env.DATA_DIR = dataDirFromEnv(env); // absolute, so every process finds the same folder
const apiOnly = env.START_API_ONLY === '1';

/** One process the launcher keeps running: a service or the gateway. */
interface Supervised {
  name: string;
  entry: string;
  healthUrl: string;
  process: ChildProcess | null;
  startedAt: number;
  /** Deaths in a row (reset once it stays up STABLE_AFTER_MS). */
  failures: number;
  /** Answered its health check at least once: from then on, a death is restarted instead of stopping all. */
  wasHealthy: boolean;
  restartTimer?: NodeJS.Timeout;
}
const supervised: Supervised[] = [];
const closers: Array<() => Promise<void> | void> = [];
let stopping = false;

function log(message: string) {
  console.log(`[start] ${message}`);
}

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

function prefixLines(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) {
  if (!stream) return;
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

function supervise(name: string, entry: string, port: PortName): Supervised {
  const target: Supervised = { name, entry, healthUrl: `http://127.0.0.1:${portOf(port, env)}/healthz`, process: null, startedAt: 0, failures: 0, wasHealthy: false };
  supervised.push(target);
  startProcess(target);
  return target;
}

function startProcess(target: Supervised) {
  const child = spawn(process.execPath, ['--import', 'tsx', target.entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  target.process = child;
  target.startedAt = Date.now();
  log(`${target.name} started (pid ${child.pid})`);
  prefixLines(target.name, child.stdout, process.stdout);
  prefixLines(target.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    // On Ctrl-C the terminal signals the children too: give our own handler the moment to set `stopping`.
    setTimeout(() => onExit(target, child, signal ?? `exit code ${code}`), 100);
  });
}

function onExit(target: Supervised, child: ChildProcess, how: string) {
  if (stopping || target.process !== child) return;
  if (!target.wasHealthy) {
    console.error(`[start] ${target.name} stopped (${how}) before it was up; stopping everything`);
    void stop(1);
    return;
  }
  if (Date.now() - target.startedAt > STABLE_AFTER_MS) target.failures = 0;
  const delay = RESTART_DELAYS_MS[Math.min(target.failures, RESTART_DELAYS_MS.length - 1)];
  target.failures += 1;
  console.error(`[start] ${target.name} stopped (${how}); restarting it in ${delay / 1000} s (restart ${target.failures} in a row)`);
  target.restartTimer = setTimeout(() => {
    if (stopping) return;
    startProcess(target);
    const restarted = target.process!;
    const started = Date.now();
    waitForHttp(target.healthUrl).then(
      () => {
        if (target.process === restarted) log(`${target.name} is back (pid ${restarted.pid}, healthy after ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      },
      () => undefined, // it died again (its exit restarts it) or we are stopping
    );
  }, delay);
}

/** Resolves once `url` answers 200 (a health check). */
function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get(url, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else retry();
      });
      req.on('error', retry);
      req.setTimeout(2000, () => req.destroy());
    };
    const retry = () => {
      if (stopping) return reject(new Error('stopping'));
      if (Date.now() > deadline) return reject(new Error(`${url} did not answer within ${timeoutMs / 1000} s`));
      setTimeout(attempt, 150);
    };
    attempt();
  });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  for (const target of supervised) clearTimeout(target.restartTimer);
  await Promise.all(
    supervised.map(
      ({ process: child }) =>
        new Promise<void>((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => {
            if (child.exitCode === null) child.kill('SIGKILL');
            resolve();
          }, 5000).unref();
        }),
    ),
  );
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
  const running = services.map((service) => supervise(service.name, service.entry, service.port));

  for (const app of APPS) {
    if (!app.port || apiOnly) continue;
    const server = await startStaticServer(path.join(ROOT, app.workspace, 'dist'), portOf(app.port, env));
    closers.push(() => server.close());
  }

  running.push(supervise('gateway', 'services/gateway/src/main.ts', 'gateway'));

  await Promise.all(
    running.map(async (target) => {
      await waitForHttp(target.healthUrl);
      target.wasHealthy = true;
    }),
  );
  const url = env.PUBLIC_URL || `http://localhost:${portOf('gateway', env)}`;
  log(`services: ${services.map((s) => `${s.name} ${portOf(s.port, env)}`).join(', ')}`);
  if (!apiOnly) log(`remotes: ${APPS.filter((a) => a.port).map((a) => `${a.workspace} ${portOf(a.port!, env)}`).join(', ')}`);
  console.log(`\n  The tax return app is running: open ${url}\n  (Ctrl-C stops it)\n`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
