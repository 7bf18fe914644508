// Step 1 of the wizard with a stand-in shell: validation toasts with the spec's words, formatting, save
// on leaving a field (ignored when unchanged), gating, and a value that cannot be decrypted shown as
// unreadable and never saved over.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultForm1040Data, type Dependent, type Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps, RemoteFormChange, StepHandler } from '@taxapp/contracts/shell';
import { readyEncryptionService, TEST_ACCOUNT_PASSWORD } from '@taxapp/ui/crypto/testing';
import { changesFromExtraction } from './autoFill';

// The remote's key API against identity, kept in memory; its device store is IndexedDB (absent here, so the
// unlocked key lives as long as the test file).
vi.mock('@taxapp/ui/crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('@taxapp/ui/crypto')>();
  const { memoryKeyApi } = await import('@taxapp/ui/crypto/testing');
  return { ...original, keyApi: memoryKeyApi() };
});
vi.mock('../../api/taxInsights', () => ({ queryTaxInsights: async () => ({ insights: [], sources: [] }) }));
const audit = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('../../api/encryptionAudit', () => ({
  sendEncryptionAudit: async (events: unknown[]) => void audit.sent.push(...events),
}));

const { PersonalWizard } = await import('./Wizard');
const { encryption, encryptionAudit } = await import('../../state/encryption');

async function foreignEnvelope() {
  const other = await readyEncryptionService('someone-else');
  return other.encryptField('ssn', '412-56-7890');
}

