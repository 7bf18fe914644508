import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { createGateway, remotesManifestReader } from './app';
import { ROUTES, serviceForPath, type ServiceName } from './routes';

/** A stand-in service that answers with its name and the path it saw. */
async function echoService(name: string) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ service: name, path: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null, forwardedHost: req.headers['x-forwarded-host'] ?? null, forwarded: req.headers.forwarded ?? null, host: req.headers.host }));
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => ws.send(req.url === '/api/forms/realtime?headers' ? JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null }) : `${name}:${req.url}`));
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
    gatewayServer = http.createServer(gateway.handler);
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

  it("sets X-Forwarded-For and X-Forwarded-Host itself, dropping the client's (issue 7 item 2)", async () => {
    const spoofed = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'evil.example', forwarded: 'for=203.0.113.7', 'x-real-ip': '203.0.113.7' };
    const response = await fetch(`${base}/api/identity/me`, { headers: spoofed });
    expect(await response.json()).toMatchObject({ forwardedFor: '127.0.0.1', forwardedHost: new URL(base).host, forwarded: null });

    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/forms/realtime?headers`, { headers: spoofed });
    const message = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(data.toString()));
      ws.once('error', reject);
    });
    ws.close();
    expect(JSON.parse(message)).toEqual({ forwardedFor: '127.0.0.1' });
  });

  it('answers a malformed URL (/%E0%A4%A) with a JSON 400, never an HTML stack trace (issue 7 item 7)', async () => {
    for (const url of ['/%E0%A4%A', '/static/js/%E0%A4%A.js']) {
      const response = await fetch(base + url, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'The address of the request is not valid.' });
    }
  });

  it("lets the shell's pages open WebSockets to the product's own origin only (issue 7 item 8)", async () => {
    const response = await fetch(`${base}/personal-info`, { headers: { accept: 'text/html' } });
    const connectSrc = response.headers.get('content-security-policy')!.split('; ').find((part) => part.startsWith('connect-src'))!;
    expect(connectSrc.split(' ')).toEqual(['connect-src', "'self'", `ws://${new URL(base).host}`, 'http://localhost:3001', 'https://cdn.example', 'http://localhost:3003', 'http://localhost:3004']);
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

/**
 * A service that answers the first request of each connection (keep-alive, no Keep-Alive hint) and closes the
 * connection abruptly when a second request arrives on it: what a service closing an idle connection at the
 * moment the gateway reuses it looks like, every time.
 */
async function closingService() {
  const seen: string[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    let answered = false;
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffer.slice(0, end);
      const length = Number(head.match(/content-length: *(\d+)/i)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      buffer = buffer.slice(end + 4 + length);
      seen.push(head.split('\r\n')[0]!);
      if (answered) {
        socket.resetAndDestroy();
        return;
      }
      answered = true;
      const body = JSON.stringify({ connection: connections });
      socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, connections: () => connections, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function startGateway(targets: Partial<Record<ServiceName, string>>, idleSocketMs?: number) {
  const all = { identity: 'http://127.0.0.1:1', forms: 'http://127.0.0.1:1', calc: 'http://127.0.0.1:1', chat: 'http://127.0.0.1:1', documents: 'http://127.0.0.1:1', audit: 'http://127.0.0.1:1', ...targets };
  const gateway = createGateway({ shellDist: '/nonexistent', targets: all, remotesManifest: () => ({}) as never, idleSocketMs });
  const server = http.createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      gateway.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('gateway keep-alive connections to the services', () => {
  it('sends a GET once more on a new connection when the service closed the reused one; never replays a POST', async () => {
    const service = await closingService();
    const gateway = await startGateway({ forms: service.url });
    try {
      const first = await fetch(`${gateway.base}/api/forms/form`);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ connection: 1 });
      // The pooled connection is reused and closed by the service on arrival: answered from a new one.
      const second = await fetch(`${gateway.base}/api/forms/form?again=1`);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ connection: 2 });
      expect(service.seen).toEqual(['GET /api/forms/form HTTP/1.1', 'GET /api/forms/form?again=1 HTTP/1.1', 'GET /api/forms/form?again=1 HTTP/1.1']);
      // A save may have been acted on: it is not sent twice, the user gets the error instead.
      const save = await fetch(`${gateway.base}/api/forms/form/open`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(save.status).toBe(502);
      expect(await save.json()).toEqual({ error: 'The service is not available right now. Please try again.' });
      expect(service.seen.filter((line) => line.startsWith('POST'))).toHaveLength(1);
    } finally {
      await gateway.stop();
      service.server.close();
    }
  });

  it('closes an idle connection to a service before the service would', async () => {
    // A real service server: keep-alive 3 s (it says `Keep-Alive: timeout=3`); the gateway's idle limit is shorter.
    const closedBy: string[] = [];
    const service = http.createServer((_req, res) => res.end('{}'));
    service.keepAliveTimeout = 3000;
    service.on('connection', (socket) => socket.on('end', () => closedBy.push('gateway')));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const gateway = await startGateway({ forms: `http://127.0.0.1:${(service.address() as AddressInfo).port}` }, 200);
    try {
      expect((await fetch(`${gateway.base}/api/forms/form`)).status).toBe(200);
      // The gateway ends the connection (the service sees its FIN) long before the service's 3 s.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(closedBy).toEqual(['gateway']);
    } finally {
      await gateway.stop();
      service.closeAllConnections();
      service.close();
    }
  });
});
