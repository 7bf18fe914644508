import { portOf } from '@taxapp/contracts/ports';
import { databaseUrlFromEnv, runService, usesEmbeddedDatabase } from '@taxapp/platform';
import { createFormsService } from './app';

await runService({
  name: 'forms',
  port: 'forms',
  build: ({ db, sessions, env }) =>
    createFormsService({
      db,
      sessions,
      // PGlite's socket server does not deliver NOTIFY between connections: one instance, in process.
      realtime: usesEmbeddedDatabase(env) ? { kind: 'memory' } : { kind: 'postgres', databaseUrl: databaseUrlFromEnv(env) },
      allowedOrigins: [env.PUBLIC_URL || `http://localhost:${portOf('gateway', env)}`],
    }),
});
