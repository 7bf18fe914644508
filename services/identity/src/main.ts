import { portOf } from '@taxapp/contracts/ports';
import { runService } from '@taxapp/platform';
import { createIdentityApp } from './app';
import { googleConfigFromEnv } from './google';
import { keysRoutes } from './routes/keys';

await runService({
  name: 'identity',
  port: 'identity',
  build: ({ db, sessions, env }) =>
    createIdentityApp({
      db,
      sessions,
      google: googleConfigFromEnv(env, `http://localhost:${portOf('gateway', env)}`),
      extraRouters: [keysRoutes({ db })],
    }),
});
