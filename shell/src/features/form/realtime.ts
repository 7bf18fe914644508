// The realtime socket of the forms service (same origin, session cookie): pushes every change of this
// user's form. Heartbeat every 30 s (spec 1 §9); reconnects with growing pauses when dropped.
import { REALTIME_CLOSE_NOT_AUTHENTICATED, REALTIME_HEARTBEAT_MS, REALTIME_PATH, type RealtimeServerMessage } from '@taxapp/contracts/api/forms';
import type { RealtimeConnection } from './formClient';

export function connectRealtime(handlers: {
  onMessage: (message: RealtimeServerMessage) => void;
  /** The socket is ready (first time or after a drop): read the form again to catch what was not pushed. */
  onReconnected: () => void;
  onNotAuthenticated?: () => void;
}): RealtimeConnection {
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;
  let closed = false;

  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;

  const open = () => {
    socket = new WebSocket(url);
    socket.onmessage = (event) => {
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        attempts = 0;
        // The first time too: a save made between the form's open and this socket's ready was never pushed.
        handlers.onReconnected();
      }
      handlers.onMessage(message);
    };
    socket.onopen = () => {
      heartbeat = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'ping' })), REALTIME_HEARTBEAT_MS);
    };
    socket.onclose = (event) => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      if (closed) return;
      if (event.code === REALTIME_CLOSE_NOT_AUTHENTICATED) {
        handlers.onNotAuthenticated?.();
        return;
      }
      attempts += 1;
      retryTimer = setTimeout(open, Math.min(1000 * 2 ** (attempts - 1), 10_000));
    };
  };
  open();

  return {
    close: () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      socket?.close();
    },
  };
}
