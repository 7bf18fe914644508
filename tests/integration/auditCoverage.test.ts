// Issue 10: each action the specs list leaves its audit entry with the spec's risk score (spec 1 §7.1, §9;
// spec 2 §7; spec 3 §3), one user going through the real services over real HTTP on one database, the
// audit service's drain moving the events from audit_outbox into audit_logs. No entry holds a plaintext SSN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { AUDIT_ACTIONS, RISK_SCORES } from '@taxapp/contracts/audit';
import { createIdentityApp } from '../../services/identity/src/app';
import { createFormsService } from '../../services/forms/src/app';
import { createCalcApp } from '../../services/calc/src/app';
import { createDocumentsApp } from '../../services/documents/src/app';
import { createAuditApp } from '../../services/audit/src/app';
import { localLastYearReader, localW2Reader } from '../../services/documents/src/readers';
import { createSandbox, type Sandbox } from '../../services/documents/src/sandbox/sandbox';
import { buildW2Pdf, SAMPLE_W2 } from '../../services/documents/src/testing/w2Fixture';

const SSN = '412-56-7890';
const sandbox: Sandbox = createSandbox({ size: 1 });
afterAll(() => sandbox.close());

interface AuditRow {
  action: string;
  risk_score: number;
  details: any;
  calculation_context: any;
  compliance_flags: string[];
  resource_id: string | null;
}

