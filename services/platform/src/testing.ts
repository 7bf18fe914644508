// Helpers for service tests over real HTTP on a real database (PGlite over its socket, or PostgreSQL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import type { Express } from 'express';
import pg from 'pg';
import { createDb, migrate, type Db } from './db';
import { startAuditDrain, type AuditDrain } from './auditOutbox';
import { startEmbeddedDatabase } from './embedded';
import { createSessions, SESSION_COOKIE, type Sessions } from './sessions';
import { configureServiceServer } from './service';

/** The signature express-session (cookie-signature) puts after the session id. */
function signCookieValue(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  /** Connection string of this fresh, migrated database. */
  url: string;
  /** A knex handle on it (closed by stop()). */
  db: Db;
  /** A fresh session setup on this database with a random secret. */
  sessions: Sessions;
  /** Moves audit events from audit_outbox into audit_logs, as the audit service does (null when turned off). */
  auditDrain: AuditDrain | null;
  stop(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory PGlite served on a free port, or a new database created on the
 * server of TEST_DATABASE_URL (dropped by stop()), so test files never share data.
 */
export async function startTestDatabase(kind: DatabaseKind = 'pglite', options: { auditDrain?: boolean } = {}): Promise<TestDatabase> {
  let url: string;
  let dropDatabase: () => Promise<void>;
  if (kind === 'pglite') {
    const embedded = await startEmbeddedDatabase();
    url = embedded.url;
    dropDatabase = () => embedded.stop();
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `taxapp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const db = createDb(url, { poolMax: 5 });
  await migrate(db);
  const sessions = createSessions({ db, secret: randomBytes(32).toString('hex') });
  // The audit service is not running in a service's tests: its drain stands in, so entries reach audit_logs.
  const auditDrain = options.auditDrain === false ? null : startAuditDrain(db, { intervalMs: 20 });
  return {
    kind,
    url,
    db,
    sessions,
    auditDrain,
    async stop() {
      await auditDrain?.stop();
      sessions.store.close();
      await db.destroy();
      await dropDatabase();
    },
  };
}

export interface RunningService {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 (never the product's ports). */
export async function startService(appOrServer: Express | http.Server): Promise<RunningService> {
  const server = appOrServer instanceof http.Server ? appOrServer : configureServiceServer(http.createServer(appOrServer));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser stand-in: keeps the session cookie between calls and sends JSON. */
export class TestClient {
  cookie = '';
  constructor(public baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    this.keepCookie(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  patch<T = any>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  /** The session id in the cookie (unsigned part), to compare before and after sign-in. */
  get sessionId(): string | null {
    const match = this.cookie.match(new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=s%3A([^.;]+)`));
    return match ? match[1]! : null;
  }

  keepCookie(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (pair?.startsWith(`${SESSION_COOKIE}=`)) this.cookie = /Expires=Thu, 01 Jan 1970/i.test(line) ? '' : pair;
    }
  }
}

/**
 * Signs a user in without identity's routes: creates the user row and a session, returns the cookie to send.
 * For tests of services other than identity (which sign up through its real endpoint instead).
 */
export async function signInTestUser(
  database: Pick<TestDatabase, 'db' | 'sessions'>,
  email = `user-${randomBytes(4).toString('hex')}@example.com`,
  role: 'user' | 'admin' = 'user',
): Promise<{ userId: string; email: string; cookie: string }> {
  const [user] = await database.db('users').insert({ email }).returning(['id']);
  if (role !== 'user') await database.db('user_roles').insert({ user_id: user.id, role });
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const sess = { cookie: { originalMaxAge: 3600000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' }, userId: user.id };
  await new Promise<void>((resolve, reject) => database.sessions.store.set(sid, sess as never, (error) => (error ? reject(error) : resolve())));
  return { userId: user.id, email, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${signCookieValue(sid, database.sessions.secret)}`)}` };
}
