// `npm run admin:grant` / `admin:revoke` (scripts/admin-grant.ts) run as the README says, against a database
// the services use at that moment (PGlite over its socket, or PostgreSQL) and against a data folder no app
// has open: the role changes, the audit service's role check follows at once, and the change is audited.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, startEmbeddedDatabase } from '@taxapp/platform';
import { startService, startTestDatabase, signInTestUser, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createAuditApp } from './app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function run(script: 'admin:grant' | 'admin:revoke', email: string, env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', email], { cwd: ROOT, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(testDatabaseKinds())('admin:grant on %s while the services run', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  /** PGlite: the way the launcher's socket is found (its port, no DATABASE_URL); PostgreSQL: DATABASE_URL. */
  const target = () =>
    kind === 'pglite' ? { DATABASE_URL: '', EMBEDDED_DB_PORT: new URL(database.url).port, PORT_OFFSET: '' } : { DATABASE_URL: database.url };

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createAuditApp({ db: database.db, sessions: database.sessions }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it('grants and revokes the admin role, each change audited, and the audit log answers accordingly', async () => {
    const user = await signInTestUser(database, `Grant-${Date.now()}@Example.com`.toLowerCase());
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    expect((await client.get('/api/audit/logs')).status).toBe(403);

    const granted = await run('admin:grant', user.email.toUpperCase(), target());
    expect(granted).toMatchObject({ code: 0, stdout: `${user.email} now has the role admin; it applies from their next sign-in.\n` });
    expect(await database.db('user_roles').where({ user_id: user.userId }).first()).toEqual({ user_id: user.userId, role: 'admin' });
    const page = await client.get('/api/audit/logs?search=admin_role');
    expect(page.status).toBe(200);
    expect(page.body.logs).toHaveLength(1);
    expect(page.body.logs[0]).toMatchObject({
      action: 'grant_admin_role',
      resource_type: 'user_role',
      resource_id: user.userId,
      user_email: user.email,
      risk_score: 80,
      data_before: { role: 'user' },
      data_after: { role: 'admin' },
    });

    const revoked = await run('admin:revoke', user.email, target());
    expect(revoked).toMatchObject({ code: 0, stdout: `${user.email} now has the role user; it applies from their next sign-in.\n` });
    expect((await client.get('/api/audit/logs')).status).toBe(403);
    expect(await database.db('audit_logs').where({ resource_id: user.userId }).orderBy('created_at').pluck('action')).toEqual(['grant_admin_role', 'revoke_admin_role']);
  });

  it('says so when no account has the email, and changes nothing', async () => {
    const before = await database.db('audit_logs').count({ n: '*' }).first();
    const result = await run('admin:grant', 'nobody-here@example.com', target());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account with the email nobody-here@example.com: sign up first.');
    expect(await database.db('audit_logs').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('admin:grant on an embedded data folder no app has open', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxapp-admin-grant-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A port nothing listens on, so the script knows no app runs. */
  const freePort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const port = (server.address() as net.AddressInfo).port;
        server.close(() => resolve(port));
      });
    });

  async function withDatabase<T>(work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
    const embedded = await startEmbeddedDatabase({ dataDir });
    const db = createDb(embedded.url, { poolMax: 1 });
    try {
      await migrate(db);
      return await work(db);
    } finally {
      await db.destroy();
      await embedded.stop();
    }
  }

  it('opens the data folder itself and grants the role', async () => {
    const userId = await withDatabase(async (db) => (await db('users').insert({ email: 'offline@example.com' }).returning('id'))[0].id as string);
    const result = await run('admin:grant', 'offline@example.com', { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) });
    expect(result).toMatchObject({ code: 0, stdout: 'offline@example.com now has the role admin; it applies from their next sign-in.\n' });
    await withDatabase(async (db) => {
      expect(await db('user_roles').where({ user_id: userId }).first()).toEqual({ user_id: userId, role: 'admin' });
      expect(await db('audit_logs').where({ resource_id: userId }).pluck('action')).toEqual(['grant_admin_role']);
    });
    // Three cold starts of an on-disk PGlite (two here, one in the script): about 30 s on a loaded 2-core machine.
  }, 120_000);
});
