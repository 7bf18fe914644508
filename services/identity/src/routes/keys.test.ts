// The wrapped data key over real HTTP: per user, first writer wins, rotation by version, the same
// wrapping secret on every call (so a second browser unwraps the same key).
import { randomBytes } from 'node:crypto';
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

  it('replaces the key with a newer version (rotation) only with the current password, keeping the old version; each user sees only their own', async () => {
    const a = new TestClient(service.url);
    const signedUp = await a.post('/api/identity/sign-up', { email: `keys-${randomBytes(4).toString('hex')}@example.com`, password: 'password-123' });
    const b = await client();
    // The first key needs no password (the browser creates it right after sign-in).
    expect((await a.request('PUT', '/api/identity/keys', { key: key(1, 'YQ==') })).status).toBe(200);
    // Any session replacing it with garbage (issue 7 item 3): refused without the password, or with a wrong one.
    expect(await a.request('PUT', '/api/identity/keys', { key: key(2, 'YTI=') })).toMatchObject({ status: 403, body: { error: 'Please enter your current password.' } });
    expect(await a.request('PUT', '/api/identity/keys', { key: key(2, 'YTI='), currentPassword: 'not-it-123' })).toMatchObject({ status: 403, body: { error: 'Your current password is not correct.' } });
    expect((await a.get('/api/identity/keys')).body.key).toMatchObject({ keyVersion: 1, wrappedKey: 'YQ==' });
    expect((await a.request('PUT', '/api/identity/keys', { key: key(2, 'YTI='), currentPassword: 'password-123' })).status).toBe(200);
    expect((await a.get('/api/identity/keys')).body.key).toMatchObject({ keyVersion: 2, wrappedKey: 'YTI=' });
    expect((await a.request('PUT', '/api/identity/keys', { key: key(3, 'YTM='), currentPassword: 'password-123' })).status).toBe(200);
    // The replaced versions are kept, newest first, until the data is re-encrypted.
    const row = await database.db('user_keys').where({ user_id: signedUp.body.user.id }).first();
    expect(row.wrapped_key.previousVersions.map((kept: { keyVersion: number; wrappedKey: string }) => [kept.keyVersion, kept.wrappedKey])).toEqual([[2, 'YTI='], [1, 'YQ==']]);

    const other = await b.client.get('/api/identity/keys');
    expect(other.body.key).toBeNull();
    expect(other.body.wrappingSecret).not.toBe(wrappingSecretFor(master, signedUp.body.user.id));
    // A Google-only account (no password) creates its first key, and cannot replace it.
    expect((await b.client.request('PUT', '/api/identity/keys', { key: key(1, 'Yg==') })).status).toBe(200);
    expect(await b.client.request('PUT', '/api/identity/keys', { key: key(2, 'YjI=') })).toMatchObject({ status: 403, body: { error: 'Please enter your current password.' } });
  });

  it('rejects a malformed key', async () => {
    const { client: browser } = await client();
    expect((await browser.request('PUT', '/api/identity/keys', { key: { keyVersion: 1 } })).status).toBe(400);
  });
});
