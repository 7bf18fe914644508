import { portOf } from '@taxapp/contracts/ports';
import { runService } from '@taxapp/platform';
import { createIdentityApp } from './app';
import { googleConfigFromEnv } from './google';

await runService({
  name: 'identity',
  port: 'identity',
  build: ({ db, sessions, env }) =>
    createIdentityApp({ db, sessions, google: googleConfigFromEnv(env, `http://localhost:${portOf('gateway', env)}`) }),
});
