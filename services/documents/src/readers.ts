// Which reader answers: AI_PROVIDER=local (default, no network) or openai.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { readLastYearFormLocally } from './extract/local';
import { createOpenAiLastYearReader, openAiSettingsFromEnv } from './extract/openai';

export type LastYearReader = (bytes: Uint8Array, mimeType: string) => Promise<LastYearExtraction>;

export type AiProvider = 'local' | 'openai';

export function aiProviderFromEnv(env: NodeJS.ProcessEnv): AiProvider {
  const provider = (env.AI_PROVIDER ?? 'local').trim().toLowerCase();
  if (provider === '' || provider === 'local') return 'local';
  if (provider === 'openai') return 'openai';
  throw new Error(`AI_PROVIDER must be 'local' or 'openai', not '${env.AI_PROVIDER}'`);
}

export function lastYearReaderFromEnv(env: NodeJS.ProcessEnv): LastYearReader {
  return aiProviderFromEnv(env) === 'openai' ? createOpenAiLastYearReader(openAiSettingsFromEnv(env)) : readLastYearFormLocally;
}
