// Encryption on the device, run on Node's WebCrypto (issue 7 item 4): the data key opens only with what the
// user types (password, vault passphrase or recovery words), a second device asks for it, a reload does not,
// a password change re-wraps it, and what cannot be decrypted reads as unreadable instead of throwing.
import { describe, expect, it } from 'vitest';
import { keyForNewPassword, newRecoveryKey, unlockAtSignIn } from './account';
import { LEVEL_ITERATIONS, levelOfField } from './constants';
import { memoryDeviceKeys } from './deviceKeys';
import { fromBase64 } from './encoding';
import { unwrapDataKey } from './keyring';
import { EncryptionService } from './service';
import { memoryKeyApi, TEST_ACCOUNT_PASSWORD } from './testing';

const PASSWORD = TEST_ACCOUNT_PASSWORD;

async function setUpNewUser(api = memoryKeyApi(), userId = 'user-1') {
  const service = new EncryptionService(memoryDeviceKeys());
  await service.initialise(userId, api);
  const words = await service.setUp(PASSWORD);
  return { service, words, api };
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
    await expect(new EncryptionService(memoryDeviceKeys()).encryptField('ssn', '412-56-7890')).rejects.toThrow('Encryption not initialized');
  });

  it('asks a user without a key to set one up, then makes envelopes with a 12-byte IV, the field level and key version', async () => {
    const api = memoryKeyApi();
    const service = new EncryptionService(memoryDeviceKeys());
    await service.initialise('user-1', api);
    expect(service.status).toBe('locked');
    expect(service.lock).toEqual({ mode: 'setup', secretKind: 'password' });
    await expect(service.setUp('not the password')).rejects.toThrow('Your current password is not correct.');
    const words = await service.setUp(PASSWORD);
    expect(words).toHaveLength(12);
    expect(service.status).toBe('ready');
    expect(service.createdKey).toBe(true);

    const envelope = (await service.encryptField('ssn', '412-56-7890')) as any;
    expect(Object.keys(envelope).sort()).toEqual(['algorithm', 'encryptedData', 'iv', 'keyVersion', 'level', 'salt']);
    expect(envelope).toMatchObject({ level: 1, keyVersion: 1, algorithm: 'AES-GCM' });
    expect(fromBase64(envelope.iv)).toHaveLength(12);
    expect(JSON.stringify(envelope)).not.toContain('412');
    expect(((await service.encryptField('ssn', '412-56-7890')) as any).iv).not.toBe(envelope.iv);
    expect(await service.decryptValue('ssn', envelope)).toEqual({ readable: true, value: '412-56-7890' });
    expect(((await service.encryptField('phone', '(609) 555-0142')) as any).level).toBe(2);
    expect(await service.encryptField('ssn', '')).toBe('');
    expect(await service.encryptField('ssn', null)).toBeNull();

    // What the server stores holds neither the password nor the words.
    const stored = JSON.stringify(api.stored());
    expect(stored).not.toContain(PASSWORD);
    for (const word of words) expect(stored).not.toContain(` ${word} `);
  });

  it('opens on a second device only with the password, and on a reload of the same device without asking', async () => {
    const { service: first, api } = await setUpNewUser();
    const envelope = await first.encryptField('dateOfBirth', '1958-03-14');

    const device = memoryDeviceKeys();
    const second = new EncryptionService(device);
    await second.initialise('user-1', api);
    expect(second.status).toBe('locked');
    expect(second.lock).toEqual({ mode: 'unlock', secretKind: 'password' });
    await expect(second.unlock('guess')).rejects.toThrow('That password does not unlock your encrypted information.');
    expect(second.status).toBe('locked');
    await second.unlock(PASSWORD);
    expect(second.status).toBe('ready');
    expect(second.createdKey).toBe(false);
    expect(api.puts()).toBe(1);
    expect(await second.decryptValue('dateOfBirth', envelope)).toEqual({ readable: true, value: '1958-03-14' });

    const reloaded = new EncryptionService(device);
    await reloaded.initialise('user-1', api);
    expect(reloaded.status).toBe('ready');
    expect(await reloaded.decryptValue('dateOfBirth', envelope)).toEqual({ readable: true, value: '1958-03-14' });
  });

  it('opens with the recovery words as a person types them back, and refuses words that are not a recovery key', async () => {
    const { service: first, words, api } = await setUpNewUser();
    const envelope = await first.encryptField('ssn', '523-45-6781');
    const other = new EncryptionService(memoryDeviceKeys());
    await other.initialise('user-1', api);
    await expect(other.unlockWithRecoveryWords('apple banana cherry')).rejects.toThrow('Those are not the 12 words of a recovery key.');
    const someoneElsesWords = (await setUpNewUser(memoryKeyApi(), 'user-9')).words;
    await expect(other.unlockWithRecoveryWords(someoneElsesWords.join(' '))).rejects.toThrow('Those words do not unlock your encrypted information.');
    await other.unlockWithRecoveryWords(words.map((word, index) => `${index + 1}. ${word.toUpperCase()}`).join(',\n'));
    expect(await other.decryptValue('ssn', envelope)).toEqual({ readable: true, value: '523-45-6781' });
  });

  it('lets a Google-only account choose a vault passphrase, stored without any password', async () => {
    const api = memoryKeyApi(null);
    const service = new EncryptionService(memoryDeviceKeys());
    await service.initialise('user-g', api);
    expect(service.lock).toEqual({ mode: 'setup', secretKind: 'passphrase' });
    await service.setUp('my vault passphrase');
    expect(api.stored()).toMatchObject({ secretKind: 'passphrase', keyVersion: 1 });
    const elsewhere = new EncryptionService(memoryDeviceKeys());
    await elsewhere.initialise('user-g', api);
    await expect(elsewhere.unlock('wrong')).rejects.toThrow('That passphrase does not unlock your encrypted information.');
    await elsewhere.unlock('my vault passphrase');
    expect(elsewhere.status).toBe('ready');
  });

  it('starts over with a new key version when both are lost: the old fields read as unreadable, kept as stored', async () => {
    const { service: first, api } = await setUpNewUser();
    const old = await first.encryptField('ssn', '523-45-6781');
    const lost = new EncryptionService(memoryDeviceKeys());
    await lost.initialise('user-1', api);
    const words = await lost.setUp(PASSWORD, true);
    expect(words).toHaveLength(12);
    expect(api.stored()?.keyVersion).toBe(2);
    expect(await lost.decryptValue('ssn', old)).toEqual({ readable: false, stored: old });
    expect(await lost.decryptValue('ssn', 'plain')).toEqual({ readable: true, value: 'plain' });
    expect(lost.auditLog.some((entry) => entry.operation === 'decrypt' && !entry.success)).toBe(true);
  });
});

