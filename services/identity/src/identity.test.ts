import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { IDENTITY_ERRORS } from '@taxapp/contracts/api/identity';
import { createIdentityApp } from './app';

const waitFor = async <T>(read: () => Promise<T | undefined>, timeoutMs = 3000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe.each(testDatabaseKinds())('identity on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let unique = 0;
  const newEmail = () => `person${++unique}-${Date.now()}@example.com`;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createIdentityApp({ db: database.db, sessions: database.sessions, rateLimit: { max: 5, windowMs: 60_000, perAccount: { baseDelayMs: 60_000 } } }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it('signs up, is signed in at once with role user, signs out', async () => {
    const client = new TestClient(service.url);
    const email = newEmail();
    const signUp = await client.post('/api/identity/sign-up', { email: `  ${email.toUpperCase()} `, password: 'correct horse 1' });
    expect(signUp.status).toBe(201);
    expect(signUp.body.user).toMatchObject({ email, role: 'user' });
    const cookieLine = signUp.headers.getSetCookie().find((line) => line.startsWith('taxapp.sid='))!;
    expect(cookieLine).toMatch(/HttpOnly/);
    expect(cookieLine).toMatch(/SameSite=Lax/);
    expect(cookieLine).not.toMatch(/Secure/); // plain http here; over https (X-Forwarded-Proto from the gateway) it is Secure

    expect(await client.get('/api/identity/me')).toMatchObject({ status: 200, body: { user: { email, role: 'user' } } });
    const row = await database.db('users').where({ email }).first();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('correct horse');

    expect(await client.post('/api/identity/sign-out')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await client.get('/api/identity/me')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('sends a Secure cookie when the gateway says the request came over https', async () => {
    const client = new TestClient(service.url);
    const response = await client.post('/api/identity/sign-up', { email: newEmail(), password: 'password-123' }, { 'x-forwarded-proto': 'https' });
    expect(response.headers.getSetCookie().find((line) => line.startsWith('taxapp.sid='))).toMatch(/Secure/);
  });

  it('refuses a second account with the same email and bad input in the user\'s words', async () => {
    const client = new TestClient(service.url);
    const email = newEmail();
    await client.post('/api/identity/sign-up', { email, password: 'password-123' });
    expect(await new TestClient(service.url).post('/api/identity/sign-up', { email, password: 'password-456' })).toMatchObject({
      status: 409,
      body: { error: IDENTITY_ERRORS.emailTaken },
    });
    expect(await client.post('/api/identity/sign-up', { email: 'not-an-email', password: 'password-123' })).toMatchObject({ status: 400, body: { error: 'Invalid email format' } });
    expect(await client.post('/api/identity/sign-up', { email: newEmail(), password: 'short' })).toMatchObject({ status: 400, body: { error: IDENTITY_ERRORS.passwordTooShort } });
    expect(await client.post('/api/identity/sign-in', { email: '', password: '' })).toMatchObject({ status: 400, body: { error: 'Email is required' } });
    expect(await client.post('/api/identity/sign-in', { email })).toMatchObject({ status: 400, body: { error: IDENTITY_ERRORS.passwordRequired } });
  });

  it('signs in with the right password and refuses a wrong one, auditing both', async () => {
    const email = newEmail();
    await new TestClient(service.url).post('/api/identity/sign-up', { email, password: 'password-123' });
    const client = new TestClient(service.url);
    expect(await client.post('/api/identity/sign-in', { email, password: 'wrong-password' })).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect(await client.post('/api/identity/sign-in', { email: newEmail(), password: 'password-123' })).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect(await client.post('/api/identity/sign-in', { email, password: 'password-123' })).toMatchObject({ status: 200, body: { user: { email, role: 'user' } } });

    const user = await database.db('users').where({ email }).first();
    const login = await waitFor(() => database.db('audit_logs').where({ user_id: user.id, action: 'login' }).first());
    expect(login).toMatchObject({ risk_score: 30, resource_type: 'user_account' });
    const failure = await waitFor(() => database.db('audit_logs').where({ user_id: user.id, action: 'authentication_failure' }).first());
    expect(failure.risk_score).toBe(80);
  });

  it('gives a new session id at sign-in and the old id stops working', async () => {
    const email = newEmail();
    const client = new TestClient(service.url);
    await client.post('/api/identity/sign-up', { email, password: 'password-123' });
    const before = client.sessionId;
    const oldCookie = client.cookie;
    expect(before).toBeTruthy();
    expect((await client.post('/api/identity/sign-in', { email, password: 'password-123' })).status).toBe(200);
    expect(client.sessionId).toBeTruthy();
    expect(client.sessionId).not.toBe(before);
    expect((await client.get('/api/identity/me')).status).toBe(200);
    const old = new TestClient(service.url);
    old.cookie = oldCookie;
    expect((await old.get('/api/identity/me')).status).toBe(401);
  });

  async function signInCookieOf(email: string) {
    const client = new TestClient(service.url);
    await client.post('/api/identity/sign-in', { email, password: 'password-123' });
    return client;
  }

  it('rate-limits repeated failed sign-ins per account', async () => {
    const email = newEmail();
    await new TestClient(service.url).post('/api/identity/sign-up', { email, password: 'password-123' });
    const client = new TestClient(service.url);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post('/api/identity/sign-in', { email, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const refused = await client.post('/api/identity/sign-in', { email, password: 'password-123' });
    expect(refused).toMatchObject({ status: 429, body: { error: 'Too many failed sign-in attempts. Please wait 1 minute and try again.' } });
    expect(refused.headers.get('retry-after')).toBe('60');
    // The count is in the database: a second identity instance (or a restart) keeps refusing.
    const secondInstance = await startService(createIdentityApp({ db: database.db, sessions: database.sessions, rateLimit: { max: 5, windowMs: 60_000, perAccount: { baseDelayMs: 60_000 } } }));
    try {
      expect((await new TestClient(secondInstance.url).post('/api/identity/sign-in', { email, password: 'password-123' })).status).toBe(429);
    } finally {
      await secondInstance.close();
    }
    // Another email from the same address is not blocked.
    const other = newEmail();
    await new TestClient(service.url).post('/api/identity/sign-up', { email: other, password: 'password-123' });
    expect((await client.post('/api/identity/sign-in', { email: other, password: 'password-123' })).status).toBe(200);
  });

  it('updates the email (taken ones refused) and audits it', async () => {
    const client = new TestClient(service.url);
    const email = newEmail();
    const taken = newEmail();
    await new TestClient(service.url).post('/api/identity/sign-up', { email: taken, password: 'password-123' });
    const { body } = await client.post('/api/identity/sign-up', { email, password: 'password-123' });
    expect(await client.post('/api/identity/email', { email: taken, currentPassword: 'password-123' })).toMatchObject({ status: 409, body: { error: IDENTITY_ERRORS.emailTaken } });
    const changed = newEmail();
    // The current password is asked for (issue 7 item 3): a session alone cannot take the account.
    expect(await client.post('/api/identity/email', { email: changed })).toMatchObject({ status: 403, body: { error: 'Please enter your current password.' } });
    expect(await client.post('/api/identity/email', { email: changed, currentPassword: 'wrong-password' })).toMatchObject({ status: 403, body: { error: 'Your current password is not correct.' } });
    expect(await client.post('/api/identity/email', { email: changed, currentPassword: 'password-123' })).toMatchObject({ status: 200, body: { user: { email: changed } } });
    const entry = await waitFor(() => database.db('audit_logs').where({ user_id: body.user.id, action: 'update_email' }).first());
    expect(entry).toMatchObject({ resource_type: 'user_account', details: { newEmail: changed } });
    expect((await new TestClient(service.url).post('/api/identity/sign-in', { email: changed, password: 'password-123' })).status).toBe(200);
    expect(await new TestClient(service.url).post('/api/identity/email', { email: newEmail() })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('updates the password and ends the other sessions of that user only', async () => {
    const email = newEmail();
    const tabA = new TestClient(service.url);
    await tabA.post('/api/identity/sign-up', { email, password: 'password-123' });
    const deviceB = await signInCookieOf(email);
    const someoneElse = new TestClient(service.url);
    await someoneElse.post('/api/identity/sign-up', { email: newEmail(), password: 'password-123' });

    expect(await tabA.post('/api/identity/password', { password: 'new-password-1', confirmPassword: 'other' })).toMatchObject({ status: 400, body: { error: 'Passwords do not match.' } });
    expect(await tabA.post('/api/identity/password', { password: 'new-password-1', confirmPassword: 'new-password-1' })).toMatchObject({ status: 403, body: { error: 'Please enter your current password.' } });
    expect(await tabA.post('/api/identity/password', { password: 'new-password-1', confirmPassword: 'new-password-1', currentPassword: 'password-124' })).toMatchObject({ status: 403, body: { error: 'Your current password is not correct.' } });
    expect((await deviceB.get('/api/identity/me')).status).toBe(200);
    expect(await tabA.post('/api/identity/password', { password: 'new-password-1', confirmPassword: 'new-password-1', currentPassword: 'password-123' })).toMatchObject({ status: 200 });

    expect((await tabA.get('/api/identity/me')).status).toBe(200);
    expect((await deviceB.get('/api/identity/me')).status).toBe(401);
    expect((await someoneElse.get('/api/identity/me')).status).toBe(200);
    expect((await new TestClient(service.url).post('/api/identity/sign-in', { email, password: 'password-123' })).status).toBe(401);
    expect((await new TestClient(service.url).post('/api/identity/sign-in', { email, password: 'new-password-1' })).status).toBe(200);
    const user = await database.db('users').where({ email }).first();
    await waitFor(() => database.db('audit_logs').where({ user_id: user.id, action: 'update_password' }).first());
  });

  it('reads the role from user_roles', async () => {
    const client = new TestClient(service.url);
    const { body } = await client.post('/api/identity/sign-up', { email: newEmail(), password: 'password-123' });
    await database.db('user_roles').insert({ user_id: body.user.id, role: 'admin' });
    expect(await client.get('/api/identity/me')).toMatchObject({ status: 200, body: { user: { role: 'admin' } } });
  });

  it('says Google sign-in is not configured instead of failing', async () => {
    const client = new TestClient(service.url);
    expect(await client.get('/api/identity/google/status')).toMatchObject({ status: 200, body: { configured: false } });
    expect(await client.get('/api/identity/google/start')).toMatchObject({ status: 503, body: { error: IDENTITY_ERRORS.googleNotConfigured } });
  });
});

describe('Google sign-in against a mock OpenID Connect provider', () => {
  let database: TestDatabase;
  let service: RunningService;
  let provider: OAuth2Server;
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, claims);
    });
    database = await startTestDatabase('pglite');
    // PUBLIC_URL is only known once listening: build the app lazily on a server we already hold.
    const { default: http } = await import('node:http');
    const server = http.createServer();
    service = await startService(server);
    const app = createIdentityApp({
      db: database.db,
      sessions: database.sessions,
      google: { clientId: 'taxapp-test', clientSecret: 'test-secret', issuer: provider.issuer.url!, publicUrl: service.url },
    });
    server.on('request', app);
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
    await provider?.stop();
  });

  async function googleSignIn(client: TestClient): Promise<Response> {
    const start = await client.get('/api/identity/google/start');
    expect(start.status).toBe(303);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${service.url}/api/identity/google/callback`);
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const finished = await fetch(callback, { redirect: 'manual', headers: { cookie: client.cookie } });
    client.keepCookie(finished.headers);
    return finished;
  }

  it('reports that it is configured', async () => {
    expect(await new TestClient(service.url).get('/api/identity/google/status')).toMatchObject({ body: { configured: true } });
  });

  it('creates the account on first sign-in and lands on /personal-info with a new session', async () => {
    claims = { sub: 'google-user-1', email: 'Ann.Google@Example.com', email_verified: true };
    const client = new TestClient(service.url);
    const finished = await googleSignIn(client);
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe('/personal-info');
    expect(await client.get('/api/identity/me')).toMatchObject({ status: 200, body: { user: { email: 'ann.google@example.com', role: 'user' } } });
    const user = await database.db('users').where({ email: 'ann.google@example.com' }).first();
    expect(user).toMatchObject({ google_sub: 'google-user-1', password_hash: null });
    // a Google-only account has no password to sign in with
    expect((await new TestClient(service.url).post('/api/identity/sign-in', { email: 'ann.google@example.com', password: 'anything-at-all' })).status).toBe(401);
  });

  it('links an existing password account with the same verified email', async () => {
    const existing = new TestClient(service.url);
    await existing.post('/api/identity/sign-up', { email: 'bob@example.com', password: 'password-123' });
    claims = { sub: 'google-user-2', email: 'bob@example.com', email_verified: true };
    const client = new TestClient(service.url);
    expect((await googleSignIn(client)).headers.get('location')).toBe('/personal-info');
    const me = await client.get('/api/identity/me');
    const row = await database.db('users').where({ email: 'bob@example.com' }).first();
    expect(me.body.user.id).toBe(row.id);
    expect(row.google_sub).toBe('google-user-2');
  });

  it('refuses an unverified email and a callback without a started sign-in', async () => {
    claims = { sub: 'google-user-3', email: 'eve@example.com', email_verified: false };
    const client = new TestClient(service.url);
    const finished = await googleSignIn(client);
    expect(finished.headers.get('location')).toBe(`/auth?googleError=${encodeURIComponent(IDENTITY_ERRORS.googleEmailUnverified)}`);
    expect((await client.get('/api/identity/me')).status).toBe(401);

    const stray = await new TestClient(service.url).get('/api/identity/google/callback?code=abc&state=xyz');
    expect(stray.status).toBe(303);
    expect(stray.headers.get('location')).toBe(`/auth?googleError=${encodeURIComponent(IDENTITY_ERRORS.googleFailed)}`);
  });

  it('refuses a callback whose state does not match', async () => {
    claims = { sub: 'google-user-4', email: 'mallory@example.com', email_verified: true };
    const client = new TestClient(service.url);
    const start = await client.get('/api/identity/google/start');
    const atProvider = await fetch(new URL(start.headers.get('location')!), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    callback.searchParams.set('state', 'forged');
    const finished = await fetch(callback, { redirect: 'manual', headers: { cookie: client.cookie } });
    expect(finished.headers.get('location')).toMatch(/^\/auth\?googleError=/);
    expect(await database.db('users').where({ email: 'mallory@example.com' }).first()).toBeUndefined();
  });
});
