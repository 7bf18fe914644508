// analyze-last-year-form over real HTTP on a real database: the local reader on a generated PDF, the
// file check's answers, what is stored (hash, type, size, fields, never the file), audit entries, removal,
// and the openai reader against an msw mock of the OpenAI API.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHash } from 'node:crypto';
import { redactExtraction } from '@taxapp/contracts/documents';
import { signInTestUser, startService, startTestDatabase, TestClient, testDatabaseKinds, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createDocumentsApp } from './app';
import { createOpenAiLastYearReader } from './extract/openai';
import { buildLastYear1040Pdf, buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR } from './testing/lastYearFixture';
import { localLastYearReader, type LastYearReader } from './readers';
import { createSandbox, type Sandbox } from './sandbox/sandbox';

const PATH = '/api/functions/analyze-last-year-form';
const OPENAI_BASE = 'http://openai.mock.test/v1';

const mockApi = setupServer();
beforeAll(() => mockApi.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => mockApi.resetHandlers());
afterAll(() => mockApi.close());

// One sandbox process reads every document of this file, as in the service.
const sandbox: Sandbox = createSandbox({ size: 1 });
afterAll(() => sandbox.close());

async function startDocuments(database: TestDatabase, readLastYearForm: LastYearReader) {
  return startService(createDocumentsApp({ db: database.db, sessions: database.sessions, readLastYearForm, sandbox }));
}

async function signedInClient(database: TestDatabase, service: RunningService) {
  const user = await signInTestUser(database);
  const client = new TestClient(service.url);
  client.cookie = user.cookie;
  return { client, userId: user.userId };
}

/** Audit writes are in the background: wait until `count` rows of the user have landed. */
async function auditRows(database: TestDatabase, userId: string, count: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await database.db('audit_logs').where({ user_id: userId }).orderBy('created_at');
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return database.db('audit_logs').where({ user_id: userId }).orderBy('created_at');
}

