import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, requestJson } from './http';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ method: req.method, contentType: req.headers['content-type'] ?? null, body: body ? JSON.parse(body) : null }));
      });
      return;
    }
    if (req.url === '/empty') return void res.writeHead(204).end();
    if (req.url === '/refused') return void res.writeHead(409, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Version conflict' }));
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2000);
    res.writeHead(502, 'Bad Gateway').end('<html>not json</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('requestJson', () => {
  it('sends a JSON body and reads the JSON answer', async () => {
    expect(await requestJson('PUT', `${base}/ok`, { a: 1 })).toEqual({ method: 'PUT', contentType: 'application/json', body: { a: 1 } });
    expect(await requestJson('GET', `${base}/ok`)).toEqual({ method: 'GET', contentType: null, body: null });
    expect(await requestJson('DELETE', `${base}/empty`)).toBeNull();
  });

  it("turns an error answer into an ApiError with the server's words, or the status text", async () => {
    const conflict = await requestJson('POST', `${base}/refused`, {}).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, message: 'Version conflict', body: { error: 'Version conflict' } });
    await expect(requestJson('GET', `${base}/other`)).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', body: null });
  });

  it('lets a network failure through unless an unreachable message is given', async () => {
    const closed = 'http://127.0.0.1:9/nothing';
    const raw = await requestJson('GET', closed).catch((e: unknown) => e);
    expect(raw).not.toBeInstanceOf(ApiError);
    expect(raw).toBeInstanceOf(TypeError);
    await expect(requestJson('GET', closed, undefined, { unreachableMessage: 'Could not reach the server.' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Could not reach the server.',
    });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = requestJson('GET', `${base}/slow`, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
