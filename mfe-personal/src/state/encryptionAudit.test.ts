// The encryption events leave the device in batches without anyone waiting for them (spec 1 §7.1
// log_encryption_audit_enhanced): a quiet-time batch, an immediate one when enough wait, at most 100 a batch,
// a failed send dropped quietly, and never a value: field names only, error digits redacted.
import { describe, expect, it, vi } from 'vitest';
import type { EncryptionAuditEvent } from '@taxapp/contracts/api/forms';
import { EncryptionService, memoryDeviceKeys } from '@taxapp/ui/crypto';
import { readyEncryptionService } from '@taxapp/ui/crypto/testing';
import { EncryptionAuditSender, toAuditEvent } from './encryptionAudit';

const entry = (over: Partial<Parameters<typeof toAuditEvent>[0]> = {}) => ({ at: '2025-02-01T10:00:00.000Z', operation: 'encrypt' as const, dataType: 'ssn', level: 1, success: true, ...over });

function manualTimers() {
  const pending: (() => void)[] = [];
  return {
    setTimer: (run: () => void) => (pending.push(run), pending.length),
    clearTimer: () => void pending.splice(0),
    fire: () => pending.splice(0).forEach((run) => run()),
    get count() {
      return pending.length;
    },
  };
}

describe('EncryptionAuditSender', () => {
  it('sends after a quiet time, or at once when a batch is full', () => {
    const batches: EncryptionAuditEvent[][] = [];
    const timers = manualTimers();
    const sender = new EncryptionAuditSender({ send: async (events) => void batches.push(events), batchSize: 3, ...timers });
    sender.push(entry(), 'u1');
    sender.push(entry({ dataType: 'phone', level: 2 }), 'u1');
    expect(batches).toEqual([]);
    timers.fire();
    expect(batches.map((b) => b.map((e) => e.dataType))).toEqual([['ssn', 'phone']]);
    expect(batches[0]![0]).toEqual({ at: '2025-02-01T10:00:00.000Z', operation: 'encrypt', dataType: 'ssn', level: 1, success: true, userId: 'u1' });

    for (let i = 0; i < 3; i++) sender.push(entry({ dataType: `dependents.${i}.ssn` }), 'u1');
    expect(batches).toHaveLength(2);
    expect(sender.waiting).toBe(0);
  });

  it('sends at most 100 at a time, and a failed send neither throws nor blocks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = manualTimers();
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const sender = new EncryptionAuditSender({ send, batchSize: 1000, ...timers });
    for (let i = 0; i < 130; i++) sender.push(entry({ at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString() }), 'u1');
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0] as unknown as [EncryptionAuditEvent[]])[0]).toHaveLength(100);
    expect(sender.waiting).toBe(30);
    expect(() => sender.flush()).not.toThrow();
    expect(send).toHaveBeenCalledTimes(2);
    expect(sender.waiting).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never carries a value: field names only, error digits redacted', () => {
    expect(toAuditEvent(entry({ dataType: '412-56-7890' }), null)?.dataType).toBe('other');
    expect(toAuditEvent(entry({ success: false, error: 'OperationError: 412-56-7890 could not be encrypted' }), null)?.error).toBe('OperationError: [redacted] could not be encrypted');
  });

  it('hears the encryption service: a setup, an initialisation and an encrypted SSN, with no plaintext', async () => {
    const service = new EncryptionService(memoryDeviceKeys());
    const batches: EncryptionAuditEvent[][] = [];
    const timers = manualTimers();
    const sender = new EncryptionAuditSender({ send: async (events) => void batches.push(events), ...timers });
    service.onAudit((logged, userId) => sender.push(logged, userId));
    await readyEncryptionService('user-7', service);
    await service.encryptField('ssn', '412-56-7890');
    expect(await service.decryptValue('spouseSSN', { encryptedData: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', salt: 'AAAA', level: 1, keyVersion: 1, algorithm: 'AES-GCM' })).toMatchObject({ readable: false });
    sender.flush();
    const sent = batches.flat();
    expect(sent.map((e) => [e.operation, e.dataType, e.level, e.success, e.userId])).toEqual([
      ['setup', 'data_key', null, true, 'user-7'],
      ['encrypt', 'ssn', 1, true, 'user-7'],
      ['decrypt', 'spouseSSN', 1, false, 'user-7'],
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/412-?56-?7890/);
  }, 30_000);
});
