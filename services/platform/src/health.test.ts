// GET /healthz, which the launcher polls to know a service is up: no session, no database needed.
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startService, type RunningService } from './testing';

const running: RunningService[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.close()));
});

async function health(options: Parameters<typeof createApp>[0]) {
  const service = await startService(createApp(options));
  running.push(service);
  const response = await fetch(`${service.url}/healthz`);
  return { status: response.status, body: await response.json() };
}

describe('GET /healthz', () => {
  it('answers ok, with what the service adds about itself', async () => {
    expect(await health({ routers: [] })).toEqual({ status: 200, body: { ok: true } });
    expect(await health({ routers: [], health: async () => ({ sandbox: { children: 1 } }) })).toEqual({ status: 200, body: { ok: true, sandbox: { children: 1 } } });
  });

  it('answers 503 when the service says it is not well', async () => {
    const answer = await health({
      routers: [],
      health: () => {
        throw new Error('no worker');
      },
    });
    expect(answer).toEqual({ status: 503, body: { ok: false, error: 'no worker' } });
  });
});
