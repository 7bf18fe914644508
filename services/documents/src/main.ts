import { runService } from '@taxapp/platform';
import { createDocumentsApp } from './app';
import { closeOcr } from './extract/ocr';
import { lastYearReaderFromEnv } from './readers';

await runService({
  name: 'documents',
  port: 'documents',
  build: ({ db, sessions, env }) => ({
    app: createDocumentsApp({ db, sessions, readLastYearForm: lastYearReaderFromEnv(env) }),
    close: closeOcr,
  }),
});
