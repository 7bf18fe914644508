// query-tax-insights over real HTTP: every wizard field answered from the knowledge base with its IRS
// sources, answers that depend on the form, and the openai rephrasing against an msw mock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signInTestUser, startService, startTestDatabase, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createChatApp } from './app';
import { createOpenAiRephraser, type Rephraser } from './rephrase';
import { insightsFor } from './knowledge/lookup';

const PATH = '/api/functions/query-tax-insights';
const OPENAI_BASE = 'http://openai.mock.test/v1';

/** Every field the personal-information wizard asks (steps 1-4), dependents' fields by index. */
const WIZARD_FIELDS = [
  'firstName', 'middleInitial', 'lastName', 'ssn', 'dateOfBirth', 'driversLicense', 'phone', 'email',
  'street', 'street2', 'city', 'state', 'zip',
  'isFullYearResident', 'primaryStateStartDate', 'primaryStateEndDate', 'additionalState', 'additionalStateStartDate', 'additionalStateEndDate',
  'filingStatus', 'spouseFirstName', 'spouseMiddleInitial', 'spouseLastName', 'spouseSSN', 'spouseDateOfBirth',
  'canBeClaimedAsDependent', 'spouseCanBeClaimedAsDependent',
  'dependents', 'dependents.0.firstName', 'dependents.0.lastName', 'dependents.0.ssn', 'dependents.0.dob', 'dependents.0.relationship',
  'dependents.0.monthsLivedWithTaxpayer', 'dependents.0.isFullTimeStudent',
];

describe('the knowledge base', () => {
  it.each(WIZARD_FIELDS)('answers %s with insights, each source an IRS publication PDF', (field) => {
    const answer = insightsFor(field, '', {});
    expect(answer.insights.length).toBeGreaterThan(0);
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) {
      expect(source.url).toBe(`https://www.irs.gov/pub/irs-pdf/${source.document}`);
      expect(source.document).toMatch(/^[a-z0-9]+\.pdf$/);
      expect(source.title.length).toBeGreaterThan(5);
    }
  });

  it('gives the 2024 standard deduction of the chosen filing status (Pub 501)', () => {
    expect(insightsFor('filingStatus', 'married-joint', {}).insights).toContain('The 2024 standard deduction for this status is $29,200.');
    expect(insightsFor('filingStatus', 'head-household', {}).insights).toContain('The 2024 standard deduction for this status is $21,900.');
    expect(insightsFor('filingStatus', '', { filingStatus: 'single' }).insights).toContain('The 2024 standard deduction for this status is $14,600.');
  });

  it('uses the age at the end of 2024, never the date of birth itself', () => {
    const senior = insightsFor('dateOfBirth', '', { taxpayerAgeAtYearEnd: 67, filingStatus: 'single' }).insights[0];
    expect(senior).toBe('From this date of birth you are 65 or older at the end of 2024: the standard deduction rises by $1,950.');
    const spouse = insightsFor('spouseDateOfBirth', '', { spouseAgeAtYearEnd: 70, filingStatus: 'married-joint' }).insights[0];
    expect(spouse).toBe('From this date of birth your spouse is 65 or older at the end of 2024: the standard deduction rises by $1,550.');
    const child = insightsFor('dependents.1.dob', '', { dependents: [{ ageAtYearEnd: 20 }, { ageAtYearEnd: 9 }] }).insights[0];
    expect(child).toMatch(/under 17 at the end of 2024/);
  });

  it('has nothing for a field it does not know', () => {
    expect(insightsFor('favouriteColour', 'blue', {})).toEqual({ insights: [], sources: [] });
  });
});

const mockApi = setupServer();
beforeAll(() => mockApi.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => mockApi.resetHandlers());
afterAll(() => mockApi.close());

describe('POST /api/functions/query-tax-insights', () => {
  let database: TestDatabase;
  const services: RunningService[] = [];
  let local: RunningService;

  async function start(rephrase: Rephraser | null) {
    const service = await startService(createChatApp({ sessions: database.sessions, rephrase }));
    services.push(service);
    return service;
  }
  async function client(service: RunningService) {
    const user = await signInTestUser(database);
    const result = new TestClient(service.url);
    result.cookie = user.cookie;
    return result;
  }

  beforeAll(async () => {
    database = await startTestDatabase('pglite');
    local = await start(null);
  });
  afterAll(async () => {
    for (const service of services) await service.close();
    await database?.stop();
  });

  it('answers 401 without a signed-in user', async () => {
    expect(await new TestClient(local.url).post(PATH, { fieldName: 'ssn' })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('answers from the knowledge base with the cited publications', async () => {
    const response = await (await client(local)).post(PATH, { fieldName: 'dependents.0.relationship', fieldValue: 'son', formData: {} });
    expect(response.status).toBe(200);
    expect(response.body.insights[0]).toMatch(/^A qualifying child is your son, daughter/);
    expect(response.body.sources).toEqual([
      { document: 'p501.pdf', title: 'Publication 501 (2024), Dependents, Standard Deduction, and Filing Information', url: 'https://www.irs.gov/pub/irs-pdf/p501.pdf' },
    ]);
  });

  it('answers an empty list for an unknown field, and 400 without a field name', async () => {
    const signedIn = await client(local);
    expect((await signedIn.post(PATH, { fieldName: 'favouriteColour', fieldValue: '' })).body).toEqual({ insights: [], sources: [] });
    expect((await signedIn.post(PATH, { fieldValue: '' })).status).toBe(400);
  });

  it('with AI_PROVIDER=openai lets the model rephrase, keeping the knowledge base’s sources', async () => {
    let sent: any;
    mockApi.use(
      http.post(`${OPENAI_BASE}/chat/completions`, async ({ request }) => {
        sent = await request.json();
        const content = JSON.stringify({ insights: ['Use the name on your Social Security card.'] });
        return HttpResponse.json({
          id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
        });
      }),
    );
    const service = await start(createOpenAiRephraser({ apiKey: 'k', baseURL: OPENAI_BASE, model: 'test-model' }));
    const response = await (await client(service)).post(PATH, { fieldName: 'firstName', fieldValue: 'Jordan', formData: { ssn: { encryptedData: 'x' } } });
    expect(response.body).toEqual({
      insights: ['Use the name on your Social Security card.'],
      sources: [{ document: 'i1040gi.pdf', title: 'Instructions for Form 1040 and 1040-SR (2024)', url: 'https://www.irs.gov/pub/irs-pdf/i1040gi.pdf' }],
    });
    expect(sent.model).toBe('test-model');
    expect(sent.response_format.json_schema.strict).toBe(true);
    // The model sees the field and the facts, not the form.
    expect(JSON.stringify(sent.messages)).not.toContain('encryptedData');
  });

  it('keeps the knowledge base’s words when the model fails', async () => {
    mockApi.use(http.post(`${OPENAI_BASE}/chat/completions`, () => HttpResponse.json({ error: { message: 'overloaded' } }, { status: 503 })));
    const service = await start(createOpenAiRephraser({ apiKey: 'k', baseURL: OPENAI_BASE, model: 'test-model' }));
    const response = await (await client(service)).post(PATH, { fieldName: 'phone', fieldValue: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(insightsFor('phone', '', {}));
  });
});
