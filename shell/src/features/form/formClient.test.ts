// The form client's saving rules (spec 2 §4): partial saves with the version read, 409 retried up to 3
// times with backoff min(1000*2^(n-1), 5000) ms while merging, and realtime changes applied except
// where this tab is typing or edited in the last 3 s. The forms service is replaced here by an in-memory
// one that behaves like it (versions, 409 with `current`); the real one is exercised by the e2e journeys.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeServerMessage, TaxFormRow } from '@taxapp/contracts/api/forms';
import { defaultForm1040Data } from '@taxapp/contracts/form';
import { ApiError } from '../../lib/http';
import { conflictBackoffMs, FormClient, type FormClientDeps } from './formClient';

function fakeServer() {
  let row: TaxFormRow = {
    id: 'f1',
    userId: 'u1',
    version: 1,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    data: defaultForm1040Data(),
  };
  const patches: { version: number; data: Record<string, unknown> }[] = [];
  /** Another tab saving directly. */
  const saveElsewhere = (data: Record<string, unknown>) => {
    row = { ...row, version: row.version + 1, data: { ...row.data, ...data } as TaxFormRow['data'] };
    return row;
  };
  return {
    get row() {
      return row;
    },
    patches,
    saveElsewhere,
    openForm: async () => ({ form: row, created: false }),
    getForm: async () => ({ form: row }),
    patchForm: async ({ version, data }: { version: number; data: Record<string, unknown> }) => {
      patches.push({ version, data });
      if (version !== row.version) throw new ApiError(409, 'Your form was changed in another tab or device. Please try again.', { error: 'conflict', current: row });
      return { form: saveElsewhere(data) };
    },
  };
}

function client(server: ReturnType<typeof fakeServer>, extra: Partial<FormClientDeps> = {}) {
  const sleeps: number[] = [];
  let now = 1_000_000;
  let onMessage: ((m: RealtimeServerMessage) => void) | null = null;
  const c = new FormClient({
    openForm: server.openForm,
    getForm: server.getForm,
    patchForm: server.patchForm,
    readLocalCopy: () => undefined,
    removeLocalCopy: () => undefined,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => now,
    connectRealtime: (handlers) => {
      onMessage = handlers.onMessage;
      return { close: () => undefined };
    },
    ...extra,
  });
  return {
    c,
    sleeps,
    advance: (ms: number) => (now += ms),
    push: (m: RealtimeServerMessage) => onMessage?.(m),
  };
}

