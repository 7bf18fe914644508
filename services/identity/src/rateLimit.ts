// Sign-in attempts limited per account (email), per IP address and for the whole service (issue 7 item 2).
//
// Each attempt is recorded first (a pending row in sign_in_failures), then the counts are read, so parallel
// attempts see each other: of N sent at once at most `free` are tried. Past `free` attempts within a key's
// window one is tried only when the key's previous attempt is older than a delay that doubles with each
// failure past `free` (up to `maxDelayMs`): growing delays instead of a hard lock that an attacker could keep
// the owner in. Sign-ins still in flight gate like failures but do not grow the delay (many people behind one
// address signing in at once wait a second, not minutes). A refused attempt removes its row (it tried
// nothing); a failed one stays; a successful sign-in removes the account's failures. Kept in the database so the limit holds across identity
// instances and restarts.
import type { Db } from '@taxapp/platform';

export interface AttemptLimit {
  /** Failures within the window tried without delay. */
  free: number;
  windowMs: number;
  /** The delay after the first failure past `free`; doubled by each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface FailedSignInLimiterOptions {
  /** The account's free failures (default 5). */
  max?: number;
  /** The account's window (default 15 minutes). */
  windowMs?: number;
  perAccount?: Partial<AttemptLimit>;
  perIp?: Partial<AttemptLimit>;
  global?: Partial<AttemptLimit>;
}

export type AttemptVerdict = { allowed: true; attempt: string } | { allowed: false; retryAfterMs: number; limitedBy: 'account' | 'ip' | 'global' };

const MINUTE = 60_000;

export class FailedSignInLimiter {
  readonly account: AttemptLimit;
  readonly ip: AttemptLimit;
  readonly global: AttemptLimit;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    options: FailedSignInLimiterOptions = {},
  ) {
    this.account = { free: options.max ?? 5, windowMs: options.windowMs ?? 15 * MINUTE, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, ...options.perAccount };
    // Password spraying: many accounts from one address.
    this.ip = { free: 20, windowMs: 15 * MINUTE, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, ...options.perIp };
    // Many addresses at once: slows every sign-in down a little rather than locking anyone out for long.
    this.global = { free: 600, windowMs: MINUTE, baseDelayMs: 100, maxDelayMs: 5000, ...options.global };
  }

  /** Records the attempt, then decides. An allowed attempt must end in recordFailure or recordSuccess. */
  async begin(email: string, ip: string, now = Date.now()): Promise<AttemptVerdict> {
    const [row] = await this.db('sign_in_failures').insert({ email, ip_address: ip, failed_at: new Date(now), pending: true }).returning(['id']);
    const own = String(row.id);
    const longest = Math.max(this.account.windowMs, this.ip.windowMs, this.global.windowMs);
    const since = (limit: AttemptLimit) => new Date(now - limit.windowMs);
    const result = await this.db.raw(
      `select
         count(*) filter (where email = :email and failed_at > :accountSince) as account_count,
         count(*) filter (where email = :email and failed_at > :accountSince and not pending) as account_failures,
         max(failed_at) filter (where email = :email and failed_at > :accountSince and id <> :own) as account_last,
         count(*) filter (where ip_address = :ip and failed_at > :ipSince) as ip_count,
         count(*) filter (where ip_address = :ip and failed_at > :ipSince and not pending) as ip_failures,
         max(failed_at) filter (where ip_address = :ip and failed_at > :ipSince and id <> :own) as ip_last,
         count(*) filter (where failed_at > :globalSince) as global_count,
         count(*) filter (where failed_at > :globalSince and not pending) as global_failures,
         max(failed_at) filter (where failed_at > :globalSince and id <> :own) as global_last
       from sign_in_failures where failed_at > :oldest`,
      { email, ip, own, accountSince: since(this.account), ipSince: since(this.ip), globalSince: since(this.global), oldest: new Date(now - longest) },
    );
    const counts = result.rows[0];
    const checks: Array<['account' | 'ip' | 'global', AttemptLimit, number, number, Date | null]> = [
      ['account', this.account, Number(counts.account_count), Number(counts.account_failures), counts.account_last],
      ['ip', this.ip, Number(counts.ip_count), Number(counts.ip_failures), counts.ip_last],
      ['global', this.global, Number(counts.global_count), Number(counts.global_failures), counts.global_last],
    ];
    for (const [limitedBy, limit, count, failures, last] of checks) {
      if (count <= limit.free || !last) continue;
      const delay = Math.min(limit.baseDelayMs * 2 ** Math.max(0, failures - limit.free), limit.maxDelayMs);
      const retryAfterMs = new Date(last).getTime() + delay - now;
      if (retryAfterMs > 0) {
        await this.db('sign_in_failures').where({ id: own }).delete();
        return { allowed: false, retryAfterMs, limitedBy };
      }
    }
    return { allowed: true, attempt: own };
  }

  /**
   * The attempt's row stays, dated when the password was found wrong (checking it takes time, and the delay runs
   * from the failure): it counts for its account, address and the service.
   */
  async recordFailure(attempt: string, now = Date.now()): Promise<void> {
    await this.db('sign_in_failures').where({ id: attempt }).update({ failed_at: new Date(now), pending: false });
    if (now - this.lastPrune > MINUTE) {
      this.lastPrune = now;
      const longest = Math.max(this.account.windowMs, this.ip.windowMs, this.global.windowMs);
      // old entries count for nothing: drop them now and then
      void this.db('sign_in_failures').where('failed_at', '<=', new Date(now - longest)).delete().catch(() => {});
    }
  }

  /** An attempt that tried nothing (it failed before the password was checked) counts for nothing. */
  async cancel(attempt: string): Promise<void> {
    await this.db('sign_in_failures').where({ id: attempt }).delete();
  }

  /** The owner proved the password: the account's failures (and this attempt) are forgotten. */
  async recordSuccess(attempt: string, email: string, db: Db = this.db): Promise<void> {
    await db('sign_in_failures').where({ id: attempt }).orWhere({ email }).delete();
  }
}
