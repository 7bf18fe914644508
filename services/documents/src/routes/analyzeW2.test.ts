// analyze-w2 over real HTTP on a real database, the reader in the sandbox: a W-2 PDF's boxes answered, only
// hash, type, size and fields (SSN masked) stored, the spec's audit entries; a receipt refused with nothing
// stored; removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { signInTestUser, startService, startTestDatabase, TestClient, testDatabaseKinds, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createDocumentsApp } from '../app';
import { NOT_A_W2_MESSAGE } from '../extract/w2';
import { localLastYearReader, localW2Reader } from '../readers';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import { buildReceiptPdf, buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import { W2_PATH } from './analyzeW2';

const sandbox: Sandbox = createSandbox({ size: 1 });
afterAll(() => sandbox.close());

async function auditRows(database: TestDatabase, userId: string, count: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await database.db('audit_logs').where({ user_id: userId }).orderBy('created_at');
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return database.db('audit_logs').where({ user_id: userId }).orderBy('created_at');
}

describe.each(testDatabaseKinds())('analyze-w2 on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createDocumentsApp({ db: database.db, sessions: database.sessions, readLastYearForm: localLastYearReader(sandbox), readW2: localW2Reader(sandbox), sandbox }));
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it('reads a W-2, stores its hash and fields with the SSN masked, audits upload_w2_document, and removes it', async () => {
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    const pdf = await buildW2Pdf(SAMPLE_W2, 'irs');
    const response = await client.post(W2_PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'w2-acme.pdf', fileType: 'application/pdf' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      employerName: 'Acme Widgets Inc',
      employerEIN: '12-3456789',
      ssn: '412-56-7890',
      wages: '52000.00',
      federalIncomeTax: '6000.00',
      box12Entries: [{ code: 'AA', amount: '3000.00' }, { code: 'W', amount: '1500.00' }],
      stateId: 'NJ 123456789',
      warnings: [],
    });
    const row = await database.db('documents').where({ id: response.body.documentId }).first();
    expect(row).toMatchObject({ user_id: user.userId, document_type: 'W2', size_bytes: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex') });
    expect(row.extracted_data.ssn).toBe('XXX-XX-7890');
    expect(JSON.stringify(row)).not.toContain('412-56-7890');

    const audits = await auditRows(database, user.userId, 2);
    expect(audits.map((entry) => [entry.action, entry.risk_score])).toEqual([
      ['document_upload_initiated', 40],
      ['upload_w2_document', 20],
    ]);
    expect(audits[1]).toMatchObject({ resource_type: 'tax_document', document_type: 'W2', compliance_flags: ['income_verification', 'w2_processed'] });

    expect((await client.delete(`${W2_PATH}/${response.body.documentId}`)).body).toEqual({ ok: true });
    expect((await client.delete(`${W2_PATH}/${response.body.documentId}`)).status).toBe(404);
  });

  it('refuses a receipt in the user words and stores nothing', async () => {
    const user = await signInTestUser(database);
    const client = new TestClient(service.url);
    client.cookie = user.cookie;
    const receipt = await buildReceiptPdf();
    const response = await client.post(W2_PATH, { fileContent: Buffer.from(receipt).toString('base64'), fileName: 'receipt.pdf', fileType: 'application/pdf' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: NOT_A_W2_MESSAGE });
    expect(await database.db('documents').where({ user_id: user.userId })).toEqual([]);
  });
});
