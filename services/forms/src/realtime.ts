// Realtime: every change of a user's own form is pushed to all of that user's open sockets.
// On PostgreSQL the change travels by LISTEN/NOTIFY (the payload carries ids; each instance reads the row
// after), so several forms instances stay in step. On PGlite (its socket server does not deliver NOTIFY
// between connections) the single forms instance publishes in process.
import type http from 'node:http';
import pg from 'pg';
import { WebSocketServer, WebSocket } from 'ws';
import { sqlQuery, type Db, type Sessions } from '@taxapp/platform';
import {
  REALTIME_CLOSE_NOT_AUTHENTICATED,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
  type TaxFormRow,
} from '@taxapp/contracts/api/forms';
import { formById } from './db/forms';

export interface FormChange {
  userId: string;
  formId: string;
  version: number;
  changedKeys: string[];
  sourceClientId: string | null;
}

/** How changes travel between forms instances. */
export interface ChangeBus {
  /** Announces a change; `form` is the row after it (used in process, re-read elsewhere). */
  publish(change: FormChange, form: TaxFormRow): Promise<void>;
  /** Called for every change, from this instance or another. */
  subscribe(listener: (change: FormChange, form?: TaxFormRow) => void): void;
  close(): Promise<void>;
}

export class InProcessBus implements ChangeBus {
  private listeners: Array<(change: FormChange, form?: TaxFormRow) => void> = [];
  async publish(change: FormChange, form: TaxFormRow) {
    for (const listener of this.listeners) listener(change, form);
  }
  subscribe(listener: (change: FormChange, form?: TaxFormRow) => void) {
    this.listeners.push(listener);
  }
  async close() {
    this.listeners = [];
  }
}

export const NOTIFY_CHANNEL = 'tax_form_changes';
/** Most notifications sent in one statement. */
const NOTIFY_BATCH = 200;

export class PostgresNotifyBus implements ChangeBus {
  private listeners: Array<(change: FormChange, form?: TaxFormRow) => void> = [];
  /** Rows this instance just saved, so its own notifications need no second read. */
  private recent = new Map<string, TaxFormRow>();
  /** Notifications waiting for the one in flight (sent together next: see publish). */
  private queue: Array<{ payload: string; done(error?: unknown): void }> = [];
  private sending = false;
  private client?: pg.Client;
  private closed = false;
  private ready: Promise<void>;

  constructor(private readonly db: Db, private readonly connectionString: string) {
    this.ready = this.connect();
  }

