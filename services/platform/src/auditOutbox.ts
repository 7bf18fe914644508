// The one path of audit events (issue 10): enqueueAudit() (audit.ts) writes an event into audit_outbox (in the caller's
// transaction when given one), and the audit service's drain moves waiting events into audit_logs, each
// batch in one statement (deleted from the outbox and stored together, so none is lost or stored twice).
// While the audit service is down, events wait in the outbox and are moved when it is back.
import { AUDIT_COLUMNS } from './audit';
import type { Db } from './db';

const STORED = [...AUDIT_COLUMNS, 'created_at'];
// A user removed before delivery leaves the entry without a user (as the foreign key's SET NULL would).
const SELECTED = STORED.map((column) => (column === 'user_id' ? '(select u.id from users u where u.id = r.user_id)' : `r.${column}`));
const MOVE_SQL = `
  with batch as (
    delete from audit_outbox where id in (select id from audit_outbox order by id limit ? for update skip locked)
    returning id, event_id, record
  )
  insert into audit_logs (event_id, ${STORED.join(', ')})
  select b.event_id, ${SELECTED.join(', ')}
  from batch b, json_populate_record(null::audit_logs, b.record::json) r
  order by b.id
  on conflict (event_id) do nothing`;

/** Moves up to `limit` waiting events into audit_logs, oldest first; answers how many left the outbox. */
export async function drainAuditOutbox(db: Db, limit = 500): Promise<number> {
  const result = (await db.raw(MOVE_SQL, [limit])) as { rowCount?: number };
  return result.rowCount ?? 0;
}

export interface AuditDrain {
  /** Moves everything waiting now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Drains the outbox every `intervalMs`, at once again while batches come full. A failed move (the database
 * away) is retried at the next tick: the events stay in the outbox meanwhile.
 */
export function startAuditDrain(db: Db, options: { intervalMs?: number; batchSize?: number; onError?: (error: unknown) => void } = {}): AuditDrain {
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 500;
  const onError = options.onError ?? ((error) => console.error('audit outbox not drained (will retry):', error));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const drainAll = async () => {
    while (!stopped && (await drainAuditOutbox(db, batchSize)) >= batchSize) {
      /* a full batch: more may wait */
    }
  };
  const tick = () => {
    running = running.then(drainAll).catch(onError).finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  tick();
  return {
    async flush() {
      await running;
      running = running.then(drainAll).catch(onError);
      await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
