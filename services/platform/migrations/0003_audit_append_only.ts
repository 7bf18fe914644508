// audit_logs is append-only (issue 10): a trigger refuses UPDATE, DELETE and TRUNCATE for every role the
// services use, on PostgreSQL and PGlite alike. The one change let through is the foreign key's own
// ON DELETE SET NULL once the user row is gone: only user_id turns null, every other column stays as written.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function audit_logs_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.user_id is not null and new.user_id is null
         and (to_jsonb(new) - 'user_id') = (to_jsonb(old) - 'user_id')
         and not exists (select 1 from users where id = old.user_id) then
        return new;
      end if;
      raise exception 'audit_logs is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end;
    $$`);
  await knex.raw(`create trigger audit_logs_no_update_delete before update or delete on audit_logs
    for each row execute function audit_logs_append_only()`);
  await knex.raw(`create trigger audit_logs_no_truncate before truncate on audit_logs
    for each statement execute function audit_logs_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists audit_logs_no_truncate on audit_logs');
  await knex.raw('drop trigger if exists audit_logs_no_update_delete on audit_logs');
  await knex.raw('drop function if exists audit_logs_append_only()');
}
