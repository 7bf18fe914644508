// POST /api/functions/interactive-tax-chat: the Tax Coach's start and each answer (contracts/src/api/coach.ts).
import { coachApi, type InteractiveTaxChatRequest, type InteractiveTaxChatResponse } from '@taxapp/contracts/api/coach';
import { callEndpoint } from '@taxapp/ui/http';

export function interactiveTaxChat(request: InteractiveTaxChatRequest): Promise<InteractiveTaxChatResponse> {
  return callEndpoint(coachApi.interactiveTaxChat, request);
}
