// The chat widget (spec 1 §2.3, spec 3 §2): the Tax Coach in a floating panel the user opens and closes with a
// button (aria-expanded), Escape closing it and handing focus back to the button. The shell tells it to open or
// stay closed with a SET_CHAT_STATE window message. From a wide desktop it sits in its own column beside the
// content card, so it never covers the card or its Back / Continue bar; below that it stays a button until the
// user opens it (an automatic open would cover the page), and on a phone it floats above the sticky bar.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { COACH_ERRORS, type ChatMessage, type InteractiveTaxChatRequest, type InteractiveTaxChatResponse } from '@taxapp/contracts/api/coach';
import type { Form1040Data } from '@taxapp/contracts/form';
import { COMPACT_QUERY, useMediaQuery } from '../../components/layout';
import { Button } from '../../components/ui';
import { interactiveTaxChat } from './api/interactiveTaxChat';
import { isSetChatStateMessage, setChatWidgetPresent } from './chatStateDelivery';

/** Spec 3 §8: the coach's two error bubbles, word for word (the same words as /ai-recommendations). */
export const CHAT_WIDGET_MESSAGES = {
  startFailed: 'Sorry, there was an error starting the chat. Please try again.',
  continueFailed: 'Sorry, there was an error processing your message. Please try again.',
  thinking: 'Tax Coach is thinking...',
} as const;
/** The widget's own words (the spec gives none); unlike /ai-recommendations' so the two never read as one. */
export const CHAT_WIDGET_LABELS = {
  launcher: 'Ask the Tax Coach',
  title: 'Chat with the Tax Coach',
  input: 'Your question for the Tax Coach',
  placeholder: 'Ask a question...',
  complete: 'The Tax Coach has finished its questions.',
} as const;
/** Wide enough for a card and a chat column side by side: only here does an automatic open expand the panel. */
export const WIDE_QUERY = '(min-width: 1200px)';
/** Chat history the contract accepts at most. */
const HISTORY_LIMIT = 200;

let nextId = 0;
function chatMessage(content: string, isUser: boolean): ChatMessage {
  nextId += 1;
  return { id: `w${Date.now()}-${nextId}`, content, isUser, timestamp: new Date().toISOString() };
}

const Dock = styled.aside<{ $compact: boolean; $open: boolean }>`
  ${({ $compact, $open }) =>
    $compact
      ? css`
          /* a phone: above the sticky Back / Continue bar, never over it */
          position: fixed;
          right: 12px;
          bottom: calc(88px + env(safe-area-inset-bottom, 0px));
          z-index: 30;
          display: flex;
          flex-direction: column-reverse;
          align-items: flex-end;
          gap: 8px;
          max-width: calc(100vw - 24px);
        `
      : css`
          /* a column of the layout beside the content card: it takes room instead of covering anything */
          flex: 0 0 auto;
          width: ${$open ? 'clamp(280px, 26vw, 380px)' : 'auto'};
          padding: 24px 24px 24px 0;
          align-self: flex-start;
          position: sticky;
          top: 0;
          display: flex;
          flex-direction: column;
          align-items: stretch;
          gap: 8px;
        `}
`;
const Launcher = styled(Button)`
  min-height: 44px;
  min-width: 44px;
  white-space: nowrap;
`;
const Panel = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  background: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.12);
  overflow: hidden;
  &[hidden] {
    display: none;
  }
  ${({ $compact }) =>
    $compact
      ? css`
          width: calc(100vw - 24px);
          max-height: calc(100dvh - 240px);
        `
      : css`
          max-height: calc(100vh - 120px);
        `}
  h2 {
    font-size: 1.05rem;
    margin: 0;
    padding: 12px 16px;
    border-bottom: 1px solid #e2e8f0;
  }
`;
const Log = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 12px 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 120px;
  p {
    margin: 0;
  }
`;
const Bubble = styled.p<{ $user: boolean }>`
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  background: ${({ $user }) => ($user ? '#1d4ed8' : '#f1f5f9')};
  color: ${({ $user }) => ($user ? '#fff' : '#0f172a')};
  border-radius: 10px;
  padding: 8px 12px;
  max-width: 90%;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Composer = styled.form`
  display: flex;
  gap: 8px;
  padding: 12px 16px;
  border-top: 1px solid #e2e8f0;
  textarea {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid #64748b;
    border-radius: 8px;
    resize: none;
  }
  button {
    min-height: 44px;
  }
