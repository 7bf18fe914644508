// The embedded database: PGlite (PostgreSQL in WASM) kept in the data folder, served over the PostgreSQL
// protocol by pglite-socket so every service process connects with plain `pg`.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { embeddedDatabaseUrl } from './config';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Folder to keep the database in; omitted = in memory (tests). */
  dataDir?: string;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  /** Connections across all service pools (pglite-socket's default is 1; queries are queued one at a time anyway). */
  maxConnections?: number;
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions = {}): Promise<EmbeddedDatabase> {
  let pglite: PGlite;
  if (options.dataDir) {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    pglite = await PGlite.create(folder);
  } else {
    pglite = await PGlite.create();
  }
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({ db: pglite, port: options.port ?? 0, host, maxConnections: options.maxConnections ?? 200 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: embeddedDatabaseUrl(port, host),
    port,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
