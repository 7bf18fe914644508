// The signed-in app: header, sidebar, and the content card holding the route's remote (or /settings),
// with the Back/Continue bar, arrow keys and the step-handler registry (spec 1 §2.3).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { nextRoute, previousRoute, showNavigationBar } from '@taxapp/contracts/flow';
import { remoteForRoute, type NavigateOptions, type RemoteAppProps, type ShellUser } from '@taxapp/contracts/shell';
import { COMPACT_QUERY, media, useMediaQuery } from '../../components/layout';
import { CONTENT_ID } from '../../components/SkipLink';
import { Spinner } from '../../components/ui';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { ChatWidgetMount } from '../chat/ChatWidgetMount';
import { RecoveryKeyNotice } from '../session/RecoveryKeyNotice';
import { formClientFor } from '../form/useFormClient';
import { Header } from './Header';
import { flowMayContinue, useContinueState } from './continueState';
import { NavigationBar } from './NavigationBar';
import { RemoteView } from './RemoteView';
import { Sidebar } from './Sidebar';
import { STEPS_MENU_ID, StepsMenu } from './StepsMenu';
import { StepHandlerRegistry, type StepDirection } from './stepHandlers';
import { useArrowKeys } from './useArrowKeys';
import { useDrawnStep } from './useDrawnStep';

const SettingsPage = lazy(() => import('../settings/SettingsPage'));

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Body = styled.div`
  flex: 1;
  display: flex;
`;
const Main = styled.main`
  flex: 1;
  padding: 24px;
  min-width: 0;
  @media ${media.compact} {
    padding: 12px 8px;
  }
`;
const Card = styled.div`
  background: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 16px;
  padding: 32px;
  max-width: 1000px;
  margin: 0 auto;
  @media ${media.compact} {
    padding: 20px 12px;
    border-radius: 12px;
  }
`;

export default function SignedInApp({ user }: { user: ShellUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  const client = formClientFor(user);
  const formState = useStore(client.store);
  const registry = useMemo(() => new StepHandlerRegistry(), []);

  const { continueState, setContinueState } = useContinueState(path);

  const step = useDrawnStep(path, (direction: StepDirection) =>
    void registry.run(direction, () => {
      // A disabled Continue lets the page's handler explain, but the flow does not move on.
      if (!flowMayContinue(direction, continueState)) return false;
      const target = direction === 'next' ? nextRoute(path) : previousRoute(path);
      if (target) navigate(target);
      return target !== null;
    }),
  );
  useArrowKeys(path, step);

  // Below tablet width the sidebar is a menu opened from the header (StepsMenu).
  const compact = useMediaQuery(COMPACT_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) requestAnimationFrame(() => menuButton.current?.focus());
  }, []);
  useEffect(() => {
    if (!compact) setMenuOpen(false);
  }, [compact]);
  useEffect(() => setMenuOpen(false), [path]);
  const menu = { open: menuOpen, toggle: () => setMenuOpen((open) => !open), controls: STEPS_MENU_ID, buttonRef: menuButton };
  // While the menu is open the page behind it is inert: no focus, no clicks, hidden from screen readers.
  const behindMenu = compact && menuOpen;

  const remoteNavigate = useCallback((to: string, options?: NavigateOptions) => navigate(to, options), [navigate]);
  const remote = remoteForRoute(path);
  const props: RemoteAppProps = {
    route: { pathname: path, search: location.search, state: location.state },
    user,
    form: formState.form,
    formStatus: formState.status,
    formVersion: formState.version,
    saveForm: client.saveForm,
    setTyping: client.setTyping,
    onRemoteChange: client.onRemoteChange,
    navigate: remoteNavigate,
    registerStepHandler: registry.register,
    setContinueState,
    toast,
  };

  return (
    <Layout>
      <div inert={behindMenu} style={{ display: 'contents' }}>
        <Header path={path} user={user} client={client} menu={menu} />
      </div>
      <Body>
        <StepsMenu compact={compact} open={menuOpen} onClose={closeMenu} path={path}>
          <Sidebar path={path} form={formState.form} />
        </StepsMenu>
        <Main id={CONTENT_ID} tabIndex={-1} inert={behindMenu}>
          <Card>
            <RecoveryKeyNotice />
            {path === '/settings' ? (
              <Suspense fallback={<Spinner />}>
                <SettingsPage user={user} />
              </Suspense>
            ) : remote ? (
              <RemoteView name={remote} props={props} />
            ) : null}
            {showNavigationBar(path) ? <NavigationBar path={path} continueState={continueState} onBack={() => step('back')} onNext={() => step('next')} /> : null}
          </Card>
        </Main>
        <ChatWidgetMount path={path} form={formState.form} inert={behindMenu} />
      </Body>
    </Layout>
  );
}