`;
const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface ChatWidgetProps {
  /** Whether the current route shows the widget; hidden, it keeps its conversation. */
  visible: boolean;
  form: Form1040Data | null;
  inert?: boolean;
  /**
   * The page is the Tax Coach itself (/ai-recommendations): 'open' leaves the widget a button there, so a wide
   * screen does not show the same coach twice side by side (issue 8); the user can still open it.
   */
  pageIsCoach?: boolean;
  send?: (request: InteractiveTaxChatRequest) => Promise<InteractiveTaxChatResponse>;
}

export default function ChatWidget({ visible, form, inert = false, pageIsCoach = false, send = interactiveTaxChat }: ChatWidgetProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [chatState, setChatState] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [complete, setComplete] = useState(false);
  const [draft, setDraft] = useState('');
  const started = useRef(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();
  const inputId = useId();
  const wideRef = useRef(wide);
  wideRef.current = wide;
  const pageIsCoachRef = useRef(pageIsCoach);
  pageIsCoachRef.current = pageIsCoach;

  // The shell's SET_CHAT_STATE, from this window only.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSetChatStateMessage(event.data)) return;
      if (event.data.state === 'closed' || pageIsCoachRef.current) setOpen(false);
      else if (wideRef.current) setOpen(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    setChatWidgetPresent(visible);
    return () => setChatWidgetPresent(false);
  }, [visible]);

  const start = useCallback(async () => {
    if (!form) return;
    started.current = true;
    setLoading(true);
    try {
      const reply = await send({ action: 'start', taxFormData: form as unknown as Record<string, unknown> });
      setMessages([chatMessage(reply.message, false)]);
      setChatState(reply.chatState);
      setComplete(reply.questionsComplete);
    } catch (error) {
      console.warn('The chat widget could not start the Tax Coach', error);
      started.current = false;
      setMessages([chatMessage(CHAT_WIDGET_MESSAGES.startFailed, false)]);
    } finally {
      setLoading(false);
    }
  }, [form, send]);

  useEffect(() => {
    if (visible && open && form && !started.current) void start();
  }, [visible, open, form, start]);

  const ask = async (text: string) => {
    const question = text.trim();
    if (!form || !question || loading || !chatState) return;
    const history = messages;
    setMessages((list) => [...list, chatMessage(question, true)]);
    setDraft('');
    setLoading(true);
    try {
      const reply = await send({
        action: 'continue',
        userMessage: question,
        chatHistory: history.slice(-HISTORY_LIMIT),
        taxFormData: form as unknown as Record<string, unknown>,
        chatState,
      });
      setMessages((list) => [...list, chatMessage(reply.message, false)]);
      setChatState(reply.chatState);
      setComplete(reply.questionsComplete);
    } catch (error) {
      console.warn('The Tax Coach could not answer in the chat widget', error);
      setMessages((list) => [...list, chatMessage(CHAT_WIDGET_MESSAGES.continueFailed, false)]);
    } finally {
      setLoading(false);
    }
  };

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening) requestAnimationFrame(() => input.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    launcher.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };
  const onComposerKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter does not (spec 3 §2)
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    void ask(draft);
  };

  if (!visible) return null;
  return (
    <Dock aria-label="Tax Coach chat" $compact={compact} $open={open} inert={inert} onKeyDown={onKeyDown}>
      <Launcher ref={launcher} type="button" $variant={open ? 'outline' : 'primary'} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {CHAT_WIDGET_LABELS.launcher}
      </Launcher>
      <Panel id={panelId} $compact={compact} hidden={!open} aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`}>{CHAT_WIDGET_LABELS.title}</h2>
        <Log role="log" aria-live="polite">
          {!form ? <p>{COACH_ERRORS.noForm}</p> : null}
          {messages.map((entry) => (
            <Bubble key={entry.id} $user={entry.isUser}>
              {entry.content}
            </Bubble>
          ))}
          {loading ? <p role="status">{CHAT_WIDGET_MESSAGES.thinking}</p> : null}
          {complete ? <p>{CHAT_WIDGET_LABELS.complete}</p> : null}
        </Log>
        {form && !complete ? (
          <Composer onSubmit={onSubmit}>
            <VisuallyHidden htmlFor={inputId}>{CHAT_WIDGET_LABELS.input}</VisuallyHidden>
            <textarea
              id={inputId}
              ref={input}
              rows={2}
              value={draft}
              placeholder={CHAT_WIDGET_LABELS.placeholder}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onComposerKeyDown}
            />
            <Button type="submit" disabled={!draft.trim() || loading || !chatState}>
              Send
            </Button>
          </Composer>
        ) : null}
      </Panel>
    </Dock>
  );
}
