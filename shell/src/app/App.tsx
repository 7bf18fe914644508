// Routing and the gate of spec 1 §2.1. Pages load lazily so the landing page ships only what it needs.
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { gateDecision } from '@taxapp/contracts/flow';
import { GlobalStyle, Spinner } from '../components/ui';
import { SkipLink } from '../components/SkipLink';
import { Toaster } from '../components/Toaster';
import { checkSession, sessionStore } from '../features/session/session';
import { useStore } from '../lib/store';
import { FocusOnRouteChange } from './FocusOnRouteChange';
import { ScrollToTop } from './ScrollToTop';

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const SignedInApp = lazy(() => import('../features/flow/SignedInApp'));

function Gate() {
  const { pathname } = useLocation();
  const session = useStore(sessionStore);
  const decision = gateDecision(pathname, session.status);

  switch (decision.kind) {
    case 'spinner':
      return <Spinner text={decision.text} />;
    case 'error':
      return (
        <main id="content" tabIndex={-1}>
          <p role="alert" style={{ padding: 32 }}>
            {decision.message}
          </p>
        </main>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return (
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="*" element={session.user ? <SignedInApp user={session.user} /> : <Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      );
  }
}

export function App() {
  useEffect(() => {
    void checkSession();
  }, []);
  return (
    <BrowserRouter>
      <GlobalStyle />
      <SkipLink />
      <ScrollToTop />
      <FocusOnRouteChange />
      <Gate />
      <Toaster />
    </BrowserRouter>
  );
}
