// The one origin the browser talks to: the shell's build with SPA fallback, /remotes.json, and /api/* forwarded
// by prefix to the services (WebSocket upgrades too).
import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import express, { type ErrorRequestHandler, type Express } from 'express';
import httpProxy from 'http-proxy';
import { remotesManifestSchema, type RemotesManifest } from '@taxapp/contracts/shell';
import { CLIENT_FORWARDING_HEADERS, createServiceAgent, forward } from './forward';
import { serviceForPath, type ServiceName } from './routes';

export const GATEWAY_ERRORS = {
  serviceUnavailable: 'The service is not available right now. Please try again.',
  notFound: 'Not found',
  shellNotBuilt: 'The app is not built yet. Run `npm run build`.',
  malformedUrl: 'The address of the request is not valid.',
  internal: 'Something went wrong. Please try again.',
} as const;

export interface GatewayOptions {
  /** The shell's built folder (shell/dist). */
  shellDist: string;
  targets: Record<ServiceName, string>;
  /** The runtime remotes manifest: read at each request (an operator may change the file without a restart). */
  remotesManifest: () => RemotesManifest;
  /** The public origin; https turns on HSTS. */
  publicUrl?: string;
  /** false turns the Content-Security-Policy off (e.g. to debug a remote on an unexpected origin). */
  contentSecurityPolicy?: boolean;
}

function originsOf(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      /* relative URL: same origin */
    }
  }
  return [...origins];
}

/**
 * The product's own WebSocket origin (ws: or wss: of the page's host): CSP 'self' does not cover ws: in every
 * browser, and a bare `ws: wss:` would let a script talk to any host.
 */
export function ownWebSocketOrigin(host: string, https: boolean): string {
  return `${https ? 'wss' : 'ws'}://${host}`;
}

export function contentSecurityPolicy(manifest: RemotesManifest, webSocketOrigin?: string): string {
  const remotes = originsOf(manifest).join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'wasm-unsafe-eval' ${remotes}`,
    // styled-components injects <style> at run time.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self'${webSocketOrigin ? ` ${webSocketOrigin}` : ''} ${remotes}`,
    `worker-src 'self' blob:`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

const SECURITY_HEADERS: Array<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export interface Gateway {
  /** The whole gateway as a plain request handler: /api/* forwarded directly, everything else by `app`. */
  handler: http.RequestListener;
  /** The Express app of the shell, /remotes.json and (also) the /api forwarding. */
  app: Express;
  attach(server: http.Server): void;
  close(): void;
}

export function createGateway(options: GatewayOptions & { idleSocketMs?: number }): Gateway {
  // Keep connections to the services open between requests (a new TCP connection per call costs latency),
  // closed by the gateway after GATEWAY_IDLE_SOCKET_MS idle, before the services would (forward.ts).
  const agent = createServiceAgent(options.idleSocketMs);
  const https = options.publicUrl?.startsWith('https:');
  const targets = Object.fromEntries(Object.entries(options.targets).map(([name, url]) => [name, new URL(url)])) as Record<ServiceName, URL>;

  const unavailable = (error: NodeJS.ErrnoException, _req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: GATEWAY_ERRORS.serviceUnavailable }));
    } else {
      res.destroy();
    }
    if (error.code !== 'ECONNREFUSED') console.error('gateway proxy error:', error.message);
  };
  const forwardOptions = { agent, onError: unavailable };

  /** /api/*: the service of the path prefix, the path unchanged; no body is read here. */
  const forwardApi = (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const service = serviceForPath(query === -1 ? url : url.slice(0, query));
    if (!service) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: GATEWAY_ERRORS.notFound }));
      return;
    }
    forward(req, res, targets[service], forwardOptions);
  };

  // WebSocket upgrades only.
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true, agent });
  proxy.on('error', (error, _req, res) => {
    if (res instanceof http.ServerResponse) unavailable(error as NodeJS.ErrnoException, _req, res);
    else (res as Duplex).destroy();
  });

  const app = express();
  app.disable('x-powered-by');
  // The gateway is the edge: nothing in front of it is trusted to say where a request came from.
  app.set('trust proxy', false);

  app.use((req, res, next) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (options.contentSecurityPolicy !== false && !req.path.startsWith('/api/')) {
      // The public origin when configured; else the Host this page was asked under (its own origin).
      const host = options.publicUrl ? new URL(options.publicUrl).host : req.headers.host;
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(options.remotesManifest(), host && /^[\w.:[\]-]+$/.test(host) ? ownWebSocketOrigin(host, !!https) : undefined));
    }
    next();
  });

  app.use('/api', (req, res) => {
    req.url = req.originalUrl; // forward the full path, unchanged
    forwardApi(req, res);
  });

  // The launcher (scripts/start.ts) polls this to know the gateway is up; the services answer their own /healthz.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true });
  });

  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(options.remotesManifest());
  });

  // Hashed assets can be cached for long; index.html and the manifests never are.
  app.use(
    express.static(options.shellDist, {
      index: false,
      setHeaders(res, file) {
        const name = path.basename(file);
        res.setHeader('Cache-Control', /\.[0-9a-f]{8,}\./.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  // SPA fallback: every other GET is a route of the shell.
  app.get('/{*splat}', (req, res) => {
    const index = path.join(options.shellDist, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(GATEWAY_ERRORS.shellNotBuilt);
      return;
    }
    if (!req.accepts('html')) {
      res.status(404).json({ error: GATEWAY_ERRORS.notFound });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  app.use((_req, res) => {
    res.status(404).json({ error: GATEWAY_ERRORS.notFound });
  });
  // Express's default would answer an HTML page with the stack trace (e.g. static files on /%E0%A4%A).
  app.use(((error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // 400: a path that does not decode; any other refusal of a static file (403 on '..', 412...) reads as not found.
      if (status === 400) res.status(400).json({ error: GATEWAY_ERRORS.malformedUrl });
      else res.status(404).json({ error: GATEWAY_ERRORS.notFound });
      return;
    }
    console.error('gateway failed:', error instanceof Error ? error.name : typeof error);
    res.status(500).json({ error: GATEWAY_ERRORS.internal });
  }) as ErrorRequestHandler);

  const isApi = (url: string | undefined) => !!url && (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?'));
  return {
    app,
    handler: (req, res) => (isApi(req.url) ? forwardApi(req, res) : app(req, res)),
    attach(server) {
      server.on('upgrade', (req, socket, head) => {
        const service = serviceForPath((req.url ?? '').split('?')[0]!);
        if (!service) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
          return;
        }
        // http-proxy's xfwd appends to what the client sent: drop that first, so the service sees the gateway's.
        for (const name of CLIENT_FORWARDING_HEADERS) delete req.headers[name];
        proxy.ws(req, socket, head, { target: targets[service] });
      });
    },
    close() {
      proxy.close();
      agent.destroy();
    },
  };
}

/**
 * The remotes manifest: the JSON file named by REMOTES_MANIFEST when set (re-read when it changes), else the
 * defaults (each remote's mf-manifest.json on its own port of this host).
 */
export function remotesManifestReader(file: string | undefined, defaults: () => RemotesManifest): () => RemotesManifest {
  if (!file) {
    const manifest = defaults();
    return () => manifest;
  }
  let cached: { mtimeMs: number; manifest: RemotesManifest } | undefined;
  return () => {
    const mtimeMs = statSync(file).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, manifest: remotesManifestSchema.parse({ ...defaults(), ...JSON.parse(readFileSync(file, 'utf8')) }) };
    }
    return cached.manifest;
  };
}
