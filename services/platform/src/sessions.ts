// Sessions shared by every service: express-session with its store in the `sessions` table.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import session, { Store, type SessionData } from 'express-session';
import { sqlQuery, type Db } from './db';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user (set by identity at sign-in, read by every service). */
    userId?: string;
    /** Google sign-in in progress: the OpenID Connect state, nonce and PKCE verifier. */
    oidc?: { state: string; nonce: string; codeVerifier: string };
  }
}

export const SESSION_COOKIE = 'taxapp.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;
const PRUNE_EVERY_MS = 15 * 60 * 1000;

type Callback = (error?: unknown) => void;

export class DbSessionStore extends Store {
  private lastTouch = new Map<string, number>();
  private pruneTimer: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    super();
    this.pruneTimer = setInterval(() => void this.pruneExpired().catch(() => {}), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  // Every signed-in request of every service reads its session: one plain statement, no query builder.
  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    sqlQuery<{ sess: SessionData }>(this.db, 'select sess from sessions where sid = $1 and expire > $2 limit 1', [sid, new Date()]).then(
      (rows) => callback(null, rows[0]?.sess ?? null),
      (error) => callback(error),
    );
  }

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    const row = { sid, sess: JSON.stringify(sess), expire: expiryOf(sess), user_id: sess.userId ?? null };
    this.db('sessions')
      .insert(row)
      .onConflict('sid')
      .merge()
      .then(() => {
        this.lastTouch.set(sid, Date.now());
        callback?.();
      }, (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.lastTouch.delete(sid);
    this.db('sessions').where({ sid }).delete().then(() => callback?.(), (error) => callback?.(error));
  }

  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    const last = this.lastTouch.get(sid) ?? 0;
    if (Date.now() - last < TOUCH_EVERY_MS) return callback?.();
    this.lastTouch.set(sid, Date.now());
    if (this.lastTouch.size > 10_000) this.lastTouch.clear();
    this.db('sessions').where({ sid }).update({ expire: expiryOf(sess) }).then(() => callback?.(), (error) => callback?.(error));
  }

  /** Ends every session of a user except `keepSid` (password change). Returns how many ended. */
  async destroyUserSessions(userId: string, keepSid?: string): Promise<number> {
    const query = this.db('sessions').where({ user_id: userId });
    if (keepSid) query.andWhereNot({ sid: keepSid });
    return query.delete();
  }

  /** Which of these session ids still exist and have not expired. */
  async existing(sids: string[]): Promise<Set<string>> {
    if (sids.length === 0) return new Set();
    const rows = await this.db('sessions').whereIn('sid', sids).andWhere('expire', '>', new Date()).pluck('sid');
    return new Set(rows);
  }

  async pruneExpired(): Promise<number> {
    return this.db('sessions').where('expire', '<=', new Date()).delete();
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }
}

function expiryOf(sess: SessionData): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + SESSION_MAX_AGE_MS);
}

export interface Sessions {
  middleware: RequestHandler;
  store: DbSessionStore;
  /** The secret that signs cookies (the first one when several are given). */
  secret: string;
  /** Reads the session of a raw request (a WebSocket upgrade): resolves to the signed-in user id or null. */
  userIdOf(req: IncomingMessage): Promise<string | null>;
  /** The same, with the session id (to check later that the session still exists). */
  sessionOf(req: IncomingMessage): Promise<{ userId: string; sid: string } | null>;
}

export function createSessions(options: { db: Db; secret: string | string[] }): Sessions {
  const store = new DbSessionStore(options.db);
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure when the request came over https (directly or through a proxy that says so; see trust proxy).
      secure: 'auto',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  return {
    middleware,
    store,
    secret: Array.isArray(options.secret) ? options.secret[0]! : options.secret,
    userIdOf(req) {
      return this.sessionOf(req).then((session) => session?.userId ?? null);
    },
    sessionOf(req) {
      return new Promise((resolve) => {
        // express-session only needs the cookie header here; the fake response is never written.
        const fakeResponse = { getHeader() {}, setHeader() {}, writeHead() {}, end() {} };
        middleware(req as never, fakeResponse as never, () => {
          const request = req as IncomingMessage & { session?: SessionData; sessionID?: string };
          const userId = request.session?.userId;
          resolve(userId && request.sessionID ? { userId, sid: request.sessionID } : null);
        });
      });
    },
  };
}
