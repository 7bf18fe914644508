// Issue 7 item 2: the sign-in limit records each attempt before it checks, per account, per address and for
// the whole service, with delays that grow instead of a hard lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, testDatabaseKinds, type TestDatabase } from '@taxapp/platform/testing';
import { tooManyAttemptsMessage } from '@taxapp/contracts/api/identity';
import { FailedSignInLimiter } from './rateLimit';

describe.each(testDatabaseKinds())('FailedSignInLimiter on %s', (kind) => {
  let database: TestDatabase;
  let n = 0;
  const email = () => `limit-${kind}-${++n}@example.com`;
  const ip = () => `198.51.100.${++n % 250}`;

  beforeAll(async () => {
    database = await startTestDatabase(kind);
  });
  afterAll(async () => database?.stop());

  /** One attempt that fails if it is tried; the verdict's kind. */
  async function failOnce(limiter: FailedSignInLimiter, account: string, address: string, now: number) {
    const verdict = await limiter.begin(account, address, now);
    if (verdict.allowed) await limiter.recordFailure(verdict.attempt, now);
    return verdict;
  }

  it('of 60 parallel attempts on one account tries at most 5', async () => {
    const limiter = new FailedSignInLimiter(database.db);
    const account = email();
    const verdicts = await Promise.all(Array.from({ length: 60 }, (_, i) => failOnce(limiter, account, `203.0.113.${i}`, Date.now())));
    const tried = verdicts.filter((verdict) => verdict.allowed).length;
    expect(tried).toBeLessThanOrEqual(5);
    expect(verdicts.filter((verdict) => !verdict.allowed && verdict.limitedBy === 'account')).toHaveLength(60 - tried);
  });

  it('past 5 failures waits 1 s, then 2 s, then 4 s (no 15-minute lock), and the owner signs in after the wait', async () => {
    const limiter = new FailedSignInLimiter(database.db);
    const account = email();
    const address = ip();
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) expect((await failOnce(limiter, account, address, t0)).allowed).toBe(true);
    expect(await failOnce(limiter, account, address, t0 + 400)).toEqual({ allowed: false, retryAfterMs: 600, limitedBy: 'account' });
    expect((await failOnce(limiter, account, address, t0 + 1000)).allowed).toBe(true);
    expect(await failOnce(limiter, account, address, t0 + 2500)).toEqual({ allowed: false, retryAfterMs: 500, limitedBy: 'account' });
    expect((await failOnce(limiter, account, address, t0 + 3000)).allowed).toBe(true);
    expect(await failOnce(limiter, account, address, t0 + 6000)).toEqual({ allowed: false, retryAfterMs: 1000, limitedBy: 'account' });
    // The owner, after the 4 s: tried, and a success forgets the failures.
    const owner = await limiter.begin(account, ip(), t0 + 7000);
    expect(owner.allowed).toBe(true);
    if (owner.allowed) await limiter.recordSuccess(owner.attempt, account);
    expect((await limiter.begin(account, address, t0 + 7001)).allowed).toBe(true);
  });

  it('limits one address trying many accounts (password spraying), not another address', async () => {
    const limiter = new FailedSignInLimiter(database.db, { perIp: { free: 20 } });
    const address = ip();
    const now = Date.now();
    for (let i = 0; i < 20; i++) expect((await failOnce(limiter, email(), address, now)).allowed).toBe(true);
    expect(await failOnce(limiter, email(), address, now)).toMatchObject({ allowed: false, limitedBy: 'ip' });
    expect((await failOnce(limiter, email(), ip(), now)).allowed).toBe(true);
  });

  it('makes many people signing in at once from one address wait a second, not minutes (in flight is not a failure)', async () => {
    const limiter = new FailedSignInLimiter(database.db);
    const address = ip();
    const now = Date.now();
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => limiter.begin(email(), address, now)));
    const allowed = verdicts.flatMap((verdict) => (verdict.allowed ? [verdict] : []));
    expect(allowed.length).toBeLessThanOrEqual(20);
    for (const verdict of verdicts) if (!verdict.allowed) expect(verdict).toMatchObject({ limitedBy: 'ip', retryAfterMs: expect.any(Number) });
    expect(Math.max(...verdicts.map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterMs)))).toBeLessThanOrEqual(1000);
    // They sign in; the next person from that address is tried at once.
    for (const verdict of allowed) await limiter.recordSuccess(verdict.attempt, `signed-in-${verdict.attempt}@example.com`);
    expect((await limiter.begin(email(), address, now + 1)).allowed).toBe(true);
  });

  it('slows every sign-in a little past the global count', async () => {
    await database.db('sign_in_failures').delete();
    const limiter = new FailedSignInLimiter(database.db, { global: { free: 10, baseDelayMs: 100, maxDelayMs: 5000 } });
    const now = Date.now();
    for (let i = 0; i < 10; i++) expect((await failOnce(limiter, email(), ip(), now)).allowed).toBe(true);
    expect(await failOnce(limiter, email(), ip(), now + 50)).toEqual({ allowed: false, retryAfterMs: 50, limitedBy: 'global' });
    expect((await failOnce(limiter, email(), ip(), now + 100)).allowed).toBe(true);
  });

  it('says the wait in whole seconds or minutes', () => {
    expect(tooManyAttemptsMessage(400)).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(4000)).toBe('Too many failed sign-in attempts. Please wait 4 seconds and try again.');
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });
});
