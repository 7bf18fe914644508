import { runService } from '@taxapp/platform';
import { createDocumentsApp } from './app';
import { lastYearReaderFromEnv } from './readers';
import { createSandbox } from './sandbox/sandbox';

await runService({
  name: 'documents',
  port: 'documents',
  build: ({ db, sessions, env }) => {
    const sandbox = createSandbox();
    return {
      app: createDocumentsApp({ db, sessions, readLastYearForm: lastYearReaderFromEnv(env, sandbox), sandbox }),
      close: () => sandbox.close(),
    };
  },
});
