// /ai-recommendations (spec 3 §2): the Tax Coach. It starts by itself; Enter sends and Shift+Enter starts a new
// line; 'Tax Coach is thinking...' while a reply is pending; 'Complete ✓' replaces the input when the interview
// is over, and the recommendations (each saving computed by the engine) follow 1 s later.
import { useCallback, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { Button } from '@taxapp/ui';
import { Card, CardHeader, Muted } from '../components/styles';
import { usd } from '../state/format';
import { useTaxCoach } from '../state/useTaxCoach';

export const COACH_INTRO = "Before providing personalized recommendations, I'd like to ask you a few questions based on your tax situation.";
export const COACH_NO_DATA = 'Complete your tax information to start chatting with your Tax Coach.';

const Log = styled.ol`
  list-style: none;
  padding: 0;
  margin: 12px 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Bubble = styled.li<{ $user: boolean }>`
  align-self: ${(p) => (p.$user ? 'flex-end' : 'flex-start')};
  max-width: min(100%, 36rem);
  background: ${(p) => (p.$user ? '#1d4ed8' : '#f1f5f9')};
  color: ${(p) => (p.$user ? '#fff' : '#0f172a')};
  border-radius: 12px;
  padding: 10px 14px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Who = styled.span`
  display: block;
  font-size: 0.8rem;
  font-weight: 700;
`;
const Composer = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  textarea {
    flex: 1 1 14rem;
    min-height: 44px;
    font: inherit;
    padding: 10px;
    border: 1px solid #94a3b8;
    border-radius: 8px;
  }
  textarea:focus-visible {
    outline: 3px solid #f59e0b;
  }
`;
const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

export default function AiRecommendations(shell: RemoteAppProps) {
  const { form, saveForm } = shell;
  const [text, setText] = useState('');
  const onInteraction = useCallback(() => {
    // spec 3 §4: 5 interactions complete the ai-recommendations step
    const count = (form?.chatInteractions ?? 0) + 1;
    saveForm({ chatInteractions: count }).catch((error: unknown) => console.warn('Could not save the chat progress', error));
  }, [form, saveForm]);
  // The recommendations-ready callback (spec 3 §4): take the reader to them once they are drawn.
  const onRecommendationsReady = useCallback(() => {
    setTimeout(() => document.getElementById('tax-coach-recommendations')?.focus(), 0);
  }, []);
  const coach = useTaxCoach({ form, onInteraction, onRecommendationsReady });

  if (shell.formStatus === 'ready' && !form) return <p>{COACH_NO_DATA}</p>;

  const submit = () => {
    if (!text.trim() || coach.loading) return;
    void coach.sendMessage(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Card aria-labelledby="tax-coach-title">
      <CardHeader>
        <h1 id="tax-coach-title">Tax Coach</h1>
        {coach.complete ? <strong role="status">Complete ✓</strong> : null}
      </CardHeader>
      <p>{COACH_INTRO}</p>
      {!coach.started ? (
        <Button type="button" onClick={() => void coach.start()} disabled={coach.starting} aria-busy={coach.starting}>
          {coach.starting ? 'Starting...' : 'Start Chat'}
        </Button>
      ) : null}
      <Log aria-label="Conversation with the Tax Coach" aria-live="polite">
        {coach.messages.map((m) => (
          <Bubble key={m.id} $user={m.isUser}>
            <Who>{m.isUser ? 'You' : 'Tax Coach'}</Who>
            {m.content}
          </Bubble>
        ))}
      </Log>
      {coach.loading ? <Muted role="status">Tax Coach is thinking...</Muted> : null}
      {coach.started && !coach.complete ? (
        <Composer
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <VisuallyHidden htmlFor="tax-coach-input">Your response</VisuallyHidden>
          <textarea
            id="tax-coach-input"
            rows={2}
            placeholder="Type your response..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={!text.trim() || coach.loading}>
            Send
          </Button>
        </Composer>
      ) : null}
      {coach.recommendations ? (
        <section aria-labelledby="tax-coach-recommendations">
          <h2 id="tax-coach-recommendations" tabIndex={-1}>Your recommendations</h2>
          {coach.recommendations.length === 0 ? <Muted>No change found that would lower your 2024 tax.</Muted> : null}
          {coach.recommendations.map((r) => (
            <Card key={r.id} as="article" aria-label={r.title}>
              <h3>{r.title}</h3>
              <p>
                Saves <strong>{usd(r.saving)}</strong> (total tax {usd(r.before.totalTax)} → {usd(r.after.totalTax)})
              </p>
              <Muted>{r.rule}</Muted>
            </Card>
          ))}
        </section>
      ) : null}
    </Card>
  );
}
