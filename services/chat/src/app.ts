// The chat service: the field coach's insights (and, in its own issue, the interactive Tax Coach).
import { createApp, type Sessions } from '@taxapp/platform';
import { taxInsightsRouter } from './routes/taxInsights';
import type { Rephraser } from './rephrase';

export interface ChatDeps {
  sessions: Sessions;
  /** null with AI_PROVIDER=local: the knowledge base's own words. */
  rephrase: Rephraser | null;
}

export function createChatApp(deps: ChatDeps) {
  return createApp({ sessions: deps.sessions, routers: [taxInsightsRouter(deps)] });
}