function fakeShell(form: Form1040Data, pathname = '/personal-info/step1') {
  const handlers: StepHandler[] = [];
  const saveForm = vi.fn(async (patch: Record<string, unknown>) => ({ ...form, ...patch }) as Form1040Data);
  const toast = vi.fn();
  const navigate = vi.fn();
  const setContinueState = vi.fn();
  const remoteListeners: ((change: RemoteFormChange) => void)[] = [];
  const shell: RemoteAppProps = {
    route: { pathname, search: '', state: null },
    user: { id: 'user-1', email: 'u@example.com', role: 'user' },
    form,
    formStatus: 'ready',
    formVersion: 1,
    saveForm: saveForm as unknown as RemoteAppProps['saveForm'],
    setTyping: () => undefined,
    onRemoteChange: (listener) => {
      remoteListeners.push(listener);
      return () => void remoteListeners.splice(remoteListeners.indexOf(listener), 1);
    },
    navigate,
    registerStepHandler: (handler) => {
      handlers.push(handler);
      return () => undefined;
    },
    setContinueState,
    toast,
  };
  /** Another tab's change, as the shell hands it on. */
  const remoteChange = async (fields: string[], changed: Partial<Form1040Data>) => {
    const next = { ...form, ...changed } as Form1040Data;
    await act(async () => {
      for (const listener of [...remoteListeners]) listener({ fields, form: next, version: 2 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    return next;
  };
  return { shell, saveForm, toast, navigate, handlers, setContinueState, remoteChange };
}

const input = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLInputElement;

afterEach(cleanup);

// First in the file: the encryption service of the remote is a singleton, set up by the first render.
describe('Continue until the encryption service is ready (spec 1 §2.10)', () => {
  it("is the shell's, disabled and labelled 'Initializing Security...'; Next toasts why; setting up the key restores it and shows the recovery words once", async () => {
    const { shell, toast, navigate, handlers, setContinueState } = fakeShell(defaultForm1040Data(), '/personal-info/step2');
    render(<PersonalWizard step={2} shell={shell} />);
    expect(setContinueState).toHaveBeenCalledWith({ disabled: true, label: 'Initializing Security...' });
    expect(screen.queryByRole('button', { name: 'Initializing Security...' })).toBeNull(); // no button of the remote's own
    await act(async () => {
      await handlers.at(-1)!.next!();
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Security Setup Required', description: 'Encryption is not ready. Please wait a moment and try again.', variant: 'destructive' }));
    expect(navigate).not.toHaveBeenCalled();

    // No key on this account yet (issue 7 item 4): the page asks for the password that will open it.
    await screen.findByRole('heading', { name: 'Set up encryption' });
    expect(setContinueState).toHaveBeenLastCalledWith({ disabled: true, label: 'Security Setup Required' });
    fireEvent.change(screen.getByLabelText('Account password'), { target: { value: 'not my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Encryption' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your current password is not correct.');
    fireEvent.change(screen.getByLabelText('Account password'), { target: { value: TEST_ACCOUNT_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Encryption' }));
    const words = await screen.findByRole('list', { name: 'Recovery words' }, { timeout: 15_000 });
    expect(words.querySelectorAll('li')).toHaveLength(12);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Zero-Knowledge Encryption Enabled' }));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery key' }));
    expect(screen.queryByRole('list', { name: 'Recovery words' })).toBeNull();

    await waitFor(() => expect(setContinueState).toHaveBeenLastCalledWith(null), { timeout: 15_000 });
    cleanup();
    expect(setContinueState).toHaveBeenLastCalledWith(null);
  }, 30_000);
});

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

describe('Continue on step 1 with an invalid SSN and required fields blank (spec 1 §5)', () => {
  it('says which fields are missing first; the SSN keeps its message and is toasted once the rest is filled', async () => {
    const { shell, saveForm, toast, navigate, handlers } = fakeShell(defaultForm1040Data());
    render(<PersonalWizard step={1} shell={shell} />);
    await waitFor(() => expect(input('ssn').disabled).toBe(false), { timeout: 15_000 });
    const next = async () => {
      toast.mockClear();
      await act(async () => {
        await handlers.at(-1)!.next!();
      });
    };
    const type = async (name: string, value: string) => {
      fireEvent.change(input(name), { target: { value } });
      await act(async () => fireEvent.blur(input(name)));
    };

    await type('ssn', '412-56-789');
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Validation Error', description: 'SSN must be 9 digits' }));

    await next();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Required Fields Missing', description: 'Please fill in: First Name, Last Name, Date of Birth, Phone, Email', variant: 'destructive' }));
    for (const name of ['firstName', 'lastName', 'dateOfBirth', 'phone', 'email']) expect(input(name).getAttribute('aria-invalid')).toBe('true');
    expect(input('ssn').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('SSN must be 9 digits')).toBeTruthy(); // its own message, not 'Required'
    expect(navigate).not.toHaveBeenCalled();

    await type('firstName', 'Jordan');
    await type('lastName', 'Whitaker');
    await type('dateOfBirth', '1958-03-14');
    await type('phone', '609-555-0142');
    await type('email', 'jordan@example.com');
    await next();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Validation Error', description: 'SSN must be 9 digits', variant: 'destructive' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(saveForm.mock.calls.some(([patch]) => 'ssn' in (patch as object))).toBe(false);

    await type('ssn', '412-56-7890');
    await next();
    expect(navigate).toHaveBeenCalledWith('/personal-info/step2', expect.anything());
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

describe('dependents changed in another tab (spec 2 §4 typing guards, per card)', () => {
  const card = (over: Partial<Dependent>): Dependent =>
    ({ firstName: '', lastName: 'Whitaker', ssn: '', dob: '', relationship: 'Son', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false, isDisabled: false, ageAtYearEnd: null, ...over }) as Dependent;

  it('updates, adds and removes cards, but keeps the one being edited, and its save keeps the other tab\'s cards', async () => {
    const form = { ...defaultForm1040Data(), hasDependent: true, dependents: [card({ firstName: 'Riley' }), card({ firstName: 'Sam' })] } as Form1040Data;
    const { shell, saveForm, remoteChange } = fakeShell(form, '/personal-info/step4');
    render(<PersonalWizard step={4} shell={shell} />);
    await waitFor(() => expect(input('dependents.1.firstName')?.value).toBe('Sam'), { timeout: 15_000 });
    await waitFor(() => expect(input('dependents.1.ssn').disabled).toBe(false), { timeout: 15_000 });

    // Typing in card 1 (not yet left), while another tab renames card 1, gives card 2 an SSN and adds card 3.
    fireEvent.change(input('dependents.0.firstName'), { target: { value: 'Rylee' } });
    const ssn = await encryption.encryptField('dependents.1.ssn', '634-22-1987');
    const elsewhere = [card({ firstName: 'Riley-Other' }), card({ firstName: 'Samuel', ssn: ssn as Dependent['ssn'] }), card({ firstName: 'Lee' })];
    await remoteChange(['dependents'], { dependents: elsewhere });
    expect(input('dependents.0.firstName').value).toBe('Rylee'); // being edited: not overwritten
    expect(input('dependents.1.firstName').value).toBe('Samuel');
    expect(input('dependents.1.ssn').value).toBe('634-22-1987');
    expect(input('dependents.2.firstName').value).toBe('Lee');
    expect(screen.getByText('3 of 10 dependents added')).toBeTruthy();

    // Leaving the field saves it over the newer stored cards: the other tab's changes survive.
    await act(async () => fireEvent.blur(input('dependents.0.firstName')));
    await waitFor(() => expect(saveForm).toHaveBeenCalled());
    const saved = (saveForm.mock.calls.at(-1)![0] as { dependents: Dependent[] }).dependents;
    expect(saved.map((d) => d.firstName)).toEqual(['Rylee', 'Samuel', 'Lee']);
    expect(saved[1]!.ssn).toEqual(ssn);

    // Within 3 s of that edit card 1 is still kept; afterwards the other tab's values apply to it as well.
    await remoteChange(['dependents'], { dependents: [card({ firstName: 'Again' }), elsewhere[1]!] });
    expect(input('dependents.0.firstName').value).toBe('Rylee');
    expect(input('dependents.2.firstName')).toBeNull(); // removed elsewhere
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 3_500);
    await remoteChange(['dependents'], { dependents: [card({ firstName: 'Again' }), elsewhere[1]!] });
    clock.mockRestore();
    expect(input('dependents.0.firstName').value).toBe('Again');
    expect(screen.getByText('2 of 10 dependents added')).toBeTruthy();

    // The encryption events went to the server's audit log without a value in them.
    encryptionAudit.flush();
    await waitFor(() => expect(audit.sent.length).toBeGreaterThan(0));
    expect(JSON.stringify(audit.sent)).not.toMatch(/634-?22-?1987/);
    expect(audit.sent).toContainEqual(expect.objectContaining({ operation: 'encrypt', dataType: 'dependents.1.ssn', level: 1, success: true }));
  }, 30_000);
});

describe('removing a dependent card (cards keep their own state, not their position)', () => {
  it("moves the next card up with its message and its unreadable SSN, and saves the others' stored values as they were", async () => {
    const foreign = (await foreignEnvelope()) as Dependent['ssn'];
    const stored = [
      { firstName: 'Riley', lastName: 'Whitaker', ssn: '', dob: '', relationship: 'Son', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false, isDisabled: false, ageAtYearEnd: null },
      { firstName: 'Sam', lastName: 'Whitaker', ssn: foreign, dob: '', relationship: 'Daughter', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false, isDisabled: false, ageAtYearEnd: null },
    ] as Dependent[];
    const form = { ...defaultForm1040Data(), hasDependent: true, dependents: stored } as Form1040Data;
    const { shell, saveForm, toast } = fakeShell(form, '/personal-info/step4');
    render(<PersonalWizard step={4} shell={shell} />);
    await waitFor(() => expect(input('dependents.1.dob')?.disabled).toBe(false), { timeout: 15_000 });
    expect(input('dependents.1.ssn').placeholder).toBe('Unreadable');

    fireEvent.change(input('dependents.1.dob'), { target: { value: '13/45/2016' } });
    await act(async () => fireEvent.blur(input('dependents.1.dob')));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Validation Error', description: 'Invalid date format' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove dependent 1' })));
    expect(screen.getByText('1 of 10 dependents added')).toBeTruthy();
    expect(input('dependents.0.firstName').value).toBe('Sam');
    expect(input('dependents.0.ssn').placeholder).toBe('Unreadable');
    expect(input('dependents.0.dob').value).toBe('13/45/2016');
    expect(input('dependents.0.dob').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid date format')).toBeTruthy();
    await waitFor(() => expect(saveForm).toHaveBeenCalled());
    expect(saveForm).toHaveBeenLastCalledWith({ dependents: [stored[1]], hasDependent: true });
  }, 30_000);
});

describe("step 3: 'Someone can claim me / my spouse as a dependent' (Form 1040 Standard Deduction section)", () => {
  const box = (name: string) => screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;
  const ME = 'Someone can claim me as a dependent on their return';
  const SPOUSE = 'Someone can claim my spouse as a dependent';

  it('saves each tick at once, shows the spouse box only on a joint return, clears it when the return stops being joint, and follows another tab', async () => {
    const form = { ...defaultForm1040Data(), filingStatus: 'married-joint', isJointFiling: true } as Form1040Data;
    const { shell, saveForm, remoteChange } = fakeShell(form, '/personal-info/step3');
    render(<PersonalWizard step={3} shell={shell} />);
    await waitFor(() => expect(box(ME)?.disabled).toBe(false), { timeout: 15_000 });
    expect(box(ME)!.checked).toBe(false);
    expect(box(ME)!.getAttribute('aria-describedby')).toBe('claimed-as-dependent-help');
    expect(document.getElementById('claimed-as-dependent-help')?.textContent).toMatch(/standard deduction is then smaller/);

    await act(async () => fireEvent.click(box(ME)!));
    expect(saveForm).toHaveBeenLastCalledWith({ canBeClaimedAsDependent: true });
    expect(box(ME)!.checked).toBe(true);
    await act(async () => fireEvent.click(box(SPOUSE)!));
    expect(saveForm).toHaveBeenLastCalledWith({ spouseCanBeClaimedAsDependent: true });

    // Single: the spouse box goes, and its tick with it (the engine reads it on a joint return only).
    await act(async () => fireEvent.change(input('filingStatus'), { target: { value: 'single' } }));
    expect(saveForm).toHaveBeenLastCalledWith({ filingStatus: 'single', isJointFiling: false, spouseCanBeClaimedAsDependent: false });
    expect(box(SPOUSE)).toBeNull();
    expect(box(ME)!.checked).toBe(true);

    // Another tab unticks it.
    await remoteChange(['canBeClaimedAsDependent'], { canBeClaimedAsDependent: false });
    expect(box(ME)!.checked).toBe(false);
  }, 30_000);

  it("says so when a spouse is saved but the status chosen has none (last year's return read without its status box)", async () => {
    const form = { ...defaultForm1040Data(), filingStatus: 'single', spouseFirstName: 'Priya', spouseLastName: 'Raman-Okafor' } as Form1040Data;
    const { shell } = fakeShell(form, '/personal-info/step3');
    render(<PersonalWizard step={3} shell={shell} />);
    await waitFor(() => expect(input('filingStatus').disabled).toBe(false), { timeout: 15_000 });
    expect(screen.getByTestId('spouse-status-hint').textContent).toMatch(/names a spouse, Priya Raman-Okafor\. If you were married on December 31, 2024/);
    await act(async () => fireEvent.change(input('filingStatus'), { target: { value: 'married-joint' } }));
    expect(screen.queryByTestId('spouse-status-hint')).toBeNull();
    expect((screen.getByLabelText(/Spouse First Name/) as HTMLInputElement).value).toBe('Priya');
    await act(async () => fireEvent.change(input('filingStatus'), { target: { value: 'married-separate' } }));
    expect(screen.queryByTestId('spouse-status-hint')).toBeNull();
  }, 30_000);

  it('shows a saved tick when the step opens', async () => {
    const form = { ...defaultForm1040Data(), canBeClaimedAsDependent: true } as Form1040Data;
    const { shell } = fakeShell(form, '/personal-info/step3');
    render(<PersonalWizard step={3} shell={shell} />);
    await waitFor(() => expect(box(ME)?.disabled).toBe(false), { timeout: 15_000 });
    expect(box(ME)!.checked).toBe(true);
    expect(box(SPOUSE)).toBeNull();
  }, 30_000);
});
