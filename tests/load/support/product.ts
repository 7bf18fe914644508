// The whole product for one load run: `npm start` (scripts/start.ts, API only: the run makes no page loads) on
// PORT_OFFSET, a fresh DATA_DIR and the run's DATABASE_URL, in its own process group. Keeps the launcher's own
// lines (which say when a service stopped, was killed, is back) and the last lines of the services' output.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@taxapp/contracts/ports';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LoadProduct {
  origin: string;
  /** The launcher's own lines ('[start] ...'), with the time each was printed (ms since the epoch). */
  launcherLines: Array<{ at: number; line: string }>;
  /** The last 300 lines of everything else. */
  tail(): string[];
  /** The pid the launcher last printed for a service. */
  pidOf(service: string): number;
  stop(): Promise<void>;
}

export async function startProduct(options: { offset: number; databaseUrl: string; log: (line: string) => void }): Promise<LoadProduct> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxapp-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT_OFFSET: String(options.offset),
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    START_API_ONLY: '1',
    AI_PROVIDER: 'local',
  };
  // Variables that would move a port away from PORT_OFFSET are not inherited.
  for (const name of ['PORT', 'PERSONAL_PORT', 'INCOME_PORT', 'DEDUCTIONS_CREDITS_PORT', 'REVIEW_COACH_PORT', 'IDENTITY_PORT', 'FORMS_PORT',
    'DOCUMENTS_PORT', 'CHAT_PORT', 'CALC_PORT', 'AUDIT_PORT', 'EMBEDDED_DB_PORT', 'PUBLIC_URL', 'REMOTES_MANIFEST']) {
    delete env[name];
  }
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const launcherLines: Array<{ at: number; line: string }> = [];
  const other: string[] = [];
  let ready: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  for (const stream of [launcher.stdout!, launcher.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('[start]')) {
          launcherLines.push({ at: Date.now(), line });
          if (/^\[start\] \w+ (stopped|is back|\(pid)/.test(line)) options.log(line);
        } else {
          other.push(line);
          if (other.length > 300) other.splice(0, other.length - 300);
        }
        if (line.includes('The tax return app is running')) ready();
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) {
      launcher.kill('SIGINT');
      const done = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000))]);
      if (!done) {
        try {
          process.kill(-launcher.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  options.log(`starting the product: PORT_OFFSET=${options.offset}, DATABASE_URL=${options.databaseUrl}, START_API_ONLY=1`);
  const started = await Promise.race([isReady.then(() => true), exited.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 180_000))]);
  if (!started) {
    await stop();
    throw new Error(`the product did not start:\n${[...launcherLines.map((entry) => entry.line), ...other].slice(-40).join('\n')}`);
  }
  return {
    origin: `http://127.0.0.1:${portOf('gateway', env)}`,
    launcherLines,
    tail: () => other.slice(),
    pidOf(service) {
      const pattern = new RegExp(`^\\[start\\] ${service} started \\(pid (\\d+)\\)`);
      const pids = launcherLines.map((entry) => pattern.exec(entry.line)?.[1]).filter((pid) => pid !== undefined);
      if (pids.length === 0) throw new Error(`the launcher printed no pid for ${service}`);
      return Number(pids.at(-1));
    },
    stop,
  };
}