describe.each(testDatabaseKinds())('audit entries of every listed action on %s', (kind) => {
  let database: TestDatabase;
  const services: Record<'identity' | 'forms' | 'calc' | 'documents' | 'audit', RunningService> = {} as never;
  let forms: ReturnType<typeof createFormsService>;
  let cookie = '';

  /** The browser: one session cookie for every service. */
  async function call(service: keyof typeof services, method: string, path: string, body?: unknown) {
    const client = new TestClient(services[service].url);
    client.cookie = cookie;
    const response = await client.request(method, path, body);
    cookie = client.cookie;
    return response;
  }

  /** The user's entries (in the order they happened) once `count` of `action` have reached audit_logs (the drain runs every 20 ms). */
  async function entries(userId: string, action: string, count = 1): Promise<AuditRow[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const rows = await database.db('audit_logs').where({ user_id: userId, action }).orderBy('created_at');
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`${count} ${action} entries never reached audit_logs`);
  }

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    const { db, sessions } = database;
    services.identity = await startService(createIdentityApp({ db, sessions }));
    forms = createFormsService({ db, sessions, realtime: { kind: 'memory' } });
    services.forms = await startService(forms.app);
    services.calc = await startService(createCalcApp({ db, sessions }));
    services.documents = await startService(createDocumentsApp({ db, sessions, readLastYearForm: localLastYearReader(sandbox), readW2: localW2Reader(sandbox), sandbox }));
    services.audit = await startService(createAuditApp({ db, sessions }));
  });
  afterAll(async () => {
    await forms?.close();
    for (const service of Object.values(services)) await service?.close();
    await database?.stop();
  });

  it('logs sign-up, sign-out, sign-in failure and success, settings, the form, documents and calculations with their risk scores', async () => {
    const email = `coverage-${kind}-${Date.now()}@example.com`;
    const signedUp = await call('identity', 'POST', '/api/identity/sign-up', { email, password: 'Correct-Horse-7' });
    expect(signedUp.status).toBe(201);
    const userId: string = signedUp.body.user.id;
    expect((await entries(userId, 'sign_up'))[0]!.risk_score).toBe(RISK_SCORES.otherAuthentication);

    // Authentication (spec 1 §9): sign-out 50, a failure 80, a success 30.
    expect((await call('identity', 'POST', '/api/identity/sign-out', {})).status).toBe(200);
    expect((await entries(userId, 'logout'))[0]!.risk_score).toBe(50);
    expect((await call('identity', 'POST', '/api/identity/sign-in', { email, password: 'Wrong-Horse-7' })).status).toBe(401);
    const [failure] = await entries(userId, 'authentication_failure');
    expect(failure).toMatchObject({ risk_score: 80, details: { reason: 'invalid_credentials' } });
    expect((await call('identity', 'POST', '/api/identity/sign-in', { email, password: 'Correct-Horse-7' })).status).toBe(200);
    expect((await entries(userId, 'login'))[0]).toMatchObject({ risk_score: 30, details: { method: 'password' } });

    // Settings (spec 1 §2.6, §7.1): opening the page (the browser's entry), the email with the new one, the password.
    expect((await call('audit', 'POST', '/api/audit/entries', { action: 'view_settings', resourceType: 'page', riskScore: 20 })).status).toBe(201);
    expect((await entries(userId, 'view_settings'))[0]).toMatchObject({ risk_score: 20 });
    const newEmail = `renamed-${kind}-${Date.now()}@example.com`;
    expect((await call('identity', 'POST', '/api/identity/email', { email: newEmail, currentPassword: 'Correct-Horse-7' })).status).toBe(200);
    expect((await entries(userId, 'update_email'))[0]).toMatchObject({ risk_score: 50, details: { newEmail } });
    expect((await call('identity', 'POST', '/api/identity/password', { password: 'Battery-Staple-8', currentPassword: 'Correct-Horse-7' })).status).toBe(200);
    expect((await entries(userId, 'update_password'))[0]).toMatchObject({ risk_score: 80 });

    // The tax form (spec 1 §9): another field 20, the address 40, an SSN 95; the fields changed are named.
    expect((await call('forms', 'POST', '/api/forms/form/open', {})).status).toBe(200);
    // A plain-text SSN never gets that far (issue 7 item 4): refused, and no entry holds it (checked below).
    expect((await call('forms', 'PATCH', '/api/forms/form', { version: 1, data: { ssn: SSN } })).status).toBe(400);
    const envelope = { encryptedData: 'c2VhbGVk', iv: 'AAAAAAAAAAAAAAAA', salt: 'AAAAAAAAAAAAAAAAAAAAAA==', level: 1, keyVersion: 1, algorithm: 'AES-GCM' };
    const saves: Array<[Record<string, unknown>, number, string]> = [
      [{ firstName: 'Ada' }, 20, 'firstName'],
      [{ city: 'Trenton' }, 40, 'city'],
      [{ ssn: envelope }, 95, 'ssn'],
      [{ filingStatus: 'single', w2Data: [{ wages: '400000', federalIncomeTax: '0' }] }, 20, 'w2Data'],
    ];
    for (const [index, [data, risk, field]] of saves.entries()) {
      const saved = await call('forms', 'PATCH', '/api/forms/form', { version: index + 1, data });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const entry = (await entries(userId, 'update_tax_form', index + 1))[index]!;
      expect(entry.risk_score).toBe(risk);
      expect(entry.details.updatedFields).toContain(field);
    }

    // A calculation (spec 3 §3, §9): the context of the result; an amount due above 50,000 is 90.
    const created = await call('forms', 'POST', '/api/api-gateway/taxpayer/create-return', { tax_year: 2024 });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const taxReturnId: string = created.body.data.id;
    expect((await call('calc', 'POST', '/api/api-gateway/calculation/calculate-full', { taxReturnId })).status).toBe(200);
    const [calculation] = await entries(userId, 'calculate_full');
    expect(calculation).toMatchObject({ risk_score: 90, resource_id: taxReturnId, calculation_context: { kind: 'full', filingStatus: 'single' } });
    expect(calculation!.calculation_context.totalTax).toBeGreaterThan(50_000);

    // Documents (spec 2 §7): a W-2 upload (wages above 1,000,000: 80, else 20) and its removal (70).
    const upload = async (wages: number) => {
      const pdf = await buildW2Pdf({ ...SAMPLE_W2, wages }, 'irs');
      const response = await call('documents', 'POST', '/api/functions/analyze-w2', { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'w2.pdf', fileType: 'application/pdf' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.documentId as string;
    };
    const ordinary = await upload(52_000);
    const high = await upload(1_250_000);
    const uploads = await entries(userId, 'upload_w2_document', 2);
    expect(Object.fromEntries(uploads.map((row) => [row.resource_id, row.risk_score]))).toEqual({ [ordinary]: 20, [high]: 80 });
    expect(uploads[0]!.compliance_flags).toEqual(['income_verification', 'w2_processed']);
    expect((await entries(userId, 'document_upload_initiated', 2)).map((row) => row.risk_score)).toEqual([40, 40]);
    expect((await call('documents', 'DELETE', `/api/functions/analyze-w2/${high}`)).status).toBe(200);
    expect((await entries(userId, 'document_removed'))[0]).toMatchObject({ resource_id: high, risk_score: 70 });

    // Every action written is one the contracts name, and none holds the SSN in plain text.
    const all = await database.db('audit_logs').where({ user_id: userId });
    for (const row of all) expect(AUDIT_ACTIONS).toContain(row.action);
    expect(JSON.stringify(all)).not.toContain(SSN);
    expect(JSON.stringify(await database.db('audit_outbox').select('record'))).not.toContain(SSN);
  });

  it('names the role changes among the actions', () => {
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(['grant_admin_role', 'revoke_admin_role']));
  });
});

