import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS, emptyRequestSchema, endpoint, okResponseSchema } from '@taxapp/contracts/api/common';
import { ApiError, callEndpoint } from './http';

let server: Server;
let base = '';
/** Every request the server saw, so a test can tell that a refused request was never sent. */
const seen: string[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const body = await readBody(req);
    const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (req.url?.startsWith('/echo')) {
      return json(200, { method: req.method, url: req.url, contentType: req.headers['content-type'] ?? null, body: body ? JSON.parse(body) : null });
    }
    if (req.url === '/ok') return json(200, { ok: true });
    if (req.url === '/wrong-shape') return json(200, { ok: 'yes' });
    if (req.url === '/refused') return json(409, { error: 'Version conflict', current: 3 });
    if (req.url === '/slow') return void setTimeout(() => res.end('{"ok":true}'), 2000);
    res.writeHead(502, 'Bad Gateway').end('<html>not json</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const echoAnswer = z.object({ method: z.string(), url: z.string(), contentType: z.string().nullable(), body: z.unknown() });
const echo = () => ({
  put: endpoint({ method: 'PUT', path: `${base}/echo`, request: z.object({ a: z.number().int({ error: 'a must be a whole number' }) }), response: echoAnswer }),
  get: endpoint({ method: 'GET', path: `${base}/echo`, request: z.object({ year: z.number().optional() }), response: echoAnswer }),
  remove: endpoint({ method: 'DELETE', path: `${base}/echo/:id/part/:part`, request: emptyRequestSchema, response: echoAnswer }),
});
const at = (path: string) => endpoint({ method: 'POST', path: `${base}${path}`, request: emptyRequestSchema, response: okResponseSchema });

describe('callEndpoint', () => {
  it("sends the request as the endpoint's method and path, and returns the answer its schema reads", async () => {
    expect(await callEndpoint(echo().put, { a: 1 })).toEqual({ method: 'PUT', url: '/echo', contentType: 'application/json', body: { a: 1 } });
    expect(await callEndpoint(at('/ok'), {})).toEqual({ ok: true });
  });

  it("checks with zod/mini's schemas too (the session contract the shell's gate reads first)", async () => {
    const ok = endpoint({ method: 'POST', path: `${base}/ok`, request: zm.looseObject({}), response: zm.object({ ok: zm.literal(true) }) });
    expect(await callEndpoint(ok, {})).toEqual({ ok: true });
    const wrong = endpoint({ method: 'POST', path: `${base}/wrong-shape`, request: zm.looseObject({}), response: zm.object({ ok: zm.literal(true) }) });
    await expect(callEndpoint(wrong, {})).rejects.toMatchObject({ status: 200, message: COMMON_ERRORS.internal });
  });

  it('sends a GET request as the query, without a body', async () => {
    expect(await callEndpoint(echo().get, {})).toMatchObject({ method: 'GET', url: '/echo', contentType: null, body: null });
    expect(await callEndpoint(echo().get, { year: 2024 })).toMatchObject({ url: '/echo?year=2024', body: null });
    expect(await callEndpoint(echo().get, { year: undefined })).toMatchObject({ url: '/echo' });
  });

  it("fills the path's parameters, encoded", async () => {
    const answer = await callEndpoint(echo().remove, {}, { params: { id: 'a b/c', part: '2' } });
    expect(answer).toMatchObject({ method: 'DELETE', url: '/echo/a%20b%2Fc/part/2' });
    // @ts-expect-error: a path with parameters cannot be called without them
    await expect(callEndpoint(echo().remove, {})).rejects.toThrow("no value for the path parameter 'id'");
  });

  it("does not send a request its schema refuses: ApiError(400) with the schema's words", async () => {
    const before = seen.length;
    const refused = await callEndpoint(echo().put, { a: 1.5 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, message: 'a must be a whole number' });
    expect(seen.length).toBe(before);
  });

  it("refuses an answer that does not match the contract, with the product's words", async () => {
    const wrong = await callEndpoint(at('/wrong-shape'), {}).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status: 200, message: COMMON_ERRORS.internal, body: { ok: 'yes' } });
  });

  it("turns an error answer into an ApiError with the server's words, or the status text", async () => {
    const conflict = await callEndpoint(at('/refused'), {}).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, message: 'Version conflict', body: { error: 'Version conflict', current: 3 } });
    await expect(callEndpoint(at('/other'), {})).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', body: null });
  });

  it('lets a network failure through unless an unreachable message is given', async () => {
    const nothingListens: string = 'http://127.0.0.1:9/nothing';
    const closed = endpoint({ method: 'GET', path: nothingListens, request: emptyRequestSchema, response: okResponseSchema });
    const raw = await callEndpoint(closed, {}).catch((e: unknown) => e);
    expect(raw).not.toBeInstanceOf(ApiError);
    expect(raw).toBeInstanceOf(TypeError);
    await expect(callEndpoint(closed, {}, { unreachableMessage: 'Could not reach the server.' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Could not reach the server.',
    });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = callEndpoint(at('/slow'), {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
