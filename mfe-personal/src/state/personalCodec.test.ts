// The personal form to drafts and back, with the device's real encryption (Node's WebCrypto); the key
// server is an in-memory stand-in.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultForm1040Data, type Dependent, type Form1040Data } from '@taxapp/contracts/form';
import { checkWizardStep } from '@taxapp/contracts/validation';
import { levelOfField } from '@taxapp/ui/crypto';
import { readyEncryptionService } from '@taxapp/ui/crypto/testing';
import {
  cleanDependentValue,
  cleanPersonalValue,
  decodeDependents,
  decodePersonalForm,
  dependentKey,
  encodeDependentField,
  encodeField,
  gateView,
  keyOfFormPath,
  mergeRemoteDependents,
  withoutDependent,
  type Cipher,
} from './personalCodec';

async function deviceCipher(userId: string): Promise<Cipher> {
  const service = await readyEncryptionService(userId);
  return { decrypt: (path, value) => service.decryptValue(path, value), encrypt: (path, plain) => service.encryptField(path, plain, levelOfField(path)) };
}

const card = (over: Partial<Dependent>): Dependent =>
  ({ firstName: '', lastName: '', ssn: '', dob: '', relationship: '', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false, isDisabled: false, ageAtYearEnd: null, ...over }) as Dependent;

let mine: Cipher;
let someoneElses: Cipher;
beforeAll(async () => {
  [mine, someoneElses] = await Promise.all([deviceCipher('user-1'), deviceCipher('user-2')]);
}, 30_000);

describe('typed values, cleaned by the contracts validators (spec 1 §5)', () => {
  it('keeps blank as blank, cleans valid values, gives the spec message for invalid ones', () => {
    expect(cleanPersonalValue('ssn', '   ')).toEqual({ valid: true, value: '' });
    expect(cleanPersonalValue('ssn', '412 56 7890')).toEqual({ valid: true, value: '412-56-7890' });
    expect(cleanPersonalValue('ssn', '412-56-789')).toEqual({ valid: false, error: 'SSN must be 9 digits' });
    expect(cleanPersonalValue('firstName', 'jordan  lee')).toEqual({ valid: true, value: 'Jordan Lee' });
    expect(cleanPersonalValue('street', ' 742 Maple Avenue')).toEqual({ valid: true, value: ' 742 Maple Avenue' }); // no rule: as typed
    expect(cleanDependentValue('dob', '05/09/2014')).toEqual({ valid: true, value: '2014-05-09' });
    expect(cleanDependentValue('ssn', '000-11-2222')).toEqual({ valid: false, error: 'Invalid SSN format' });
    expect(cleanDependentValue('relationship', 'Son')).toEqual({ valid: true, value: 'Son' });
  });
});

describe('form to drafts and back', () => {
  it('decrypts what this device can, lists the rest as unreadable, and gives each card an id of its own', async () => {
    const form = {
      ...defaultForm1040Data(),
      firstName: 'Jordan',
      ssn: await mine.encrypt('ssn', '412-56-7890'),
      dateOfBirth: await someoneElses.encrypt('dateOfBirth', '1958-03-14'),
      filingStatus: '',
      isFullYearResident: false,
      dependents: [card({ firstName: 'Riley', ssn: (await mine.encrypt('dependents.0.ssn', '634-22-1987')) as string }), card({ firstName: 'Sam', dob: (await someoneElses.encrypt('dependents.1.dob', '2016-01-02')) as string })],
    } as unknown as Form1040Data;
    let made = 0;
    const drafts = await decodePersonalForm(form, mine, () => `card-${++made}`);

    expect(drafts.values).toMatchObject({ firstName: 'Jordan', ssn: '412-56-7890', dateOfBirth: '', filingStatus: 'single', phone: '' });
    expect(drafts.isFullYearResident).toBe(false);
    expect(drafts.dependents.map((d) => [d.id, d.firstName, d.ssn])).toEqual([['card-1', 'Riley', '634-22-1987'], ['card-2', 'Sam', '']]);
    expect([...drafts.unreadable].sort()).toEqual(['card-2.dob', 'dateOfBirth']);

    // The gate counts an unreadable value as given (its envelope is stored) and names the cards' paths.
    const view = gateView(drafts, form);
    expect(checkWizardStep(1, view)).toMatchObject({ ok: false, missing: ['lastName', 'phone', 'email'] });
    const gate = checkWizardStep(4, view);
    expect(gate).toMatchObject({ ok: false, missing: ['dependents.0.lastName', 'dependents.0.dob', 'dependents.0.relationship', 'dependents.1.lastName', 'dependents.1.ssn', 'dependents.1.relationship'] });
    expect(keyOfFormPath('dependents.1.ssn', drafts.dependents)).toBe(dependentKey('card-2', 'ssn'));
    expect(keyOfFormPath('email', drafts.dependents)).toBe('email');
  });

  it('encrypts sensitive values, puts the ages beside the dates, and changes only the card edited', async () => {
    const ssnPatch = await encodeField('ssn', '412-56-7890', mine);
    expect(ssnPatch.ssn).toMatchObject({ level: 1, algorithm: 'AES-GCM' });
    expect(await mine.decrypt('ssn', ssnPatch.ssn)).toEqual({ readable: true, value: '412-56-7890' });
    expect(await encodeField('street', '742 Maple Avenue', mine)).toEqual({ street: '742 Maple Avenue' });
    // Pub 501: 65 on the day before the 65th birthday, so a 1 January 1960 birthday is 65 at the end of 2024.
    expect((await encodeField('dateOfBirth', '1960-01-01', mine)).taxpayerAgeAtYearEnd).toBe(65);
    expect((await encodeField('spouseDateOfBirth', '1961-07-02', mine)).spouseAgeAtYearEnd).toBe(63);

    const stored = [card({ firstName: 'Riley', relationship: 'Son' })];
    const list = await encodeDependentField(stored, 2, 'dob', '2014-05-09', mine);
    expect(list).toHaveLength(3); // empty cards up to the one edited
    expect(list[0]).toBe(stored[0]);
    expect(list[1]).toMatchObject({ firstName: '', monthsLivedWithTaxpayer: 12 });
    expect(list[2]).toMatchObject({ dob: { level: 2 }, ageAtYearEnd: 10 });
    const back = await decodeDependents(list, mine, (index) => `card-${index}`);
    expect(back[2]!.draft).toMatchObject({ id: 'card-2', dob: '2014-05-09' });

    expect((await encodeDependentField(list, 0, 'isFullTimeStudent', true, mine))[0]).toMatchObject({ firstName: 'Riley', isFullTimeStudent: true });
    expect(withoutDependent(list, 0).map((d) => d.firstName)).toEqual(['', '']);
  });
});

describe("another tab's cards (spec 2 §4, per card)", () => {
  it('keep the guarded card as shown, take the rest by position, and drop what is gone', async () => {
    const shown = (await decodeDependents([card({ firstName: 'Rylee' }), card({ firstName: 'Sam' }), card({ firstName: 'Lee' })], mine, (i) => `card-${i}`)).map((c) => c.draft);
    const incoming = await decodeDependents([card({ firstName: 'Riley-Other' }), card({ firstName: 'Samuel' })], mine, (i) => shown[i]!.id);
    const { cards, kept, taken } = mergeRemoteDependents(shown, incoming, (id) => id === 'card-0');
    expect(cards.map((c) => [c.id, c.firstName])).toEqual([['card-0', 'Rylee'], ['card-1', 'Samuel']]);
    expect([...kept]).toEqual(['card-0']);
    expect(taken.map((c) => c.draft.id)).toEqual(['card-1']);
  });
});
