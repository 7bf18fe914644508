// While the encryption service is locked (issue 7 item 4): the user opens their data key on this device
// with their password or vault passphrase, or with the recovery words; sets a key up (a Google-only account
// chooses a vault passphrase); or, having lost both, starts over with a new key and types the encrypted
// fields again. The recovery words of a new key are shown here once.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { Button } from '@taxapp/ui';
import type { EncryptionLock } from '@taxapp/ui/crypto';
import { encryption, ENCRYPTION_TOASTS } from '../state/encryption';
import { ErrorText, Input, Label } from './Field';

/** A vault passphrase guards SSNs: at least this long (NIST SP 800-63B's floor for a memorised secret is 8). */
export const PASSPHRASE_MIN_LENGTH = 10;

const Panel = styled.section`
  border: 2px solid #1d4ed8;
  background: #eff6ff;
  border-radius: 12px;
  padding: 16px;
  margin: 16px 0;
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 12px;
    color: #1e293b;
  }
  form {
    display: grid;
    gap: 12px;
    max-width: 420px;
  }
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
const TextArea = styled.textarea`
  font: inherit;
  padding: 9px 10px;
  border-radius: 6px;
  border: 1px solid #cbd5e1;
  min-height: 80px;
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 1px;
  }
`;

type View = 'secret' | 'recovery' | 'start-over';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One of the panel's forms: a labelled field, the error under it, and its submit button. */
function PanelForm(props: { name: string; label: string; field: ReactNode; extra?: ReactNode; error: ReactNode; busy: boolean; submit: string; busyText: string; onSubmit: (event: FormEvent) => void }) {
  return (
    <form onSubmit={props.onSubmit} aria-label={props.name}>
      <Label>
        {props.label}
        {props.field}
      </Label>
      {props.extra}
      {props.error}
      <Button type="submit" disabled={props.busy}>
        {props.busy ? props.busyText : props.submit}
      </Button>
    </form>
  );
}

export function UnlockPanel({ lock, toast, onRecoveryWords }: { lock: EncryptionLock; toast: RemoteAppProps['toast']; onRecoveryWords: (words: string[]) => void }) {
  const [view, setView] = useState<View>('secret');
  const [secret, setSecret] = useState('');
  const [confirm, setConfirm] = useState('');
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passphrase = lock.secretKind === 'passphrase';
  const secretName = passphrase ? 'Vault passphrase' : 'Password';

  const run = async (event: FormEvent, act: () => Promise<string[] | void>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const made = await act();
      if (made && made.length > 0) {
        toast({ ...ENCRYPTION_TOASTS.setupSuccess, duration: 3000 });
        onRecoveryWords(made);
      }
    } catch (failure) {
      setError(message(failure));
      if (lock.mode === 'setup' || view === 'start-over') toast({ ...ENCRYPTION_TOASTS.setupFailed, duration: 5000 });
    } finally {
      setBusy(false);
    }
  };

  const errorLine = error ? (
    <ErrorText role="alert" id="unlock-error">
      {error}
    </ErrorText>
  ) : null;
  const describedBy = error ? 'unlock-error' : undefined;
  const secretInput = (autoComplete: string) => (
    <Input type="password" autoComplete={autoComplete} value={secret} onChange={(e) => setSecret(e.target.value)} aria-describedby={describedBy} required />
  );
  const common = { error: errorLine, busy };

  if (lock.mode === 'setup') {
    const setUp = (event: FormEvent) =>
      run(event, async () => {
        if (passphrase && secret.length < PASSPHRASE_MIN_LENGTH) throw new Error(`Choose a passphrase of at least ${PASSPHRASE_MIN_LENGTH} characters.`);
        if (passphrase && secret !== confirm) throw new Error('The passphrases do not match.');
        return encryption.setUp(secret);
      });
    return (
      <Panel aria-labelledby="unlock-heading">
        <h3 id="unlock-heading">{passphrase ? 'Choose a vault passphrase' : 'Set up encryption'}</h3>
        <p>
          Your SSNs, phone number and dates of birth are encrypted on your device before they are saved, with a key that only you can open.{' '}
          {passphrase
            ? 'Your account signs in with Google, so choose a passphrase that opens it. We never see the passphrase.'
            : 'Enter your account password: it will open the key. We never see the key.'}
        </p>
        <PanelForm
          {...common}
          name={passphrase ? 'Choose a vault passphrase' : 'Set up encryption'}
          label={passphrase ? 'Vault passphrase' : 'Account password'}
          field={secretInput(passphrase ? 'new-password' : 'current-password')}
          extra={
            passphrase ? (
              <Label>
                Confirm vault passphrase
                <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
              </Label>
            ) : null
          }
          submit={passphrase ? 'Set Vault Passphrase' : 'Set Up Encryption'}
          busyText="Setting Up..."
          onSubmit={setUp}
        />
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby="unlock-heading">
      <h3 id="unlock-heading">Unlock your encrypted information</h3>
      {view === 'secret' ? (
        <>
          <p>Your SSNs, phone number and dates of birth are encrypted with a key that only you can open. Enter your {secretName.toLowerCase()} to open it on this device.</p>
          <PanelForm {...common} name="Unlock" label={secretName} field={secretInput('current-password')} submit="Unlock" busyText="Unlocking..." onSubmit={(event) => run(event, () => encryption.unlock(secret))} />
        </>
      ) : null}
      {view === 'recovery' ? (
        <>
          <p>Type the 12 words of your recovery key, in order.</p>
          <PanelForm
            {...common}
            name="Unlock with recovery key"
            label="Recovery words"
            field={<TextArea value={words} onChange={(e) => setWords(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={describedBy} required />}
            submit="Unlock With Recovery Key"
            busyText="Unlocking..."
            onSubmit={(event) => run(event, () => encryption.unlockWithRecoveryWords(words))}
          />
        </>
      ) : null}
      {view === 'start-over' ? (
        <>
          <p>
            Without your {secretName.toLowerCase()} or your recovery key, nobody can open your encrypted SSNs, phone number and dates of birth, and neither
            can we. You can start over with a new key and type those fields again; everything else you entered stays.
          </p>
          {passphrase ? (
            <p>To start over, first set a password for your account in Settings, then come back here.</p>
          ) : (
            <PanelForm
              {...common}
              name="Start over with a new key"
              label="Account password"
              field={secretInput('current-password')}
              submit="Start Over With a New Key"
              busyText="Setting Up..."
              onSubmit={(event) => run(event, () => encryption.setUp(secret, true))}
            />
          )}
        </>
      ) : null}
      <Links>
        {view !== 'secret' ? (
          <Button type="button" $variant="ghost" onClick={() => (setView('secret'), setError(null))}>
            Use my {secretName.toLowerCase()}
          </Button>
        ) : null}
        {view !== 'recovery' ? (
          <Button type="button" $variant="ghost" onClick={() => (setView('recovery'), setError(null))}>
            Use my recovery key
          </Button>
        ) : null}
        {view !== 'start-over' ? (
          <Button type="button" $variant="ghost" onClick={() => (setView('start-over'), setError(null))}>
            I have lost both
          </Button>
        ) : null}
      </Links>
    </Panel>
  );
}
