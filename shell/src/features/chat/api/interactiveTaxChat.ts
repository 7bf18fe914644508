// POST /api/functions/interactive-tax-chat: the chat widget's questions to the Tax Coach (contracts/src/api/coach.ts).
import { coachApi, type InteractiveTaxChatRequest, type InteractiveTaxChatResponse } from '@taxapp/contracts/api/coach';
import { callEndpoint } from '@taxapp/ui/http';

export function interactiveTaxChat(request: InteractiveTaxChatRequest): Promise<InteractiveTaxChatResponse> {
  return callEndpoint(coachApi.interactiveTaxChat, request);
}
