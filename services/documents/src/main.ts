import { runService } from '@taxapp/platform';
import { createDocumentsApp } from './app';
import { lastYearReaderFromEnv, local1099Reader, localW2Reader } from './readers';
import { createSandbox } from './sandbox/sandbox';

await runService({
  name: 'documents',
  port: 'documents',
  build: ({ db, sessions, env }) => {
    const sandbox = createSandbox();
    return {
      app: createDocumentsApp({ db, sessions, readLastYearForm: lastYearReaderFromEnv(env, sandbox), readW2: localW2Reader(sandbox), read1099: local1099Reader(sandbox), sandbox }),
      close: () => sandbox.close(),
    };
  },
});
