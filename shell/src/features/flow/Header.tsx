// The header (spec 1 §2.3): logo, the centred summary, Account (to /settings) and Save & Exit.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { ShellUser } from '@taxapp/contracts/shell';
import { Button } from '../../components/ui';
import { keepLocalCopy } from '../../lib/localCopy';
import { toast } from '../../lib/toast';
import type { FormClient } from '../form/formClient';
import { signOut } from '../session/session';
import { HeaderSummary } from './HeaderSummary';
import { useTaxSummaryFeed } from './useTaxSummaryFeed';

const Bar = styled.header`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 16px;
  padding: 12px 24px;
  background: #fff;
  border-bottom: 1px solid #e2e8f0;
`;
const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: #1d4ed8;
  text-decoration: none;
  justify-self: start;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-self: end;
`;

/**
 * Save & Exit (spec 1 §4, spec 3 §4): saves the form, signs out, keeps a local copy under taxFormData,
 * goes to / and shows 'Progress Saved'. On failure the user stays signed in and sees the error toast.
 */
export async function saveAndExit(client: FormClient, user: ShellUser): Promise<boolean> {
  try {
    const saved = await client.saveAndConfirm();
    await signOut();
    keepLocalCopy(saved, user.id);
    return true;
  } catch {
    toast({ title: 'Error', description: 'Failed to save your progress. Please try again.', variant: 'destructive', duration: 5000 });
    return false;
  }
}

export function Header({ path, user, client }: { path: string; user: ShellUser; client: FormClient }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  useTaxSummaryFeed(user, client);

  const onSaveAndExit = async () => {
    if (busy) return;
    setBusy(true);
    const done = await saveAndExit(client, user);
    setBusy(false);
    if (done) {
      navigate('/', { replace: true });
      toast({ title: 'Progress Saved', description: 'Your information has been saved. You can continue later.', duration: 3000 });
    }
  };

  return (
    <Bar>
      <Logo to="/personal-info" aria-label="TaxApp, go to My Information">
        TaxApp
      </Logo>
      <div>
        <HeaderSummary path={path} />
      </div>
      <Actions>
        <Button type="button" $variant="outline" onClick={() => navigate('/settings')}>
          Account
        </Button>
        <Button type="button" onClick={onSaveAndExit} disabled={busy}>
          Save &amp; Exit
        </Button>
      </Actions>
    </Bar>
  );
}
