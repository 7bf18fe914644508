// What a service's main.ts does: read the environment, open and migrate the database, listen, stop cleanly.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { portOf, type PortName } from '@taxapp/contracts/ports';
import { databaseUrlFromEnv, sessionSecretFromEnv } from './config';
import { openDatabase, type Db } from './db';
import { createSessions, type Sessions } from './sessions';

/**
 * How long a service keeps an idle keep-alive connection open. The gateway (services/gateway, its agent's
 * `GATEWAY_IDLE_SOCKET_MS` = 30 s) closes its idle connections well before this, so it never sends a request
 * on a connection the service is closing at that very moment (Node's default of 5 s raced the gateway's
 * unbounded idle sockets: ECONNRESET, answered 502).
 */
export const SERVICE_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive and header timeouts every service's HTTP server uses (runService, startService). */
export function configureServiceServer(server: http.Server): http.Server {
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_TIMEOUT_MS;
  // The headers of a request must be able to arrive over a connection that was idle this long.
  server.headersTimeout = SERVICE_KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}

export interface ServiceContext {
  db: Db;
  sessions: Sessions;
  env: NodeJS.ProcessEnv;
}

export interface BuiltService {
  app: Express;
  /** Called once the HTTP server exists (e.g. to attach a WebSocket server). */
  attach?(server: http.Server): void | Promise<void>;
  /** Called on shutdown before the database closes. */
  close?(): void | Promise<void>;
}

export interface RunServiceOptions {
  name: string;
  port: PortName;
  build(context: ServiceContext): BuiltService | Express | Promise<BuiltService | Express>;
  poolMax?: number;
}

export async function runService(options: RunServiceOptions): Promise<{ server: http.Server; stop(): Promise<void> }> {
  const env = process.env;
  const db = await openDatabase(databaseUrlFromEnv(env), { poolMax: options.poolMax });
  const sessions = createSessions({ db, secret: sessionSecretFromEnv(env) });
  const built = await options.build({ db, sessions, env });
  const service: BuiltService = 'app' in built ? built : { app: built };
  const server = configureServiceServer(http.createServer(service.app));
  await service.attach?.(server);
  const port = portOf(options.port, env);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, env.HOST ?? '127.0.0.1', () => resolve());
  });
  console.log(`${options.name} listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      server.closeIdleConnections?.();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(() => {
          server.closeAllConnections?.();
          resolve();
        }, 3000).unref();
      });
      await service.close?.();
      sessions.store.close();
      await db.destroy();
    })());
  const exit = () => void stop().then(() => process.exit(0), () => process.exit(1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, exit);
  // Started by scripts/start.ts with an IPC channel: when the launcher goes away, so do we.
  if (process.send) process.once('disconnect', exit);
  return { server, stop };
}
