// The password hashing queue: a few jobs at a time, and a job that would wait past the bound is refused at once
// with the 503 the browser retries, instead of joining a queue that answers after the browser gave up.
import { describe, expect, it } from 'vitest';
import { HttpError, PLATFORM_ERRORS } from '@taxapp/platform';
import { WorkQueue } from './workQueue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaitMs: 10_000, initialEstimateMs: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        queue.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(20);
          running -= 1;
          order.push(index);
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(order.slice(2).sort()).toEqual([2, 3, 4, 5]);
  });

  it('refuses a job that would wait longer than maxWaitMs with a 503, and takes jobs again once the queue drains', async () => {
    // Jobs of about 100 ms, two at a time, at most 300 ms of waiting: 2 running + 6 waiting is the most.
    const queue = new WorkQueue({ concurrency: 2, maxWaitMs: 300, initialEstimateMs: 100 });
    const job = () => sleep(100);
    const admitted = Array.from({ length: 8 }, () => queue.run(job));
    const refused = queue.run(job);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 503, message: PLATFORM_ERRORS.unavailable });
    await Promise.all(admitted);
    expect(queue.expectedWaitMs()).toBe(0);
    await expect(queue.run(async () => 'hashed')).resolves.toBe('hashed');
  });

  it('a job that fails frees its slot', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 10_000, initialEstimateMs: 10 });
    await expect(queue.run(async () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
