// Telling the chat widget to open or stay closed (spec 1 §2.3): a cross-window message of type SET_CHAT_STATE,
// posted once the widget is there. The widget's code arrives lazily, so its presence is checked every 500 ms,
// up to 10 retries; after that only a console warning (spec 3 §8 'Chat widget missing after 10 retries').
// This file is in the shell's first bundle: it holds no widget code.
import { CHAT_WIDGET_MAX_RETRIES, CHAT_WIDGET_RETRY_MS, type SetChatStateMessage } from '@taxapp/contracts/flow';

export const CHAT_WIDGET_MISSING_WARNING = `The chat widget did not load after ${CHAT_WIDGET_MAX_RETRIES} retries`;

let widgetPresent = false;
/** The widget says it is listening (mounted) or gone. */
export function setChatWidgetPresent(present: boolean): void {
  widgetPresent = present;
}
export function chatWidgetPresent(): boolean {
  return widgetPresent;
}

export function isSetChatStateMessage(data: unknown): data is SetChatStateMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, state } = data as Record<string, unknown>;
  return type === 'SET_CHAT_STATE' && (state === 'open' || state === 'closed');
}

export interface DeliveryOptions {
  isPresent?: () => boolean;
  post?: (message: SetChatStateMessage) => void;
  warn?: (text: string) => void;
  retryMs?: number;
  maxRetries?: number;
}

/** Posts `message` to the widget as soon as it is present; returns a cancel (the route changed first). */
export function deliverChatState(message: SetChatStateMessage, options: DeliveryOptions = {}): () => void {
  const {
    isPresent = chatWidgetPresent,
    post = (data) => window.postMessage(data, window.location.origin),
    warn = (text) => console.warn(text),
    retryMs = CHAT_WIDGET_RETRY_MS,
    maxRetries = CHAT_WIDGET_MAX_RETRIES,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (retries: number) => {
    if (isPresent()) return post(message);
    if (retries >= maxRetries) return warn(CHAT_WIDGET_MISSING_WARNING);
    timer = setTimeout(() => attempt(retries + 1), retryMs);
  };
  attempt(0);
  return () => clearTimeout(timer);
}
