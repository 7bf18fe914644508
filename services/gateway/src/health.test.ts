// GET /healthz on the gateway itself (not forwarded): what the launcher polls to know it is up.
import { afterAll, beforeAll, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGateway } from './app';
import type { ServiceName } from './routes';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const nowhere = 'http://127.0.0.1:1';
  const targets = Object.fromEntries(['identity', 'forms', 'calc', 'chat', 'documents', 'audit'].map((name) => [name, nowhere])) as Record<ServiceName, string>;
  const gateway = createGateway({ shellDist: mkdtempSync(path.join(tmpdir(), 'shell-dist-')), targets, remotesManifest: () => ({ personal: '/p', income: '/i', deductionsCredits: '/d', reviewCoach: '/r' }) });
  server = http.createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('answers its own health check, even with no service reachable', async () => {
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ ok: true });
});
