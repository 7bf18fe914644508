// A private copy of the product for the security tests: `npm start` (scripts/start.ts) in API-only mode
// (START_API_ONLY=1: no front-end builds), on a random PORT_OFFSET and a fresh DATA_DIR (embedded PGlite),
// in its own process group. Gives its origin, its console output, and the pids it printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@taxapp/contracts/ports';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'security-test-password-1';

export interface Product {
  origin: string;
  launcher: ChildProcess;
  /** Everything the launcher printed so far, one entry per line. */
  lines: string[];
  /** Waits until a printed line matches, then returns its match. */
  waitForLine(pattern: RegExp, timeoutMs?: number, fromLine?: number): Promise<RegExpMatchArray>;
  /** The pid the launcher last printed for a service ('[start] documents started (pid N)'). */
  pidOf(service: string): number;
  /** Ctrl-C: SIGINT to the launcher alone; resolves with its exit code. */
  interrupt(): Promise<number | null>;
  stop(): Promise<void>;
}

export async function startProduct(): Promise<Product> {
  // Ports default+offset up to 5499+offset: an offset in 10,000..16,990 keeps them under the e2e copy's (23,000 and
  // up) and under Linux's ephemeral range (32,768 and up), where an outgoing connection could hold one first.
  const offset = 10_000 + Math.floor(Math.random() * 700) * 10;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxapp-security-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT_OFFSET: String(offset), DATA_DIR: dataDir, START_API_ONLY: '1', AI_PROVIDER: 'local' };
  for (const name of ['PORT', 'IDENTITY_PORT', 'FORMS_PORT', 'DOCUMENTS_PORT', 'CHAT_PORT', 'CALC_PORT', 'AUDIT_PORT', 'EMBEDDED_DB_PORT', 'DATABASE_URL', 'PUBLIC_URL']) {
    delete env[name];
  }
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiters) wake();
    });
  };
  collect(launcher.stdout!);
  collect(launcher.stderr!);
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));

  const waitForLine = (pattern: RegExp, timeoutMs = 90_000, fromLine = 0) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        for (const line of lines.slice(fromLine)) {
          const match = pattern.exec(line);
          if (match) {
            cleanup();
            resolve(match);
            return;
          }
        }
        if (launcher.exitCode !== null) {
          cleanup();
          reject(new Error(`the product exited (code ${launcher.exitCode}) before printing ${pattern}:\n${lines.slice(-30).join('\n')}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no line ${pattern} within ${timeoutMs} ms:\n${lines.slice(-30).join('\n')}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      launcher.once('exit', check);
      check();
    });

  const product: Product = {
    origin: `http://127.0.0.1:${portOf('gateway', env)}`,
    launcher,
    lines,
    waitForLine,
    pidOf(service) {
      const started = lines.map((line) => new RegExp(`^\\[start\\] ${service} started \\(pid (\\d+)\\)`).exec(line)).filter((match) => match !== null);
      if (started.length === 0) throw new Error(`no pid printed for ${service}`);
      return Number(started.at(-1)![1]);
    },
    async interrupt() {
      if (launcher.exitCode === null) launcher.kill('SIGINT');
      return exited;
    },
    async stop() {
      if (launcher.exitCode === null) {
        launcher.kill('SIGINT');
        const done = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 15_000))]);
        // Whatever it started and did not stop: its process group (ours alone, it was started detached).
        if (!done) process.kill(-launcher.pid!, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForLine(/The tax return app is running/);
  } catch (error) {
    await product.stop();
    throw error;
  }
  return product;
}

export interface Session {
  cookie: string;
}

/** POST/GET through the gateway as a browser page of the product would (same Origin). */
export async function call(product: Product, session: Session | null, method: string, urlPath: string, body?: unknown) {
  const response = await fetch(`${product.origin}${urlPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session.cookie } : {}),
      origin: product.origin,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(90_000),
  });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, body: json, headers: response.headers };
}

export async function signUp(product: Product): Promise<Session> {
  const email = `security-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${product.origin}/api/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  return { cookie };
}
