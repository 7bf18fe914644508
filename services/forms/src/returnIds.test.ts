// Issue 7 item 5: return ids are the server's. A client id is taken only when it already names one of the
// caller's returns, so no one can claim an id before its owner; and a user has at most MAX_RETURNS_PER_USER.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@taxapp/platform';
import { signInTestUser, startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createFormsService } from './app';
import { insertReturnWithinCap, MAX_RETURNS_PER_USER, TOO_MANY_RETURNS } from './db/returns';

const CREATE = '/api/api-gateway/taxpayer/create-return';
const RETURNS = '/api/api-gateway/taxpayer/get-returns';

describe.each(testDatabaseKinds())('create-return ids on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let forms: ReturnType<typeof createFormsService>;

  const signedIn = async () => {
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    return { ...user, client };
  };

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    forms = createFormsService({ db: database.db, sessions: database.sessions, realtime: { kind: 'memory' } });
    service = await startService(forms.app);
  });
  afterAll(async () => {
    await forms?.close();
    await service?.close();
    await database?.stop();
  });

  it('refuses an id the caller chose (404) and stores nothing under it', async () => {
    const { client } = await signedIn();
    const chosen = randomUUID();
    expect(await client.post(CREATE, { tax_return_id: chosen })).toMatchObject({ status: 404, body: { error: 'Tax return not found' } });
    expect((await client.get(RETURNS)).body.data).toEqual([]);
    expect(await database.db('tax_returns').where({ id: chosen }).first()).toBeUndefined();
  });

  it("cannot claim the id another user's return will get before that user creates it", async () => {
    const owner = await signedIn();
    const attacker = await signedIn();
    // The owner's return takes its tax form's id; the form exists before the return does.
    const [form] = await database.db('tax_forms').insert({ user_id: owner.userId, form_1040_data: '{}', version: 1 }).returning(['id']);
    expect((await attacker.client.post(CREATE, { tax_return_id: form.id })).status).toBe(404);

    const created = await owner.client.post(CREATE, { filing_status: 'single' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ id: form.id, userId: owner.userId, filingStatus: 'single' });
    // The owner may name it again (an id already the owner's); the attacker still may not.
    expect((await owner.client.post(CREATE, { tax_return_id: form.id, filing_status: 'married-joint' })).body.data).toMatchObject({ id: form.id, filingStatus: 'married-joint' });
    expect((await attacker.client.post(CREATE, { tax_return_id: form.id })).status).toBe(404);
    expect((await attacker.client.get(RETURNS)).body.data).toEqual([]);
  });

  it(`keeps at most ${MAX_RETURNS_PER_USER} returns per user, also when asked in parallel`, async () => {
    const { userId } = await signedIn();
    const attempts = Array.from({ length: MAX_RETURNS_PER_USER + 4 }, () =>
      insertReturnWithinCap(database.db, { id: randomUUID(), user_id: userId, tax_year: 2024, filing_status: null, is_nj_resident: true }).then(
        () => 'stored',
        (error: unknown) => (error instanceof HttpError ? `${error.status} ${error.message}` : String(error)),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(MAX_RETURNS_PER_USER);
    expect(outcomes.filter((outcome) => outcome !== 'stored')).toEqual(Array(4).fill(`409 ${TOO_MANY_RETURNS}`));
    const [{ count }] = await database.db('tax_returns').where({ user_id: userId }).count({ count: '*' });
    expect(Number(count)).toBe(MAX_RETURNS_PER_USER);
  });
});
