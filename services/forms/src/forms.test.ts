import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInTestUser, startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { FORMS_ERRORS, REALTIME_CLOSE_NOT_AUTHENTICATED, type RealtimeServerMessage } from '@taxapp/contracts/api/forms';
import { defaultForm1040Data } from '@taxapp/contracts/form';
import { createFormsService } from './app';
import { PostgresNotifyBus } from './realtime';

const waitFor = async <T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 3000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A socket that records what it receives. */
async function openSocket(baseUrl: string, cookie?: string) {
  const messages: RealtimeServerMessage[] = [];
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/forms/realtime`, { headers: cookie ? { cookie } : {} });
  let closeCode: number | undefined;
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  ws.on('close', (code) => (closeCode = code));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages, closeCode: () => closeCode, changes: () => messages.filter((m) => m.type === 'form.changed') };
}

async function signedInClient(database: TestDatabase, url: string) {
  const user = await signInTestUser(database);
  const client = new TestClient(url);
  client.cookie = user.cookie;
  return { ...user, client };
}

describe.each(testDatabaseKinds())('forms on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let forms: ReturnType<typeof createFormsService>;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    forms = createFormsService({
      db: database.db,
      sessions: database.sessions,
      realtime: kind === 'postgres' ? { kind: 'postgres', databaseUrl: database.url } : { kind: 'memory' },
    });
    service = await startService(forms.app);
    forms.attach(service.server);
    if (forms.bus instanceof PostgresNotifyBus) await forms.bus.whenListening();
  });
  afterAll(async () => {
    await forms?.close();
    await service?.close();
    await database?.stop();
  });

  it('refuses everything without a signed-in user', async () => {
    const anonymous = new TestClient(service.url);
    expect(await anonymous.post('/api/forms/form/open', {})).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await anonymous.patch('/api/forms/form', { version: 1, data: {} })).toMatchObject({ status: 401 });
    expect(await anonymous.get('/api/api-gateway/taxpayer/get-returns')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('creates the form from the defaults, then returns the same one', async () => {
    const { client, userId } = await signedInClient(database, service.url);
    expect(await client.get('/api/forms/form')).toMatchObject({ status: 404, body: { error: FORMS_ERRORS.noForm } });
    const first = await client.post('/api/forms/form/open', {});
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    expect(first.body.form).toMatchObject({ userId, version: 1, data: defaultForm1040Data() });
    const again = await client.post('/api/forms/form/open', { localCopy: { firstName: 'Ignored' } });
    expect(again.body).toMatchObject({ created: false, form: { id: first.body.form.id, data: { firstName: '' } } });
    expect((await client.get('/api/forms/form')).body.form.id).toBe(first.body.form.id);
  });

  it('creates the form from the browser\'s local copy (object or JSON text), keeping what is valid', async () => {
    const { client } = await signedInClient(database, service.url);
    const opened = await client.post('/api/forms/form/open', { localCopy: JSON.stringify({ firstName: 'Ada', state: 'NY', filingStatus: 'head-household', line1: '52,000', dependents: 'not a list' }) });
    expect(opened.body.created).toBe(true);
    expect(opened.body.form.data).toMatchObject({ firstName: 'Ada', state: 'NY', filingStatus: 'head-of-household', line1: 52000, dependents: [] });
  });

  it('makes one form when two tabs open at once', async () => {
    const { client, userId } = await signedInClient(database, service.url);
    const results = await Promise.all(Array.from({ length: 4 }, () => client.post('/api/forms/form/open', {})));
    expect(new Set(results.map((r) => r.body.form.id)).size).toBe(1);
    expect(results.filter((r) => r.body.created)).toHaveLength(1);
    expect(await database.db('tax_forms').where({ user_id: userId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('merges partial saves, counts versions, and answers a stale save with 409 and the current row', async () => {
    const { client } = await signedInClient(database, service.url);
    const { body } = await client.post('/api/forms/form/open', {});
    const saved = await client.patch('/api/forms/form', { version: 1, data: { firstName: 'Grace', city: 'Trenton' } });
    expect(saved).toMatchObject({ status: 200, body: { form: { version: 2, data: { firstName: 'Grace', city: 'Trenton', state: 'NJ' } } } });
    const next = await client.patch('/api/forms/form', { version: 2, data: { lastName: 'Hopper', selectedIncomeOptions: ['w2'] } });
    expect(next.body.form).toMatchObject({ version: 3, data: { firstName: 'Grace', lastName: 'Hopper', selectedIncomeOptions: ['w2'] } });

    const stale = await client.patch('/api/forms/form', { version: 2, data: { firstName: 'Other' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(FORMS_ERRORS.conflict);
    expect(stale.body.current).toMatchObject({ id: body.form.id, version: 3, data: { firstName: 'Grace', lastName: 'Hopper' } });

    // The client retries on the current version, merging: nothing is lost.
    const retried = await client.patch('/api/forms/form', { version: 3, data: { firstName: 'Other' } });
    expect(retried.body.form).toMatchObject({ version: 4, data: { firstName: 'Other', lastName: 'Hopper' } });

    // An unchanged save writes nothing and keeps the version.
    expect((await client.patch('/api/forms/form', { version: 4, data: { firstName: 'Other' } })).body.form.version).toBe(4);
  });

  it('re-validates the personal fields and the whole form on the server', async () => {
    const { client } = await signedInClient(database, service.url);
    await client.post('/api/forms/form/open', {});
    expect(await client.patch('/api/forms/form', { version: 1, data: { ssn: '123-45-6789' } })).toMatchObject({ status: 400, body: { error: 'Invalid SSN pattern', field: 'ssn' } });
    // A valid SSN in plain text is refused too (issue 7 item 4): only the device's envelope is stored.
    const plainMessage = 'An SSN must be encrypted on your device before it is saved. Please reload the page and type it again.';
    expect(await client.patch('/api/forms/form', { version: 1, data: { ssn: '234-56-7890' } })).toMatchObject({ status: 400, body: { error: plainMessage, field: 'ssn' } });
    expect(await client.patch('/api/forms/form', { version: 1, data: { dependents: [{ firstName: 'Kid', ssn: '' }, { firstName: 'Kim', ssn: '234567890' }] } })).toMatchObject({ status: 400, body: { error: plainMessage, field: 'dependents.1.ssn' } });
    expect(await client.patch('/api/forms/form', { version: 1, data: { w2Data: [{ id: 'w', employerName: 'Acme', ssn: '234-56-7890' }] } })).toMatchObject({ status: 400, body: { field: 'w2Data.0.ssn' } });
    expect(await client.patch('/api/forms/form', { version: 1, data: { phone: '(055) 555-1234' } })).toMatchObject({ status: 400, body: { error: 'Invalid area code' } });
    expect(await client.patch('/api/forms/form', { version: 1, data: { firstName: 'R2D2' } })).toMatchObject({ status: 400, body: { error: 'Name can only contain letters, spaces, hyphens, apostrophes, and periods' } });
    expect((await client.patch('/api/forms/form', { version: 1, data: { filingStatus: 'complicated' } })).status).toBe(400);
    expect((await client.patch('/api/forms/form', { version: 1, data: { dependents: Array.from({ length: 11 }, () => ({ firstName: 'Kid' })) } })).body.error).toBe('You cannot add more than 10 dependents.');
    // An encrypted envelope is accepted as it is: the server never sees the plaintext.
    const envelope = { encryptedData: 'abc', iv: 'def', salt: 'ghi', level: 1, keyVersion: 1, algorithm: 'AES-GCM' };
    expect(await client.patch('/api/forms/form', { version: 1, data: { ssn: envelope } })).toMatchObject({ status: 200, body: { form: { version: 2, data: { ssn: envelope } } } });
  });

  it('audits each save with the spec\'s risk score, without blocking it', async () => {
    const { client, userId } = await signedInClient(database, service.url);
    await client.post('/api/forms/form/open', {});
    await client.patch('/api/forms/form', { version: 1, data: { ssn: { encryptedData: 'abc', iv: 'def', salt: 'ghi', level: 1, keyVersion: 1, algorithm: 'AES-GCM' } } });
    await client.patch('/api/forms/form', { version: 2, data: { street: '1 Main St' } });
    await client.patch('/api/forms/form', { version: 3, data: { line1: 1000 } });
    const rows = await waitFor(async () => {
      const found = await database.db('audit_logs').where({ user_id: userId, action: 'update_tax_form' }).orderBy('created_at');
      return found.length === 3 ? found : undefined;
    });
    expect(rows.map((r) => r.risk_score).sort()).toEqual([20, 40, 95]);
    expect(rows.find((r) => r.risk_score === 40)).toMatchObject({ resource_type: 'tax_form', details: { updatedFields: ['street'], formType: '1040' } });
    // written with the save: the row's id, the version it made, what changed from what, who and from where
    const form = (await client.get('/api/forms/form')).body.form;
    expect(rows.find((r) => r.risk_score === 40)).toMatchObject({
      user_id: userId,
      resource_id: form.id,
      details: { version: 3 },
      data_before: { street: '' },
      data_after: { street: '1 Main St' },
      compliance_flags: [],
      tax_year: 2024,
    });
    expect(rows.every((r) => r.session_id && r.ip_address)).toBe(true);
    // the changed field is named, its value never stored (issue 10)
    expect(JSON.stringify(rows)).not.toContain('123-45-6780');
    expect(rows.find((r) => r.risk_score === 95)).toMatchObject({ details: { updatedFields: ['ssn'] }, data_after: { ssn: '[redacted]' } });
  });

  it('saves on the stored version, also after the row changed behind this instance\'s back', async () => {
    const { client, userId } = await signedInClient(database, service.url);
    const { body } = await client.post('/api/forms/form/open', {});
    expect((await client.patch('/api/forms/form', { version: 1, data: { firstName: 'Ann' } })).body.form.version).toBe(2);
    // Another forms instance saves (same rule: every write bumps the version).
    await database.db('tax_forms').where({ id: body.form.id }).update({ version: 3, form_1040_data: JSON.stringify({ ...defaultForm1040Data(), firstName: 'Ann', city: 'Camden' }) });
    const stale = await client.patch('/api/forms/form', { version: 2, data: { lastName: 'Lee' } });
    expect(stale).toMatchObject({ status: 409, body: { current: { version: 3, data: { firstName: 'Ann', city: 'Camden', lastName: '' } } } });
    const merged = await client.patch('/api/forms/form', { version: 3, data: { lastName: 'Lee' } });
    expect(merged.body.form).toMatchObject({ version: 4, data: { firstName: 'Ann', city: 'Camden', lastName: 'Lee' } });
    // Again behind its back, then a save on the version this instance last wrote: refused, nothing overwritten.
    await database.db('tax_forms').where({ id: body.form.id }).update({ version: 5, form_1040_data: JSON.stringify({ ...defaultForm1040Data(), firstName: 'Bo' }) });
    expect(await client.patch('/api/forms/form', { version: 4, data: { city: 'Newark' } })).toMatchObject({ status: 409, body: { current: { version: 5 } } });
    // An invalid save is refused whatever its version (issue 7 item 6: the request's bounds are checked first, as
    // the browser checks them before sending); no version could make it valid.
    expect((await client.patch('/api/forms/form', { version: 4, data: { filingStatus: 'complicated' } })).status).toBe(400);
    const stored = await database.db('tax_forms').where({ user_id: userId }).first();
    expect(stored).toMatchObject({ version: 5, form_1040_data: { firstName: 'Bo', city: '' } });
  });

  it('keeps two users apart on every route', async () => {
    const alice = await signedInClient(database, service.url);
    const bob = await signedInClient(database, service.url);
    const aliceForm = (await alice.client.post('/api/forms/form/open', { localCopy: { firstName: 'Alice' } })).body.form;
    await alice.client.patch('/api/forms/form', { version: 1, data: { city: 'Newark' } });
    const bobForm = (await bob.client.post('/api/forms/form/open', {})).body.form;
    expect(bobForm.id).not.toBe(aliceForm.id);
    expect(bobForm.data.firstName).toBe('');
    await bob.client.patch('/api/forms/form', { version: 1, data: { firstName: 'Bob' } });
    expect((await alice.client.get('/api/forms/form')).body.form.data).toMatchObject({ firstName: 'Alice', city: 'Newark' });

    const aliceReturn = (await alice.client.post('/api/api-gateway/taxpayer/create-return', {})).body.data;
    expect(aliceReturn.id).toBe(aliceForm.id);
    expect(await bob.client.post('/api/api-gateway/taxpayer/create-return', { tax_return_id: aliceReturn.id })).toMatchObject({ status: 404 });
    expect(await bob.client.post('/api/api-gateway/taxpayer/update-taxpayer-info', { tax_return_id: aliceReturn.id, city: 'X' })).toMatchObject({ status: 404, body: { error: 'Tax return not found' } });
    expect(await bob.client.post('/api/api-gateway/taxpayer/add-dependent', { tax_return_id: aliceReturn.id, first_name: 'A', last_name: 'B' })).toMatchObject({ status: 404 });
    expect((await bob.client.get('/api/api-gateway/taxpayer/get-returns')).body.data).toEqual([]);
    expect((await database.db('tax_returns').where({ id: aliceReturn.id }).first()).user_id).toBe(alice.userId);
  });

  it('creates a return, stores taxpayer and joint filer info, adds up to 10 dependents', async () => {
    const { client } = await signedInClient(database, service.url);
    const created = await client.post('/api/api-gateway/taxpayer/create-return', { filing_status: 'single' });
    expect(created.body.data).toMatchObject({ taxYear: 2024, filingStatus: 'single', isNjResident: true });
    const id = created.body.data.id;
    const envelope = { encryptedData: 'x', iv: 'y', salt: 'z', level: 1, keyVersion: 1, algorithm: 'AES-GCM' };
    const joint = { first_name: 'Sam', last_name: 'Lee', ssn_encrypted: envelope };
    const single = await client.post('/api/api-gateway/taxpayer/update-taxpayer-info', { tax_return_id: id, ssn_encrypted: envelope, city: 'Camden', zip_code: '08101', joint_filer: joint });
    expect(single.body.data.taxpayerInfo).toMatchObject({ ssnEncrypted: envelope, city: 'Camden', zipCode: '08101', dateOfBirth: '1990-01-01' });
    expect(single.body.data.jointFilerInfo).toBeNull(); // only for married-joint
    const married = await client.post('/api/api-gateway/taxpayer/update-taxpayer-info', { tax_return_id: id, filing_status: 'married-joint', joint_filer: joint });
    expect(married.body.data).toMatchObject({ filingStatus: 'married-joint', taxpayerInfo: { city: 'Camden' }, jointFilerInfo: { firstName: 'Sam', ssnEncrypted: envelope } });

    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/api-gateway/taxpayer/add-dependent', { tax_return_id: id, first_name: `Kid${i}`, last_name: 'Lee', relationship: 'son' })).status).toBe(200);
    }
    expect(await client.post('/api/api-gateway/taxpayer/add-dependent', { tax_return_id: id, first_name: 'One', last_name: 'More' })).toMatchObject({ status: 400, body: { error: 'You cannot add more than 10 dependents.' } });
    const returns = (await client.get('/api/api-gateway/taxpayer/get-returns')).body.data;
    expect(returns).toHaveLength(1);
    expect(returns[0].dependents).toHaveLength(10);
    // create-return again with the same id reads the existing one
    expect((await client.post('/api/api-gateway/taxpayer/create-return', { tax_return_id: id })).body.data.filingStatus).toBe('married-joint');
  });

  it('pushes each change to all of the user\'s open sockets and to no one else', async () => {
    const alice = await signedInClient(database, service.url);
    const bob = await signedInClient(database, service.url);
    await alice.client.post('/api/forms/form/open', {});
    await bob.client.post('/api/forms/form/open', {});
    const tab1 = await openSocket(service.url, alice.cookie);
    const tab2 = await openSocket(service.url, alice.cookie);
    const bobTab = await openSocket(service.url, bob.cookie);
    await waitFor(() => tab1.messages.length && tab2.messages.length && bobTab.messages.length);
    expect(tab1.messages[0]).toEqual({ type: 'ready', userId: alice.userId });

    await alice.client.patch('/api/forms/form', { version: 1, data: { firstName: 'Tabby' }, clientId: 'tab-1' });
    const [change] = await waitFor(() => (tab2.changes().length ? tab2.changes() : undefined));
    expect(change).toMatchObject({ type: 'form.changed', changedKeys: ['firstName'], sourceClientId: 'tab-1', form: { userId: alice.userId, version: 2, data: { firstName: 'Tabby' } } });
    await waitFor(() => tab1.changes().length);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bobTab.changes()).toHaveLength(0);

    tab1.ws.send(JSON.stringify({ type: 'ping' }));
    await waitFor(() => tab1.messages.find((m) => m.type === 'pong'));
    for (const s of [tab1, tab2, bobTab]) s.ws.close();
  });

  it('sends at most 10 events a second to a socket, held changes merged into the newest row', async () => {
    const { client, cookie } = await signedInClient(database, service.url);
    await client.post('/api/forms/form/open', {});
    const tab = await openSocket(service.url, cookie);
    await waitFor(() => tab.messages.length);
    const started = Date.now();
    let version = 1;
    for (let i = 1; i <= 24; i++) {
      const field = i === 20 ? { city: 'Hoboken' } : { line1: i };
      version = (await client.patch('/api/forms/form', { version, data: field })).body.form.version;
    }
    const last = await waitFor(() => tab.changes().find((m) => m.type === 'form.changed' && m.form.version === 25), 5000);
    // never more than 10 a second: over the whole run at most 10 per started second (counting is immune to
    // messages arriving in bunches when this process is busy, which timing each one is not)
    const elapsedMs = Date.now() - started;
    expect(tab.changes().length).toBeLessThanOrEqual(10 * (Math.floor(elapsedMs / 1000) + 1));
    // nothing is lost: the newest row arrives, and the keys of the held changes are named
    expect(last.type === 'form.changed' && last.form.data).toMatchObject({ line1: 24, city: 'Hoboken' });
    const named = new Set(tab.changes().flatMap((m) => (m.type === 'form.changed' ? m.changedKeys : [])));
    expect([...named].sort()).toEqual(['city', 'line1']);
    tab.ws.close();
  });

  it('closes a socket without a signed-in session', async () => {
    const socket = await openSocket(service.url);
    await waitFor(() => socket.closeCode());
    expect(socket.closeCode()).toBe(REALTIME_CLOSE_NOT_AUTHENTICATED);
    const forged = await openSocket(service.url, 'taxapp.sid=s%3Aforged.signature');
    await waitFor(() => forged.closeCode());
    expect(forged.closeCode()).toBe(REALTIME_CLOSE_NOT_AUTHENTICATED);
  });

  it('closes a socket once its session has ended (sign-out elsewhere, password change)', async () => {
    const user = await signedInClient(database, service.url);
    const other = await signedInClient(database, service.url);
    const tab = await openSocket(service.url, user.cookie);
    const otherTab = await openSocket(service.url, other.cookie);
    await waitFor(() => tab.messages.length && otherTab.messages.length);
    await database.sessions.store.destroyUserSessions(user.userId);
    await forms.hub.closeEndedSessions();
    await waitFor(() => tab.closeCode());
    expect(tab.closeCode()).toBe(REALTIME_CLOSE_NOT_AUTHENTICATED);
    expect(otherTab.closeCode()).toBeUndefined();
    otherTab.ws.close();
  });

  it('refuses a socket from another site', async () => {
    const { cookie } = await signedInClient(database, service.url);
    const ws = new WebSocket(`${service.url.replace('http', 'ws')}/api/forms/realtime`, { headers: { cookie, origin: 'https://evil.example' } });
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('error', () => resolve(undefined));
    });
    expect(status).toBe(403);
  });

  if (kind === 'postgres') {
    it('delivers a change saved on one forms instance to a socket on another (LISTEN/NOTIFY)', async () => {
      const second = createFormsService({ db: database.db, sessions: database.sessions, realtime: { kind: 'postgres', databaseUrl: database.url } });
      const secondService = await startService(second.app);
      second.attach(secondService.server);
      await (second.bus as PostgresNotifyBus).whenListening();
      try {
        const { client, cookie } = await signedInClient(database, service.url);
        await client.post('/api/forms/form/open', {});
        const elsewhere = await openSocket(secondService.url, cookie);
        await waitFor(() => elsewhere.messages.length);
        const started = performance.now();
        await client.patch('/api/forms/form', { version: 1, data: { city: 'Princeton' } });
        const [change] = await waitFor(() => (elsewhere.changes().length ? elsewhere.changes() : undefined));
        expect(change).toMatchObject({ form: { version: 2, data: { city: 'Princeton' } }, changedKeys: ['city'] });
        expect(performance.now() - started).toBeLessThan(2000);
        elsewhere.ws.close();

        // Saves of many users at once (their notifications sent together) each reach the other instance.
        const users = await Promise.all(Array.from({ length: 8 }, () => signedInClient(database, service.url)));
        await Promise.all(users.map((user) => user.client.post('/api/forms/form/open', {})));
        const sockets = await Promise.all(users.map((user) => openSocket(secondService.url, user.cookie)));
        await waitFor(() => sockets.every((socket) => socket.messages.length > 0));
        await Promise.all(users.map((user, i) => user.client.patch('/api/forms/form', { version: 1, data: { line1: i + 1 } })));
        await waitFor(() => sockets.every((socket) => socket.changes().length === 1));
        sockets.forEach((socket, i) => expect(socket.changes()[0]).toMatchObject({ form: { userId: users[i]!.userId, version: 2, data: { line1: i + 1 } } }));
        for (const socket of sockets) socket.ws.close();
      } finally {
        await second.close();
        await secondService.close();
      }
    });
  }
});
