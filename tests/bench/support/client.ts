// What a browser tab does, over real HTTP to the gateway's origin: sign up or in (keeping the session
// cookie), open the form, save partial data with its version. Plus the statistics the benchmarks print.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { formsApi } from '@taxapp/contracts/api/forms';
import { identityApi } from '@taxapp/contracts/api/identity';

export const BENCH_PASSWORD = 'bench-password-1';

/** One keep-alive connection pool per bench client, like one browser profile. */
export function newAgent(maxSockets = 2): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

export interface Session {
  origin: string;
  cookie: string;
  email: string;
  agent: http.Agent;
}

interface Answer {
  status: number;
  setCookies: string[];
  body: any;
}

function cookieFrom(answer: Answer): string {
  const sid = answer.setCookies.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('taxapp.sid='));
  if (!sid) throw new Error(`no taxapp.sid cookie in the answer (status ${answer.status})`);
  return sid;
}

/**
 * One HTTP request on node:http with the session's keep-alive agent; the JSON body is read whole.
 * Like a browser, a request that fails because the server had just closed the idle kept-alive connection
 * is sent once more on a new one (Node's documented `reusedSocket` pattern).
 */
async function call(session: Pick<Session, 'origin' | 'agent'> & { cookie?: string }, method: string, path: string, body?: unknown): Promise<Answer> {
  try {
    return await callOnce(session, method, path, body);
  } catch (error) {
    if ((error as { reusedSocket?: boolean }).reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      return callOnce(session, method, path, body);
    }
    throw error;
  }
}

function callOnce(session: Pick<Session, 'origin' | 'agent'> & { cookie?: string }, method: string, path: string, body?: unknown): Promise<Answer> {
  const url = new URL(path, session.origin);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: session.agent,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          ...(session.cookie ? { Cookie: session.cookie } : {}),
          Origin: session.origin,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: any = text;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            /* not JSON */
          }
          const setCookie = response.headers['set-cookie'];
          resolve({ status: response.statusCode ?? 0, setCookies: setCookie ?? [], body: json });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(payload);
  });
}

export function uniqueEmail(label: string): string {
  return `bench-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export async function signUp(origin: string, email = uniqueEmail('user'), agent = newAgent()): Promise<Session> {
  const answer = await call({ origin, agent }, identityApi.signUp.method, identityApi.signUp.path, { email, password: BENCH_PASSWORD });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { origin, cookie: cookieFrom(answer), email, agent };
}

/** A second session of the same user (another tab or device). */
export async function signIn(origin: string, email: string, agent = newAgent()): Promise<Session> {
  const answer = await call({ origin, agent }, identityApi.signIn.method, identityApi.signIn.path, { email, password: BENCH_PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { origin, cookie: cookieFrom(answer), email, agent };
}

export interface FormRow {
  id: string;
  version: number;
  data: Record<string, unknown>;
}

export async function openForm(session: Session): Promise<FormRow> {
  const { status, body } = await call(session, formsApi.open.method, formsApi.open.path, {});
  if (status !== 200) throw new Error(`open answered ${status}: ${JSON.stringify(body)}`);
  return body.form;
}

/** PATCH /api/forms/form with a small partial form; returns the status, the saved row (200) and the time taken. */
export async function saveForm(session: Session, version: number, data: Record<string, unknown>, clientId?: string) {
  const started = performance.now();
  const { status, body } = await call(session, formsApi.patch.method, formsApi.patch.path, { version, data, clientId });
  const ms = performance.now() - started;
  return { status, form: status === 200 ? (body.form as FormRow) : status === 409 ? (body.current as FormRow) : undefined, ms, body };
}

// ---- statistics ----

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summary(samples: number[]) {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p90: percentile(samples, 90),
    p99: percentile(samples, 99),
    max: samples.length ? Math.max(...samples) : NaN,
    mean: samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : NaN,
  };
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
}

/** Machine-readable result line that run-all.ts collects from each benchmark's output. */
export const RESULT_PREFIX = 'BENCH_RESULT ';
export function emitResult(result: Record<string, unknown>): void {
  // The machine's load when the figure was taken: the 2 cores are shared with other work.
  const loadavg = os.loadavg().map((value) => Number(value.toFixed(2)));
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify({ ...result, loadavg })}\n`);
}
