// The signed-in user's tax form in this tab: open (spec 1 §4 form loading), partial saves carrying the
// version read, 409 retries with merging (spec 2 §4), and realtime changes from other tabs applied with
// the typing guards (ARCHITECTURE decision 5, spec 2 §4).
import type { RealtimeServerMessage, TaxFormRow } from '@taxapp/contracts/api/forms';
import type { Form1040Data } from '@taxapp/contracts/form';
import { LOCAL_EDIT_GUARD_MS, type FormStatus, type RemoteFormChange } from '@taxapp/contracts/shell';
import { TypingGuard } from '@taxapp/contracts/typingGuard';
import { ApiError } from '../../lib/http';
import { createStore, type Store } from '../../lib/store';
import { deepEqual, mergeChange, protectSelections } from './merge';

/** Spec 2 §4: up to 3 retries on a conflict. */
export const MAX_CONFLICT_RETRIES = 3;
/** Spec 2 §4: wait min(1000 * 2^(n-1), 5000) ms before retry n. */
export function conflictBackoffMs(retry: number): number {
  return Math.min(1000 * 2 ** (retry - 1), 5000);
}
/** Spec 2 §4: remote updates are ignored within 3 s of a recent local edit (and while typing). */
export { LOCAL_EDIT_GUARD_MS };

export interface FormState {
  status: FormStatus;
  form: Form1040Data | null;
  version: number;
  error: string | null;
}

export interface RealtimeConnection {
  close: () => void;
}

