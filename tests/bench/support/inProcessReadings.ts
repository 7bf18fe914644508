// A reading in the bench's own process with the sandbox's readers (no child process, so the CPU time measured is this
// process's: the main thread and the OCR workers' threads), flattened as the expected fields are written.
import { SANDBOX_READERS, type SandboxReaderName } from '../../../services/documents/src/sandbox/readers';
import { asScored } from './readings';

export async function readInProcess(kind: string, bytes: Uint8Array, mime: string): Promise<Record<string, unknown>> {
  const reader = SANDBOX_READERS[(kind === 'last-year' ? 'last-year-1040' : kind) as SandboxReaderName] as (bytes: Uint8Array, mime: string) => Promise<unknown>;
  return asScored(kind, (await reader(bytes, mime)) as Record<string, unknown>);
}
