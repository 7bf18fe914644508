// The upload check every analyze-* function runs first (spec 1 §5, the general file check from contracts):
// the base64 content is decoded, then the declared type, the 10 MB limit and the first bytes are checked.
// Warnings never block. What passes is hashed: the SHA-256 is all that is kept of the file.
import { createHash } from 'node:crypto';
import { checkFile, FILE_CHECK_MESSAGES } from '@taxapp/contracts/files';

export type CheckedUpload =
  | { valid: true; bytes: Uint8Array; sizeBytes: number; sha256: string; warnings: string[] }
  | { valid: false; error: string; sizeBytes: number | null; warnings: string[] };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strips an optional `data:...;base64,` prefix and whitespace; null when the text is not base64. */
export function decodeBase64(content: string): Uint8Array | null {
  const text = content.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (text.length % 4 === 1 || !BASE64.test(text)) return null;
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * A browser's File.name is a bare name: a path separator or a control character (NUL among them, which
 * PostgreSQL text cannot even store) means a crafted request. The name is stored and shown back, so refuse it.
 */
export const FILE_NAME_MESSAGE = 'File name must not contain path separators or control characters';
const unsafeName = (name: string) => [...name].some((character) => character === '/' || character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

export function checkUpload(upload: { fileContent: string; fileName: string; fileType: string }): CheckedUpload {
  if (unsafeName(upload.fileName)) return { valid: false, error: FILE_NAME_MESSAGE, sizeBytes: null, warnings: [] };
  if (!upload.fileContent) return { valid: false, error: FILE_CHECK_MESSAGES.noFile, sizeBytes: null, warnings: [] };
  const bytes = decodeBase64(upload.fileContent);
  const result = checkFile({ name: upload.fileName, type: upload.fileType, size: bytes?.length ?? 0, head: bytes?.subarray(0, 16) ?? null });
  if (!result.valid) return { valid: false, error: result.error, sizeBytes: bytes?.length ?? null, warnings: result.warnings };
  const present = bytes!;
  return {
    valid: true,
    bytes: present,
    sizeBytes: present.length,
    sha256: createHash('sha256').update(present).digest('hex'),
    warnings: result.warnings,
  };
}
