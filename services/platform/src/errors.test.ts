// Issue 7 item 7: a malformed URL is a JSON 400, a database that cannot be reached a 503 the browser may retry,
// and a failure's log line carries its codes, never the values PostgreSQL quotes (the form, an email).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'express';
import { createApp } from './app';
import { createDb } from './db';
import { startService, startTestDatabase, TestClient, type RunningService, type TestDatabase } from './testing';

describe('the platform error handler', () => {
  let database: TestDatabase;
  let service: RunningService;
  const logged: string[] = [];
  const unreachable = createDb('postgres://postgres@127.0.0.1:1/nothing', { poolMax: 1 });

  beforeAll(async () => {
    database = await startTestDatabase('pglite');
    const router = Router();
    router.get('/things/:id', (req, res) => res.json({ id: req.params.id }));
    router.post('/save', async (_req, res) => {
      // What a failed save looks like: PostgreSQL quotes the value it could not take.
      await database.db.raw(`select (?::jsonb ->> 'street')::int`, [JSON.stringify({ email: 'ada@example.com', street: '1 Private Lane' })]);
      res.json({ ok: true });
    });
    router.get('/outage', async (_req, res) => {
      await unreachable.raw('select 1');
      res.json({ ok: true });
    });
    service = await startService(createApp({ routers: [router] }));
    // What the service prints, kept to be read (and still printed).
    const print = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      print(...args);
    });
  });
  afterAll(async () => {
    await service?.close();
    await unreachable.destroy();
    await database?.stop();
    vi.restoreAllMocks();
  });

  it('answers a path that does not decode (/%E0%A4%A) with a JSON 400, no stack trace', async () => {
    const client = new TestClient(service.url);
    const response = await client.get('/things/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: 'The address of the request is not valid.' });
    expect((await client.get('/things/%41')).body).toEqual({ id: 'A' });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const response = await new TestClient(service.url).get('/outage');
    expect(response).toMatchObject({ status: 503, body: { error: 'The service is not available right now. Please try again.' } });
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it("logs a failed save's codes, never PostgreSQL's message quoting the data", async () => {
    const from = logged.length;
    const response = await new TestClient(service.url).post('/save', {});
    expect(response).toMatchObject({ status: 500, body: { error: 'Something went wrong. Please try again.' } });
    const lines = logged.slice(from);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[[^\]]+\] POST \/save answered 500: error code=22P02/);
    expect(lines[0]).not.toMatch(/ada@example|Private Lane|invalid input/);
  });
});
