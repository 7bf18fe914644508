// CPU-bound work (password hashing) run a few at a time, with a bounded wait. Without a bound, a burst of
// sign-ups and sign-ins beyond what the machine hashes per second queues without end: every request waits past
// the browser's patience, the abandoned ones are still hashed, and a sign-up the user gave up on is created
// anyway (the load run, tests/load, saw 228 of 314 sign-ups get no answer in 30 s). Past the bound the request is
// refused at once with a 503 the browser retries, and the ones admitted are answered within the bound.
import { HttpError, PLATFORM_ERRORS } from '@taxapp/platform';

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Moving average of one job's duration, ms (the estimate of how long the queue takes to drain). */
  private averageMs: number;

  constructor(
    private readonly options: { concurrency: number; maxWaitMs: number; initialEstimateMs: number },
  ) {
    this.averageMs = options.initialEstimateMs;
  }

  /** How long a job queued now would wait before it starts, ms. */
  expectedWaitMs(): number {
    const ahead = this.running + this.waiting.length - this.options.concurrency + 1;
    return Math.max(0, ahead) * (this.averageMs / this.options.concurrency);
  }

  /** Runs `job` when a slot is free; refuses it (503) when it would wait longer than maxWaitMs. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.expectedWaitMs() > this.options.maxWaitMs) throw new HttpError(503, PLATFORM_ERRORS.unavailable);
    if (this.running >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
