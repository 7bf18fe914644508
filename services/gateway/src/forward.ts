// Forwards one HTTP request to a service and streams the answer back, without reading either body.
// (WebSocket upgrades still go through http-proxy in app.ts.)
//
// Keep-alive connections to the services are reused. A reused connection can still be closed by the service
// just as a request is written on it (the request then fails with ECONNRESET before any answer): two things
// keep that from reaching the user as a 502.
// 1. The agent closes a connection after GATEWAY_IDLE_SOCKET_MS idle, well before the services do
//    (@taxapp/platform's SERVICE_KEEP_ALIVE_TIMEOUT_MS, 65 s; Node's agent also honours a shorter
//    `Keep-Alive: timeout=` hint a service sends), so the gateway is the side that closes idle connections.
// 2. A request with an idempotent method and no body that failed that way on a reused connection is sent once
//    more on a new connection (RFC 9110 §9.2.2; what browsers do). Others (POST, PATCH) are never replayed:
//    the service may have acted on them.
import http from 'node:http';

/** How long an idle connection to a service stays in the pool (below every service's keep-alive timeout). */
export const GATEWAY_IDLE_SOCKET_MS = 30_000;
/** A service that sends nothing for this long is given up on (502). */
export const GATEWAY_PROXY_TIMEOUT_MS = 60_000;

export function createServiceAgent(idleSocketMs = GATEWAY_IDLE_SOCKET_MS): http.Agent {
  // `timeout` is what bounds an idle pooled socket (without it Node keeps one forever and ignores the
  // service's Keep-Alive hint); a request in flight uses GATEWAY_PROXY_TIMEOUT_MS instead.
  return new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000, timeout: idleSocketMs, scheduling: 'lifo' });
}

// RFC 9110 §7.6.1 connection-specific fields: not forwarded in either direction.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const connection = headers.connection;
  const named = connection ? new Set(connection.toLowerCase().split(',').map((name) => name.trim())) : undefined;
  const out: http.OutgoingHttpHeaders = {};
  for (const name in headers) {
    if (HOP_BY_HOP.has(name) || named?.has(name)) continue;
    out[name] = headers[name];
  }
  return out;
}

function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export interface ForwardOptions {
  agent: http.Agent;
  /** Called when the service could not be reached or failed before answering (the answer is then 502). */
  onError(error: NodeJS.ErrnoException, req: http.IncomingMessage, res: http.ServerResponse): void;
}

/** Sends `req` to `target` (an http://host:port origin) with its path unchanged and pipes the answer to `res`. */
export function forward(req: http.IncomingMessage, res: http.ServerResponse, target: URL, options: ForwardOptions): void {
  const headers = withGatewayForwarding(req, endToEnd(req.headers));
  const bodyless = !hasBody(req);
  send(req, res, target, headers, { bodyless, replayable: bodyless && IDEMPOTENT.has(req.method ?? '') }, options);
}

/** What a client may claim about where a request came from; the gateway is the edge and says it itself. */
export const CLIENT_FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-real-ip', 'x-client-ip'] as const;

/**
 * The forwarding headers the services read (they trust them from loopback only), set by the gateway from the
 * connection: a client's own X-Forwarded-For / X-Forwarded-Host are dropped, never appended to, so a client
 * cannot choose the address the sign-in limit counts or the host the origin check compares.
 */
export function withGatewayForwarding(req: http.IncomingMessage, headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  for (const name of CLIENT_FORWARDING_HEADERS) delete headers[name];
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-port'] = req.headers.host?.match(/:(\d+)$/)?.[1] ?? (encrypted ? '443' : '80');
  headers['x-forwarded-proto'] = encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: URL,
  headers: http.OutgoingHttpHeaders,
  how: { bodyless: boolean; replayable: boolean },
  options: ForwardOptions,
): void {
  const proxyReq = http.request({
    host: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers,
    agent: options.agent,
  });
  proxyReq.setTimeout(GATEWAY_PROXY_TIMEOUT_MS, () => proxyReq.destroy(Object.assign(new Error('the service did not answer in time'), { code: 'ETIMEDOUT' })));

  let answered = false;
  const onClientGone = () => {
    if (!res.writableFinished) proxyReq.destroy();
  };
  res.once('close', onClientGone);

  proxyReq.once('response', (proxyRes) => {
    answered = true;
    if (res.destroyed) {
      proxyRes.resume();
      return;
    }
    res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, endToEnd(proxyRes.headers));
    proxyRes.pipe(res);
    proxyRes.once('error', () => res.destroy());
    proxyRes.once('aborted', () => res.destroy());
  });

  proxyReq.once('error', (error: NodeJS.ErrnoException) => {
    if (answered || res.destroyed) {
      res.destroy();
      return;
    }
    // The pooled connection had been closed by the service: send it once more on a new connection.
    if (how.replayable && proxyReq.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
      res.off('close', onClientGone);
      send(req, res, target, headers, { bodyless: true, replayable: false }, options);
      return;
    }
    options.onError(error, req, res);
  });

  if (how.bodyless) {
    // No body: nothing to stream (and nothing consumed, so a replay sends the same request).
    proxyReq.end();
    req.resume();
  } else {
    req.pipe(proxyReq);
  }
}
