// `npm start`: the whole product on one machine. Builds any app whose build is missing, starts the embedded
// database (unless DATABASE_URL), migrates, starts each service as its own process, serves each remote's
// build on its own port with CORS, starts the gateway, prints the URL, and stops everything on Ctrl-C.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const env: NodeJS.ProcessEnv = { ...process.env };
env.DATA_DIR = dataDirFromEnv(env); // absolute, so every process finds the same folder
const children: Array<{ name: string; process: ChildProcess }> = [];
const closers: Array<() => Promise<void> | void> = [];
let stopping = false;

function log(message: string) {
  console.log(`[start] ${message}`);
}

function buildMissingApps() {
  for (const app of APPS) {
    const dist = path.join(ROOT, app.workspace, 'dist');
    const ready = existsSync(path.join(dist, 'index.html')) && (app.port === null || existsSync(path.join(dist, 'mf-manifest.json')));
    if (ready) continue;
    log(`building ${app.workspace} (no build in ${path.relative(ROOT, dist)})`);
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

function startProcess(name: string, entry: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
    void stop(1);
  });
  children.push({ name, process: child });
}

function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get(url, (res) => {
        res.resume();
        if (res.statusCode && res.statusCode < 500) resolve();
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
  await Promise.all(
    children.map(
      ({ process: child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
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

  buildMissingApps();
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
  for (const service of services) startProcess(service.name, service.entry);

  for (const app of APPS) {
    if (!app.port) continue;
    const server = await startStaticServer(path.join(ROOT, app.workspace, 'dist'), portOf(app.port, env));
    closers.push(() => server.close());
  }

  startProcess('gateway', 'services/gateway/src/main.ts');

  await Promise.all(services.map((service) => waitForHttp(`http://127.0.0.1:${portOf(service.port, env)}/healthz`)));
  await waitForHttp(`http://127.0.0.1:${portOf('gateway', env)}/remotes.json`);
  const url = env.PUBLIC_URL || `http://localhost:${portOf('gateway', env)}`;
  log(`services: ${services.map((s) => `${s.name} ${portOf(s.port, env)}`).join(', ')}`);
  log(`remotes: ${APPS.filter((a) => a.port).map((a) => `${a.workspace} ${portOf(a.port!, env)}`).join(', ')}`);
  console.log(`\n  The tax return app is running: open ${url}\n  (Ctrl-C stops it)\n`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
