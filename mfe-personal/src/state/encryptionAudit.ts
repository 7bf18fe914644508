// Sends the encryption service's audit entries to the server (spec 1 §7.1 RPC log_encryption_audit_enhanced:
// operation, data type, encryption level, success, error message, user id) without ever blocking the user:
// entries are queued and sent in batches (at most 100, the endpoint's limit), fire-and-forget; a failed
// batch is logged and dropped (the service's local log of the latest 100 entries still has them). What
// leaves the device is the field's name, never its value; error texts have their digit runs redacted.
import { encryptionAuditEventSchema, ENCRYPTION_AUDIT_BATCH_MAX, redactAuditText, type EncryptionAuditEvent } from '@taxapp/contracts/api/forms';
import type { EncryptionAuditEntry } from '@taxapp/ui/crypto';

export interface AuditSenderOptions {
  send: (events: EncryptionAuditEvent[]) => Promise<void>;
  /** Quiet time before a batch goes (entries of one screen's load travel together). */
  delayMs?: number;
  /** A batch goes at once when this many wait. */
  batchSize?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The event as sent: only known field-name shapes, redacted error text; null when it cannot be made safe. */
export function toAuditEvent(entry: EncryptionAuditEntry, userId: string | null): EncryptionAuditEvent | null {
  const event = {
    at: entry.at,
    operation: entry.operation,
    dataType: entry.dataType,
    level: entry.level,
    success: entry.success,
    ...(entry.error ? { error: redactAuditText(entry.error) } : {}),
    ...(userId ? { userId } : {}),
  };
  const parsed = encryptionAuditEventSchema.safeParse(event);
  if (parsed.success) return parsed.data;
  // A data type that is not a plain field name is sent as 'other' rather than risk sending a value.
  const fallback = encryptionAuditEventSchema.safeParse({ ...event, dataType: 'other' });
  return fallback.success ? fallback.data : null;
}

export class EncryptionAuditSender {
  private queue: EncryptionAuditEvent[] = [];
  private timer: unknown = null;
  private readonly delayMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: AuditSenderOptions) {
    this.delayMs = options.delayMs ?? 2000;
    this.batchSize = Math.min(options.batchSize ?? 25, ENCRYPTION_AUDIT_BATCH_MAX);
  }

  get waiting(): number {
    return this.queue.length;
  }

  push(entry: EncryptionAuditEntry, userId: string | null): void {
    const event = toAuditEvent(entry, userId);
    if (!event) return;
    this.queue.push(event);
    if (this.queue.length >= this.batchSize) this.flush();
    else this.schedule();
  }

  /** Sends everything waiting now (also as the page goes away), in batches; never throws, never waits. */
  flush(): void {
    this.cancel();
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.batchSize);
      void this.options.send(batch).catch((error) => console.warn('Encryption audit entries were not delivered:', error));
    }
  }

  private schedule() {
    if (this.timer !== null) return;
    const set = this.options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.timer = set(() => {
      this.timer = null;
      this.flush();
    }, this.delayMs);
  }

  private cancel() {
    if (this.timer === null) return;
    (this.options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }
}
