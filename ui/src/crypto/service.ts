// The encryption service (spec 1 §4, issue 7 item 4): uninitialised, then, once a user is known, ready
// when this device holds the user's unlocked data key, or locked until the user types what unlocks it (the
// password, a vault passphrase, or the recovery words). A user with no key yet sets one up here (a
// Google-only account chooses its vault passphrase; a password account confirms its password). Field
// encryption fails if not ready ('Encryption not initialized').
import { encryptedEnvelopeSchema, type EncryptedEnvelope } from '@taxapp/contracts/form';
import type { UnlockSecretKind, UserKeysResponse, WrappedKey } from '@taxapp/contracts/keys';
import { LOCAL_AUDIT_LIMIT, levelOfField, type EncryptionLevel } from './constants';
import { type DeviceKeyStore, rememberDataKey } from './deviceKeys';
import { FieldCipher } from './fieldCipher';
import { createKeyRecord, newDataKey, unwrapDataKey } from './keyring';
import { newRecoveryWords, recoverySecretFrom } from './recovery';

export interface KeyApi {
  getKeys(): Promise<UserKeysResponse>;
  /** Stores the wrapped key; `conflict` carries the key another browser stored first. */
  putKey(key: WrappedKey, currentPassword?: string): Promise<{ stored: WrappedKey } | { conflict: WrappedKey }>;
}

export type EncryptionStatus = 'uninitialised' | 'initialising' | 'locked' | 'ready' | 'error';

/** Why the service is locked: a key to open, or none yet to set up; and what the user types for it. */
export interface EncryptionLock {
  mode: 'unlock' | 'setup';
  secretKind: UnlockSecretKind;
}

export interface EncryptionAuditEntry {
  at: string;
  operation: 'initialise' | 'setup' | 'unlock' | 'encrypt' | 'decrypt';
  dataType: string;
  level: number | null;
  success: boolean;
  error?: string;
}

export const ENCRYPTION_ERRORS = {
  notInitialised: 'Encryption not initialized',
  wrongSecret: { password: 'That password does not unlock your encrypted information.', passphrase: 'That passphrase does not unlock your encrypted information.' },
  notRecoveryWords: 'Those are not the 12 words of a recovery key. Check each word and try again.',
  wrongRecoveryWords: 'Those words do not unlock your encrypted information.',
} as const;

/** What a stored sensitive value reads as: its plaintext, or unreadable (kept as stored, never overwritten). */
export type Decrypted = { readable: true; value: string } | { readable: false; stored: unknown };

export function isEnvelope(value: unknown): value is EncryptedEnvelope {
  return encryptedEnvelopeSchema.safeParse(value).success;
}

export class EncryptionService {
  status: EncryptionStatus = 'uninitialised';
  lock: EncryptionLock | null = null;
  /** Set up for the first time in this session (the 'Zero-Knowledge Encryption Enabled' toast). */
  createdKey = false;
  private cipher: FieldCipher | null = null;
  private record: WrappedKey | null = null;
  private api: KeyApi | null = null;
  /** The user the service is (being) initialised for. */
  userId: string | null = null;
  private initialising: Promise<void> | null = null;
  readonly auditLog: EncryptionAuditEntry[] = [];
  private auditListeners = new Set<(entry: EncryptionAuditEntry, userId: string | null) => void>();
  private statusListeners = new Set<() => void>();

  constructor(private readonly store: DeviceKeyStore) {}

  /** Hears every audit entry as it is logged (the remote sends them to the server); returns unsubscribe. */
  onAudit(listener: (entry: EncryptionAuditEntry, userId: string | null) => void): () => void {
    this.auditListeners.add(listener);
    return () => void this.auditListeners.delete(listener);
  }

  /** Hears every change of status (for useSyncExternalStore); returns unsubscribe. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  private setStatus(status: EncryptionStatus, lock: EncryptionLock | null = null) {
    this.status = status;
    this.lock = lock;
    for (const listener of this.statusListeners) listener();
  }

  private log(entry: Omit<EncryptionAuditEntry, 'at'>) {
    const logged = { at: new Date().toISOString(), ...entry };
    this.auditLog.push(logged);
    if (this.auditLog.length > LOCAL_AUDIT_LIMIT) this.auditLog.splice(0, this.auditLog.length - LOCAL_AUDIT_LIMIT);
    for (const listener of this.auditListeners) {
      try {
        listener(logged, this.userId);
      } catch (error) {
        console.error('An encryption audit listener failed:', error);
      }
    }
  }

  /** What the user types to open the key: from the lock, or from the key once open. */
  get secretKind(): UnlockSecretKind | null {
    return this.lock?.secretKind ?? this.record?.secretKind ?? null;
  }

  get ready(): boolean {
    return this.status === 'ready' && this.cipher !== null;
  }