export interface FormClientDeps {
  openForm: (localCopy: unknown) => Promise<{ form: TaxFormRow; created: boolean }>;
  getForm: () => Promise<{ form: TaxFormRow }>;
  patchForm: (body: { version: number; data: Record<string, unknown>; clientId: string }) => Promise<{ form: TaxFormRow }>;
  /** Opens the realtime socket; `onReconnected` runs each time it is ready (to catch up on what it missed). */
  connectRealtime?: (handlers: { onMessage: (message: RealtimeServerMessage) => void; onReconnected: () => void }) => RealtimeConnection;
  readLocalCopy: () => unknown | undefined;
  removeLocalCopy: () => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

type Data = Record<string, unknown>;

export class FormClient {
  readonly store: Store<FormState> = createStore<FormState>({ status: 'loading', form: null, version: 0, error: null });
  readonly clientId = `tab-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

  /** What the server last confirmed (the base of three-way merges). */
  private server: { data: Data; version: number } | null = null;
  /** Local changes not yet confirmed by the server, by top-level key. */
  private pending = new Map<string, unknown>();
  /** Spec 2 §4, per top-level field; the remotes use the same guard for their finer drafts. */
  private typingGuard = new TypingGuard(() => this.now());
  private queue: Promise<unknown> = Promise.resolve();
  private remoteListeners = new Set<(change: RemoteFormChange) => void>();
  private realtime: RealtimeConnection | null = null;
  private reconcileTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(private readonly deps: FormClientDeps) {}

  private sleep = (ms: number) => (this.deps.sleep ? this.deps.sleep(ms) : new Promise<void>((r) => setTimeout(r, ms)));
  private now = () => (this.deps.now ? this.deps.now() : Date.now());

  /** Opens the form, sending the local `taxFormData` copy if there is one, then removing that copy. */
  async open(): Promise<void> {
    this.store.set((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const localCopy = this.deps.readLocalCopy();
      const { form } = await this.deps.openForm(localCopy);
      if (localCopy !== undefined) this.deps.removeLocalCopy();
      if (this.disposed) return;
      this.server = { data: form.data as Data, version: form.version };
      this.publish();
      if (this.deps.connectRealtime && !this.realtime) {
        this.realtime = this.deps.connectRealtime({
          onMessage: (message) => this.onRealtime(message),
          onReconnected: () => void this.catchUp(),
        });
      }
    } catch (error) {
      // Spec 1 §8: load errors of the tax form are only logged.
      console.error('The tax form could not be loaded', error);
      this.store.set((s) => ({ ...s, status: 'error', error: error instanceof Error ? error.message : String(error) }));
    }
  }

  dispose() {
    this.disposed = true;
    this.realtime?.close();
    this.realtime = null;
    if (this.reconcileTimer) clearTimeout(this.reconcileTimer);
    this.remoteListeners.clear();
  }

  get form(): Form1040Data | null {
    return this.store.get().form;
  }

  setTyping = (field: string, typing: boolean) => {
    this.typingGuard.setTyping(field, typing);
    if (!typing) this.scheduleReconcile();
  };

  onRemoteChange = (listener: (change: RemoteFormChange) => void) => {
    this.remoteListeners.add(listener);
    return () => void this.remoteListeners.delete(listener);
  };

  /**
   * Saves the given top-level fields. The change shows at once; saves run one after another, each
   * carrying the version it read. On 409 the change is merged over the newer form and retried.
   */
  saveForm = (partial: Data): Promise<Form1040Data> => {
    const keys = Object.keys(partial);
    for (const key of keys) {
      this.pending.set(key, partial[key]);
      this.typingGuard.edited(key);
    }
    this.publish();
    const run = this.queue.then(() => this.send(partial));
    this.queue = run.catch(() => undefined);
    return run;
  };

  /** Save & Exit: sends whatever is not yet confirmed (or an empty change) and waits for the server. */
  saveAndConfirm(): Promise<Form1040Data> {
    if (!this.server) return Promise.reject(new Error('No tax form ID found'));
    return this.saveForm(Object.fromEntries(this.pending));
  }

  private async send(partial: Data): Promise<Form1040Data> {
    if (!this.server) throw new Error('No tax form ID found');
    let change = partial;
    for (let retry = 0; ; retry++) {
      try {
        const { form } = await this.deps.patchForm({ version: this.server.version, data: change, clientId: this.clientId });
        this.confirm(form, change);
        return this.store.get().form as Form1040Data;
      } catch (error) {
        // The service or its database is briefly away (502/503, issue 7 item 7): the same change again, later.
        if (isRetryable(error) && retry < MAX_CONFLICT_RETRIES) {
          await this.sleep(conflictBackoffMs(retry + 1));
          continue;
        }
        const current = conflictCurrent(error);
        if (!current || retry >= MAX_CONFLICT_RETRIES) {
          this.failed(change);
          throw error;
        }
        // The other side saved first: keep its changes, re-apply ours over them, and try again.
        const base = this.server.data;
        change = mergeChange(base, change, current.data as Data);
        if (current.version > this.server.version) this.server = { data: current.data as Data, version: current.version };
        for (const [key, value] of Object.entries(change)) if (this.pending.has(key)) this.pending.set(key, value);
        this.publish();
        await this.sleep(conflictBackoffMs(retry + 1));
      }
    }
  }

  private confirm(row: TaxFormRow, sent: Data) {
    if (!this.server || row.version >= this.server.version) this.server = { data: row.data as Data, version: row.version };
    for (const [key, value] of Object.entries(sent)) {
      if (this.pending.has(key) && deepEqual(this.pending.get(key), value)) this.pending.delete(key);
    }
    this.publish();
  }

  /**
   * A save that finally failed: its keys revert to what the server holds (spec 2 §4 'on final failure the
   * local list reverts'); the caller shows the error.
   */
  private failed(sent: Data) {
    for (const [key, value] of Object.entries(sent)) {
      if (this.pending.has(key) && deepEqual(this.pending.get(key), value)) {
        this.pending.delete(key);
        this.typingGuard.forget(key);
      }
    }
    this.publish();
  }

  private guarded(key: string): boolean {
    return this.pending.has(key) || this.typingGuard.isGuarded(key);
  }

  private onRealtime(message: RealtimeServerMessage) {
    if (message.type !== 'form.changed') return;
    const row = message.form;
    if (!this.server || row.version <= this.server.version) return;
    const previous = this.store.get().form as Data | null;
    this.server = { data: row.data as Data, version: row.version };
    if (message.sourceClientId === this.clientId) {
      this.publish();
      return;
    }
    this.publish();
    const next = this.store.get().form as Data | null;
    const fields = message.changedKeys.filter((key) => previous && next && !deepEqual(previous[key], next[key]));
    if (fields.length && next) for (const listener of this.remoteListeners) listener({ fields, form: next as Form1040Data, version: row.version });
    this.scheduleReconcile();
  }

  /** When the socket is ready (first or again): read the form again, as if it had come over the socket. */
  private async catchUp() {
    try {
      const { form } = await this.deps.getForm();
      this.onRealtime({ type: 'form.changed', form, changedKeys: Object.keys(form.data), sourceClientId: null });
    } catch {
      // the next change or save brings the form up to date
    }
  }

  /**
   * When guards expire, fields that were kept local show the server's value again (unless still pending),
   * and the remotes hear of it like of any remote change (else their drafts keep the value held back).
   */
  private scheduleReconcile() {
    if (this.reconcileTimer) clearTimeout(this.reconcileTimer);
    this.reconcileTimer = setTimeout(() => {
      this.reconcileTimer = null;
      if (this.disposed || !this.server) return;
      const previous = this.store.get().form as Data | null;
      this.publish();
      const next = this.store.get().form as Data | null;
      if (!previous || !next) return;
      const fields = Object.keys(next).filter((key) => !this.pending.has(key) && !deepEqual(previous[key], next[key]));
      if (fields.length) for (const listener of this.remoteListeners) listener({ fields, form: next as Form1040Data, version: this.server.version });
    }, LOCAL_EDIT_GUARD_MS + 50);
  }

  /** The shown form: the server's, with pending local changes over it and guarded fields kept as shown. */
  private publish() {
    if (!this.server) return;
    const shown = this.store.get().form as Data | null;
    let data: Data = { ...this.server.data };
    if (shown) {
      for (const key of Object.keys(shown)) if (this.guarded(key)) data[key] = shown[key];
      data = protectSelections(shown, data);
    }
    for (const [key, value] of this.pending) data[key] = value;
    this.store.set({ status: 'ready', form: data as Form1040Data, version: this.server.version, error: null });
  }
}

function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 502 || error.status === 503);
}

function conflictCurrent(error: unknown): TaxFormRow | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { current?: TaxFormRow } | null;
  return body?.current ?? null;
}
