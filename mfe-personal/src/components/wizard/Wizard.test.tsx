// Step 1 of the wizard with a stand-in shell: validation toasts with the spec's words, formatting, save
// on leaving a field (ignored when unchanged), gating, and a value that cannot be decrypted shown as
// unreadable and never saved over.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultForm1040Data, type Form1040Data } from '@taxapp/contracts/form';
import type { WrappedKey } from '@taxapp/contracts/keys';
import type { RemoteAppProps, StepHandler } from '@taxapp/contracts/shell';
import { EncryptionService } from '../../crypto/service';
import { changesFromExtraction } from './autoFill';

const keys = vi.hoisted(() => ({ stored: null as WrappedKey | null }));
vi.mock('../../api/keys', () => ({
  keyApi: {
    getKeys: async () => ({ wrappingSecret: 'secret-of-this-user', key: keys.stored }),
    putKey: async (key: WrappedKey) => {
      if (keys.stored) return { conflict: keys.stored };
      keys.stored = key;
      return { stored: key };
    },
  },
}));
vi.mock('../../api/taxInsights', () => ({ queryTaxInsights: async () => ({ insights: [], sources: [] }) }));

const { PersonalWizard } = await import('./Wizard');

async function foreignEnvelope() {
  const other = new EncryptionService();
  await other.initialise('someone-else', {
    getKeys: async () => ({ wrappingSecret: 'another-secret', key: null }),
    putKey: async (key) => ({ stored: key }),
  });
  return other.encryptField('ssn', '412-56-7890');
}

function fakeShell(form: Form1040Data) {
  const handlers: StepHandler[] = [];
  const saveForm = vi.fn(async (patch: Record<string, unknown>) => ({ ...form, ...patch }) as Form1040Data);
  const toast = vi.fn();
  const navigate = vi.fn();
  const shell: RemoteAppProps = {
    route: { pathname: '/personal-info/step1', search: '', state: null },
    user: { id: 'user-1', email: 'u@example.com', role: 'user' },
    form,
    formStatus: 'ready',
    formVersion: 1,
    saveForm: saveForm as unknown as RemoteAppProps['saveForm'],
    setTyping: () => undefined,
    onRemoteChange: () => () => undefined,
    navigate,
    registerStepHandler: (handler) => {
      handlers.push(handler);
      return () => undefined;
    },
    toast,
  };
  return { shell, saveForm, toast, navigate, handlers };
}

const input = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLInputElement;

afterEach(cleanup);

describe('wizard step 1', () => {
  it('validates, formats, saves changed values only, gates, and keeps an unreadable SSN as stored', async () => {
    const form = { ...defaultForm1040Data(), ssn: (await foreignEnvelope()) as Form1040Data['ssn'] };
    const { shell, saveForm, toast, navigate, handlers } = fakeShell(form);
    render(<PersonalWizard step={1} shell={shell} />);
    await waitFor(() => expect(input('firstName').disabled).toBe(false), { timeout: 15_000 });
    expect(screen.queryByText('Initializing Security...')).toBeNull();

    // The SSN encrypted under another key reads as unreadable.
    expect(input('ssn').value).toBe('');
    expect(input('ssn').placeholder).toBe('Unreadable');
    expect(screen.getByText(/could not be decrypted on this device/)).toBeTruthy();

    fireEvent.change(input('firstName'), { target: { value: 'J0rdan' } });
    await act(async () => fireEvent.blur(input('firstName')));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Validation Error', description: 'Name can only contain letters, spaces, hyphens, apostrophes, and periods', variant: 'destructive' }));
    expect(input('firstName').getAttribute('aria-invalid')).toBe('true');
    expect(saveForm).not.toHaveBeenCalled();

    fireEvent.change(input('firstName'), { target: { value: 'jordan' } });
    await act(async () => fireEvent.blur(input('firstName')));
    expect(input('firstName').value).toBe('Jordan');
    expect(saveForm).toHaveBeenLastCalledWith({ firstName: 'Jordan' });
    await act(async () => fireEvent.blur(input('firstName')));
    expect(saveForm).toHaveBeenCalledTimes(1); // unchanged: ignored

    fireEvent.change(input('dateOfBirth'), { target: { value: '03/14/1958' } });
    await act(async () => fireEvent.blur(input('dateOfBirth')));
    await waitFor(() => expect(saveForm).toHaveBeenCalledTimes(2));
    expect(input('dateOfBirth').value).toBe('1958-03-14');
    const saved = saveForm.mock.calls.at(-1)![0] as Record<string, unknown>;
    expect(saved.taxpayerAgeAtYearEnd).toBe(66);
    expect(saved.dateOfBirth).toMatchObject({ level: 2, algorithm: 'AES-GCM', keyVersion: 1 });

    // Continue: the unreadable SSN still counts as given (its envelope is stored); the rest is missing.
    await act(async () => {
      await handlers.at(-1)!.next!();
    });
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Required Fields Missing', description: 'Please fill in: Last Name, Phone, Email' }));
    expect(navigate).not.toHaveBeenCalled();
    // The unreadable SSN was never saved over.
    expect(saveForm.mock.calls.some(([patch]) => 'ssn' in (patch as object))).toBe(false);
  }, 30_000);
});

describe('auto-fill from last year', () => {
  it('takes the non-empty fields, the alternative address names, and never a masked value', () => {
    expect(changesFromExtraction({ firstName: 'Jordan', lastName: '', homeAddress: '1 Main St', aptNo: '2', ssn: 'XXX-XX-7890', filingStatus: 'married-joint', isFullYearResident: true })).toEqual({
      firstName: 'Jordan',
      street: '1 Main St',
      street2: '2',
      filingStatus: 'married-joint',
      isJointFiling: true,
      isFullYearResident: true,
    });
  });
});
