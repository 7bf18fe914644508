import { runService } from '@taxapp/platform';
import { createDocumentsApp } from './app';
import { lastYearReaderFromEnv, localW2Reader } from './readers';
import { createSandbox } from './sandbox/sandbox';

await runService({
  name: 'documents',
  port: 'documents',
  build: ({ db, sessions, env }) => {
    const sandbox = createSandbox();
    return {
      app: createDocumentsApp({ db, sessions, readLastYearForm: lastYearReaderFromEnv(env, sandbox), readW2: localW2Reader(sandbox), sandbox }),
      close: () => sandbox.close(),
    };
  },
});
