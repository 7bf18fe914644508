// Where the chat widget lives in the shell (spec 1 §2.3): only on the tabs whose route row has `chat`
// (tax-docs, other-income, deductions, credits, review, ai-recommendations), told by SET_CHAT_STATE to open on
// review and ai-recommendations and to stay closed elsewhere. The widget's code is fetched the first time a
// chat route is shown (the shell's first bundle stays small), then kept, hidden, so a conversation survives
// a trip to a page without it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { chatWidgetState } from '@taxapp/contracts/flow';
import type { Form1040Data } from '@taxapp/contracts/form';
import { deliverChatState } from './chatStateDelivery';

// A chunk that cannot be fetched leaves no widget; the delivery's retries end in the one console warning.
const ChatWidget = lazy(() => import('./ChatWidget').catch(() => ({ default: () => null })));

export function ChatWidgetMount({ path, form, inert = false }: { path: string; form: Form1040Data | null; inert?: boolean }) {
  const { visible, message } = chatWidgetState(path);
  const [loaded, setLoaded] = useState(visible);
  useEffect(() => {
    if (visible) setLoaded(true);
  }, [visible]);
  const state = message.state;
  useEffect(() => {
    if (!visible) return;
    return deliverChatState({ type: 'SET_CHAT_STATE', state });
  }, [visible, state, path]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget visible={visible} form={form} inert={inert} pageIsCoach={/^\/ai-recommendations(\/|$)/.test(path)} />
    </Suspense>
  );
}
