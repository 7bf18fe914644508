// The Tax Coach's conversation (spec 3 §2, §4 'Chat'): not started -> started (automatically or by Start Chat)
// -> each message gets a reply -> a reply with questionsComplete completes the chat, and 1 s later the
// recommendations are ready. Every message the user sends counts as an interaction (5 complete the step).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, CoachRecommendation, InteractiveTaxChatRequest, InteractiveTaxChatResponse } from '@taxapp/contracts/api/coach';
import type { Form1040Data } from '@taxapp/contracts/form';
import { interactiveTaxChat } from '../api/interactiveTaxChat';

export const COACH_MESSAGES = {
  startFailed: 'Sorry, there was an error starting the chat. Please try again.',
  continueFailed: 'Sorry, there was an error processing your message. Please try again.',
} as const;
/** Spec 3 §9: the completion callback fires 1 s after the chat completes. */
export const RECOMMENDATIONS_READY_DELAY_MS = 1000;

let nextId = 0;
function message(content: string, isUser: boolean): ChatMessage {
  nextId += 1;
  return { id: `m${Date.now()}-${nextId}`, content, isUser, timestamp: new Date().toISOString() };
}

export interface TaxCoachOptions {
  form: Form1040Data | null;
  /** Counts one interaction (a message sent). */
  onInteraction: () => void;
  onRecommendationsReady: (recommendations: CoachRecommendation[]) => void;
  send?: (request: InteractiveTaxChatRequest) => Promise<InteractiveTaxChatResponse>;
}

export function useTaxCoach({ form, onInteraction, onRecommendationsReady, send = interactiveTaxChat }: TaxCoachOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [chatState, setChatState] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [loading, setLoading] = useState(false);
  const [complete, setComplete] = useState(false);
  const [recommendations, setRecommendations] = useState<CoachRecommendation[] | null>(null);
  const startedOnce = useRef(false);
  const formRef = useRef(form);
  formRef.current = form;
  const readyRef = useRef(onRecommendationsReady);
  readyRef.current = onRecommendationsReady;

  const finish = useCallback((reply: InteractiveTaxChatResponse) => {
    if (!reply.questionsComplete) return;
    setComplete(true);
    setTimeout(() => {
      setRecommendations(reply.recommendations);
      readyRef.current(reply.recommendations);
    }, RECOMMENDATIONS_READY_DELAY_MS);
  }, []);

  const start = useCallback(async () => {
    const current = formRef.current;
    if (!current) return;
    setStarting(true);
    try {
      const reply = await send({ action: 'start', taxFormData: current as unknown as Record<string, unknown> });
      setMessages([message(reply.message, false)]);
      setChatState(reply.chatState);
      finish(reply);
    } catch (error) {
      console.warn('The Tax Coach could not start', error);
      setMessages((list) => [...list, message(COACH_MESSAGES.startFailed, false)]);
    } finally {
      setStarting(false);
    }
  }, [send, finish]);

  // The chat starts by itself once the form is there (spec 3 §2).
  useEffect(() => {
    if (!form || startedOnce.current) return;
    startedOnce.current = true;
    void start();
  }, [form, start]);

  const sendMessage = useCallback(
    async (text: string) => {
      const current = formRef.current;
      const trimmed = text.trim();
      if (!current || !trimmed || loading || !chatState) return;
      const mine = message(trimmed, true);
      const history = [...messages, mine];
      setMessages(history);
      setLoading(true);
      onInteraction();
      try {
        const reply = await send({ action: 'continue', userMessage: trimmed, chatHistory: messages, taxFormData: current as unknown as Record<string, unknown>, chatState });
        setMessages((list) => [...list, message(reply.message, false)]);
        setChatState(reply.chatState);
        finish(reply);
      } catch (error) {
        console.warn('The Tax Coach could not answer', error);
        setMessages((list) => [...list, message(COACH_MESSAGES.continueFailed, false)]);
      } finally {
        setLoading(false);
      }
    },
    [chatState, loading, messages, onInteraction, send, finish],
  );

  return { messages, started: chatState !== null, starting, loading, complete, recommendations, start, sendMessage };
}
