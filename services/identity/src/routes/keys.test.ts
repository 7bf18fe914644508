// The wrapped data key over real HTTP (issue 7 items 3 and 4): the server stores what the browser wrapped
// and holds nothing that opens it; storing needs the password; first writer wins; a password change carries
// the key re-wrapped under the new password, in the same transaction.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, TestClient, testDatabaseKinds, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createIdentityApp } from '../app';
import { keysRoutes } from './keys';

const wrap = (wrappedKey: string) => ({ wrappedKey, iv: 'aXZpdml2aXZpdml2', salt: 'c2FsdHNhbHRzYWx0c2FsdA==', iterations: 200_000 });
const key = (keyVersion: number, wrappedKey = 'd3JhcHBlZA==', levelSalt = 'MQ==') => ({
  keyVersion,
  algorithm: 'AES-GCM',
  kdf: 'PBKDF2-SHA256',
  secretKind: 'password',
  secretWrap: wrap(wrappedKey),
  recoveryWrap: wrap('cmVjb3Zlcnk='),
  levelSalts: { 1: levelSalt, 2: 'Mg==', 3: 'Mw==', 4: 'NA==' },
});
const PASSWORD = 'password-123';

describe.each(testDatabaseKinds())('the wrapped data key on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createIdentityApp({ db: database.db, sessions: database.sessions, extraRouters: [keysRoutes({ db: database.db })] }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  async function passwordAccount() {
    const browser = new TestClient(service.url);
    const signedUp = await browser.post('/api/identity/sign-up', { email: `keys-${randomBytes(4).toString('hex')}@example.com`, password: PASSWORD });
    expect(signedUp.status).toBe(201);
    return { browser, userId: signedUp.body.user.id as string };
  }

  async function googleOnlyAccount() {
    const user = await signInTestUser(database);
    const browser = new TestClient(service.url);
    browser.cookie = user.cookie;
    return browser;
  }

  it('answers 401 without a signed-in user', async () => {
    expect(await new TestClient(service.url).get('/api/identity/keys')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('stores the first key only with the password, gives it to a second browser, and no secret that opens it', async () => {
    const { browser, userId } = await passwordAccount();
    expect((await browser.get('/api/identity/keys')).body).toEqual({ key: null, accountHasPassword: true });
    expect(await browser.request('PUT', '/api/identity/keys', { key: key(1) })).toMatchObject({ status: 403, body: { error: 'Please enter your current password.' } });
    expect((await browser.request('PUT', '/api/identity/keys', { key: key(1), currentPassword: PASSWORD })).status).toBe(200);

    const secondBrowser = new TestClient(service.url);
    secondBrowser.cookie = browser.cookie;
    const after = await secondBrowser.get('/api/identity/keys');
    expect(after.body.key).toMatchObject(key(1));
    expect(Object.keys(after.body).sort()).toEqual(['accountHasPassword', 'key']);

    let audits: Array<{ details: { operation?: string } }> = [];
    for (let attempt = 0; attempt < 50 && audits.length === 0; attempt += 1) {
      audits = await database.db('audit_logs').where({ user_id: userId, action: 'encryption_operation' });
      if (audits.length === 0) await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(audits.map((row) => row.details.operation)).toEqual(['store_wrapped_key']);
  });

  it('keeps the first key when a second browser races to store another, and answers it with 409', async () => {
    const { browser } = await passwordAccount();
    const [first, second] = await Promise.all([
      browser.request('PUT', '/api/identity/keys', { key: key(1, 'Zmlyc3Q='), currentPassword: PASSWORD }),
      browser.request('PUT', '/api/identity/keys', { key: key(1, 'c2Vjb25k', 'b3RoZXI='), currentPassword: PASSWORD }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser is told the key exists (409), or, when it arrived after, that its salts are not the stored key's (400).
    expect([400, 409]).toContain(statuses[1]);
    const stored = (await browser.get('/api/identity/keys')).body.key;
    expect([first, second].find((answer) => answer.status === 200)!.body.key.secretWrap.wrappedKey).toBe(stored.secretWrap.wrappedKey);
  });

  it('re-wraps the same version only with its salts, replaces it with a newer version keeping the old, and refuses an older one', async () => {
    const { browser, userId } = await passwordAccount();
    await browser.request('PUT', '/api/identity/keys', { key: key(1, 'YQ=='), currentPassword: PASSWORD });
    // A stolen session replacing it with garbage (issue 7 item 3): refused without the password, or with a wrong one.
    expect(await browser.request('PUT', '/api/identity/keys', { key: key(2, 'YTI=') })).toMatchObject({ status: 403 });
    expect(await browser.request('PUT', '/api/identity/keys', { key: key(2, 'YTI='), currentPassword: 'not-it-123' })).toMatchObject({ status: 403, body: { error: 'Your current password is not correct.' } });
    // A re-wrap that changes the field keys' salts would make the data unreadable.
    expect(await browser.request('PUT', '/api/identity/keys', { key: key(1, 'YWE=', 'b3RoZXI='), currentPassword: PASSWORD })).toMatchObject({
      status: 400,
      body: { error: 'This key does not match the one your data is encrypted with.' },
    });
    expect((await browser.request('PUT', '/api/identity/keys', { key: key(1, 'YWE='), currentPassword: PASSWORD })).status).toBe(200);
    expect((await browser.get('/api/identity/keys')).body.key).toMatchObject({ keyVersion: 1, secretWrap: { wrappedKey: 'YWE=' } });
    expect((await browser.request('PUT', '/api/identity/keys', { key: key(2, 'YTI=', 'djI='), currentPassword: PASSWORD })).status).toBe(200);
    expect(await browser.request('PUT', '/api/identity/keys', { key: key(1, 'b2xk'), currentPassword: PASSWORD })).toMatchObject({ status: 409 });
    const row = await database.db('user_keys').where({ user_id: userId }).first();
    expect(row.wrapped_key.previousVersions.map((kept: { keyVersion: number; secretWrap: { wrappedKey: string } }) => [kept.keyVersion, kept.secretWrap.wrappedKey])).toEqual([[1, 'YWE=']]);
  });

  it('lets a Google-only account set its first key with a vault passphrase, and not replace it', async () => {
    const browser = await googleOnlyAccount();
    expect((await browser.get('/api/identity/keys')).body).toEqual({ key: null, accountHasPassword: false });
    expect((await browser.request('PUT', '/api/identity/keys', { key: { ...key(1, 'Yg=='), secretKind: 'passphrase' } })).status).toBe(200);
    expect(await browser.request('PUT', '/api/identity/keys', { key: { ...key(2, 'YjI='), secretKind: 'passphrase' } })).toMatchObject({ status: 403, body: { error: 'Please enter your current password.' } });
  });

  it('changes the password only together with the key re-wrapped under it', async () => {
    const { browser } = await passwordAccount();
    await browser.request('PUT', '/api/identity/keys', { key: key(1, 'b2xkLXBhc3N3b3Jk'), currentPassword: PASSWORD });
    const refused = await browser.post('/api/identity/password', { password: 'new-password-456', currentPassword: PASSWORD });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Your encryption key must be re-wrapped with the new password. Please reload the page and try again.' } });
    // Nothing changed: the old password still confirms.
    expect((await browser.request('PUT', '/api/identity/keys', { key: key(1, 'b2xkLXBhc3N3b3Jk'), currentPassword: PASSWORD })).status).toBe(200);

    const changed = await browser.post('/api/identity/password', { password: 'new-password-456', currentPassword: PASSWORD, key: key(1, 'bmV3LXBhc3N3b3Jk') });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/identity/keys')).body.key).toMatchObject({ keyVersion: 1, secretWrap: { wrappedKey: 'bmV3LXBhc3N3b3Jk' } });
  });

  it('rejects a malformed key, and a wrap weaker than 200,000 iterations', async () => {
    const { browser } = await passwordAccount();
    expect((await browser.request('PUT', '/api/identity/keys', { key: { keyVersion: 1 }, currentPassword: PASSWORD })).status).toBe(400);
    const weak = { ...key(1), secretWrap: { ...wrap('d2Vhaw=='), iterations: 100_000 } };
    expect((await browser.request('PUT', '/api/identity/keys', { key: weak, currentPassword: PASSWORD })).status).toBe(400);
  });
});
