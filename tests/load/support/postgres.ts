// The PostgreSQL server the load run uses, and how it is restarted in the middle of the run.
// - 'private' (default): a throwaway cluster of its own (initdb in a temporary folder, pg_ctl on its own port),
//   so the restart hits this run alone and not the other test runs sharing the machine's server on 5432.
// - 'shared': a fresh database on the machine's server (postgres://postgres@127.0.0.1:5432, trust), restarted
//   with `pg_ctlcluster <version> main restart`: the whole server restarts, every other user of it sees the outage.
// Both need the Debian/Ubuntu PostgreSQL packages (/usr/lib/postgresql/<version>/bin), which .ci/run uses too.
// Run as root, the server's commands run as the 'postgres' user (initdb and postgres refuse root).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type PostgresMode = 'private' | 'shared';

export interface PostgresServer {
  mode: PostgresMode;
  /** The fresh database the product runs on. */
  databaseUrl: string;
  /** What restart() runs, for the report. */
  restartCommand: string;
  /** Restarts the server (fast shutdown: open connections are cut); resolves once it accepts connections again. */
  restart(): Promise<void>;
  /** Drops the database (shared) or stops and removes the cluster (private). */
  close(): Promise<void>;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl'))) : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

function run(command: string, args: string[], asPostgres: boolean) {
  const [file, argv] = asPostgres && process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) throw new Error(`${[file, ...argv].join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** The same, without blocking the event loop (the simulated users keep running while the server restarts). */
function runInBackground(command: string, args: string[], asPostgres: boolean): Promise<void> {
  const [file, argv] = asPostgres && process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { cwd: os.tmpdir(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${[file, ...argv].join(' ')} failed (${code}): ${stderr}`))));
  });
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resolves once the server at `url` accepts a connection (polled every 100 ms). */
export async function waitForPostgres(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await query(url, 'SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL at ${url} did not accept connections within ${timeoutMs / 1000} s: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgres(mode: PostgresMode, port: number): Promise<PostgresServer> {
  const database = `load_${Date.now().toString(36)}_${process.pid}`;
  if (mode === 'shared') {
    const server = 'postgres://postgres@127.0.0.1:5432/postgres';
    await query(server, `CREATE DATABASE ${database}`);
    const version = path.basename(path.dirname(postgresBin()));
    return {
      mode,
      databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`,
      restartCommand: `pg_ctlcluster --skip-systemctl-redirect -m fast ${version} main restart`,
      async restart() {
        await runInBackground('pg_ctlcluster', ['--skip-systemctl-redirect', '-m', 'fast', version, 'main', 'restart'], false);
        await waitForPostgres(server);
      },
      async close() {
        await query(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      },
    };
  }

  const bin = postgresBin();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxapp-load-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(run('id', ['-u', 'postgres'], false).trim());
    const gid = Number(run('id', ['-g', 'postgres'], false).trim());
    chownSync(dataDir, uid, gid);
  }
  chmodSync(dataDir, 0o700);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], true);
  // The product's pools (a few connections per service) times the services, with room; a socket in the data folder.
  const options = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c max_connections=200 -c fsync=on`;
  const pgCtlArgs = (...args: string[]) => ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', options, '-w', ...args];
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), pgCtlArgs(...args), true);
  pgCtl('start');
  const server = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForPostgres(server);
  await query(server, `CREATE DATABASE ${database}`);
  return {
    mode,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/${database}`,
    restartCommand: `pg_ctl -D ${dataDir} restart -m fast`,
    async restart() {
      await runInBackground(path.join(bin, 'pg_ctl'), pgCtlArgs('restart', '-m', 'fast'), true);
      await waitForPostgres(server);
    },
    async close() {
      try {
        pgCtl('stop', '-m', 'immediate');
      } catch {
        /* already stopped */
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