describe.each(testDatabaseKinds())('analyze-last-year-form on %s', (kind) => {
  let database: TestDatabase;
  let service: RunningService;
  let pdf: Uint8Array;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
    service = await startDocuments(database, localLastYearReader(sandbox));
    pdf = await buildLastYear1040Pdf();
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it('answers 401 without a signed-in user', async () => {
    const response = await new TestClient(service.url).post(PATH, { fileContent: '', fileName: 'a.pdf', fileType: 'application/pdf' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Not authenticated' });
  });

  it('reads the PDF, stores only its hash, type, size and fields, and audits upload and result', async () => {
    const { client, userId } = await signedInClient(database, service);
    const response = await client.post(PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'return-2023.pdf', fileType: 'application/pdf' });
    expect(response.status).toBe(200);
    const { documentId, warnings, ...fields } = response.body;
    expect(fields).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
    expect(warnings).toEqual([]);

    const row = await database.db('documents').where({ id: documentId }).first();
    expect(row).toMatchObject({
      user_id: userId,
      document_type: 'last_year_form',
      file_name: 'return-2023.pdf',
      mime_type: 'application/pdf',
      size_bytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      status: 'complete',
    });
    // SSNs and the phone are kept only masked to their last 4 digits.
    expect(row.extracted_data).toEqual(redactExtraction(expectedExtraction(SAMPLE_LAST_YEAR)));
    expect(row.extracted_data).toMatchObject({ ssn: 'XXX-XX-7890', spouseSSN: 'XXX-XX-6781', phone: 'XXX-XXX-0142' });
    // Nothing of the file itself: no column holds its bytes or its base64.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(Buffer.from(pdf).toString('base64').slice(0, 200));
    expect(stored).not.toContain('412-56-7890');
    expect(stored).not.toContain('412567890');

    const audits = await auditRows(database, userId, 2);
    expect(audits.map((entry) => [entry.action, entry.risk_score])).toEqual([
      ['document_upload_initiated', 40],
      ['document_processed', 25],
    ]);
    expect(audits[1]).toMatchObject({ resource_type: 'tax_document', resource_id: documentId, document_type: 'last_year_form', file_size_bytes: pdf.length });
    expect(audits[1].document_hash).toBe(row.sha256);
    // The audit log names the fields found, never their values.
    expect(JSON.stringify(audits)).not.toContain(SAMPLE_LAST_YEAR.ssn);
  });

  it('gives the file check’s messages for a wrong signature, a wrong type and an oversize file', async () => {
    const { client, userId } = await signedInClient(database, service);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
    const wrongSignature = await client.post(PATH, { fileContent: png, fileName: 'a.pdf', fileType: 'application/pdf' });
    expect(wrongSignature).toMatchObject({ status: 400, body: { error: 'File signature does not match declared type' } });

    const wrongType = await client.post(PATH, { fileContent: Buffer.from('hello').toString('base64'), fileName: 'a.txt', fileType: 'text/plain' });
    expect(wrongType).toMatchObject({
      status: 400,
      body: { error: 'File type text/plain not allowed. Allowed types: image/jpeg, image/png, image/gif, application/pdf' },
    });

    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(pdf.subarray(0, 16));
    const oversize = await client.post(PATH, { fileContent: Buffer.from(big).toString('base64'), fileName: 'big.pdf', fileType: 'application/pdf' });
    expect(oversize).toMatchObject({ status: 400, body: { error: 'File size 11.00 MB exceeds maximum limit of 10MB' } });

    expect(await database.db('documents').where({ user_id: userId }).count('* as n').first()).toEqual({ n: 0 });
    const audits = await auditRows(database, userId, 3);
    expect(audits.map((entry) => [entry.action, entry.risk_score])).toEqual([
      ['document_processing_error', 60],
      ['document_processing_error', 60],
      ['document_processing_error', 60],
    ]);
  });

  it('refuses a truncated PDF as unreadable, and answers the spec’s failure message when pdfjs cannot parse one', async () => {
    const { client, userId } = await signedInClient(database, service);
    const truncated = Buffer.from('%PDF-1.7\nthis is not really a pdf').toString('base64');
    expect(await client.post(PATH, { fileContent: truncated, fileName: 'broken.pdf', fileType: 'application/pdf' })).toMatchObject({
      status: 400,
      body: { error: 'Could not read file' },
    });
    const unparsable = Buffer.from('%PDF-1.7\nthis is not really a pdf\n%%EOF\n').toString('base64');
    const response = await client.post(PATH, { fileContent: unparsable, fileName: 'broken.pdf', fileType: 'application/pdf' });
    expect(response).toMatchObject({ status: 422, body: { error: 'Failed to analyze last year form. Please try again.' } });
    // These events are written without waiting (no change to join), so two requests' entries may interleave.
    const audits = await auditRows(database, userId, 4);
    expect(audits.map((entry) => `${entry.action} ${entry.risk_score}`).sort()).toEqual([
      'document_processing_error 60',
      'document_processing_error 60',
      'document_upload_initiated 40',
      'document_upload_initiated 40',
    ]);
    const errors = audits.filter((entry) => entry.action === 'document_processing_error').map((entry) => String(entry.error_details ?? ''));
    expect(errors.some((details) => /%%EOF/.test(details))).toBe(true);
    expect(errors.every((details) => details.length > 0)).toBe(true);
  });

  it('reads a document again when its reading process dies once, answers 500 when it dies twice, and reads the next one', async () => {
    const { client } = await signedInClient(database, service);
    const png = (await buildLastYear1040Png()).toString('base64');
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Wait until the sandbox works on it, then end its process the way a decoder's SIGSEGV would.
    const killBusyChild = async () => {
      while (sandbox.status().busy === 0) await sleep(20);
      process.kill(sandbox.status().pids[0], 'SIGSEGV');
    };
    const once = client.post(PATH, { fileContent: png, fileName: 'scan.png', fileType: 'image/png' });
    await killBusyChild();
    const read = await once;
    expect(read.status).toBe(200);
    expect(read.body.lastName).toBe(expectedExtraction(SAMPLE_LAST_YEAR).lastName);
    const twice = client.post(PATH, { fileContent: png, fileName: 'scan.png', fileType: 'image/png' });
    await killBusyChild();
    await sleep(300);
    await killBusyChild();
    expect(await twice).toMatchObject({ status: 500, body: { error: 'Failed to analyze last year form. Please try again.' } });
    const next = await client.post(PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'r.pdf', fileType: 'application/pdf' });
    expect(next.status).toBe(200);
    expect(next.body.lastName).toBe(expectedExtraction(SAMPLE_LAST_YEAR).lastName);
    expect(sandbox.status().crashed).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('removes a document of the user, and only of that user', async () => {
    const owner = await signedInClient(database, service);
    const other = await signedInClient(database, service);
    const created = await owner.client.post(PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'r.pdf', fileType: 'application/pdf' });
    const id = created.body.documentId;
    expect(await other.client.delete(`${PATH}/${id}`)).toMatchObject({ status: 404, body: { error: 'Document not found' } });
    expect(await owner.client.delete(`${PATH}/${id}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await database.db('documents').where({ id }).first()).toBeUndefined();
    const audits = await auditRows(database, owner.userId, 3);
    expect(audits.at(-1)).toMatchObject({ action: 'document_removed', risk_score: 70, resource_id: id });
  });
});

describe('analyze-last-year-form with AI_PROVIDER=openai (msw mock of the OpenAI API)', () => {
  let database: TestDatabase;
  let service: RunningService;
  let requests: any[] = [];

  const modelAnswer = {
    firstName: 'JORDAN A',
    middleInitial: '',
    lastName: 'WHITAKER',
    ssn: '412 56 7890',
    spouseFirstName: 'Casey',
    spouseMiddleInitial: 'L',
    spouseLastName: 'Whitaker',
    spouseSSN: '523-45-6781',
    street: '742 Maple Avenue',
    street2: '4B',
    city: 'Princeton',
    state: 'nj',
    zip: '08540',
    filingStatus: 'married-joint',
    phone: '609.555.0142',
    email: 'Jordan.Whitaker@Example.com',
    isFullYearResident: true,
  };

  function answerWith(content: string) {
    mockApi.use(
      http.post(`${OPENAI_BASE}/chat/completions`, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      }),
    );
  }

  beforeAll(async () => {
    database = await startTestDatabase('pglite');
    const reader = createOpenAiLastYearReader({ apiKey: 'test-key', baseURL: OPENAI_BASE, model: 'test-model' }, sandbox);
    service = await startDocuments(database, reader);
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });
  afterEach(() => {
    requests = [];
  });

  it('sends the PDF’s text with a strict JSON schema and cleans the structured answer', async () => {
    answerWith(JSON.stringify(modelAnswer));
    const { client } = await signedInClient(database, service);
    const pdf = await buildLastYear1040Pdf();
    const response = await client.post(PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'r.pdf', fileType: 'application/pdf' });
    expect(response.status).toBe(200);
    const { documentId: _documentId, warnings: _warnings, ...fields } = response.body;
    expect(fields).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));

    expect(requests).toHaveLength(1);
    const sent = requests[0];
    expect(sent.model).toBe('test-model');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(sent.response_format.json_schema.schema.properties)).toContain('spouseSSN');
    expect(JSON.stringify(sent.messages)).toContain('Your first name and middle initial');
  });

  it('sends an image as an image', async () => {
    answerWith(JSON.stringify(modelAnswer));
    const { client } = await signedInClient(database, service);
    const png = await buildLastYear1040Png();
    const response = await client.post(PATH, { fileContent: png.toString('base64'), fileName: 'r.png', fileType: 'image/png' });
    expect(response.status).toBe(200);
    expect(requests[0].messages[1].content[0].type).toBe('image_url');
    expect(requests[0].messages[1].content[0].image_url.url.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('rejects an answer that does not fit the contracts schema with the spec’s failure message', async () => {
    answerWith(JSON.stringify({ firstName: 'Jordan', filingStatus: 'married' }));
    const { client, userId } = await signedInClient(database, service);
    const pdf = await buildLastYear1040Pdf();
    const response = await client.post(PATH, { fileContent: Buffer.from(pdf).toString('base64'), fileName: 'r.pdf', fileType: 'application/pdf' });
    expect(response).toMatchObject({ status: 422, body: { error: 'Failed to analyze last year form. Please try again.' } });
    const audits = await auditRows(database, userId, 2);
    expect(audits[1]).toMatchObject({ action: 'document_processing_error', risk_score: 60 });
  });
});
