// The shell's calls over the one origin (the gateway), through @taxapp/ui/http's callEndpoint: typed and checked
// by the endpoint contracts. A request that never reaches the server fails as an ApiError with words the UI can
// show, like every error answer `{ error }` does.
import type { Endpoint, RequestOf, ResponseOf } from '@taxapp/contracts/api/endpoint';
import { callEndpoint as call, type CallOptionsArgument } from '@taxapp/ui/http';

export { ApiError } from '@taxapp/ui/http';

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

export function callEndpoint<E extends Endpoint>(endpoint: E, request: RequestOf<E>, ...[options]: CallOptionsArgument<E>): Promise<ResponseOf<E>> {
  return call(endpoint, request, ...([{ unreachableMessage: UNREACHABLE, ...options }] as CallOptionsArgument<E>));
}
