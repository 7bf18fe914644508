// The Personal tab decrypts SSNs on the device with the user's own key and shows only their last four
// digits; an SSN under a key this device does not hold says so (issue 7 item 4, issue 8 item 1).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { defaultForm1040Data, type Form1040Data } from '@taxapp/contracts/form';
import { EncryptionService, memoryDeviceKeys } from '@taxapp/ui/crypto';
import { memoryKeyApi, readyEncryptionService } from '@taxapp/ui/crypto/testing';
import { PersonalTab } from './PersonalTab';

afterEach(cleanup);

it('shows the SSNs decrypted on this device, masked to their last four digits', async () => {
  const api = memoryKeyApi();
  const store = memoryDeviceKeys();
  const mine = await readyEncryptionService('user-1', new EncryptionService(store), api);
  const someoneElses = await readyEncryptionService('user-2');
  const form: Form1040Data = {
    ...defaultForm1040Data(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    filingStatus: 'married-joint',
    ssn: (await mine.encryptField('ssn', '234-56-7012')) as Form1040Data['ssn'],
    spouseFirstName: 'Bill',
    spouseSSN: (await someoneElses.encryptField('spouseSSN', '345-67-8123')) as Form1040Data['spouseSSN'],
  };
  render(<PersonalTab form={form} userId="user-1" keys={{ api, store }} />);
  const taxpayer = screen.getByRole('region', { name: 'Taxpayer' });
  expect(await within(taxpayer).findByText('***-**-7012', undefined, { timeout: 10_000 })).toBeTruthy();
  const spouse = screen.getByRole('region', { name: 'Spouse' });
  expect(within(spouse).getByText('***-**-**** (encrypted with a key this device does not have)')).toBeTruthy();
  expect(document.body.textContent).not.toContain('234-56');

  // Another device that has not unlocked the key: encrypted, and where to unlock it.
  cleanup();
  render(<PersonalTab form={form} userId="user-1" keys={{ api, store: memoryDeviceKeys() }} />);
  expect(await screen.findAllByText('***-**-**** (encrypted; unlock it on My Information to see its last four digits)', undefined, { timeout: 10_000 })).toHaveLength(2);
}, 30_000);

it("shows the 'Someone can claim' answers of step 3 only when ticked, the spouse's on a joint return", () => {
  const form: Form1040Data = { ...defaultForm1040Data(), filingStatus: 'married-joint', canBeClaimedAsDependent: true, spouseCanBeClaimedAsDependent: true };
  render(<PersonalTab form={form} userId="user-1" keys={{ api: memoryKeyApi(), store: memoryDeviceKeys() }} />);
  expect(within(screen.getByRole('region', { name: 'Taxpayer' })).getByText('Someone can claim you as a dependent')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Spouse' })).getByText('Someone can claim your spouse as a dependent')).toBeTruthy();
  cleanup();
  render(<PersonalTab form={{ ...form, canBeClaimedAsDependent: false, filingStatus: 'married-separate' }} userId="user-1" keys={{ api: memoryKeyApi(), store: memoryDeviceKeys() }} />);
  expect(screen.queryByText(/Someone can claim/)).toBeNull();
});
