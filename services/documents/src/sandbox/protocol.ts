// Messages between the documents service and a sandbox process (node IPC, 'advanced' serialization so
// bytes travel as a Uint8Array, not as JSON).
import type { SandboxReaderName } from './readers';

export interface SandboxJob {
  id: number;
  reader: SandboxReaderName;
  bytes: Uint8Array;
  mimeType: string;
}

export type SandboxAnswer =
  | { type: 'ready' }
  | { type: 'result'; id: number; value: unknown }
  /** The document itself is refused (a 4xx): `message` in the user's words, `reason` for the audit log. */
  | { type: 'rejected'; id: number; message: string; reason: string }
  /** The reader failed on this document (e.g. pdfjs could not parse it). */
  | { type: 'failed'; id: number; message: string };
