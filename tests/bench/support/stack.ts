// Starts a whole private copy of the product for one benchmark run and stops it again:
// `npm start` (scripts/start.ts) with PORT_OFFSET, a fresh temporary DATA_DIR and, for the PostgreSQL mode,
// DATABASE_URL on a database created for this run and dropped afterwards. Only 127.0.0.1 is used.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { portOf } from '@taxapp/contracts/ports';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const HOST = '127.0.0.1';

export type DatabaseMode = 'pglite' | 'postgres';

/** The PostgreSQL server the PostgreSQL mode uses (BENCH_POSTGRES_URL, else the local server). */
export const POSTGRES_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Stack {
  mode: DatabaseMode;
  /** The gateway's origin (the shell's origin), e.g. http://127.0.0.1:24000 */
  origin: string;
  env: NodeJS.ProcessEnv;
  /** How the product was started (for the report). */
  how: string;
  stop(): Promise<void>;
  /** The process group of the product (every process it started). */
  pgid: number | undefined;
  /** The last lines the product printed. */
  output(): string[];
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `check` resolves true, or throws after `timeoutMs`. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the product exited with code ${child.exitCode} while starting`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}

async function status(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status;
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the product. `offset` is the PORT_OFFSET (every port = default + offset).
 * The child runs in its own process group so that stop() ends it and everything it started, and nothing else.
 */
export async function startStack(options: { mode: DatabaseMode; offset: number; log?: (line: string) => void }): Promise<Stack> {
  const { mode, offset } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `taxapp-bench-${mode}-`));
  let database: string | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT_OFFSET: String(offset),
    DATA_DIR: dataDir,
  };
  // Variables that would move a port away from PORT_OFFSET, or point at another database, are not inherited.
  for (const name of ['PORT', 'PERSONAL_PORT', 'INCOME_PORT', 'DEDUCTIONS_CREDITS_PORT', 'REVIEW_COACH_PORT', 'IDENTITY_PORT', 'FORMS_PORT',
    'DOCUMENTS_PORT', 'CHAT_PORT', 'CALC_PORT', 'AUDIT_PORT', 'EMBEDDED_DB_PORT', 'DATABASE_URL', 'PUBLIC_URL', 'REMOTES_MANIFEST']) {
    delete env[name];
  }
  // BENCH_CPU_PROFILE=<folder>: the matching processes write a CPU profile when they stop (support/cpu-profile.mjs).
  if (process.env.BENCH_CPU_PROFILE) {
    const preload = path.join(REPO_ROOT, 'tests/bench/support/cpu-profile.mjs');
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim();
  }
  if (mode === 'postgres') {
    database = `bench_${process.pid}_${Date.now().toString(36)}`;
    await withServer((client) => client.query(`CREATE DATABASE ${database}`));
    const url = new URL(POSTGRES_SERVER_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }

  // `npm start` when the launcher exists; until then the e2e tests' stand-in for it (same services, same ports).
  let startScript = path.join(REPO_ROOT, 'scripts/start.ts');
  let launcher = 'npm start (scripts/start.ts)';
  if (!existsSync(startScript)) {
    startScript = path.join(REPO_ROOT, 'tests/e2e/support/devStack.ts');
    launcher = 'tests/e2e/support/devStack.ts (scripts/start.ts not there yet)';
    if (!existsSync(startScript)) throw new Error('scripts/start.ts is missing: the benchmark starts the product with `npm start`');
  }
  const how = `${launcher}, PORT_OFFSET=${offset}, DATA_DIR=${dataDir}${mode === 'postgres' ? `, DATABASE_URL=${env.DATABASE_URL}` : ' (embedded PGlite)'}`;
  log(`starting: ${how}`);
  // tsx directly (what `npm start` runs), so the process group holds node and not an npm wrapper too.
  const child = spawn(process.execPath, ['--import', 'tsx', startScript], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const origin = `http://${HOST}:${portOf('gateway', env)}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
      const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        log('the product did not stop within 15 s after SIGINT: SIGKILL to its process group');
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        await Promise.race([exited, sleep(3000)]);
      }
    }
    // Children of start.ts that outlived it (same process group) are ended too.
    if (child.pid) {
      try {
        process.kill(-child.pid, 0);
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* none left */
      }
    }
    if (database) {
      await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch((error) =>
        log(`could not drop ${database}: ${(error as Error).message}`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      'gateway, identity and forms',
      async () =>
        (await status(`${origin}/api/identity/me`)) === 401 &&
        (await status(`${origin}/api/forms/form`)) === 401,
      180_000,
      child,
    );
  } catch (error) {
    log(output.slice(-60).join('\n'));
    await stop();
    throw error;
  }
  log(`ready at ${origin}`);
  return { mode, origin, env, how, stop, pgid: child.pid, output: () => output.slice() };
}

/** Runs `work` against a fresh stack and always stops it, also on Ctrl-C. */
export async function withStack<T>(options: { mode: DatabaseMode; offset: number }, work: (stack: Stack) => Promise<T>): Promise<T> {
  const stack = await startStack(options);
  const onSignal = () => void stack.stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(stack);
  } catch (error) {
    process.stderr.write(`the benchmark failed; the product's last output:\n${stack.output().slice(-40).join('\n')}\n`);
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stack.stop();
  }
}
