// Failed sign-ins per email and address, kept in the database so the limit holds across identity
// instances and restarts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sign_in_failures', (t) => {
    t.bigIncrements('id');
    t.text('email').notNullable();
    t.text('ip_address').notNullable();
    t.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email', 'ip_address', 'failed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_failures');
}
