// The local Tax Coach over real HTTP: questions chosen from the return, answers read as amounts, and each
// recommendation's saving equal to the engine's what-if run; the signed chat state cannot be altered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser, startService, startTestDatabase, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { computeReturn } from '@taxapp/engine';
import { interactiveTaxChatResponseSchema } from '@taxapp/contracts/api/coach';
import { createChatApp } from '../app';

const PATH = '/api/functions/interactive-tax-chat';

// Single, 85,000 of wages, a 5-year-old who lived with the taxpayer all year.
const FORM = {
  filingStatus: 'single',
  state: 'NJ',
  w2Data: [{ wages: '85000', federalIncomeTax: '9000', stateId: 'NJ' }],
  dependents: [{ firstName: 'Kit', lastName: 'L', relationship: 'daughter', ageAtYearEnd: 5, monthsLivedWithTaxpayer: 12 }],
};

describe('interactive-tax-chat (local coach)', () => {
  let database: TestDatabase;
  let service: RunningService;
  let client: TestClient;

  beforeAll(async () => {
    database = await startTestDatabase('pglite');
    service = await startService(createChatApp({ sessions: database.sessions, rephrase: null, coachSecret: 'test-secret' }));
    const user = await signInTestUser(database);
    client = new TestClient(service.url);
    client.cookie = user.cookie;
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it("answers 'Not authenticated' without a session", async () => {
    expect(await new TestClient(service.url).post(PATH, { action: 'start', taxFormData: FORM })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('asks about the IRA, the HSA and child care, then recommends with the engine’s savings', async () => {
    const start = await client.post(PATH, { action: 'start', taxFormData: FORM });
    expect(start.status).toBe(200);
    expect(start.body.message).toContain("Before providing personalized recommendations, I'd like to ask you a few questions based on your tax situation.");
    expect(start.body.message).toContain('traditional IRA');
    expect(start.body.questionsComplete).toBe(false);

    const unclear = await client.post(PATH, { action: 'continue', userMessage: 'maybe', chatHistory: [], taxFormData: FORM, chatState: start.body.chatState });
    expect(unclear.body.message).toContain('Please answer with an amount in dollars');

    const hsa = await client.post(PATH, { action: 'continue', userMessage: 'About $3,000', chatHistory: [], taxFormData: FORM, chatState: unclear.body.chatState });
    expect(hsa.body.message).toContain('health savings account');
    const care = await client.post(PATH, { action: 'continue', userMessage: 'no', chatHistory: [], taxFormData: FORM, chatState: hsa.body.chatState });
    expect(care.body.message).toContain('care of Kit');
    const done = await client.post(PATH, { action: 'continue', userMessage: '4000', chatHistory: [], taxFormData: FORM, chatState: care.body.chatState });
    expect(done.status).toBe(200);
    expect(done.body.questionsComplete).toBe(true);
    const body = interactiveTaxChatResponseSchema.parse(done.body);

    const base = computeReturn(FORM).federal.refundOwed;
    const ira = body.recommendations.find((r) => r.id === 'ira')!;
    const withIra = computeReturn({ ...FORM, deductions: { retirement: { 'ira-contributions': 3000 } } }).federal.refundOwed;
    expect(ira.saving).toBe(withIra - base);
    // By hand: taxable income 85,000 - 14,600 = 70,400 is in the 22% bracket (47,150-100,525, single); 3,000 less
    // stays in it, so the tax falls by 22% x 3,000 = 660 (Tax Table rows are 50 wide; 3,000 moves 60 rows).
    expect(ira.saving).toBe(660);
    const care4000 = body.recommendations.find((r) => r.id === 'dependent-care')!;
    // Form 2441: 3,000 of the 4,000 count for one child; AGI over 43,000 gives 20%: 600.
    expect(care4000.saving).toBe(600);
    expect(body.recommendations.find((r) => r.id === 'hsa')).toBeUndefined();
    const hoh = body.recommendations.find((r) => r.id === 'head-of-household')!;
    expect(hoh.saving).toBe(computeReturn({ ...FORM, filingStatus: 'head-of-household' }).federal.refundOwed - base);
    expect(body.message).toContain('Contribute $3,000 to a traditional IRA for 2024');
  });

  it('refuses an altered chat state', async () => {
    const start = await client.post(PATH, { action: 'start', taxFormData: FORM });
    const [payload, mac] = start.body.chatState.split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const altered = Buffer.from(JSON.stringify({ ...state, asked: 3 })).toString('base64url');
    const answer = await client.post(PATH, { action: 'continue', userMessage: '100', chatHistory: [], taxFormData: FORM, chatState: `${altered}.${mac}` });
    expect(answer).toMatchObject({ status: 400, body: { error: 'The chat state is not valid. Please start the chat again.' } });
  });
});
