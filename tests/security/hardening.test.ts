// Issue 7 items 2, 3, 5, 7, 8 against one started product (npm start, API only, through the gateway).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startProduct, type Product } from './support/product';

const PASSWORD = 'security-test-password-1';
let product: Product;

beforeAll(async () => {
  product = await startProduct();
}, 120_000);
afterAll(() => product?.stop());

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${product.origin}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.origin, ...headers },
    body: JSON.stringify({ email, password }),
  });

const newEmail = () => `hardening-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('the sign-in limit (item 2)', () => {
  it('tries at most 5 of 60 parallel wrong passwords, and the right one sent once the limit is reached does not sign in', async () => {
    const email = newEmail();
    expect((await call(product, null, 'POST', '/api/identity/sign-up', { email, password: PASSWORD })).status).toBe(201);
    const wrong = Array.from({ length: 60 }, (_, i) =>
      // Each claims another address: the gateway replaces what the client says with where it came from.
      signIn(email, `wrong-password-${i}`, { 'x-forwarded-for': `203.0.113.${i}` }).then((response) => response.status),
    );
    const statuses = await Promise.all(wrong);
    const tried = statuses.filter((status) => status === 401).length;
    expect(tried).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - tried);
    // Parallel attempts refused tried nothing; wrong ones one after the other up to the limit (5 failures).
    for (let failures = tried; failures < 5; failures++) expect((await signIn(email, `wrong-again-${failures}`)).status).toBe(401);
    const right = await signIn(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ error: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/) });
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('counts one address over many accounts whatever X-Forwarded-For the client sends (password spraying)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await signIn(newEmail(), 'spray-password-1', { 'x-forwarded-for': `198.51.100.${i}`, 'x-forwarded-host': 'evil.example' })).status);
    // 20 free failures per address (the gateway's view of this test, whatever it claims).
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
