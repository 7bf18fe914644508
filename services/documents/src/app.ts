// The documents service: uploads, the general file check, and reading documents (spec 1 §3.3, §5, §7.3).
import { createApp, type Db, type Sessions } from '@taxapp/platform';
import { analyze1099Router, type Form1099Reader } from './routes/analyze1099';
import { analyzeW2Router, type W2Reader } from './routes/analyzeW2';
import { lastYearFormRouter } from './routes/lastYearForm';
import type { LastYearReader } from './readers';
import type { Sandbox } from './sandbox/sandbox';

export interface DocumentsDeps {
  db: Db;
  sessions: Sessions;
  readLastYearForm: LastYearReader;
  /** analyze-w2 answers when a W-2 reader is given. */
  readW2?: W2Reader;
  /** analyze-1099 answers when a 1099 reader is given. */
  read1099?: Form1099Reader;
  /** The readers' sandbox, whose state the health check reports. */
  sandbox?: Pick<Sandbox, 'status'>;
}

/** A 10 MB file is about 13.4 MB in base64: the body limit leaves room so the file check gives its own message. */
export const DOCUMENTS_JSON_LIMIT = '20mb';

export function createDocumentsApp(deps: DocumentsDeps) {
  return createApp({
    sessions: deps.sessions,
    routers: [
      lastYearFormRouter(deps),
      ...(deps.readW2 ? [analyzeW2Router({ db: deps.db, readW2: deps.readW2 })] : []),
      ...(deps.read1099 ? [analyze1099Router({ db: deps.db, read1099: deps.read1099 })] : []),
    ],
    jsonLimit: DOCUMENTS_JSON_LIMIT,
    health: deps.sandbox ? () => ({ sandbox: deps.sandbox!.status() }) : undefined,
  });
}