describe('conflictBackoffMs', () => {
  it('is min(1000 * 2^(n-1), 5000)', () => {
    expect([1, 2, 3, 4, 5].map(conflictBackoffMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe('FormClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('sends the local copy when opening and then removes it', async () => {
    const server = fakeServer();
    const sent: unknown[] = [];
    let removed = false;
    const { c } = client(server, {
      readLocalCopy: () => ({ firstName: 'Ada' }),
      removeLocalCopy: () => (removed = true),
      openForm: async (localCopy) => (sent.push(localCopy), { form: server.row, created: true }),
    });
    await c.open();
    expect(sent).toEqual([{ firstName: 'Ada' }]);
    expect(removed).toBe(true);
    expect(c.store.get().status).toBe('ready');
  });

  it('saves only the changed fields, with the version it read', async () => {
    const server = fakeServer();
    const { c } = client(server);
    await c.open();
    const saved = await c.saveForm({ firstName: 'Ada' });
    expect(server.patches).toEqual([{ version: 1, data: { firstName: 'Ada' } }]);
    expect(saved.firstName).toBe('Ada');
    expect(c.store.get().version).toBe(2);
  });

  it('on 503 (the database away) sends the same change again after the backoff, up to 3 times', async () => {
    const server = fakeServer();
    let outages = 2;
    const { c, sleeps } = client(server, {
      patchForm: async (request) => {
        if (outages-- > 0) throw new ApiError(503, 'The service is not available right now. Please try again.', { error: 'The service is not available right now. Please try again.' });
        return server.patchForm(request);
      },
    });
    await c.open();
    expect((await c.saveForm({ firstName: 'Ada' })).firstName).toBe('Ada');
    expect(sleeps).toEqual([1000, 2000]);
    expect(server.patches).toEqual([{ version: 1, data: { firstName: 'Ada' } }]);

    outages = 10;
    await expect(c.saveForm({ lastName: 'Lovelace' })).rejects.toMatchObject({ status: 503 });
    expect(sleeps).toEqual([1000, 2000, 1000, 2000, 4000]);
  });

  it('on 409 merges over the newer form and retries, keeping the other side\'s change', async () => {
    const server = fakeServer();
    const { c, sleeps } = client(server);
    await c.open();
    server.saveElsewhere({ city: 'Newark', selectedIncomeOptions: ['rental'] });
    const saved = await c.saveForm({ selectedIncomeOptions: ['w2'] });
    expect(server.patches.map((p) => p.version)).toEqual([1, 2]);
    expect(server.patches[1]!.data).toEqual({ selectedIncomeOptions: ['rental', 'w2'] });
    expect(sleeps).toEqual([1000]);
    expect(saved.city).toBe('Newark');
    expect(server.row.data.selectedIncomeOptions).toEqual(['rental', 'w2']);
  });

  it('gives up after 3 retries and rejects; the field falls back to the server value', async () => {
    const server = fakeServer();
    const { c, sleeps } = client(server, {
      patchForm: async ({ version }) => {
        server.saveElsewhere({ city: `Elsewhere ${version}` });
        throw new ApiError(409, 'conflict', { error: 'conflict', current: server.row });
      },
    });
    await c.open();
    await expect(c.saveForm({ firstName: 'Ada' })).rejects.toThrow('conflict');
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(c.store.get().form?.firstName).toBe('');
  });

  it('applies realtime changes from other tabs, except fields being typed or edited in the last 3 s', async () => {
    const server = fakeServer();
    const { c, push, advance } = client(server);
    await c.open();
    await c.saveForm({ lastName: 'Lovelace' });
    c.setTyping('firstName', true);
    const changes: string[][] = [];
    c.onRemoteChange((change) => changes.push(change.fields));

    const row = server.saveElsewhere({ firstName: 'Other', lastName: 'Other', city: 'Newark' });
    push({ type: 'form.changed', form: row, changedKeys: ['firstName', 'lastName', 'city'], sourceClientId: 'another-tab' });
    expect(c.store.get().form?.city).toBe('Newark');
    expect(c.store.get().form?.lastName).toBe('Lovelace'); // edited less than 3 s ago
    expect(c.store.get().form?.firstName).toBe(''); // being typed
    expect(changes).toEqual([['city']]);

    // 3 s later, no longer typing: the next change applies everywhere
    c.setTyping('firstName', false);
    advance(3001);
    const later = server.saveElsewhere({ firstName: 'Grace', lastName: 'Hopper' });
    push({ type: 'form.changed', form: later, changedKeys: ['firstName', 'lastName'], sourceClientId: 'another-tab' });
    expect(c.store.get().form?.firstName).toBe('Grace');
    expect(c.store.get().form?.lastName).toBe('Hopper');
  });

  it('when a guard ends, the value held back shows and the remotes are told', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    const { c, push, advance } = client(server);
    await c.open();
    await c.saveForm({ dependents: [{ firstName: 'Ada' }] as never });
    const changes: { fields: string[]; first: unknown }[] = [];
    c.onRemoteChange((change) => changes.push({ fields: change.fields, first: (change.form.dependents[0] as { firstName?: string } | undefined)?.firstName }));

    const row = server.saveElsewhere({ dependents: [{ firstName: 'Ada' }, { firstName: 'Grace' }] as never });
    push({ type: 'form.changed', form: row, changedKeys: ['dependents'], sourceClientId: 'another-tab' });
    expect(c.store.get().form?.dependents).toHaveLength(1); // edited here less than 3 s ago
    expect(changes).toEqual([]);

    advance(3100);
    vi.advanceTimersByTime(3100);
    expect(c.store.get().form?.dependents).toHaveLength(2);
    expect(changes).toEqual([{ fields: ['dependents'], first: 'Ada' }]);
  });

  it('ignores its own echo and stale messages', async () => {
    const server = fakeServer();
    const { c, push } = client(server);
    await c.open();
    await c.saveForm({ firstName: 'Ada' });
    const changes: string[][] = [];
    c.onRemoteChange((change) => changes.push(change.fields));
    push({ type: 'form.changed', form: server.row, changedKeys: ['firstName'], sourceClientId: c.clientId });
    push({ type: 'form.changed', form: { ...server.row, version: 1 }, changedKeys: ['firstName'], sourceClientId: 'x' });
    expect(changes).toEqual([]);
    expect(c.store.get().form?.firstName).toBe('Ada');
  });
});
