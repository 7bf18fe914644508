import { runService } from '@taxapp/platform';
import { createAuditApp } from './app';

await runService({ name: 'audit', port: 'audit', build: ({ db, sessions }) => createAuditApp({ db, sessions }) });
