import { runService } from '@taxapp/platform';
import { createDocumentsApp } from './app';
import { form1099ReaderFromEnv, lastYearReaderFromEnv, w2ReaderFromEnv } from './readers';
import { createSandbox } from './sandbox/sandbox';

await runService({
  name: 'documents',
  port: 'documents',
  build: ({ db, sessions, env }) => {
    const sandbox = createSandbox();
    return {
      app: createDocumentsApp({ db, sessions, readLastYearForm: lastYearReaderFromEnv(env, sandbox), readW2: w2ReaderFromEnv(env, sandbox), read1099: form1099ReaderFromEnv(env, sandbox), sandbox }),
      close: () => sandbox.close(),
    };
  },
});
