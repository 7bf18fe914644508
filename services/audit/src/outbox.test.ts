// The one path of audit events (issue 10) on PGlite and PostgreSQL: services queue events in audit_outbox
// (in the transaction of their change), the audit service's drain moves them into audit_logs. Stopping the
// drain (the audit service) during a run of events loses none and stores none twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, drainAuditOutbox, enqueueAudit, startAuditDrain } from '@taxapp/platform';
import { signInTestUser, startTestDatabase, testDatabaseKinds, type TestDatabase } from '@taxapp/platform/testing';

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabaseKinds())('audit outbox on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase(kind, { auditDrain: false });
  });
  afterAll(async () => {
    await database?.stop();
  });

  const waiting = async () => Number((await database.db('audit_outbox').count({ n: '*' }).first())!.n);
  const stored = (userId: string) => database.db('audit_logs').where({ user_id: userId }).orderBy('created_at');

  it('the audit service stopped during a run of events and started again: every event arrives, none twice', async () => {
    const user = await signInTestUser(database);
    let drain = startAuditDrain(database.db, { intervalMs: 10 });
    for (let n = 0; n < 60; n++) {
      // the user's action never waits on delivery: queuing is one insert
      await audit(database.db, undefined, { action: 'update_tax_form', resourceType: 'tax_form', userId: user.userId, riskScore: 20, details: { n } });
      if (n === 20) await drain.stop();
      if (n === 40) drain = startAuditDrain(database.db, { intervalMs: 10 });
      if (n === 30) {
        expect(await waiting()).toBeGreaterThan(0);
        expect((await stored(user.userId)).length).toBeLessThanOrEqual(21);
      }
    }
    // a second audit service at the same time moves nothing twice
    const second = startAuditDrain(database.db, { intervalMs: 10 });
    await until(async () => (await waiting()) === 0);
    await Promise.all([drain.stop(), second.stop()]);
    const rows = await stored(user.userId);
    expect(rows.map((row) => row.details.n).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(60);
    // the time of each entry is when it happened, in order, not when it was delivered
    expect(rows.map((row) => row.details.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it('an event written in the transaction of its change is stored only if the change is', async () => {
    const user = await signInTestUser(database);
    await expect(
      database.db.transaction(async (trx) => {
        await trx('tax_forms').insert({ user_id: user.userId, form_1040_data: '{}' });
        await enqueueAudit(trx, undefined, { action: 'update_tax_form', resourceType: 'tax_form', userId: user.userId, details: { kept: false } });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await database.db.transaction(async (trx) => {
      await trx('tax_forms').insert({ user_id: user.userId, form_1040_data: '{}' });
      await enqueueAudit(trx, undefined, { action: 'update_tax_form', resourceType: 'tax_form', userId: user.userId, details: { kept: true } });
    });
    while ((await drainAuditOutbox(database.db)) > 0);
    expect((await stored(user.userId)).map((row) => row.details)).toEqual([{ kept: true }]);
  });

  it('an event of a user removed before delivery arrives without the user; the outbox row is gone', async () => {
    const user = await signInTestUser(database);
    await audit(database.db, undefined, { action: 'logout', resourceType: 'user_account', userId: user.userId, riskScore: 50, details: { removed: user.userId } });
    await database.db('users').where({ id: user.userId }).del();
    expect(await drainAuditOutbox(database.db)).toBe(1);
    const row = await database.db('audit_logs').whereRaw(`details->>'removed' = ?`, [user.userId]).first();
    expect(row).toMatchObject({ user_id: null, action: 'logout', risk_score: 50 });
    expect(await waiting()).toBe(0);
  });

  it('keeps no plaintext SSN, phone or date of birth in what any service queues', async () => {
    const user = await signInTestUser(database);
    await audit(database.db, undefined, {
      action: 'update_tax_form',
      resourceType: 'tax_form',
      userId: user.userId,
      details: { updatedFields: ['ssn', 'phone', 'dateOfBirth'], note: 'typed 123-45-6789 then 987654321' },
      dataBefore: { spouseSSN: '987-65-4321', phone: '(555) 123-4567', date_of_birth: '1980-01-02', className: 'kept' },
      errorDetails: 'value 123 45 6789 rejected',
    });
    while ((await drainAuditOutbox(database.db)) > 0);
    const [row] = await stored(user.userId);
    expect(row.details).toEqual({ updatedFields: ['ssn', 'phone', 'dateOfBirth'], note: 'typed [redacted] then [redacted]' });
    expect(row.data_before).toEqual({ spouseSSN: '[redacted]', phone: '[redacted]', date_of_birth: '[redacted]', className: 'kept' });
    expect(row.error_details).toBe('value [redacted] rejected');
  });
});
