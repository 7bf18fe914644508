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
  groupExtendedQueries(server);
  await server.start();
  // Small replies written in several pieces must not wait on Nagle's algorithm (40 ms stalls with delayed ACKs).
  (server as unknown as { server?: import('node:net').Server }).server?.on('connection', (socket) => socket.setNoDelay(true));
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

// PGlite is one PostgreSQL session shared by every socket. pglite-socket 0.2.17 queues each protocol
// message on its own, so under load one connection's Parse/Bind/Execute interleaves with another's and
// the shared unnamed statement is replaced mid-query ("unnamed prepared statement does not exist", or
// worse, another query's rows). Here a connection's extended-protocol messages are held back until its
// Sync (or Flush) and queued as one unit, so each query runs whole. Transactions already stay on their
// connection (the queue keeps serving the connection that opened one until it ends).
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const EXECUTE = 0x45; // 'E'
const CLOSE = 0x43; // 'C'
const HELD = new Set([PARSE, BIND, DESCRIBE, EXECUTE, CLOSE]);

type Enqueue = (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => Promise<number>;

function groupExtendedQueries(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: { enqueue: Enqueue } }).queryQueue;
  if (!queue || typeof queue.enqueue !== 'function') {
    throw new Error('pglite-socket changed: cannot group extended-protocol messages (checked with 0.2.17)');
  }
  const enqueue = queue.enqueue.bind(queue);
  const held = new Map<number, Uint8Array[]>();
  queue.enqueue = (handlerId, message, onData) => {
    const type = message[0]!;
    if (HELD.has(type)) {
      const parts = held.get(handlerId);
      if (parts) parts.push(message);
      else held.set(handlerId, [message]);
      return Promise.resolve(0);
    }
    const parts = held.get(handlerId);
    if (!parts) return enqueue(handlerId, message, onData);
    held.delete(handlerId);
    parts.push(message);
    const combined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      combined.set(part, offset);
      offset += part.length;
    }
    return enqueue(handlerId, combined, onData);
  };
}
