// Where the product keeps its data, and how a service finds the database (env first, then defaults).
import { existsSync, mkdirSync, readFileSync, writeFileSync, linkSync, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@taxapp/contracts/ports';

type Env = Record<string, string | undefined>;

/** The repository root (services/platform/src -> ../../..). Relative DATA_DIR values are resolved from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The data folder (DATA_DIR, default `.data/` at the repository root), created if missing. */
export function dataDirFromEnv(env: Env = process.env): string {
  const dir = path.resolve(REPO_ROOT, env.DATA_DIR || '.data');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function embeddedDatabaseUrl(port: number, host = '127.0.0.1'): string {
  return `postgres://postgres@${host}:${port}/postgres`;
}

/** DATABASE_URL when set (a real PostgreSQL server), else the embedded PGlite socket on its port. */
export function databaseUrlFromEnv(env: Env = process.env): string {
  return env.DATABASE_URL || embeddedDatabaseUrl(portOf('embeddedDatabase', env));
}

export function usesEmbeddedDatabase(env: Env = process.env): boolean {
  return !env.DATABASE_URL;
}

/**
 * The secret that signs the session cookie: SESSION_SECRET, else one generated once and kept in the data
 * folder, so every service process (and the next start) signs and reads the same cookies.
 */
export function sessionSecretFromEnv(env: Env = process.env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDirFromEnv(env), 'session-secret');
  if (!existsSync(file)) {
    // Write aside, then link into place: link fails if another process won the race, and nobody reads half a file.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temp);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
