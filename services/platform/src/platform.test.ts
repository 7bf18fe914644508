import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'express';
import { z } from 'zod';
import { endpoint } from '@taxapp/contracts/api/common';
import { createApp } from './app';
import { createDb } from './db';
import { audit } from './audit';
import { requireUser, userIdOf } from './auth';
import { HttpError } from './errors';
import { route } from './validate';
import { signInTestUser, startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from './testing';

const echo = endpoint({ method: 'POST', path: '/api/test/echo', request: z.object({ name: z.string().min(1, 'Name is required') }), response: z.object({ hello: z.string() }) });

describe.each(testDatabaseKinds())('platform on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    const router = Router();
    route(router, echo, ({ name }) => ({ hello: name }));
    router.get('/api/test/me', requireUser, (req, res) => {
      res.json({ userId: userIdOf(req) });
    });
    router.get('/api/test/boom', () => {
      throw new Error('secret detail');
    });
    router.get('/api/test/teapot', () => {
      throw new HttpError(418, 'I am a teapot', { extra: 1 });
    });
    router.post('/api/test/audit', requireUser, async (req, res) => {
      await audit(database.db, req, { action: 'test_action', resourceType: 'page', riskScore: 20, details: { a: 1 } });
      res.json({ ok: true });
    });
    service = await startService(createApp({ sessions: database.sessions, routers: [router] }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it('creates every table of the spec', async () => {
    const tables = await database.db('information_schema.tables').where({ table_schema: 'public' }).pluck('table_name');
    for (const table of ['users', 'sessions', 'tax_forms', 'tax_returns', 'taxpayer_info', 'joint_filer_info', 'audit_logs', 'user_roles', 'income_sources', 'deductions', 'credits', 'tax_calculations', 'documents']) {
      expect(tables).toContain(table);
    }
  });

  it('validates requests from a contract and answers errors as {error}', async () => {
    const client = new TestClient(service.url);
    expect(await client.post('/api/test/echo', { name: 'Ann' })).toMatchObject({ status: 200, body: { hello: 'Ann' } });
    expect(await client.post('/api/test/echo', { name: '' })).toMatchObject({ status: 400, body: { error: 'Name is required' } });
    const invalidJson = await fetch(`${service.url}/api/test/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(invalidJson.status).toBe(400);
    expect(await invalidJson.json()).toEqual({ error: 'The request is not valid JSON.' });
    expect(await client.get('/api/test/boom')).toMatchObject({ status: 500, body: { error: 'Something went wrong. Please try again.' } });
    expect(await client.get('/api/test/teapot')).toMatchObject({ status: 418, body: { error: 'I am a teapot', extra: 1 } });
    expect(await client.get('/api/test/nothing')).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });

  it('refuses a state-changing request sent by another site\'s page', async () => {
    const client = new TestClient(service.url);
    const host = new URL(service.url).host;
    expect(await client.post('/api/test/echo', { name: 'A' }, { origin: `http://${host}` })).toMatchObject({ status: 200 });
    expect(await client.post('/api/test/echo', { name: 'A' }, { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { error: 'You do not have permission to do this.' } });
    expect((await client.get('/api/test/nothing', { origin: 'https://evil.example' })).status).toBe(404);
  });

  it('guards signed-in routes and reads the session from the database', async () => {
    const anonymous = new TestClient(service.url);
    expect(await anonymous.get('/api/test/me')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    expect(await client.get('/api/test/me')).toMatchObject({ status: 200, body: { userId: user.userId } });
  });

  it('writes audit entries with the request context', async () => {
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    await client.post('/api/test/audit', {}, { 'user-agent': 'vitest-agent', 'accept-language': 'en-US,en;q=0.9' });
    await database.auditDrain?.flush(); // queued in audit_outbox; moved into audit_logs by the drain
    const row = await database.db('audit_logs').where({ user_id: user.userId }).first();
    expect(row).toMatchObject({ action: 'test_action', resource_type: 'page', risk_score: 20, user_agent: 'vitest-agent', tax_year: 2024, details: { a: 1 } });
    expect(row.ip_geolocation).toMatchObject({ language: 'en-US' });
    expect(row.session_id).toBeTruthy();
  });

  it('runs concurrent parameterised queries from several connections without mixing them up', async () => {
    const other = createDb(database.url, { poolMax: 8 });
    try {
      // Plain queries and transactions at once: the queue serves a transaction's connection first, which
      // must not cut another connection's query in half.
      const plain = Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? database.db : other).raw('select ?::int as n', [i]).then((r) => r.rows[0].n)),
      );
      const transactions = Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : database.db).transaction(async (trx) => {
            const first = await trx.raw('select ?::int as n', [1000 + i]);
            const second = await trx.raw('select ?::text as t', [`tx${i}`]);
            return [first.rows[0].n, second.rows[0].t];
          }),
        ),
      );
      expect(await plain).toEqual(Array.from({ length: 200 }, (_, i) => i));
      expect(await transactions).toEqual(Array.from({ length: 20 }, (_, i) => [1000 + i, `tx${i}`]));
    } finally {
      await other.destroy();
    }
  });

  it('never fails the caller when an audit entry cannot be written', async () => {
    await expect(audit(database.db, undefined, { action: 'x', userId: 'not-a-uuid' })).resolves.toBeUndefined();
  });
});
