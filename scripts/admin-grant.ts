// `npm run admin:grant -- email@example.com` makes that account an admin; `npm run admin:revoke -- email@example.com`
// (or `admin:grant -- --revoke email`) makes it a plain user again (spec 1 §6 user_roles). Works on PostgreSQL
// (DATABASE_URL) and on the embedded database: through the PGlite socket while the app runs, else by opening
// the data folder itself. The change and its audit entry are written in one transaction. The services read
// user_roles on every request, so the new role holds from the user's next sign-in (or page load) on.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { portOf } from '@taxapp/contracts/ports';
import { userActionRiskScore } from '@taxapp/contracts/audit';
import { auditRow, createDb, dataDirFromEnv, embeddedDatabaseUrl, migrate, startEmbeddedDatabase } from '@taxapp/platform';

const USAGE = 'usage: npm run admin:grant -- [--revoke] email@example.com';

function parseArgs(argv: string[]): { email: string; revoke: boolean } {
  const revoke = argv.includes('--revoke');
  const rest = argv.filter((arg) => arg !== '--revoke');
  if (rest.length !== 1 || !rest[0]!.includes('@')) throw new Error(USAGE);
  return { email: rest[0]!.trim().toLowerCase(), revoke };
}

/** Whether something accepts connections on the port (the running launcher's PGlite socket). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The database to change, and what to do once done. */
async function openDatabase(env: NodeJS.ProcessEnv): Promise<{ url: string; close(): Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => {} };
  const port = portOf('embeddedDatabase', env);
  if (await listening(port)) return { url: embeddedDatabaseUrl(port), close: async () => {} };
  // The app is not running: open the data folder ourselves, holding the launcher's lock so `npm start` waits.
  const dataDir = dataDirFromEnv(env);
  const lock = path.join(dataDir, 'start.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`the app (pid ${pid}) holds ${dataDir} but its database does not answer on port ${port}; try again once it has started`);
  }
  writeFileSync(lock, String(process.pid));
  const embedded = await startEmbeddedDatabase({ dataDir, port: 0 });
  return {
    url: embedded.url,
    close: async () => {
      await embedded.stop();
      rmSync(lock, { force: true });
    },
  };
}

async function main() {
  const { email, revoke } = parseArgs(process.argv.slice(2));
  const database = await openDatabase(process.env);
  const db = createDb(database.url, { poolMax: 1 });
  try {
    await migrate(db);
    const message = await db.transaction(async (trx) => {
      const user = await trx('users').whereRaw('lower(email) = ?', [email]).first('id', 'email');
      if (!user) throw new Error(`No account with the email ${email}: sign up first.`);
      const before = await trx('user_roles').where({ user_id: user.id }).first('role');
      const previousRole = before?.role === 'admin' ? 'admin' : 'user';
      const role = revoke ? 'user' : 'admin';
      await trx('user_roles').insert({ user_id: user.id, role }).onConflict('user_id').merge({ role });
      await trx('audit_logs').insert(
        auditRow({
          action: revoke ? 'revoke_admin_role' : 'grant_admin_role',
          resourceType: 'user_role',
          resourceId: user.id,
          userId: user.id,
          details: { email: user.email, role, previousRole, by: `${os.userInfo().username} (admin:grant)` },
          dataBefore: { role: previousRole },
          dataAfter: { role },
          // Changing who can read every user's audit trail is a high-sensitivity action (spec 1 §9: 80).
          riskScore: userActionRiskScore('high'),
        }),
      );
      return previousRole === role
        ? `${user.email} already had the role ${role} (recorded again in the audit log).`
        : `${user.email} now has the role ${role}; it applies from their next sign-in.`;
    });
    console.log(message);
  } finally {
    await db.destroy();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
