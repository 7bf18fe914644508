// Which reader answers: AI_PROVIDER=local (default, no network) or openai. Both read the document in the
// sandbox (src/sandbox/): the local one entirely, the openai one to turn a PDF into text or an image.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { aiProviderFromEnv, openAiSettingsFromEnv } from '@taxapp/platform';
import { createOpenAiLastYearReader } from './extract/openai';
import { createOpenAi1099Reader, createOpenAiW2Reader, type FormModelSettings } from './extract/openaiForms';
import type { Form1099Reader } from './routes/analyze1099';
import type { W2Reader } from './routes/analyzeW2';
import type { Sandbox } from './sandbox/sandbox';

export type LastYearReader = (bytes: Uint8Array, mimeType: string) => Promise<LastYearExtraction>;

export function localLastYearReader(sandbox: Pick<Sandbox, 'run'>): LastYearReader {
  return (bytes, mimeType) => sandbox.run('last-year-1040', bytes, mimeType);
}

export function lastYearReaderFromEnv(env: NodeJS.ProcessEnv, sandbox: Sandbox): LastYearReader {
  return aiProviderFromEnv(env) === 'openai' ? createOpenAiLastYearReader(openAiSettingsFromEnv(env), sandbox) : localLastYearReader(sandbox);
}

/** The W-2 reader: local, in the sandbox. */
export function localW2Reader(sandbox: Pick<Sandbox, 'run'>): W2Reader {
  return (bytes, mimeType) => sandbox.run('w2', bytes, mimeType);
}

/** The 1099 reader: local, in the sandbox, one reader per kind. */
export function local1099Reader(sandbox: Pick<Sandbox, 'run'>): Form1099Reader {
  return async (bytes, mimeType, kind) => ({ extraction: await sandbox.run(kind, bytes, mimeType), notices: [] });
}

/** OPENAI_SEND_DOCUMENT_IMAGE=true sends the image with the text; by default only the text leaves the machine. */
function formModelSettingsFromEnv(env: NodeJS.ProcessEnv): FormModelSettings {
  return { ...openAiSettingsFromEnv(env), sendImage: env.OPENAI_SEND_DOCUMENT_IMAGE === 'true' };
}

/** AI_PROVIDER=openai: the local reading merged with the model's (src/extract/openaiForms.ts); else local. */
export function w2ReaderFromEnv(env: NodeJS.ProcessEnv, sandbox: Sandbox): W2Reader {
  return aiProviderFromEnv(env) === 'openai' ? createOpenAiW2Reader(formModelSettingsFromEnv(env), sandbox) : localW2Reader(sandbox);
}

export function form1099ReaderFromEnv(env: NodeJS.ProcessEnv, sandbox: Sandbox): Form1099Reader {
  if (aiProviderFromEnv(env) !== 'openai') return local1099Reader(sandbox);
  return createOpenAi1099Reader(formModelSettingsFromEnv(env), sandbox);
}
