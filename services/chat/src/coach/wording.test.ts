// AI_PROVIDER=openai words the coach's messages (the OpenAI-compatible API mocked with msw, the outside world);
// a wording that loses one of the engine's figures, or a failing model, leaves the local coach's words.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signInTestUser, startService, startTestDatabase, TestClient, type RunningService, type TestDatabase } from '@taxapp/platform/testing';
import { createChatApp } from '../app';
import { createOpenAiCoachWording } from './wording';

const PATH = '/api/functions/interactive-tax-chat';
const OPENAI_BASE = 'http://openai.mock.test/v1';
const FORM = { filingStatus: 'single', w2Data: [{ wages: '85000', federalIncomeTax: '9000' }] };

const mockApi = setupServer();
beforeAll(() => mockApi.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => mockApi.resetHandlers());
afterAll(() => mockApi.close());

function modelSays(message: string) {
  return http.post(`${OPENAI_BASE}/chat/completions`, () =>
    HttpResponse.json({
      id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'test-model',
      choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify({ message }), refusal: null } }],
    }),
  );
}

describe('interactive-tax-chat with AI_PROVIDER=openai', () => {
  let database: TestDatabase;
  let service: RunningService;
  let client: TestClient;
  beforeAll(async () => {
    database = await startTestDatabase('pglite');
    const wording = createOpenAiCoachWording({ apiKey: 'k', baseURL: OPENAI_BASE, model: 'test-model' });
    service = await startService(createChatApp({ sessions: database.sessions, rephrase: null, coachSecret: 's', coachWording: wording }));
    client = new TestClient(service.url);
    client.cookie = (await signInTestUser(database)).cookie;
  });
  afterAll(async () => {
    await service?.close();
    await database?.stop();
  });

  it("uses the model's words when they keep every figure, and the local words when they do not", async () => {
    const local = "Before providing personalized recommendations, I'd like to ask you a few questions based on your tax situation.";
    mockApi.use(modelSays('Hi! Traditional IRA contributions made until April 15, 2025 still count for 2024: up to how much could you put in? ("no" is fine)'));
    const worded = await client.post(PATH, { action: 'start', taxFormData: FORM });
    expect(worded.status).toBe(200);
    expect(worded.body.message).toBe('Hi! Traditional IRA contributions made until April 15, 2025 still count for 2024: up to how much could you put in? ("no" is fine)');

    mockApi.use(modelSays('Hi! Could you add to an IRA this year?'));
    const lost = await client.post(PATH, { action: 'start', taxFormData: FORM });
    expect(lost.body.message).toContain(local);
    expect(lost.body.message).toContain('April 15, 2025');
  });

  it('keeps the local words when the model fails', async () => {
    mockApi.use(http.post(`${OPENAI_BASE}/chat/completions`, () => HttpResponse.json({ error: { message: 'overloaded' } }, { status: 503 })));
    const answer = await client.post(PATH, { action: 'start', taxFormData: FORM });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toContain('traditional IRA');
  });
});