  initialise(userId: string, api: KeyApi): Promise<void> {
    if (this.userId === userId && this.initialising) return this.initialising;
    this.clear();
    this.userId = userId;
    this.api = api;
    this.setStatus('initialising');
    const run = (async () => {
      try {
        const { key, accountHasPassword } = await api.getKeys();
        if (this.userId !== userId) return; // cleared meanwhile
        if (!key) {
          this.setStatus('locked', { mode: 'setup', secretKind: accountHasPassword ? 'password' : 'passphrase' });
          return;
        }
        const device = await this.store.get(userId);
        if (this.userId !== userId) return;
        if (!device || device.keyVersion !== key.keyVersion) {
          this.record = key;
          this.setStatus('locked', { mode: 'unlock', secretKind: key.secretKind });
          return;
        }
        await this.open(key, device.material);
        this.log({ operation: 'initialise', dataType: 'data_key', level: null, success: true });
      } catch (error) {
        if (this.userId === userId) this.setStatus('error');
        this.log({ operation: 'initialise', dataType: 'data_key', level: null, success: false, error: String(error) });
        throw error;
      }
    })();
    this.initialising = run;
    return run;
  }

  private async open(record: WrappedKey, material: CryptoKey) {
    const cipher = new FieldCipher(material, record);
    await cipher.warmUp();
    this.cipher = cipher;
    this.record = record;
    this.setStatus('ready');
  }

  private async unlockWith(slot: 'secret' | 'recovery', secret: string, wrong: string): Promise<void> {
    const { record, userId } = this;
    if (!record || !userId) throw new Error(ENCRYPTION_ERRORS.notInitialised);
    let dataKey: Uint8Array<ArrayBuffer>;
    try {
      dataKey = await unwrapDataKey(record, slot, secret);
    } catch {
      this.log({ operation: 'unlock', dataType: 'data_key', level: null, success: false, error: 'wrong secret' });
      throw new Error(wrong);
    }
    await this.open(record, await rememberDataKey(this.store, userId, record, dataKey));
    this.log({ operation: 'unlock', dataType: 'data_key', level: null, success: true });
  }

  /** Opens the stored key with the password or vault passphrase; rejects in the user's words when it is not the one. */
  unlock(secret: string): Promise<void> {
    return this.unlockWith('secret', secret, ENCRYPTION_ERRORS.wrongSecret[this.record?.secretKind ?? 'password']);
  }

  /** Opens the stored key with the recovery words as typed. */
  unlockWithRecoveryWords(typed: string): Promise<void> {
    const secret = recoverySecretFrom(typed);
    if (!secret) return Promise.reject(new Error(ENCRYPTION_ERRORS.notRecoveryWords));
    return this.unlockWith('recovery', secret, ENCRYPTION_ERRORS.wrongRecoveryWords);
  }

  /**
   * Makes a data key, wraps it under `secret` (the account password, checked by the server, or a new vault
   * passphrase) and a new recovery key, and stores it; `replacing` starts over with a new key version (the
   * fields encrypted under the old one stay unreadable). Answers the recovery words to show once.
   */
  async setUp(secret: string, replacing = false): Promise<string[]> {
    const { userId, api } = this;
    if (!userId || !api) throw new Error(ENCRYPTION_ERRORS.notInitialised);
    const kind: UnlockSecretKind = this.secretKind ?? 'password';
    const words = newRecoveryWords();
    const dataKey = newDataKey();
    const keyVersion = replacing && this.record ? this.record.keyVersion + 1 : 1;
    const record = await createKeyRecord(dataKey, { secret, kind }, words.join(' '), keyVersion);
    const answer = await api.putKey(record, kind === 'password' ? secret : undefined);
    if ('conflict' in answer) {
      // Another browser set one up first: open that one with the same secret.
      this.record = answer.conflict;
      await this.unlock(secret);
      return [];
    }
    await this.open(answer.stored, await rememberDataKey(this.store, userId, answer.stored, dataKey));
    this.createdKey = true;
    this.log({ operation: 'setup', dataType: 'data_key', level: null, success: true });
    return words;
  }

  clear(): void {
    this.cipher = null;
    this.record = null;
    this.api = null;
    this.userId = null;
    this.initialising = null;
    this.createdKey = false;
    this.setStatus('uninitialised');
  }

  /** Encrypts a non-empty string (spec 1 §5: encryption applies only to non-empty strings); other values pass through. */
  async encryptField<T>(field: string, value: T, level: EncryptionLevel = levelOfField(field)): Promise<T | EncryptedEnvelope> {
    if (typeof value !== 'string' || value === '') return value;
    if (!this.cipher) throw new Error(ENCRYPTION_ERRORS.notInitialised);
    try {
      const envelope = await this.cipher.encrypt(value, level);
      this.log({ operation: 'encrypt', dataType: field, level, success: true });
      return envelope;
    } catch (error) {
      this.log({ operation: 'encrypt', dataType: field, level, success: false, error: String(error) });
      throw error;
    }
  }

  /** Reads a stored value: plain strings as they are, envelopes decrypted; a failure is 'unreadable', never thrown. */
  async decryptValue(field: string, stored: unknown): Promise<Decrypted> {
    if (stored === undefined || stored === null) return { readable: true, value: '' };
    if (typeof stored === 'string') return { readable: true, value: stored };
    if (!isEnvelope(stored) || !this.cipher) return { readable: false, stored };
    try {
      return { readable: true, value: await this.cipher.decrypt(stored) };
    } catch (error) {
      this.log({ operation: 'decrypt', dataType: field, level: stored.level, success: false, error: String(error) });
      return { readable: false, stored };
    }
  }
}
