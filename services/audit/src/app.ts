// The audit service (issue 10): the admin audit log viewer and the entries the browser sends.
import { createApp, type Db, type Sessions } from '@taxapp/platform';
import { auditRoutes } from './routes/logs';

export function createAuditApp(deps: { db: Db; sessions: Sessions }) {
  return createApp({ sessions: deps.sessions, routers: [auditRoutes({ db: deps.db })] });
}
