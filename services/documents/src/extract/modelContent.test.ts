// AI_PROVIDER=openai for a prior-year return against an msw mock of the provider: the model is sent every page
// that holds the return (a program copy's cover page, the form's page 1 with the header and page 2 with Sign
// Here), not page 1 alone; a scanned return's pages go as images.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LastYearModelOutput } from '@taxapp/contracts/documents';
import { createSandbox } from '../sandbox/sandbox';
import { buildHeldApartLastYear } from '../testing/lastYearHeldApart';
import { createOpenAiLastYearReader } from './openai';

const BASE = 'http://openai.mock.test/v1';
const settings = { apiKey: 'k', baseURL: BASE, model: 'test-model' };
const mockApi = setupServer();
const sandbox = createSandbox({ size: 1 });
beforeAll(() => mockApi.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => mockApi.resetHandlers());
afterAll(async () => {
  mockApi.close();
  await sandbox.close();
});

/** The provider answers `fields` as the structured output, and keeps what it was sent. */
function answer(fields: LastYearModelOutput): { sent: () => { messages: { role: string; content: unknown }[] } } {
  let body: { messages: { role: string; content: unknown }[] } | undefined;
  mockApi.use(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      body = (await request.json()) as typeof body;
      return HttpResponse.json({
        id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(fields), refusal: null } }],
      });
    }),
  );
  return { sent: () => body! };
}

describe('openai prior-year reader: what the model is sent', () => {
  it("sends the text of every page of a program's filing copy, so Sign Here's phone and email (the form's page 2) reach the model", async () => {
    const built = await buildHeldApartLastYear('cover-2023');
    const v = built.expected;
    const provider = answer({
      firstName: `${v.firstName} ${v.middleInitial}`, middleInitial: '', lastName: v.lastName, ssn: v.ssn, spouseFirstName: v.spouseFirstName,
      spouseMiddleInitial: v.spouseMiddleInitial, spouseLastName: v.spouseLastName, spouseSSN: v.spouseSSN, street: v.street, street2: '', city: v.city,
      state: v.state, zip: v.zip, filingStatus: v.filingStatus, phone: '970-555-0121', email: v.email, isFullYearResident: true,
    });
    const read = await createOpenAiLastYearReader(settings, sandbox)(built.pdf, 'application/pdf');
    const user = JSON.stringify(provider.sent().messages.find((message) => message.role === 'user')!.content);
    expect(user).toContain('Text of page 1 of 3');
    expect(user).toContain('Text of page 3 of 3');
    expect(user).toContain('Prepared for');
    expect(user).toContain('Your first name and middle initial');
    expect(user).toContain('Email address');
    expect(user).toContain('970-555-0121');
    expect(user).not.toContain('image_url');
    expect([read.phone, read.email, read.firstName, read.middleInitial]).toEqual(['(970) 555-0121', 'mdbauer@example.com', 'Michael', 'J']);
  }, 60_000);

  it("sends a scanned return's pages as images, each named", async () => {
    const built = await buildHeldApartLastYear('scan-2023');
    const provider = answer({
      firstName: '', middleInitial: '', lastName: '', ssn: '', spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
      street: '', street2: '', city: '', state: '', zip: '', filingStatus: '', phone: '', email: '', isFullYearResident: true,
    });
    await createOpenAiLastYearReader(settings, sandbox)(built.pdf, 'application/pdf');
    const content = provider.sent().messages.find((message) => message.role === 'user')!.content as { type: string; text?: string }[];
    expect(content.filter((part) => part.type === 'image_url')).toHaveLength(2);
    expect(content.filter((part) => part.type === 'text').map((part) => part.text)).toEqual(['Image of page 1 of 2:', 'Image of page 2 of 2:']);
  }, 60_000);
});
