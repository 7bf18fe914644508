// /auth (spec 1 §2.5): Sign in ('Welcome back' / 'Sign in to continue') or Create account ('Create your
// account' / 'Start filing your taxes with AI'), and Google. After sign-in the user goes to /personal-info.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { media } from '../../components/layout';
import { Button, TextField } from '../../components/ui';
import { toast } from '../../lib/toast';
import { recoveryWordsStore, unlockWithPassword } from '../session/deviceKeys';
import { signedIn } from '../session/session';
import { GOOGLE_START_PATH, getGoogleStatus } from './api/googleStatus';
import { signIn } from './api/signIn';
import { signUp } from './api/signUp';

type Mode = 'sign-in' | 'sign-up';
const TEXTS: Record<Mode, { heading: string; subtitle: string; submit: string }> = {
  'sign-in': { heading: 'Welcome back', subtitle: 'Sign in to continue', submit: 'Sign in' },
  'sign-up': { heading: 'Create your account', subtitle: 'Start filing your taxes with AI', submit: 'Create account' },
};
// The identity service's words (IDENTITY_ERRORS.googleNotConfigured), kept here so /auth does not load zod.
const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  @media ${media.narrow} {
    padding: 16px 12px;
  }
`;
const Card = styled.div`
  width: min(420px, 100%);
  background: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 16px;
  padding: 32px;
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.08);
  @media ${media.narrow} {
    padding: 24px 16px;
  }
  h1 {
    margin: 0 0 4px;
  }
  > p {
    margin: 0 0 20px;
    color: #334155;
  }
`;
const Toggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  background: #e2e8f0;
  padding: 4px;
  border-radius: 10px;
  margin-bottom: 20px;
  button[aria-pressed='true'] {
    background: #fff;
    color: #0f172a;
  }
`;
const Divider = styled.p`
  text-align: center;
  color: #475569;
  margin: 16px 0;
`;
const Note = styled.p`
  margin: 8px 0 0;
  color: #475569;
  font-size: 0.9rem;
`;

export default function AuthPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [google, setGoogle] = useState<'checking' | 'configured' | 'not-configured'>('checking');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const texts = TEXTS[mode];

  useEffect(() => {
    getGoogleStatus()
      .then((s) => setGoogle(s.configured ? 'configured' : 'not-configured'))
      .catch(() => setGoogle('not-configured'));
  }, []);

  const googleError = params.get('googleError');
  useEffect(() => {
    if (googleError) toast({ title: 'Google Sign-in Error', description: googleError, variant: 'destructive', duration: 5000 });
  }, [googleError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { user } = await (mode === 'sign-in' ? signIn : signUp)({ email, password });
      // The password just typed opens the user's data key on this device (or sets up the first one); the
      // server never sees it used for that. A failure here only means My Information asks to unlock.
      try {
        const words = await unlockWithPassword(user, password);
        if (words) {
          recoveryWordsStore.set(words);
          // Spec 1 §4's setup message, now true: the key was made here and only the user can open it.
          toast({ title: 'Zero-Knowledge Encryption Enabled', description: 'Your data is now protected with zero-knowledge encryption.', duration: 3000 });
        }
      } catch (error) {
        console.error('Unlocking the encryption key at sign-in failed:', error);
      }
      signedIn(user);
      navigate('/personal-info', { replace: true });
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive', duration: 5000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page id="content" tabIndex={-1}>
      <Card>
        <h1>{texts.heading}</h1>
        <p>{texts.subtitle}</p>
        <Toggle role="group" aria-label="Sign in or create an account">
          <Button type="button" $variant="ghost" aria-pressed={mode === 'sign-in'} onClick={() => setMode('sign-in')}>
            Sign in
          </Button>
          <Button type="button" $variant="ghost" aria-pressed={mode === 'sign-up'} onClick={() => setMode('sign-up')}>
            Create account
          </Button>
        </Toggle>
        <form onSubmit={submit} aria-label={texts.submit}>
          <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={busy} style={{ width: '100%' }}>
            {texts.submit}
          </Button>
        </form>
        <Divider>or</Divider>
        <Button
          type="button"
          $variant="outline"
          style={{ width: '100%' }}
          disabled={google !== 'configured'}
          aria-describedby={google === 'not-configured' ? 'google-status' : undefined}
          onClick={() => window.location.assign(GOOGLE_START_PATH)}
        >
          {mode === 'sign-in' ? 'Sign in with Google' : 'Sign up with Google'}
        </Button>
        {google === 'not-configured' ? <Note id="google-status">{GOOGLE_NOT_CONFIGURED}</Note> : null}
      </Card>
    </Page>
  );
}
