// JSON over the one origin (the gateway). Every error answer is `{ error: '<message>' }` (TEAM-BRIEF),
// which becomes the message of an ApiError so the UI can show the server's words.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** When given, a request that never reaches the server fails as ApiError(0, this message) instead of fetch's own error. */
  unreachableMessage?: string;
}

export async function requestJson<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const { signal, unreachableMessage } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (unreachableMessage === undefined) throw error;
    throw new ApiError(0, unreachableMessage, null);
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
  return parsed as T;
}
