// The encryption service (spec 1 §4): uninitialised, then initialised once a user is known; it can be
// cleared back. On initialisation it fetches the user's wrapping secret and wrapped data key; when the
// user has none yet it makes one, wraps it and stores it (if another browser stored one first, that one
// is adopted). Field encryption fails if not initialised ('Encryption not initialized').
import { encryptedEnvelopeSchema, type EncryptedEnvelope } from '@taxapp/contracts/form';
import type { UserKeysResponse, WrappedKey } from '@taxapp/contracts/keys';
import { LOCAL_AUDIT_LIMIT, levelOfField, type EncryptionLevel } from './constants';
import { FieldCipher } from './fieldCipher';
import { newDataKey, unwrapDataKey, wrapDataKey } from './keyring';

export interface KeyApi {
  getKeys(): Promise<UserKeysResponse>;
  /** Stores the wrapped key; `conflict` carries the key another browser stored first. */
  putKey(key: WrappedKey): Promise<{ stored: WrappedKey } | { conflict: WrappedKey }>;
}

export type EncryptionStatus = 'uninitialised' | 'initialising' | 'ready' | 'error';

export interface EncryptionAuditEntry {
  at: string;
  operation: 'initialise' | 'setup' | 'encrypt' | 'decrypt';
  dataType: string;
  level: number | null;
  success: boolean;
  error?: string;
}

export const ENCRYPTION_ERRORS = { notInitialised: 'Encryption not initialized' } as const;

/** What a stored sensitive value reads as: its plaintext, or unreadable (kept as stored, never overwritten). */
export type Decrypted = { readable: true; value: string } | { readable: false; stored: unknown };

export function isEnvelope(value: unknown): value is EncryptedEnvelope {
  return encryptedEnvelopeSchema.safeParse(value).success;
}

export class EncryptionService {
  status: EncryptionStatus = 'uninitialised';
  /** Set up for the first time in this session (the 'Zero-Knowledge Encryption Enabled' toast). */
  createdKey = false;
  private cipher: FieldCipher | null = null;
  /** The user the service is (being) initialised for. */
  userId: string | null = null;
  private initialising: Promise<void> | null = null;
  readonly auditLog: EncryptionAuditEntry[] = [];
  private auditListeners = new Set<(entry: EncryptionAuditEntry, userId: string | null) => void>();

  /** Hears every audit entry as it is logged (the remote sends them to the server); returns unsubscribe. */
  onAudit(listener: (entry: EncryptionAuditEntry, userId: string | null) => void): () => void {
    this.auditListeners.add(listener);
    return () => void this.auditListeners.delete(listener);
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

  get ready(): boolean {
    return this.status === 'ready' && this.cipher !== null;
  }

  initialise(userId: string, api: KeyApi): Promise<void> {
    if (this.userId === userId && this.initialising) return this.initialising;
    this.clear();
    this.userId = userId;
    this.status = 'initialising';
    const run = (async () => {
      try {
        const { wrappingSecret, key } = await api.getKeys();
        let record = key;
        let dataKey: Uint8Array<ArrayBuffer>;
        if (record) {
          dataKey = await unwrapDataKey(record, wrappingSecret);
        } else {
          dataKey = newDataKey();
          const wrapped = await wrapDataKey(dataKey, wrappingSecret, 1);
          const answer = await api.putKey(wrapped);
          if ('conflict' in answer) {
            record = answer.conflict;
            dataKey = await unwrapDataKey(record, wrappingSecret);
          } else {
            record = answer.stored;
            this.createdKey = true;
            this.log({ operation: 'setup', dataType: 'data_key', level: null, success: true });
          }
        }
        const cipher = new FieldCipher(dataKey, record);
        await cipher.warmUp();
        if (this.userId !== userId) return; // cleared meanwhile
        this.cipher = cipher;
        this.status = 'ready';
        this.log({ operation: 'initialise', dataType: 'data_key', level: null, success: true });
      } catch (error) {
        if (this.userId === userId) this.status = 'error';
        this.log({ operation: 'initialise', dataType: 'data_key', level: null, success: false, error: String(error) });
        throw error;
      }
    })();
    this.initialising = run;
    return run;
  }

  clear(): void {
    this.cipher = null;
    this.userId = null;
    this.initialising = null;
    this.status = 'uninitialised';
    this.createdKey = false;
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
