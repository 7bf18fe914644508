// The wrapped data key over real HTTP: per user, first writer wins, rotation by version, the same
// wrapping secret on every call (so a second browser unwraps the same key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, TestClient, testDatabaseKinds, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createIdentityApp } from '../app';
import { keysRoutes, wrappingSecretFor } from './keys';

const key = (keyVersion: number, wrappedKey = 'd3JhcHBlZA==') => ({
  keyVersion,
  wrappedKey,
  iv: 'aXZpdml2aXZpdml2',
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  iterations: 100_000,
  algorithm: 'AES-GCM',
  kdf: 'PBKDF2-SHA256',
  levelSalts: { 1: 'MQ==', 2: 'Mg==', 3: 'Mw==', 4: 'NA==' },
});

describe.each(testDatabaseKinds())('the wrapped data key on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  const master = 'test-master-secret';

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createIdentityApp({ db: database.db, sessions: database.sessions, extraRouters: [keysRoutes({ db: database.db, master })] }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  async function client() {
    const user = await signInTestUser(database);
    const result = new TestClient(service.url);
    result.cookie = user.cookie;
    return { client: result, userId: user.userId };
  }

  it('answers 401 without a signed-in user', async () => {
    expect(await new TestClient(service.url).get('/api/identity/keys')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('gives the same wrapping secret each time, no key at first, then the stored key to a second browser', async () => {
    const first = await client();
    const before = await first.client.get('/api/identity/keys');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ wrappingSecret: wrappingSecretFor(master, first.userId), key: null });

    const put = await first.client.request('PUT', '/api/identity/keys', { key: key(1) });
    expect(put.status).toBe(200);

    const secondBrowser = new TestClient(service.url);
    secondBrowser.cookie = first.client.cookie;
    const after = await secondBrowser.get('/api/identity/keys');
    expect(after.body.wrappingSecret).toBe(before.body.wrappingSecret);
    expect(after.body.key).toMatchObject(key(1));

    // The audit entry is written in the background.
    let audits: unknown[] = [];
    for (let attempt = 0; attempt < 50 && audits.length === 0; attempt += 1) {
      audits = await database.db('audit_logs').where({ user_id: first.userId, action: 'encryption_operation' });
      if (audits.length === 0) await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(audits).toHaveLength(1);
  });

  it('keeps the first key when a second browser races to store another, and answers it with 409', async () => {
    const { client: browser } = await client();
    await browser.request('PUT', '/api/identity/keys', { key: key(1, 'Zmlyc3Q=') });
    const second = await browser.request('PUT', '/api/identity/keys', { key: key(1, 'c2Vjb25k') });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'An encryption key already exists for this account.', key: { wrappedKey: 'Zmlyc3Q=' } });
  });

  it('replaces the key with a newer version (rotation), and each user sees only their own', async () => {
    const a = await client();
    const b = await client();
    await a.client.request('PUT', '/api/identity/keys', { key: key(1, 'YQ==') });
    expect((await a.client.request('PUT', '/api/identity/keys', { key: key(2, 'YTI=') })).status).toBe(200);
    expect((await a.client.get('/api/identity/keys')).body.key).toMatchObject({ keyVersion: 2, wrappedKey: 'YTI=' });
    const other = await b.client.get('/api/identity/keys');
    expect(other.body.key).toBeNull();
    expect(other.body.wrappingSecret).not.toBe(wrappingSecretFor(master, a.userId));
  });

  it('rejects a malformed key', async () => {
    const { client: browser } = await client();
    expect((await browser.request('PUT', '/api/identity/keys', { key: { keyVersion: 1 } })).status).toBe(400);
  });
});
