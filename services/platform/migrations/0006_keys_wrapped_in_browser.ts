// Keys wrapped by the server's own secret (before issue 7 item 4) are dropped: the server no longer holds a
// secret that opens them. Their users' encrypted fields read as unreadable and are typed again; nothing
// else is lost. Pre-launch data only.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex('user_keys').whereRaw(`NOT jsonb_exists(wrapped_key, 'secretWrap')`).delete();
}

export async function down(): Promise<void> {
  // The dropped keys cannot be brought back.
}
