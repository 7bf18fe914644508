// A browser tab without the browser: plain fetch to the gateway's origin with the session cookie it was given,
// each request timed and recorded under its route, every failure under its kind.
export interface Sample {
  /** ms since the run started, when the request was sent. */
  at: number;
  route: string;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** For an error: what kind ('503', 'network: ECONNREFUSED', 'timeout' ...). */
  kind?: string;
}

export class Recorder {
  readonly samples: Sample[] = [];
  constructor(readonly startedAt: number) {}
  now(): number {
    return performance.now() - this.startedAt;
  }
}

export interface Answer {
  status: number;
  body: any;
  /** The Retry-After header, ms, when there is one. */
  retryAfterMs?: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Why fetch threw: the socket error's code when there is one. */
function networkKind(error: unknown): string {
  if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') return 'no answer in 30 s';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `network: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
}

export class Tab {
  cookie = '';
  constructor(
    readonly origin: string,
    private readonly recorder: Recorder,
  ) {}

  /** One request; never throws: no answer is status 0. `route` names it in the figures. */
  async call(route: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const at = this.recorder.now();
    const started = performance.now();
    try {
      const response = await fetch(`${this.origin}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
          origin: this.origin,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const sid = response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('taxapp.sid='));
      if (sid) this.cookie = sid;
      let json: any = text;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: kept as text */
      }
      // 409 on a save is the version check doing its work (counted apart), not an error.
      const failed = response.status >= 400 && !(response.status === 409 && route === 'PATCH form');
      this.recorder.samples.push({ at, route, ms, status: response.status, kind: failed ? `${response.status} ${errorText(json)}` : undefined });
      const retryAfter = Number(response.headers.get('retry-after'));
      return { status: response.status, body: json, retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : undefined };
    } catch (error) {
      this.recorder.samples.push({ at, route, ms: performance.now() - started, status: 0, kind: networkKind(error) });
      return { status: 0, body: undefined };
    }
  }
}

function errorText(body: any): string {
  const text = typeof body === 'object' && body && typeof body.error === 'string' ? body.error : typeof body === 'string' ? body : '';
  return text.slice(0, 80);
}

/** Answers worth sending again, as the shell does: no answer, the gateway's 502/504, a 503 (database outage, busy). */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
