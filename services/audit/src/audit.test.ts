// The audit service over real HTTP, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: the role check,
// paging, search, filters, CSV, the browser's entries, and audit_logs refusing UPDATE, DELETE and TRUNCATE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, startTestDatabase, signInTestUser, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { auditRow } from '@taxapp/platform';
import { auditLogsResponseSchema } from '@taxapp/contracts/api/audit';
import { createAuditApp } from './app';

const LOGS = '/api/audit/logs';

describe.each(testDatabaseKinds())('audit service on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let admin: TestClient;
  let user: TestClient;
  let userId: string;
  let userEmail: string;

  /** 45 entries one second apart: 'update_tax_form' on tax_form for the user (ids 0..29), 'calculate_full' on tax_calculation (30..44). */
  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createAuditApp({ db: database.db, sessions: database.sessions }));
    const adminUser = await signInTestUser(database, undefined, 'admin');
    const plainUser = await signInTestUser(database);
    userId = plainUser.userId;
    userEmail = plainUser.email;
    admin = new TestClient(service.url);
    admin.cookie = adminUser.cookie;
    user = new TestClient(service.url);
    user.cookie = plainUser.cookie;
    const start = Date.parse('2024-03-01T12:00:00Z');
    const rows = Array.from({ length: 45 }, (_, i) => ({
      ...auditRow({
        action: i < 30 ? 'update_tax_form' : 'calculate_full',
        resourceType: i < 30 ? 'tax_form' : 'tax_calculation',
        resourceId: `resource-${String(i).padStart(3, '0')}-long-id`,
        userId: i < 30 ? plainUser.userId : adminUser.userId,
        riskScore: i % 3 === 0 ? 95 : 20,
        details: { n: i },
      }),
      created_at: new Date(start + i * 1000),
    }));
    await database.db('audit_logs').insert(rows);
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it("answers a visitor 401 'Not authenticated' and a signed-in user who is not an admin 403", async () => {
    expect(await new TestClient(service.url).get(LOGS)).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await user.get(LOGS)).toMatchObject({ status: 403, body: { error: 'You do not have permission to do this.' } });
    expect(await new TestClient(service.url).get(`${LOGS}.csv`)).toMatchObject({ status: 401 });
    expect((await user.get(`${LOGS}.csv`)).status).toBe(403);
  });

  it('pages by 20, newest first, and the last page holds the rest', async () => {
    const first = await admin.get(`${LOGS}?page=1`);
    expect(first.status).toBe(200);
    expect(auditLogsResponseSchema.parse(first.body)).toEqual(first.body);
    const n = (page: { body: { logs: Array<{ details: { n: number } }> } }) => page.body.logs.map((row) => row.details.n);
    expect(n(first)).toEqual(Array.from({ length: 20 }, (_, i) => 44 - i));
    expect(n(await admin.get(`${LOGS}?page=2`))).toEqual(Array.from({ length: 20 }, (_, i) => 24 - i));
    expect(n(await admin.get(`${LOGS}?page=3`))).toEqual([4, 3, 2, 1, 0]);
    expect((await admin.get(`${LOGS}?page=4`)).body).toEqual({ logs: [] });
    expect(n(await admin.get(LOGS))).toEqual(n(first));
    expect(first.body.logs[0]).toMatchObject({ action: 'calculate_full', resource_type: 'tax_calculation', risk_score: 20, created_at: '2024-03-01T12:00:44.000Z' });
  });

  it('searches text contained in the action or the resource type, ignoring case', async () => {
    const byAction = await admin.get(`${LOGS}?search=CALCULATE`);
    expect(byAction.body.logs).toHaveLength(15);
    const byType = await admin.get(`${LOGS}?search=tax_form`);
    expect(byType.body.logs).toHaveLength(20);
    expect(byType.body.logs.every((row: { resource_type: string }) => row.resource_type === 'tax_form')).toBe(true);
    expect((await admin.get(`${LOGS}?search=${encodeURIComponent('%')}`)).body).toEqual({ logs: [] });
    expect((await admin.get(`${LOGS}?search=nothing-like-this`)).body).toEqual({ logs: [] });
  });

  it("filters by the user's email and by the least risk score", async () => {
    const mine = await admin.get(`${LOGS}?page=2&user=${encodeURIComponent(userEmail.toUpperCase())}`);
    expect(mine.body.logs).toHaveLength(10);
    expect(mine.body.logs.every((row: { user_id: string; user_email: string }) => row.user_id === userId && row.user_email === userEmail)).toBe(true);
    const risky = await admin.get(`${LOGS}?minRisk=71`);
    expect(risky.body.logs.map((row: { details: { n: number } }) => row.details.n)).toEqual([42, 39, 36, 33, 30, 27, 24, 21, 18, 15, 12, 9, 6, 3, 0]);
    expect(await admin.get(`${LOGS}?minRisk=101`)).toMatchObject({ status: 400 });
  });

  it('exports the filtered rows as CSV, newest first', async () => {
    const response = await fetch(`${service.url}${LOGS}.csv?search=calculate&minRisk=90`, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,user_email,action,resource_type,resource_id,document_type,document_hash,file_size_bytes,risk_score,compliance_flags,details,processing_duration_ms,error_details,data_before,data_after,calculation_context,tax_year');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(',calculate_full,tax_calculation,resource-042-long-id,');
    expect(lines[1]).toMatch(/^2024-03-01T12:00:42\.000Z,/);
    expect(lines[1]).toContain(',95,[],"{""n"":42}",');
  });

  it('records the signed-in user’s own entry with the spec’s fields, and never a plaintext SSN, phone or date of birth', async () => {
    expect(await new TestClient(service.url).post('/api/audit/entries', { action: 'view_settings', resourceType: 'page' })).toMatchObject({ status: 401 });
    expect(await user.post('/api/audit/entries', { action: 'view_settings', resourceType: 'page', riskScore: 20 })).toMatchObject({ status: 201, body: { ok: true } });
    const viewed = await database.db('audit_logs').where({ user_id: userId, action: 'view_settings' }).first();
    expect(viewed).toMatchObject({ resource_type: 'page', risk_score: 20, tax_year: 2024 });
    await user.post('/api/audit/entries', {
      action: 'update_tax_form',
      resourceType: 'tax_form',
      details: { updatedFields: ['ssn', 'phone'], note: 'was 123-45-6789' },
      dataAfter: { ssn: '123456789', phone: '5551234567', dateOfBirth: '1980-01-02', city: 'Newark' },
    });
    const saved = await database.db('audit_logs').where({ user_id: userId, action: 'update_tax_form' }).orderBy('created_at', 'desc').first();
    expect(saved.details).toEqual({ updatedFields: ['ssn', 'phone'], note: 'was [redacted]' });
    expect(saved.data_after).toEqual({ ssn: '[redacted]', phone: '[redacted]', dateOfBirth: '[redacted]', city: 'Newark' });
    expect(await user.post('/api/audit/entries', { action: 'not_an_action', resourceType: 'page' })).toMatchObject({ status: 400 });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit_logs, and keeps a removed user’s entries with no user id', async () => {
    const [row] = await database.db('audit_logs').select('id').limit(1);
    await expect(database.db('audit_logs').where({ id: row.id }).update({ risk_score: 0 })).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(database.db('audit_logs').where({ id: row.id }).del()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(database.db.raw('truncate audit_logs')).rejects.toThrow(/append-only: TRUNCATE refused/);
    await expect(database.db('audit_logs').where({ id: row.id }).update({ user_id: null })).rejects.toThrow(/append-only: UPDATE refused/);

    const gone = await signInTestUser(database);
    await database.db('audit_logs').insert(auditRow({ action: 'login', resourceType: 'user_account', userId: gone.userId, riskScore: 30 }));
    await database.db('users').where({ id: gone.userId }).del();
    const kept = await database.db('audit_logs').where({ action: 'login', resource_type: 'user_account' }).first();
    expect(kept).toMatchObject({ user_id: null, risk_score: 30 });
  });
});