  /** A dedicated connection that LISTENs; reconnects with backoff if it drops. */
  private async connect(attempt = 0): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
      let change: FormChange;
      try {
        change = JSON.parse(message.payload);
      } catch {
        return;
      }
      const key = `${change.formId}:${change.version}`;
      const form = this.recent.get(key);
      this.recent.delete(key);
      for (const listener of this.listeners) listener(change, form);
    });
    client.on('error', (error) => {
      console.error('realtime listener connection failed:', error.message);
      this.reconnect(client, attempt + 1);
    });
    client.on('end', () => this.reconnect(client, attempt + 1));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      this.client = client;
    } catch (error) {
      console.error('realtime listener could not connect:', (error as Error).message);
      this.reconnect(client, attempt + 1);
    }
  }

  private reconnect(client: pg.Client, attempt: number) {
    if (this.closed || (this.client && this.client !== client)) return;
    this.client = undefined;
    client.removeAllListeners();
    client.end().catch(() => {});
    const delay = Math.min(100 * 2 ** attempt, 5000);
    setTimeout(() => void this.connect(attempt), delay).unref();
  }

  /** Resolves once LISTEN is in place (tests wait for it before saving). */
  whenListening(): Promise<void> {
    return this.ready;
  }

  /**
   * Sends the notification after the save has committed, off the save's answer. Not in the save's own
   * transaction: PostgreSQL serialises the commits of all transactions that NOTIFY (a global lock held through
   * the commit's WAL flush), which would queue every save behind the others. Notifications that come while one
   * is being sent go together in the next statement (one round trip and one commit for many saves under load,
   * none added when idle).
   */
  publish(change: FormChange, form: TaxFormRow): Promise<void> {
    const key = `${change.formId}:${change.version}`;
    this.recent.set(key, form);
    setTimeout(() => this.recent.delete(key), 10_000).unref();
    return new Promise((resolve, reject) => {
      this.queue.push({ payload: JSON.stringify(change), done: (error) => (error ? reject(error) : resolve()) });
      if (!this.sending) this.sendQueued();
    });
  }

  private sendQueued() {
    const batch = this.queue.splice(0, NOTIFY_BATCH);
    if (batch.length === 0) {
      this.sending = false;
      return;
    }
    this.sending = true;
    const payloads = batch.map((entry) => entry.payload);
    sqlQuery(this.db, 'select pg_notify($1, payload) from unnest($2::text[]) as payload', [NOTIFY_CHANNEL, payloads]).then(
      () => batch.forEach((entry) => entry.done()),
      (error) => batch.forEach((entry) => entry.done(error)),
    ).finally(() => this.sendQueued());
  }

  subscribe(listener: (change: FormChange, form?: TaxFormRow) => void) {
    this.listeners.push(listener);
  }

  async close() {
    this.closed = true;
    this.recent.clear();
    this.listeners = [];
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

/** spec 1 §9: realtime is limited to 10 events per second (per socket here). */
export const REALTIME_EVENTS_PER_SECOND = 10;

interface Socket extends WebSocket {
  isAlive?: boolean;
  /** The session the socket was opened with: when it ends (sign-out, password change) the socket closes. */
  sid?: string;
  /** When the last events went out (within the last second). */
  sentAt?: number[];
  /** A change held back by the rate limit: the newest row, with the keys of every change it stands for. */
  held?: { message: Extract<RealtimeServerMessage, { type: 'form.changed' }>; timer: NodeJS.Timeout };
}

export interface RealtimeOptions {
  db: Db;
  sessions: Sessions;
  bus: ChangeBus;
  /** Origins allowed to open a socket besides the request's own host (e.g. PUBLIC_URL's). */
  allowedOrigins?: string[];
  heartbeatMs?: number;
}

/** The WebSocket endpoint: authenticates the upgrade by the session cookie, then fans changes out per user. */
export class RealtimeHub {
  private sockets = new Map<string, Set<Socket>>();
  private wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private heartbeat: NodeJS.Timeout;

  constructor(private readonly options: RealtimeOptions) {
    options.bus.subscribe((change, form) => void this.deliver(change, form));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  attach(server: http.Server) {
    server.on('upgrade', (req, socket, head) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== REALTIME_PATH) {
        if (server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return; // else another upgrade handler may want it
      }
      if (!this.originAllowed(req)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return;
      }
      void this.options.sessions.sessionOf(req).then(
        (session) => this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, session)),
        () => socket.destroy(),
      );
    });
  }

  private originAllowed(req: http.IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (!origin) return true; // not a browser
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    const forwardedHost = String(req.headers['x-forwarded-host'] ?? '').split(',')[0]?.trim();
    if (host === req.headers.host || (forwardedHost && host === forwardedHost)) return true;
    return (this.options.allowedOrigins ?? []).some((allowed) => {
      try {
        return new URL(allowed).host === host;
      } catch {
        return false;
      }
    });
  }

  private accept(ws: Socket, session: { userId: string; sid: string } | null) {
    if (!session) {
      ws.close(REALTIME_CLOSE_NOT_AUTHENTICATED, 'Not authenticated');
      return;
    }
    const { userId } = session;
    ws.sid = session.sid;
    ws.isAlive = true;
    ws.on('pong', () => (ws.isAlive = true));
    ws.on('message', (raw) => {
      ws.isAlive = true;
      let parsed;
      try {
        parsed = realtimeClientMessageSchema.safeParse(JSON.parse(raw.toString()));
      } catch {
        return;
      }
      if (parsed.success && parsed.data.type === 'ping') this.send(ws, { type: 'pong' });
    });
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(ws);
    ws.on('close', () => {
      if (ws.held) clearTimeout(ws.held.timer);
      ws.held = undefined;
      set.delete(ws);
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    });
    ws.on('error', () => ws.terminate());
    this.send(ws, { type: 'ready', userId });
  }

  private send(ws: WebSocket, message: RealtimeServerMessage) {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }

  /** Sends a change to the user's sockets on this instance; reads the row when another instance made it. */
  private async deliver(change: FormChange, form?: TaxFormRow) {
    const set = this.sockets.get(change.userId);
    if (!set || set.size === 0) return;
    const row = form ?? (await formById(this.options.db, change.userId, change.formId).catch(() => undefined));
    if (!row) return;
    const message = { type: 'form.changed' as const, form: row, changedKeys: change.changedKeys, sourceClientId: change.sourceClientId };
    for (const ws of set) this.sendLimited(ws, message);
  }

  /**
   * At most REALTIME_EVENTS_PER_SECOND per socket. Over the limit the change waits, merged with any later
   * one (each carries the whole row, so the newest row plus the union of changed keys loses nothing).
   */
  private sendLimited(ws: Socket, message: Extract<RealtimeServerMessage, { type: 'form.changed' }>) {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.held) {
      const held = ws.held.message;
      const newer = message.form.version >= held.form.version ? message : held;
      ws.held.message = {
        ...newer,
        changedKeys: [...new Set([...held.changedKeys, ...message.changedKeys])],
        sourceClientId: held.sourceClientId === message.sourceClientId ? message.sourceClientId : null,
      };
      return;
    }
    const now = Date.now();
    ws.sentAt = (ws.sentAt ?? []).filter((time) => now - time < 1000);
    if (ws.sentAt.length < REALTIME_EVENTS_PER_SECOND) {
      ws.sentAt.push(now);
      ws.send(JSON.stringify(message));
      return;
    }
    const wait = 1000 - (now - ws.sentAt[0]!);
    ws.held = {
      message,
      timer: setTimeout(() => {
        const held = ws.held?.message;
        ws.held = undefined;
        if (held) this.sendLimited(ws, held);
      }, wait),
    };
  }

  /** Closes the sockets whose session has ended (signed out, or ended by a password change). */
  async closeEndedSessions(): Promise<void> {
    const open = [...this.sockets.values()].flatMap((set) => [...set]);
    const sids = [...new Set(open.map((ws) => ws.sid).filter((sid): sid is string => !!sid))];
    let alive: Set<string>;
    try {
      alive = await this.options.sessions.store.existing(sids);
    } catch {
      return; // the database is unreachable: try again at the next beat
    }
    for (const ws of open) if (ws.sid && !alive.has(ws.sid)) ws.close(REALTIME_CLOSE_NOT_AUTHENTICATED, 'Not authenticated');
  }

  private beat() {
    void this.closeEndedSessions();
    for (const set of this.sockets.values()) {
      for (const ws of set) {
        if (ws.isAlive === false) {
          ws.terminate();
          continue;
        }
        ws.isAlive = false;
        ws.ping();
      }
    }
  }

  /** Open sockets per user (for tests and metrics). */
  socketCount(userId?: string): number {
    if (userId) return this.sockets.get(userId)?.size ?? 0;
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  async close() {
    clearInterval(this.heartbeat);
    for (const set of this.sockets.values()) for (const ws of set) ws.close(1001, 'Server shutting down');
    this.sockets.clear();
    this.wss.close();
    await this.options.bus.close();
  }
}
