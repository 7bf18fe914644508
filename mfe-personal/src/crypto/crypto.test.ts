// Encryption on the device, run on Node's WebCrypto: envelopes, levels, the wrapped key surviving a
// second browser, and failures that read as unreadable instead of throwing.
import { describe, expect, it } from 'vitest';
import type { WrappedKey } from '@taxapp/contracts/keys';
import { LEVEL_ITERATIONS, levelOfField } from './constants';
import { fromBase64 } from './encoding';
import { unwrapDataKey, wrapDataKey, newDataKey } from './keyring';
import { EncryptionService, type KeyApi } from './service';
import { ageAtYearEnd, filerAgeAtYearEnd } from './sensitive';

/** An in-memory stand-in for GET/PUT /api/identity/keys (first writer wins, as the server does). */
function memoryKeyApi(wrappingSecret = 'secret-of-user-1') {
  let stored: WrappedKey | null = null;
  let puts = 0;
  const api: KeyApi & { puts: () => number } = {
    getKeys: async () => ({ wrappingSecret, key: stored }),
    putKey: async (key) => {
      puts += 1;
      if (stored) return { conflict: stored };
      stored = key;
      return { stored: key };
    },
    puts: () => puts,
  };
  return api;
}

describe('field levels and constants (spec 1 §9)', () => {
  it('puts SSNs at level 1, names, dates of birth and phone at 2, amounts at 3, the rest at 4', () => {
    expect(['ssn', 'spouseSSN', 'dependents.2.ssn', 'bankAccount', 'routingNumber', 'taxId'].map(levelOfField)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(['firstName', 'lastName', 'dateOfBirth', 'spouseDateOfBirth', 'dependents.0.dob', 'phone', 'street'].map(levelOfField)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(['wages', 'federalTaxWithheld'].map(levelOfField)).toEqual([3, 3]);
    expect(['filingStatus', 'state', 'somethingElse'].map(levelOfField)).toEqual([4, 4, 4]);
    expect(LEVEL_ITERATIONS).toEqual({ 1: 200000, 2: 150000, 3: 100000, 4: 50000 });
  });
});

describe('the encryption service', () => {
  it('fails to encrypt before it is initialised', async () => {
    await expect(new EncryptionService().encryptField('ssn', '412-56-7890')).rejects.toThrow('Encryption not initialized');
  });

  it('makes envelopes with a 12-byte IV, the field level and key version, and reads them back', async () => {
    const service = new EncryptionService();
    await service.initialise('user-1', memoryKeyApi());
    expect(service.status).toBe('ready');
    expect(service.createdKey).toBe(true);
    const envelope = (await service.encryptField('ssn', '412-56-7890')) as any;
    expect(Object.keys(envelope).sort()).toEqual(['algorithm', 'encryptedData', 'iv', 'keyVersion', 'level', 'salt']);
    expect(envelope).toMatchObject({ level: 1, keyVersion: 1, algorithm: 'AES-GCM' });
    expect(fromBase64(envelope.iv)).toHaveLength(12);
    expect(JSON.stringify(envelope)).not.toContain('412');
    const again = (await service.encryptField('ssn', '412-56-7890')) as any;
    expect(again.iv).not.toBe(envelope.iv);
    expect(await service.decryptValue('ssn', envelope)).toEqual({ readable: true, value: '412-56-7890' });
    expect(((await service.encryptField('phone', '(609) 555-0142')) as any).level).toBe(2);
  });

  it('leaves empty and non-string values as they are (spec 1 §5)', async () => {
    const service = new EncryptionService();
    await service.initialise('user-1', memoryKeyApi());
    expect(await service.encryptField('ssn', '')).toBe('');
    expect(await service.encryptField('ssn', null)).toBeNull();
  });

  it('decrypts on a second browser from the stored wrapped key, without making another key', async () => {
    const api = memoryKeyApi();
    const first = new EncryptionService();
    await first.initialise('user-1', api);
    const envelope = await first.encryptField('dateOfBirth', '1958-03-14');

    const second = new EncryptionService();
    await second.initialise('user-1', api);
    expect(second.createdKey).toBe(false);
    expect(api.puts()).toBe(1);
    expect(await second.decryptValue('dateOfBirth', envelope)).toEqual({ readable: true, value: '1958-03-14' });
  });

  it('adopts the key another browser stored first when both set up at once', async () => {
    const api = memoryKeyApi();
    const a = new EncryptionService();
    const b = new EncryptionService();
    await Promise.all([a.initialise('user-1', api), b.initialise('user-1', api)]);
    const envelope = await a.encryptField('ssn', '523-45-6781');
    expect(await b.decryptValue('ssn', envelope)).toEqual({ readable: true, value: '523-45-6781' });
  });

  it('reads what it cannot decrypt as unreadable, keeping the stored value, never throwing', async () => {
    const mine = new EncryptionService();
    await mine.initialise('user-1', memoryKeyApi('secret-1'));
    const someoneElse = new EncryptionService();
    await someoneElse.initialise('user-2', memoryKeyApi('secret-2'));
    const envelope = (await someoneElse.encryptField('ssn', '523-45-6781')) as any;
    expect(await mine.decryptValue('ssn', envelope)).toEqual({ readable: false, stored: envelope });
    const tampered = { ...(await mine.encryptField('ssn', '523-45-6781') as any), level: 2 };
    expect((await mine.decryptValue('ssn', tampered)).readable).toBe(false);
    expect((await mine.decryptValue('ssn', { encryptedData: 'x' })).readable).toBe(false);
    expect(await mine.decryptValue('ssn', 'plain')).toEqual({ readable: true, value: 'plain' });
    expect(mine.auditLog.some((entry) => entry.operation === 'decrypt' && !entry.success)).toBe(true);
  });

  it('cannot unwrap with the wrong secret', async () => {
    const record = await wrapDataKey(newDataKey(), 'right');
    await expect(unwrapDataKey(record, 'wrong')).rejects.toThrow();
    expect(await unwrapDataKey(record, 'right')).toHaveLength(32);
  });
});

describe('ages at the end of 2024', () => {
  it('counts every 2024 birthday as passed', () => {
    expect(ageAtYearEnd('1958-03-14')).toBe(66);
    expect(ageAtYearEnd('1960-01-01')).toBe(64);
    expect(ageAtYearEnd('2008-12-31')).toBe(16);
    expect(ageAtYearEnd('')).toBeNull();
    expect(ageAtYearEnd('2025-02-01')).toBeNull();
  });

  it('counts a filer as 65 on the day before the 65th birthday (Pub 501)', () => {
    expect(filerAgeAtYearEnd('1960-01-01')).toBe(65);
    expect(filerAgeAtYearEnd('1960-01-02')).toBe(64);
    expect(filerAgeAtYearEnd('1974-12-31')).toBe(50);
    expect(filerAgeAtYearEnd('')).toBeNull();
  });
});
