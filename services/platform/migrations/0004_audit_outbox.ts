// The audit outbox (issue 10): a service writes each audit event here, in the transaction of the change it
// describes where there is one; the audit service moves the events into audit_logs. While the audit service
// is stopped events wait here: none is lost, and no user action waits for it. Each event's id is unique in
// audit_logs, so a move that is retried never stores an event twice.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_outbox', (t) => {
    t.bigIncrements('id');
    t.uuid('event_id').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    /** The audit_logs row as JSON (platform auditRecord), with the event's created_at. */
    t.jsonb('record').notNullable();
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('audit_logs', (t) => {
    t.uuid('event_id').unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_logs', (t) => {
    t.dropColumn('event_id');
  });
  await knex.schema.dropTableIfExists('audit_outbox');
}
