import { runService } from '@taxapp/platform';
import { createCalcApp } from './app';

await runService({ name: 'calc', port: 'calc', build: ({ db, sessions }) => createCalcApp({ db, sessions }) });
