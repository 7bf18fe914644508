// The calc service over real HTTP, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, startTestDatabase, signInTestUser, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { fullCalculationResponseSchema } from '@taxapp/contracts/api/calculation';
import { createCalcApp } from './app';

const BASE = '/api/api-gateway/calculation';

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabaseKinds())('calc service on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createCalcApp({ db: database.db, sessions: database.sessions }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  async function userWithReturn(form: unknown) {
    const user = await signInTestUser(database);
    const [taxReturn] = await database.db('tax_returns').insert({ user_id: user.userId, tax_year: 2024 }).returning(['id']);
    await database.db('tax_forms').insert({ user_id: user.userId, form_1040_data: JSON.stringify(form) });
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    return { user, client, taxReturnId: taxReturn.id as string };
  }

  const singleFiler = { filingStatus: 'single', state: 'NJ', w2Data: [{ wages: '50000', federalIncomeTax: '5000', stateTax: '1200', stateId: 'NJ' }] };

  it("answers 'Not authenticated' (401) without a session", async () => {
    const { status, body } = await new TestClient(service.url).post(`${BASE}/calculate-full`, { taxReturnId: 'x' });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Not authenticated' });
  });

  it("answers 'No tax return ID provided' (400) without an id", async () => {
    const { client } = await userWithReturn(singleFiler);
    for (const body of [{}, { taxReturnId: '' }]) {
      const response = await client.post(`${BASE}/calculate-federal`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'No tax return ID provided' });
    }
  });

  it('calculate-full computes with the engine, stores tax_calculations and audits with risk 30', async () => {
    const { client, taxReturnId, user } = await userWithReturn(singleFiler);
    const { status, body } = await client.post(`${BASE}/calculate-full`, { taxReturnId });
    expect(status).toBe(200);
    // Single, 50,000 wages: line 15 35,400; Tax Table 4,019; refund 5,000 - 4,019 = 981.
    expect(body.data.federal).toMatchObject({ agi: 50_000, taxableIncome: 35_400, taxLiability: 4_019, totalWithholdings: 5_000, refundOwed: 981 });
    expect(body.data.federal.lines['form1040.line15']).toMatchObject({ value: 35_400, source: 'Form 1040 (2024), line 15' });
    expect(body.data.state.states[0].state).toBe('NJ');
    // The answer is the contracts' declared result, field for field (parsing would drop an undeclared one).
    expect(fullCalculationResponseSchema.parse(body)).toEqual(body);
    const stored = await database.db('tax_calculations').where({ tax_return_id: taxReturnId }).first();
    expect(stored.calculation_data.federal.refundOwed).toBe(981);
    expect(stored.calculation_data.state.states[0].state).toBe('NJ');
    const entry = await waitFor(() => database.db('audit_logs').where({ user_id: user.userId, action: 'calculate_full' }).first());
    expect(entry.risk_score).toBe(30);
    expect(entry.resource_id).toBe(taxReturnId);
  });

  it('calculate-federal and calculate-state answer their part; a second run replaces the stored calculation', async () => {
    const { client, taxReturnId } = await userWithReturn(singleFiler);
    const federal = await client.post(`${BASE}/calculate-federal`, { taxReturnId });
    expect(federal.status).toBe(200);
    expect(federal.body.data.agi).toBe(50_000);
    const state = await client.post(`${BASE}/calculate-state`, { taxReturnId });
    expect(state.status).toBe(200);
    expect(state.body.data.states.length).toBeGreaterThan(0);
    expect(state.body.data).toHaveProperty('totalStateTax');
    const rows = await database.db('tax_calculations').where({ tax_return_id: taxReturnId });
    expect(rows.length).toBe(1);
  });

  it('uses the newest saved form of the user', async () => {
    const { client, taxReturnId, user } = await userWithReturn(singleFiler);
    await new Promise((r) => setTimeout(r, 10));
    await database.db('tax_forms').insert({ user_id: user.userId, form_1040_data: JSON.stringify({ ...singleFiler, w2Data: [{ wages: '60000' }] }), created_at: new Date(Date.now() + 1000) });
    const { body } = await client.post(`${BASE}/calculate-federal`, { taxReturnId });
    expect(body.data.agi).toBe(60_000);
  });

  it("another user's return is unreachable (404), a malformed id too", async () => {
    const owner = await userWithReturn(singleFiler);
    const intruder = await userWithReturn(singleFiler);
    const response = await intruder.client.post(`${BASE}/calculate-full`, { taxReturnId: owner.taxReturnId });
    expect(response.status).toBe(404);
    expect(response.body.error).toBeTypeOf('string');
    expect((await intruder.client.post(`${BASE}/calculate-full`, { taxReturnId: 'not-a-uuid' })).status).toBe(404);
    expect(await database.db('tax_calculations').where({ tax_return_id: owner.taxReturnId }).first()).toBeUndefined();
  });

  it('risk score 90 when the amount due is above 50,000 and 75 when the refund is above 100,000', async () => {
    const due = await userWithReturn({ filingStatus: 'single', w2Data: [{ wages: '400000', federalIncomeTax: '0' }] });
    await due.client.post(`${BASE}/calculate-federal`, { taxReturnId: due.taxReturnId });
    const dueEntry = await waitFor(() => database.db('audit_logs').where({ user_id: due.user.userId, action: 'calculate_federal' }).first());
    expect(dueEntry.risk_score).toBe(90);

    const refund = await userWithReturn({ filingStatus: 'single', w2Data: [{ wages: '100000', federalIncomeTax: '150000' }] });
    await refund.client.post(`${BASE}/calculate-state`, { taxReturnId: refund.taxReturnId });
    const refundEntry = await waitFor(() => database.db('audit_logs').where({ user_id: refund.user.userId, action: 'calculate_state' }).first());
    expect(refundEntry.risk_score).toBe(75);
  });
});
