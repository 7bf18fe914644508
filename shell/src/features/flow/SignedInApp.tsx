// The signed-in app: header, sidebar, and the content card holding the route's remote (or /settings),
// with the Back/Continue bar, arrow keys and the step-handler registry (spec 1 §2.3).
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { nextRoute, previousRoute, showNavigationBar } from '@taxapp/contracts/flow';
import { remoteForRoute, type NavigateOptions, type RemoteAppProps, type ShellUser } from '@taxapp/contracts/shell';
import { Spinner } from '../../components/ui';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { formClientFor } from '../form/useFormClient';
import { Header } from './Header';
import { flowMayContinue, useContinueState } from './continueState';
import { NavigationBar } from './NavigationBar';
import { RemoteView } from './RemoteView';
import { Sidebar } from './Sidebar';
import { StepHandlerRegistry, type StepDirection } from './stepHandlers';
import { useArrowKeys } from './useArrowKeys';

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
`;
const Card = styled.div`
  background: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 16px;
  padding: 32px;
  max-width: 1000px;
  margin: 0 auto;
`;
const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 16px;
    z-index: 2000;
    background: #fff;
    padding: 8px 12px;
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

  const step = useCallback(
    (direction: StepDirection) =>
      void registry.run(direction, () => {
        // A disabled Continue lets the page's handler explain, but the flow does not move on.
        if (!flowMayContinue(direction, continueState)) return false;
        const target = direction === 'next' ? nextRoute(path) : previousRoute(path);
        if (target) navigate(target);
        return target !== null;
      }),
    [registry, path, navigate, continueState],
  );
  useArrowKeys(path, step);

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
      <SkipLink href="#content">Skip to content</SkipLink>
      <Header path={path} user={user} client={client} />
      <Body>
        <Sidebar path={path} form={formState.form} />
        <Main id="content" tabIndex={-1}>
          <Card>
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
      </Body>
    </Layout>
  );
}
