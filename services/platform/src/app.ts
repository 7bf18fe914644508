// The app factory every service starts from: JSON body, sessions, its routers, 404 and the `{error}` handler.
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Sessions } from './sessions';
import { errorHandler, notFoundHandler } from './errors';

export interface AppOptions {
  /** Sessions from createSessions(); omit for a service with no signed-in routes. */
  sessions?: Sessions;
  /** Mounted in order after the body parser and sessions. */
  routers: Array<Router | RequestHandler>;
  /** Largest JSON body (default '2mb'). */
  jsonLimit?: string;
  /** Express `trust proxy` (default 'loopback': the gateway on this machine forwards X-Forwarded-*). */
  trustProxy?: boolean | string | number;
}

export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(express.json({ limit: options.jsonLimit ?? '2mb' }));
  if (options.sessions) app.use(options.sessions.middleware);
  for (const router of options.routers) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
