// The forms service: the saved tax form with versions and realtime, and api-gateway/taxpayer/*.
import type http from 'node:http';
import { createApp, type Db, type Sessions } from '@taxapp/platform';
import { encryptionAuditRoutes } from './routes/encryptionAudit';
import { formRoutes } from './routes/form';
import { taxpayerRoutes } from './routes/taxpayer';
import { InProcessBus, PostgresNotifyBus, RealtimeHub, type ChangeBus } from './realtime';

export interface FormsAppOptions {
  db: Db;
  sessions: Sessions;
  /**
   * How changes reach other instances: 'postgres' (LISTEN/NOTIFY on `databaseUrl`) or 'memory' (one instance,
   * the embedded PGlite mode).
   */
  realtime: { kind: 'memory' } | { kind: 'postgres'; databaseUrl: string };
  allowedOrigins?: string[];
  heartbeatMs?: number;
}

export function createFormsService(options: FormsAppOptions) {
  const { db, sessions } = options;
  const bus: ChangeBus = options.realtime.kind === 'postgres' ? new PostgresNotifyBus(db, options.realtime.databaseUrl) : new InProcessBus();
  const hub = new RealtimeHub({ db, sessions, bus, allowedOrigins: options.allowedOrigins, heartbeatMs: options.heartbeatMs });
  // A save is at most one form (FORM_MAX_BYTES, 512 KB). Bodies up to 2 MB are read so that an oversized field
  // (a 1 MB street) is answered in the form's words (400); a larger body is refused unread (413).
  const app = createApp({ sessions, jsonLimit: '2mb', routers: [formRoutes({ db, bus }), taxpayerRoutes({ db }), encryptionAuditRoutes({ db })] });
  return {
    app,
    bus,
    hub,
    attach: (server: http.Server) => hub.attach(server),
    close: () => hub.close(),
  };
}
