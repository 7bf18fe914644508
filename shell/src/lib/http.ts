// JSON over the one origin (the gateway), from @taxapp/ui/http. The shell's requests that never reach the
// server fail as an ApiError with words the UI can show, like every error answer `{ error }` does.
import { requestJson as request } from '@taxapp/ui/http';

export { ApiError } from '@taxapp/ui/http';

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

export function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  return request<T>(method, path, body, { unreachableMessage: UNREACHABLE });
}