describe('the key around the account', () => {
  it('sets up the first key at sign-up with the password and shows the words; a second device unlocks at sign-in', async () => {
    const api = memoryKeyApi();
    const device = memoryDeviceKeys();
    const { recoveryWords } = await unlockAtSignIn('user-1', PASSWORD, api, device);
    expect(recoveryWords).toHaveLength(12);
    const onPage = new EncryptionService(device);
    await onPage.initialise('user-1', api);
    expect(onPage.status).toBe('ready');
    const envelope = await onPage.encryptField('ssn', '412-56-7890');

    const laptop = memoryDeviceKeys();
    expect(await unlockAtSignIn('user-1', PASSWORD, api, laptop)).toEqual({});
    const there = new EncryptionService(laptop);
    await there.initialise('user-1', api);
    expect(await there.decryptValue('ssn', envelope)).toEqual({ readable: true, value: '412-56-7890' });
    expect(api.puts()).toBe(1);
  });

  it('re-wraps the key for a new password (the old one stops opening it) and makes new recovery words (the old stop working)', async () => {
    const api = memoryKeyApi();
    const { recoveryWords } = await unlockAtSignIn('user-1', PASSWORD, api, memoryDeviceKeys());
    const rewrapped = (await keyForNewPassword(PASSWORD, 'brand new pass 7', api))!;
    expect(rewrapped.keyVersion).toBe(1);
    api.setPassword('brand new pass 7', rewrapped);
    expect(await unwrapDataKey(rewrapped, 'secret', 'brand new pass 7')).toHaveLength(32);
    await expect(unwrapDataKey(rewrapped, 'secret', PASSWORD)).rejects.toThrow();
    expect(await unwrapDataKey(rewrapped, 'recovery', recoveryWords!.join(' '))).toHaveLength(32);

    const fresh = await newRecoveryKey('brand new pass 7', api);
    expect(fresh).toHaveLength(12);
    expect(await unwrapDataKey(api.stored()!, 'recovery', fresh.join(' '))).toHaveLength(32);
    await expect(unwrapDataKey(api.stored()!, 'recovery', recoveryWords!.join(' '))).rejects.toThrow();
  });
});
