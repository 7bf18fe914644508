// The app factory every service starts from: JSON body, sessions, its routers, 404 and the `{error}` handler.
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Sessions } from './sessions';
import { COMMON_ERRORS } from '@taxapp/contracts/api/common';
import { errorHandler, HttpError, notFoundHandler } from './errors';
import { jsonBodyGuard } from './bodyGuard';

export interface AppOptions {
  /** Sessions from createSessions(); omit for a service with no signed-in routes. */
  sessions?: Sessions;
  /** Mounted in order after the body parser and sessions. */
  routers: Array<Router | RequestHandler>;
  /** Largest JSON body (default '2mb'). */
  jsonLimit?: string;
  /** Express `trust proxy` (default 'loopback': the gateway on this machine forwards X-Forwarded-*). */
  trustProxy?: boolean | string | number;
  /** Origins besides the request's own host allowed to send state-changing requests (default: PUBLIC_URL). */
  allowedOrigins?: string[];
  /** Extra state for GET /healthz (e.g. a worker pool's); an exception there answers 503. */
  health?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser names the page that sent a request in `Origin`. A state-changing request from another site's page
 * is refused (cross-site request forgery), on top of the sameSite=lax cookie. No Origin: not a browser page.
 */
export function sameOriginGuard(allowedOrigins: string[] = []): RequestHandler {
  const allowedHosts = new Set(
    allowedOrigins.flatMap((origin) => {
      try {
        return [new URL(origin).host];
      } catch {
        return [];
      }
    }),
  );
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || !origin) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(new HttpError(403, COMMON_ERRORS.forbidden));
    }
    const forwardedHost = req.get('x-forwarded-host')?.split(',')[0]?.trim();
    if (host === req.get('host') || host === forwardedHost || allowedHosts.has(host)) return next();
    next(new HttpError(403, COMMON_ERRORS.forbidden));
  };
}

export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is Cache-Control: no-store JSON: an ETag (a SHA-1 of each body) would never be used.
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The launcher (scripts/start.ts) polls this to know the service is up; it needs no session or database.
  app.get('/healthz', async (_req, res) => {
    try {
      res.json({ ok: true, ...(await options.health?.()) });
    } catch (error) {
      res.status(503).json({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
  app.use(sameOriginGuard(options.allowedOrigins ?? (process.env.PUBLIC_URL ? [process.env.PUBLIC_URL] : [])));
  app.use(express.json({ limit: options.jsonLimit ?? '2mb' }));
  app.use(jsonBodyGuard());
  if (options.sessions) app.use(options.sessions.middleware);
  for (const router of options.routers) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
