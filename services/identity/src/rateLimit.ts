// Failed sign-ins per email and IP address: after `max` failures within `windowMs`, sign-in answers 429
// until the window has passed. A success clears the count. Kept in the database (sign_in_failures), so the
// limit holds across identity instances and restarts.
import type { Db } from '@taxapp/platform';

export interface FailedSignInLimiterOptions {
  max?: number;
  windowMs?: number;
}

export class FailedSignInLimiter {
  readonly max: number;
  readonly windowMs: number;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    options: FailedSignInLimiterOptions = {},
  ) {
    this.max = options.max ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
  }

  private since(now: number) {
    return new Date(now - this.windowMs);
  }

  async isBlocked(email: string, ip: string, now = Date.now()): Promise<boolean> {
    const [{ count }] = await this.db('sign_in_failures')
      .where({ email, ip_address: ip })
      .andWhere('failed_at', '>', this.since(now))
      .count({ count: '*' });
    return Number(count) >= this.max;
  }

  async recordFailure(email: string, ip: string, now = Date.now()): Promise<void> {
    await this.db('sign_in_failures').insert({ email, ip_address: ip, failed_at: new Date(now) });
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now;
      // old entries count for nothing: drop them now and then
      void this.db('sign_in_failures').where('failed_at', '<=', this.since(now)).delete().catch(() => {});
    }
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.db('sign_in_failures').where({ email, ip_address: ip }).delete();
  }
}
