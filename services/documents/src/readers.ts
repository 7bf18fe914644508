// Which reader answers: AI_PROVIDER=local (default, no network) or openai.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { readLastYearFormLocally } from './extract/local';
import { aiProviderFromEnv, openAiSettingsFromEnv } from '@taxapp/platform';
import { createOpenAiLastYearReader } from './extract/openai';

export type LastYearReader = (bytes: Uint8Array, mimeType: string) => Promise<LastYearExtraction>;


export function lastYearReaderFromEnv(env: NodeJS.ProcessEnv): LastYearReader {
  return aiProviderFromEnv(env) === 'openai' ? createOpenAiLastYearReader(openAiSettingsFromEnv(env)) : readLastYearFormLocally;
}