describe.each(testDatabaseKinds())('a change and its audit event, together or not at all, on %s', (kind) => {
  let database: TestDatabase;
  const services: Record<'identity' | 'calc' | 'documents', RunningService> = {} as never;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    const { db, sessions } = database;
    services.identity = await startService(createIdentityApp({ db, sessions }));
    services.calc = await startService(createCalcApp({ db, sessions }));
    services.documents = await startService(createDocumentsApp({ db, sessions, readLastYearForm: localLastYearReader(sandbox), readW2: localW2Reader(sandbox), sandbox }));
  });
  afterAll(async () => {
    for (const service of Object.values(services)) await service?.close();
    await database?.stop();
  });

  it('when the event cannot be written, neither is the account, the email, the password, the calculation nor the removal', async () => {
    const email = `together-${kind}@example.com`;
    const identity = new TestClient(services.identity.url);
    const signedUp = await identity.post('/api/identity/sign-up', { email, password: 'Correct-Horse-7' });
    expect(signedUp.status).toBe(201);
    const userId: string = signedUp.body.user.id;
    const as = (service: RunningService) => Object.assign(new TestClient(service.url), { cookie: identity.cookie });
    const pdf = await buildW2Pdf(SAMPLE_W2, 'irs');
    const uploaded = await as(services.documents).post('/api/functions/analyze-w2', { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'w2.pdf', fileType: 'application/pdf' });
    expect(uploaded.status).toBe(200);
    const [taxReturn] = await database.db('tax_returns').insert({ user_id: userId, tax_year: 2024 }).returning(['id']);
    await database.db('tax_forms').insert({ user_id: userId, form_1040_data: JSON.stringify({ filingStatus: 'single', w2Data: [{ wages: '50000', federalIncomeTax: '5000' }] }) });
    const before = await database.db('users').where({ id: userId }).first();

    // From here the outbox refuses every event (the database failing that write).
    await database.db.raw('alter table audit_outbox add constraint refuses_for_test check (false) not valid');
    expect((await identity.post('/api/identity/sign-up', { email: `other-${kind}@example.com`, password: 'Correct-Horse-7' })).status).toBe(500);
    expect(await database.db('users').where({ email: `other-${kind}@example.com` }).first()).toBeUndefined();
    expect((await identity.post('/api/identity/email', { email: `renamed-${kind}@example.com`, currentPassword: 'Correct-Horse-7' })).status).toBe(500);
    expect((await identity.post('/api/identity/password', { password: 'Battery-Staple-8', currentPassword: 'Correct-Horse-7' })).status).toBe(500);
    expect(await database.db('users').where({ id: userId }).first()).toMatchObject({ email, password_hash: before.password_hash });
    expect((await as(services.calc).post('/api/api-gateway/calculation/calculate-full', { taxReturnId: taxReturn.id })).status).toBe(500);
    expect(await database.db('tax_calculations').where({ tax_return_id: taxReturn.id }).first()).toBeUndefined();
    expect((await as(services.documents).delete(`/api/functions/analyze-w2/${uploaded.body.documentId}`)).status).toBe(500);
    expect(await database.db('documents').where({ id: uploaded.body.documentId }).first()).toBeDefined();

    // Once events can be written again, the same requests go through with their events.
    await database.db.raw('alter table audit_outbox drop constraint refuses_for_test');
    expect((await as(services.calc).post('/api/api-gateway/calculation/calculate-full', { taxReturnId: taxReturn.id })).status).toBe(200);
    expect(await database.db('tax_calculations').where({ tax_return_id: taxReturn.id }).first()).toBeDefined();
    expect((await as(services.documents).delete(`/api/functions/analyze-w2/${uploaded.body.documentId}`)).status).toBe(200);
  });
});
