import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { createGateway, remotesManifestReader } from './app';
import { ROUTES, serviceForPath, type ServiceName } from './routes';

/** A stand-in service that answers with its name and the path it saw. */
async function echoService(name: string) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ service: name, path: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null, host: req.headers.host }));
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => ws.send(`${name}:${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('gateway', () => {
  const services: Array<{ server: http.Server }> = [];
  let gatewayServer: http.Server;
  let base: string;
  let dist: string;
  let manifestFile: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'static/js/index.0123abcd.js'), 'console.log(1)');
    manifestFile = path.join(dist, 'remotes.override.json');
    writeFileSync(manifestFile, JSON.stringify({ income: 'https://cdn.example/income/mf-manifest.json' }));
    const targets = {} as Record<ServiceName, string>;
    for (const name of ['identity', 'forms', 'calc', 'chat', 'documents'] as const) {
      const s = await echoService(name);
      services.push(s);
      targets[name] = s.url;
    }
    targets.audit = 'http://127.0.0.1:1'; // nothing listens: 502
    const gateway = createGateway({
      shellDist: dist,
      targets,
      remotesManifest: remotesManifestReader(manifestFile, () => ({
        personal: 'http://localhost:3001/mf-manifest.json',
        income: 'http://localhost:3002/mf-manifest.json',
        deductionsCredits: 'http://localhost:3003/mf-manifest.json',
        reviewCoach: 'http://localhost:3004/mf-manifest.json',
      })),
    });
    gatewayServer = http.createServer(gateway.app);
    gateway.attach(gatewayServer);
    await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    gatewayServer?.closeAllConnections();
    gatewayServer?.close();
    for (const s of services) {
      s.server.closeAllConnections();
      s.server.close();
    }
    rmSync(dist, { recursive: true, force: true });
  });

  it('routes every prefix of the table to its service, path unchanged', async () => {
    const cases: Array<[string, ServiceName]> = [
      ['/api/identity/me', 'identity'],
      ['/api/forms/form?x=1', 'forms'],
      ['/api/api-gateway/taxpayer/get-returns', 'forms'],
      ['/api/api-gateway/calculation/calculate-full', 'calc'],
      ['/api/functions/query-tax-insights', 'chat'],
      ['/api/functions/interactive-tax-chat', 'chat'],
      ['/api/functions/analyze-w2', 'documents'],
    ];
    for (const [url, service] of cases) {
      const response = await fetch(base + url);
      const body = (await response.json()) as { forwardedFor: string | null };
      expect(body).toMatchObject({ service, path: url });
      expect(body.forwardedFor).toBeTruthy();
    }
    expect(ROUTES.length).toBe(8);
    expect(serviceForPath('/api/audit/logs')).toBe('audit');
  });

  it('answers unknown API paths and stopped services as {error}', async () => {
    const unknown = await fetch(`${base}/api/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
    const down = await fetch(`${base}/api/audit/logs`);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ error: 'The service is not available right now. Please try again.' });
  });

  it('serves the shell with SPA fallback, caching hashed assets only, with security headers', async () => {
    const page = await fetch(`${base}/personal-info/step2`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain('https://cdn.example');
    expect(page.headers.get('content-security-policy')).toContain('http://localhost:3001');
    const asset = await fetch(`${base}/static/js/index.0123abcd.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/static/js/missing.js`, { headers: { accept: 'application/javascript' } })).status).toBe(404);
  });

  it('serves the runtime remotes manifest, the file overriding the defaults', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(await response.json()).toEqual({
      personal: 'http://localhost:3001/mf-manifest.json',
      income: 'https://cdn.example/income/mf-manifest.json',
      deductionsCredits: 'http://localhost:3003/mf-manifest.json',
      reviewCoach: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('forwards WebSocket upgrades to the service of the path', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/forms/realtime`);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(data.toString()));
      ws.once('error', reject);
    });
    expect(first).toBe('forms:/api/forms/realtime');
    ws.close();
  });
});
