// Failed sign-ins per email and IP address: after `max` failures within `windowMs`, sign-in answers 429
// until the window has passed. A success clears the count.
export interface FailedSignInLimiterOptions {
  max?: number;
  windowMs?: number;
}

export class FailedSignInLimiter {
  private failures = new Map<string, number[]>();
  readonly max: number;
  readonly windowMs: number;

  constructor(options: FailedSignInLimiterOptions = {}) {
    this.max = options.max ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
  }

  private key(email: string, ip: string) {
    return `${email}\u0000${ip}`;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  isBlocked(email: string, ip: string, now = Date.now()): boolean {
    return this.recent(this.key(email, ip), now).length >= this.max;
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    const key = this.key(email, ip);
    const times = this.recent(key, now);
    times.push(now);
    this.failures.set(key, times);
    if (this.failures.size > 100_000) this.prune(now);
  }

  recordSuccess(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }

  private prune(now: number) {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
