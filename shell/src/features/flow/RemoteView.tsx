// Renders the remote that owns the current route. A remote that fails to load (or throws while
// rendering) shows an error panel with Retry inside the content card; the rest of the shell keeps working.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteAppProps, RemoteName } from '@taxapp/contracts/shell';
import { Button, Spinner } from '../../components/ui';
import { loadRemoteApp } from './remotes';

const loaded = new Map<RemoteName, ComponentType<RemoteAppProps>>();

const Panel = styled.div`
  border: 1px solid #fecaca;
  background: #fef2f2;
  border-radius: 12px;
  padding: 24px;
  h2 {
    margin: 0 0 8px;
    color: #991b1b;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 16px;
  }
`;

export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert" data-testid="remote-error">
      <h2>This section could not be loaded</h2>
      <p>Check your connection, then try again. The rest of your return is still available.</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}

class RemoteBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }
  render() {
    return this.state.failed ? <RemoteErrorPanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; app: ComponentType<RemoteAppProps> } | { status: 'error' };

export function RemoteView({ name, props }: { name: RemoteName; props: RemoteAppProps }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState & { name: RemoteName }>(() => {
    const app = loaded.get(name);
    return app ? { name, status: 'ready', app } : { name, status: 'loading' };
  });

  useEffect(() => {
    const cached = attempt === 0 ? loaded.get(name) : undefined;
    if (cached) {
      setState({ name, status: 'ready', app: cached });
      return;
    }
    let cancelled = false;
    setState({ name, status: 'loading' });
    loadRemoteApp(name, attempt > 0)
      .then((app) => {
        loaded.set(name, app);
        if (!cancelled) setState({ name, status: 'ready', app });
      })
      .catch((error: unknown) => {
        console.error(`The ${name} remote did not load`, error);
        if (!cancelled) setState({ name, status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [name, attempt]);

  const retry = () => {
    loaded.delete(name);
    setAttempt((a) => a + 1);
  };

  if (state.name !== name || state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <RemoteErrorPanel onRetry={retry} />;
  const App = state.app;
  return (
    <RemoteBoundary key={`${name}:${attempt}`} onRetry={retry}>
      <App {...props} />
    </RemoteBoundary>
  );
}
