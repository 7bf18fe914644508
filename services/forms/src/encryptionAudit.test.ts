// POST /api/forms/encryption-audit (spec 1 §7.1 log_encryption_audit_enhanced) against a real database:
// one audit_logs row per event with its action, level, success and risk; the session's user only; field
// names only (a value-shaped data type is refused) and error texts redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createFormsService } from './app';

const waitFor = async <T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 3000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const at = new Date('2025-02-01T10:00:00Z').toISOString();

describe.each(testDatabaseKinds())('encryption audit on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let forms: ReturnType<typeof createFormsService>;

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

  it('refuses an anonymous caller', async () => {
    const anonymous = new TestClient(service.url);
    expect(await anonymous.post('/api/forms/encryption-audit', { events: [{ at, operation: 'encrypt', dataType: 'ssn', level: 1, success: true }] })).toMatchObject({
      status: 401,
      body: { error: 'Not authenticated' },
    });
  });

  it('writes one row per event of the signed-in user, with the spec fields, and drops another user\'s', async () => {
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    const answer = await client.post('/api/forms/encryption-audit', {
      events: [
        { at, operation: 'setup', dataType: 'data_key', level: null, success: true, userId: user.userId },
        { at, operation: 'encrypt', dataType: 'dependents.0.ssn', level: 1, success: true, userId: user.userId },
        { at, operation: 'decrypt', dataType: 'ssn', level: 1, success: false, error: 'OperationError: value 412-56-7890 rejected', userId: user.userId },
        { at, operation: 'encrypt', dataType: 'phone', level: 2, success: true, userId: 'someone-else' },
      ],
    });
    expect(answer).toMatchObject({ status: 200, body: { accepted: 3 } });

    const rows = await waitFor(async () => {
      const found = await database.db('audit_logs').where({ user_id: user.userId, resource_type: 'encryption' }).orderBy('action');
      return found.length === 3 ? found : undefined;
    });
    expect(rows.map((row) => [row.action, row.resource_id, row.risk_score])).toEqual([
      ['encryption_key_setup', 'data_key', 20],
      ['field_decrypt', 'ssn', 50],
      ['field_encrypt', 'dependents.0.ssn', 20],
    ]);
    const failed = rows.find((row) => row.action === 'field_decrypt')!;
    expect(failed.details).toEqual({ operation: 'decrypt', dataType: 'ssn', encryptionLevel: 1, success: false, clientTime: at });
    expect(failed.error_details).toBe('OperationError: value [redacted] rejected');
    expect(JSON.stringify(rows)).not.toContain('412-56');
    expect(await database.db('audit_logs').where({ resource_id: 'phone' })).toHaveLength(0);
  });

  it('refuses a data type that is not a field name, and batches above 100', async () => {
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    const value = await client.post('/api/forms/encryption-audit', { events: [{ at, operation: 'encrypt', dataType: '412567890', level: 1, success: true }] });
    expect(value.status).toBe(400);
    const many = Array.from({ length: 101 }, () => ({ at, operation: 'encrypt', dataType: 'ssn', level: 1, success: true }));
    expect((await client.post('/api/forms/encryption-audit', { events: many })).status).toBe(400);
    expect(await database.db('audit_logs').where({ user_id: user.userId })).toHaveLength(0);
  });
});
