// The AI provider of ARCHITECTURE 'AI parts', read the same way by every service that has an AI path.

/** `local` (the default) needs no network; `openai` uses an OpenAI-compatible API. */
export type AiProvider = 'local' | 'openai';

export function aiProviderFromEnv(env: NodeJS.ProcessEnv): AiProvider {
  const provider = (env.AI_PROVIDER ?? 'local').trim().toLowerCase();
  if (provider === '' || provider === 'local') return 'local';
  if (provider === 'openai') return 'openai';
  throw new Error(`AI_PROVIDER must be 'local' or 'openai', not '${env.AI_PROVIDER}'`);
}

export interface OpenAiSettings {
  apiKey?: string;
  baseURL?: string;
  model: string;
}

/** OPENAI_API_KEY, OPENAI_BASE_URL (any OpenAI-compatible server), OPENAI_MODEL. */
export function openAiSettingsFromEnv(env: NodeJS.ProcessEnv): OpenAiSettings {
  return { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined, model: env.OPENAI_MODEL || 'gpt-4o-mini' };
}
