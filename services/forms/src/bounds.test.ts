// Issue 7 item 6: what the security test sent the forms service, each now a 400 in the user's words (never a 500),
// on PGlite and on PostgreSQL; the stored form stays small and the audit log copies no value whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, testDatabaseKinds, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { BODY_ERRORS } from '@taxapp/platform/bodyGuard';
import { FORM_BOUNDS_MESSAGES, FORM_MAX_BYTES } from '@taxapp/contracts/form';
import { createFormsService } from './app';

const invalid = (path: string, message: string) => `The tax form is not valid. ${path}: ${message}`;

describe.each(testDatabaseKinds())('forms bounds on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let forms: ReturnType<typeof createFormsService>;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    forms = createFormsService({ db: database.db, sessions: database.sessions, realtime: { kind: 'memory' } });
    service = await startService(forms.app);
    const user = await signInTestUser(database);
    userId = user.userId;
    client = new TestClient(service.url);
    client.cookie = user.cookie;
    expect((await client.post('/api/forms/form/open', {})).status).toBe(200);
  });
  afterAll(async () => {
    await forms?.close();
    await service?.close();
    await database?.stop();
  });

  const save = async (data: Record<string, unknown>) => {
    const version = (await client.get('/api/forms/form')).body.form.version as number;
    return client.patch('/api/forms/form', { version, data });
  };
  /** Sends `text` as the PATCH body as it is (JSON.stringify could not make some of these). */
  const sendRaw = async (text: string) => {
    const response = await fetch(`${service.url}/api/forms/form`, { method: 'PATCH', headers: { 'content-type': 'application/json', cookie: client.cookie! }, body: text });
    return { status: response.status, body: (await response.json()) as { error: string } };
  };

  it('refuses an unknown state code instead of computing it as New Jersey', async () => {
    expect(await save({ state: 'ZZ' })).toMatchObject({ status: 400, body: { error: invalid('state', FORM_BOUNDS_MESSAGES.stateCode) } });
    expect(await save({ additionalState: 'QQ' })).toMatchObject({ status: 400, body: { error: invalid('additionalState', FORM_BOUNDS_MESSAGES.stateCode) } });
    expect(await save({ state: 'pa' })).toMatchObject({ status: 200, body: { form: { data: { state: 'PA' } } } });
  });

  it('refuses negative withholding and an amount of 1e300', async () => {
    expect(await save({ w2Data: [{ wages: '50000', federalIncomeTax: '-5000' }] })).toMatchObject({
      status: 400,
      body: { error: invalid('w2Data.0.federalIncomeTax', FORM_BOUNDS_MESSAGES.amountNegative) },
    });
    expect(await save({ line1: 1e300 })).toMatchObject({ status: 400, body: { error: invalid('line1', FORM_BOUNDS_MESSAGES.amountFormat) } });
    expect(await save({ estimatedTaxPayments: 12.345 })).toMatchObject({ status: 400, body: { error: invalid('estimatedTaxPayments', FORM_BOUNDS_MESSAGES.amountFormat) } });
    // A capital loss is the law's own negative.
    expect((await save({ capitalGains: -3000 })).status).toBe(200);
  });

  it('refuses a 1 MB street and 1.9 MB saves; the stored form stays small and the audit log holds no copy', async () => {
    expect(await save({ street: 'x'.repeat(1024 * 1024) })).toMatchObject({ status: 400, body: { error: invalid('street', FORM_BOUNDS_MESSAGES.tooLong(200)) } });
    for (let i = 0; i < 5; i++) {
      // tax_preferences is the one list whose entries the spec leaves open.
      expect(await save({ tax_preferences: [String(i).repeat(1_900_000)] })).toMatchObject({ status: 400, body: { error: FORM_BOUNDS_MESSAGES.formTooLarge } });
    }
    // A body over the 2 MB limit is refused unread.
    expect(await save({ street: 'y'.repeat(3 * 1024 * 1024) })).toMatchObject({ status: 413, body: { error: 'The request is too large.' } });
    const [stored] = await database.db('tax_forms').where({ user_id: userId }).select(database.db.raw('length(form_1040_data::text) as size'));
    expect(Number(stored.size)).toBeLessThan(FORM_MAX_BYTES);
    const [logged] = await database
      .db('audit_logs')
      .where({ user_id: userId })
      .select(database.db.raw("coalesce(max(length(coalesce(data_before::text, '')) + length(coalesce(data_after::text, ''))), 0) as size"));
    expect(Number(logged.size)).toBeLessThan(10_000);
  });

  it('refuses a NUL or a lone surrogate in a field, and JSON nested 10,000 deep, with 400', async () => {
    const version = (await client.get('/api/forms/form')).body.form.version as number;
    for (const field of ['"Main\\u0000St"', '"\\ud800"', '"\\udfff tail"']) {
      expect(await sendRaw(`{"version":${version},"data":{"street":${field}}}`)).toEqual({ status: 400, body: { error: BODY_ERRORS.badCharacter } });
    }
    const deep = `{"version":${version},"data":{"tax_preferences":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    expect(await sendRaw(deep)).toEqual({ status: 400, body: { error: BODY_ERRORS.tooDeep } });
    expect(await sendRaw('{"version":1,"data":')).toEqual({ status: 400, body: { error: 'The request is not valid JSON.' } });
  });

  it('refuses a key the form does not have', async () => {
    expect(await save({ isAdmin: true })).toMatchObject({ status: 400, body: { error: invalid('isAdmin', FORM_BOUNDS_MESSAGES.unknownField), field: 'isAdmin' } });
  });

  it('refuses a key a list item does not have, naming its path; a W-2 as the income step builds it is saved', async () => {
    expect(await save({ w2Data: [{ wages: '50000', federalIncomeTax: '5000', someKey: 'x'.repeat(1000) }] })).toMatchObject({
      status: 400,
      body: { error: invalid('w2Data.0.someKey', FORM_BOUNDS_MESSAGES.unknownField), field: 'w2Data.0.someKey' },
    });
    expect(await save({ otherIncomeEntries: [{ type: 'Rental Income', amount: 100, rentalData: { address: '1 Elm St', owner: 'spouse' } }] })).toMatchObject({
      status: 400,
      body: { field: 'otherIncomeEntries.0.rentalData.owner' },
    });
    // What mfe-income's w2FromExtraction saves after an upload, the stored document's id included.
    const uploaded = {
      id: 'w2_upload_1', fileName: 'w2.pdf', documentId: '7d1c3f0e-5b8a-4a8e-9a43-2f1f5c1b9e11', firstName: 'Ana', lastName: 'Lee', ssn: '', owner: 'taxpayer',
      wages: '61000', federalIncomeTax: '6100', stateTax: '2100', employerName: 'Acme', employerEIN: '12-3456789', socialSecurityWages: '61000',
      socialSecurityTaxWithheld: '3782', medicareWagesAndTips: '61000', medicareTaxWithheld: '884.5', socialSecurityTips: '0', allocatedTips: '0',
      verificationCode: '', dependentCareBenefits: '0', nonqualifiedPlans: '0', statutoryEmployee: false, retirementPlan: true, thirdPartySickPay: false,
      box12Entries: [{ code: 'D', amount: '3000' }], box12: { codeC: '0', codeD: '3000', codeDD: '0', codeW: '0' }, box14: { tfb: '0' },
      box14Other: [{ label: 'NJ FLI', amount: '54.9' }], stateId: 'NJ', stateWages: '61000', additionalStateRows: [], localWages: '0', localIncomeTax: '0', locality: '',
    };
    const saved = await save({ w2Data: [uploaded] });
    expect(saved.status).toBe(200);
    expect(saved.body.form.data.w2Data).toEqual([uploaded]);
  });

  it("a save's audit entry names a list by its size, never copies it", async () => {
    expect((await save({ w2Data: [{ wages: '61000', employerName: 'Acme' }] })).status).toBe(200);
    const entry = await waitForAudit(database, userId, 'w2Data');
    expect(entry).toMatchObject({ details: { updatedFields: ['w2Data'] }, data_after: { w2Data: '[1 entry]' }, data_before: { w2Data: '[0 entries]' } });
    expect(JSON.stringify(entry)).not.toContain('Acme');
  });
});

async function waitForAudit(database: TestDatabase, userId: string, field: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = await database.db('audit_logs').where({ user_id: userId, action: 'update_tax_form' });
    const found = rows.find((row) => (row.details?.updatedFields ?? []).includes(field));
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
