// The database handle every service uses: knex over plain `pg`, the same code on PGlite-over-socket and PostgreSQL.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from '../migrations/index';

export type Db = Knex;

// DATE columns come back as 'YYYY-MM-DD' text, not a Date shifted by the server's time zone.
pg.types.setTypeParser(1082, (value: string) => value);
// count(*) and bigint columns as numbers (our counts and byte sizes stay far below 2^53).
pg.types.setTypeParser(20, (value: string) => Number(value));

export interface DbOptions {
  /** Most connections this process opens (default 10). */
  poolMax?: number;
}

export function createDb(connectionString: string, options: DbOptions = {}): Db {
  return knexFactory({
    client: 'pg',
    connection: { connectionString },
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
}

type PooledClient = { acquireConnection(): Promise<pg.Client>; releaseConnection(connection: pg.Client): Promise<unknown> };

/**
 * Runs one SQL statement (`$1`, `$2`... placeholders) on a connection of `db`'s pool and returns its rows,
 * without knex's query builder and runner (a hot path's CPU). Values go to `pg` as they are: pass JSON for a
 * jsonb parameter as text (`JSON.stringify`, cast with `$1::jsonb`), since `pg` sends a JS array as a
 * PostgreSQL array. Not inside a transaction: use `trx` there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row's columns are whatever the SQL selected
export async function sqlQuery<R = Record<string, any>>(db: Db, text: string, values: unknown[] = []): Promise<R[]> {
  const client = db.client as unknown as PooledClient;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query(text, values)).rows as R[];
  } finally {
    await client.releaseConnection(connection);
  }
}

const MIGRATION_CONFIG = { migrationSource, tableName: 'knex_migrations' } as const;

/**
 * Brings the schema up to date. Safe to call from every process at start: with nothing pending it only
 * reads, and when another process holds the migration lock it waits for it.
 */
export async function migrate(db: Db): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [, pending] = (await db.migrate.list(MIGRATION_CONFIG)) as [unknown[], unknown[]];
      if (pending.length === 0) return;
      await db.migrate.latest(MIGRATION_CONFIG);
      return;
    } catch (error) {
      const locked = error instanceof Error && /locked|duplicate key|already exists/i.test(error.message);
      if (!locked || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Opens the database and migrates it; the one call a service's main.ts needs. */
export async function openDatabase(connectionString: string, options: DbOptions = {}): Promise<Db> {
  const db = createDb(connectionString, options);
  await migrate(db);
  return db;
}
