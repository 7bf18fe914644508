// analyze-1099 over real HTTP on a real database, the readers in the sandbox: a 1099-INT read by its card id,
// a 1099-R by its type, a W-2 refused as a 1099-DIV with nothing stored, an unknown type refused, removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, TestClient, testDatabaseKinds, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createDocumentsApp } from '../app';
import { notThe1099Message } from '../extract/form1099';
import { local1099Reader, localLastYearReader } from '../readers';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import { build1099Pdf } from '../testing/form1099Fixture';
import { buildW2Pdf } from '../testing/w2Fixture';
import { FORM_1099_ERRORS, FORM_1099_PATH } from './analyze1099';

const sandbox: Sandbox = createSandbox({ size: 1 });
afterAll(() => sandbox.close());

describe.each(testDatabaseKinds())('analyze-1099 on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startService(createDocumentsApp({ db: database.db, sessions: database.sessions, readLastYearForm: localLastYearReader(sandbox), read1099: local1099Reader(sandbox), sandbox }));
    const user = await signInTestUser(database);
    client = new TestClient(service.url);
    client.cookie = user.cookie;
    userId = user.userId;
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  const send = async (pdf: Uint8Array, documentType: string, fileName = 'form.pdf') =>
    client.post(FORM_1099_PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName, fileType: 'application/pdf', documentType });

  it('reads a 1099-INT by its card id and a 1099-R by its type; removes one', async () => {
    const interest = await send(await build1099Pdf('1099-int', 'statement'), '1099int', 'bank-1099.pdf');
    expect(interest.status).toBe(200);
    expect(interest.body).toMatchObject({
      documentType: '1099-int',
      formType: '1099-INT',
      totalAmount: 1560.4,
      interestIncome: 1250.4,
      taxExemptInterest: 450,
      payerInfo: { tin: '98-7654321' },
      fieldDetails: { interestIncome: 1250.4 },
    });
    const row = await database.db('documents').where({ id: interest.body.documentId }).first();
    expect(row).toMatchObject({ user_id: userId, document_type: '1099-INT', file_name: 'bank-1099.pdf' });

    const pension = await send(await build1099Pdf('1099-r', 'irs'), '1099-R');
    expect(pension.body).toMatchObject({ documentType: '1099-r', grossDistribution: 20000, taxableAmount: 18500, distributionCode: '7', taxableAmountBlank: false });

    expect((await client.delete(`${FORM_1099_PATH}/${interest.body.documentId}`)).body).toEqual({ ok: true });
    expect((await client.delete(`${FORM_1099_PATH}/${interest.body.documentId}`)).status).toBe(404);
  });

  it('refuses a W-2 sent as a 1099-DIV and an unknown type, storing nothing', async () => {
    const before = await database.db('documents').where({ user_id: userId }).count<{ count: string }[]>('* as count');
    const wrong = await send(await buildW2Pdf(), '1099div');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: notThe1099Message('1099-DIV') });
    const unknown = await send(await build1099Pdf('1099-int'), 'w2');
    expect(unknown.body).toEqual({ error: FORM_1099_ERRORS.unsupported });
    const after = await database.db('documents').where({ user_id: userId }).count<{ count: string }[]>('* as count');
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });
});
