// A small static server for a remote's build: its own port, CORS so the shell (the gateway's origin) can load it.
// Only the gateway's origin may read it cross-origin (not '*'), and its own pages carry a CSP and may not be
// framed (issue 7 item 8).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { portOf } from '@taxapp/contracts/ports';

/** Where the shell runs: PUBLIC_URL, else the gateway's port on this machine under both of its names. */
export function gatewayOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.PUBLIC_URL) return [new URL(env.PUBLIC_URL).origin];
  const port = portOf('gateway', env);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** The remote's own pages (its standalone index.html): its own files, the gateway's API, never in a frame. */
export function remoteContentSecurityPolicy(allowedOrigins: string[]): string {
  const gateway = allowedOrigins.join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'wasm-unsafe-eval'`,
    // styled-components injects <style> at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${gateway}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export async function startStaticServer(
  dir: string,
  port: number,
  host = '127.0.0.1',
  options: { allowedOrigins?: string[] } = {},
): Promise<{ port: number; close(): Promise<void> }> {
  const allowedOrigins = options.allowedOrigins ?? gatewayOrigins();
  const allowed = new Set(allowedOrigins);
  const csp = remoteContentSecurityPolicy(allowedOrigins);
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const origin = req.get('origin');
    // The answer depends on Origin: caches must keep one per origin.
    res.setHeader('Vary', 'Origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      const requested = req.get('access-control-request-headers');
      if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
  app.use(
    express.static(dir, {
      setHeaders(res, file) {
        // Hashed chunks are immutable; the manifests and entry files must always be fresh.
        res.setHeader('Cache-Control', /\.[0-9a-f]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
