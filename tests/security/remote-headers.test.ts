// Issue 7 item 8: a remote's static server lets only the gateway's origin read it cross-origin (Module
// Federation's manifest and chunks), and its own pages carry a CSP and may not be framed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOrigins, startStaticServer } from '../../scripts/static-server';

const GATEWAY = 'http://localhost:23000';
let dir: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"personal"}');
  server = await startStaticServer(dir, 0, '127.0.0.1', { allowedOrigins: [GATEWAY] });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a remote's static server", () => {
  it("gives the gateway's origin its manifest cross-origin, and no other origin", async () => {
    const fromGateway = await fetch(`${base}/mf-manifest.json`, { headers: { origin: GATEWAY } });
    expect(fromGateway.status).toBe(200);
    expect(fromGateway.headers.get('access-control-allow-origin')).toBe(GATEWAY);
    expect(fromGateway.headers.get('vary')).toMatch(/Origin/);
    expect(await fromGateway.json()).toEqual({ id: 'personal' });

    const fromElsewhere = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS', headers: { origin: GATEWAY, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-requested-with' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(GATEWAY);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-requested-with');
  });

  it('serves its own page with a CSP, frame-ancestors none and X-Frame-Options DENY', async () => {
    const page = await fetch(`${base}/index.html`);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${GATEWAY}`);
    expect(csp).not.toMatch(/\bws:|\*/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it("takes the gateway's origin from PUBLIC_URL, else the gateway's port on this machine", () => {
    expect(gatewayOrigins({ PUBLIC_URL: 'https://tax.example/app' })).toEqual(['https://tax.example']);
    expect(gatewayOrigins({ PORT_OFFSET: '20000' })).toEqual(['http://localhost:23000', 'http://127.0.0.1:23000']);
  });
});
