// The sign-in limit records an attempt before it checks the password (issue 7 item 2): `pending` marks one
// still being checked, so the delays grow with real failures only, not with sign-ins in flight at once.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sign_in_failures', (t) => {
    t.boolean('pending').notNullable().defaultTo(false);
    t.index(['ip_address', 'failed_at']);
    t.index(['failed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sign_in_failures', (t) => {
    t.dropIndex(['failed_at']);
    t.dropIndex(['ip_address', 'failed_at']);
    t.dropColumn('pending');
  });
}
