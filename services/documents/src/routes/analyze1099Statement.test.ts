// analyze-1099 on a broker's consolidated statement of four pages (a cover, then 1099-DIV, 1099-INT and 1099-B
// pages; testing/form1099HeldApart.ts), over real HTTP on a real database with the readers in the sandbox: the
// same file sent as a 1099-DIV, then as a 1099-INT, is read from each form's own page, the payer and recipient
// from the cover; each reading is stored as its own document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, TestClient, testDatabaseKinds, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createDocumentsApp } from '../app';
import { local1099Reader, localLastYearReader } from '../readers';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import { HELD_APART_1099_LAYOUTS } from '../testing/form1099HeldApart';
import { FORM_1099_PATH } from './analyze1099';

const sandbox: Sandbox = createSandbox({ size: 1 });
afterAll(() => sandbox.close());

const statement = HELD_APART_1099_LAYOUTS.find((held) => held.layout === 'consolidated 4 pages')!;

describe.each(testDatabaseKinds())('analyze-1099 on a consolidated statement, %s', (kind) => {
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

  it('reads the 1099-DIV from page 2, then the 1099-INT from page 3 of the same file', async () => {
    const pdf = Buffer.from(await statement.build()).toString('base64');
    const send = (documentType: string) => client.post(FORM_1099_PATH, { fileContent: pdf, fileName: 'briarwood-2024-1099.pdf', fileType: 'application/pdf', documentType });
    const parties = { payerInfo: { name: 'BRIARWOOD CAPITAL SECURITIES LLC', tin: '27-4410938' }, recipientInfo: { name: 'ELENA V KOWALCZYK' } };

    const dividends = await send('1099div');
    expect(dividends.status).toBe(200);
    // What page 2 prints: box 1a 3,006.19 (the total), 1b 2,288.47, 2a 517.30, 5 96.38, 7 31.94.
    expect(dividends.body).toMatchObject({
      documentType: '1099-div', formType: '1099-DIV', totalAmount: 3006.19, totalOrdinaryDividends: 3006.19, qualifiedDividends: 2288.47,
      totalCapitalGainDistributions: 517.3, section199ADividends: 96.38, foreignTaxPaid: 31.94, ...parties,
    });
    expect(dividends.body.recipientInfo.tin.replace(/\*/g, 'X')).toBe('XXX-XX-2951');

    const interest = await send('1099-int');
    expect(interest.status).toBe(200);
    // What page 3 prints: box 1 742.83 and box 3 2,106.40 (total 742.83 + 2,106.40 = 2,849.23), box 10 18.25, box 11 33.90.
    expect(interest.body).toMatchObject({
      documentType: '1099-int', formType: '1099-INT', totalAmount: 2849.23, interestIncome: 742.83, usSavingsBondsInterest: 2106.4,
      marketDiscount: 18.25, bondPremium: 33.9, foreignTaxPaid: 4.17, ...parties,
    });
    expect(interest.body).not.toHaveProperty('totalOrdinaryDividends');

    const rows = await database.db('documents').where({ user_id: userId }).orderBy('created_at');
    expect(rows.map((row: { document_type: string }) => row.document_type)).toEqual(['1099-DIV', '1099-INT']);
  });
});
