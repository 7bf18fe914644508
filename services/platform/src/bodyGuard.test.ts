// Issue 7 item 6: a body nested 10,000 deep, a NUL or a lone surrogate is a 400 in the user's words, not a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'express';
import { createApp } from './app';
import { BODY_ERRORS } from './bodyGuard';
import { startService, type RunningService } from './testing';

describe('the JSON body guard', () => {
  let service: RunningService;
  beforeAll(async () => {
    const router = Router();
    router.post('/echo', (req, res) => res.json({ got: req.body }));
    service = await startService(createApp({ routers: [router] }));
  });
  afterAll(async () => service?.close());

  const post = async (text: string) => {
    const res = await fetch(`${service.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('refuses JSON nested 10,000 deep with 400', async () => {
    expect(await post('['.repeat(10_000) + ']'.repeat(10_000))).toEqual({ status: 400, body: { error: BODY_ERRORS.tooDeep } });
    expect(await post(`{"data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`)).toEqual({ status: 400, body: { error: BODY_ERRORS.tooDeep } });
  });

  it('refuses a NUL or a lone surrogate in a value or a key with 400', async () => {
    for (const text of ['{"street":"a\\u0000b"}', '{"street":"\\ud800"}', '{"street":"x\\udc00"}', '{"a\\u0000":1}', '{"list":["\\udbff!"]}']) {
      expect(await post(text)).toEqual({ status: 400, body: { error: BODY_ERRORS.badCharacter } });
    }
  });

  it('passes ordinary text, a surrogate pair and a body of reasonable depth', async () => {
    const body = { street: '12 Main St 🏠', nested: { a: [{ b: { c: [1, 2] } }] } };
    expect(await post(JSON.stringify(body))).toEqual({ status: 200, body: { got: body } });
  });
});
