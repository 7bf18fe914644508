// The migrations, in order. Imported statically (not read from the folder) so they run the same under tsx,
// vitest and any bundler. To add one: write `NNNN_what.ts` with up/down and add it to the list below.
import type { Knex } from 'knex';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_sign_in_failures';
import * as m0003 from './0003_audit_append_only';
import * as m0004 from './0004_audit_outbox';
import * as m0005 from './0005_sign_in_attempt_pending';
import * as m0006 from './0006_keys_wrapped_in_browser';

const MIGRATIONS: Array<[string, Knex.Migration]> = [
  ['0001_initial', m0001],
  ['0002_sign_in_failures', m0002],
  ['0003_audit_append_only', m0003],
  ['0004_audit_outbox', m0004],
  ['0005_sign_in_attempt_pending', m0005],
  ['0006_keys_wrapped_in_browser', m0006],
];

export const migrationSource: Knex.MigrationSource<[string, Knex.Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
