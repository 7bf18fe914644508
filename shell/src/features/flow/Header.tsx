// The header (spec 1 §2.3): logo, the centred summary, Account (to /settings) and Save & Exit.
import { useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { ShellUser } from '@taxapp/contracts/shell';
import { media } from '../../components/layout';
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
  grid-template-areas: 'logo summary actions';
  align-items: center;
  gap: 16px;
  padding: 12px 24px;
  background: #fff;
  border-bottom: 1px solid #e2e8f0;
  @media ${media.compact} {
    /* the menu button, the logo and the actions on one row, the summary below them */
    grid-template-columns: auto auto 1fr;
    grid-template-areas: 'menu logo actions' 'summary summary summary';
    gap: 8px;
    padding: 8px 12px;
  }
`;
const Logo = styled(Link)`
  grid-area: logo;
  font-weight: 800;
  font-size: 1.25rem;
  color: #1d4ed8;
  text-decoration: none;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  @media ${media.narrow} {
    font-size: 1.1rem;
  }
`;
const Summary = styled.div`
  grid-area: summary;
  min-width: 0;
  &:empty {
    display: none;
  }
`;
const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: 8px;
  justify-self: end;
  @media ${media.narrow} {
    gap: 6px;
    button {
      padding: 8px 10px;
    }
  }
`;
const MenuButton = styled(Button)`
  grid-area: menu;
  display: none;
  padding: 8px 10px;
  @media ${media.compact} {
    display: inline-flex;
  }
`;
/** Words beside an icon: shown from tablet width, read by screen readers at every width. */
const IconLabel = styled.span`
  @media ${media.narrow} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
const Icon = styled.svg`
  display: none;
  width: 20px;
  height: 20px;
  flex-shrink: 0;
  @media ${media.narrow} {
    display: block;
  }
`;
const MenuIcon = styled(Icon)`
  display: block;
`;

/** The header's control of the steps menu (the sidebar below tablet width), owned by the signed-in layout. */
export interface StepsMenuControl {
  open: boolean;
  toggle(): void;
  controls: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

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

export function Header({ path, user, client, menu }: { path: string; user: ShellUser; client: FormClient; menu: StepsMenuControl }) {
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
      <MenuButton type="button" $variant="outline" ref={menu.buttonRef} aria-expanded={menu.open} aria-controls={menu.controls} onClick={menu.toggle}>
        <MenuIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </MenuIcon>
        <IconLabel>Menu</IconLabel>
      </MenuButton>
      <Logo to="/personal-info" aria-label="TaxApp, go to My Information">
        TaxApp
      </Logo>
      <Summary>
        <HeaderSummary path={path} />
      </Summary>
      <Actions>
        <Button type="button" $variant="outline" onClick={() => navigate('/settings')}>
          <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </Icon>
          <IconLabel>Account</IconLabel>
        </Button>
        <Button type="button" onClick={onSaveAndExit} disabled={busy}>
          Save &amp; Exit
        </Button>
      </Actions>
    </Bar>
  );
}
