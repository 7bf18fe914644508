// JSON over the one origin (the gateway). Every call names its endpoint contract (contracts/src/api):
// `callEndpoint(formsApi.patch, body)` checks the request with the contract's schema before sending and the
// answer after, so a screen holds only what the contract promises. Every error answer is `{ error: '<message>' }`
// (TEAM-BRIEF), which becomes the message of an ApiError so the UI can show the server's words.
import { checkWith, COMMON_ERRORS, pathWith, zodMessage, type Endpoint, type PathParamsOf, type RequestOf, type ResponseOf } from '@taxapp/contracts/api/endpoint';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** When given, a request that never reaches the server fails as ApiError(0, this message) instead of fetch's own error. */
  unreachableMessage?: string;
  /** fetch's keepalive: the request outlives the page (a batch flushed as the tab closes). */
  keepalive?: boolean;
}

/** The options of one call; `params` fills the path's `:name` segments and is required exactly when the path has some. */
export type CallOptions<E> = RequestOptions & ([PathParamsOf<E>] extends [never] ? { params?: undefined } : { params: Record<PathParamsOf<E>, string> });
export type CallOptionsArgument<E> = [PathParamsOf<E>] extends [never] ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls `endpoint` with `request` (the JSON body; for GET the query) and returns its answer as the contract's
 * response schema reads it. A request the schema refuses is not sent: it fails as ApiError(400) with the
 * schema's message, the words the server would answer. An answer the schema refuses fails as an ApiError
 * with COMMON_ERRORS.internal, the schema's issues as its cause.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, request: RequestOf<E>, ...[options]: CallOptionsArgument<E>): Promise<ResponseOf<E>> {
  const checked = checkWith(endpoint.request, request);
  if (!checked.success) throw new ApiError(400, zodMessage(checked.error), null, { cause: checked.error });
  let path = pathWith(endpoint.path, options?.params);
  let body: unknown = request;
  if (endpoint.method === 'GET') {
    const entries = Object.entries((request ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
    const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
    if (query) path += `?${query}`;
    body = undefined;
  }
  const { answer, status } = await send(endpoint.method, path, body, options);
  const read = checkWith(endpoint.response, answer);
  if (!read.success) throw new ApiError(status, COMMON_ERRORS.internal, answer, { cause: read.error });
  return read.data as ResponseOf<E>;
}

/** The transport: sends JSON, reads JSON (null when empty or not JSON), unchecked; only callEndpoint uses it. */
async function send(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<{ answer: unknown; status: number }> {
  const { signal, unreachableMessage, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal,
      keepalive,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (unreachableMessage === undefined) throw error;
    throw new ApiError(0, unreachableMessage, null, { cause: error });
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string'
        ? (parsed as { error: string }).error
        : response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message, parsed);
  }
  return { answer: parsed, status: response.status };
}
export { readFileAsBase64 } from './files';
