import { runService, startAuditDrain } from '@taxapp/platform';
import { createAuditApp } from './app';

await runService({
  name: 'audit',
  port: 'audit',
  build: ({ db, sessions }) => {
    // Every service queues its audit events in audit_outbox; this service moves them into audit_logs.
    const drain = startAuditDrain(db);
    return { app: createAuditApp({ db, sessions }), close: () => drain.stop() };
  },
});
