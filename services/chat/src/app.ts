// The chat service: the field coach's insights and the interactive Tax Coach.
import { randomBytes } from 'node:crypto';
import { createApp, type Sessions } from '@taxapp/platform';
import { interactiveTaxChatRouter } from './routes/interactiveTaxChat';
import { taxInsightsRouter } from './routes/taxInsights';
import type { Rephraser } from './rephrase';
import type { CoachWording } from './coach/wording';

export interface ChatDeps {
  sessions: Sessions;
  /** null with AI_PROVIDER=local: the knowledge base's own words. */
  rephrase: Rephraser | null;
  /** Signs the Tax Coach's chat state. Without it, a key of this process (a restart ends the chats under way). */
  coachSecret?: string;
  /** null or absent with AI_PROVIDER=local: the local coach's own words. */
  coachWording?: CoachWording | null;
}

export function createChatApp(deps: ChatDeps) {
  const coachSecret = deps.coachSecret ?? randomBytes(32).toString('base64url');
  return createApp({ sessions: deps.sessions, routers: [taxInsightsRouter(deps), interactiveTaxChatRouter({ coachSecret, wording: deps.coachWording ?? null })] });
}
