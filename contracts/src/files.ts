// File checks for uploads (spec 1 §5, spec 2 §5), usable in the browser and in Node: they take the file's
// name, declared MIME type, size and first bytes, never a DOM File. The documents service runs the same
// checks on what it receives (ARCHITECTURE decision 8).

/** 1 MB = 1,048,576 bytes: the limits and the 'X MB' in messages use binary megabytes. */
export const BYTES_PER_MB = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * BYTES_PER_MB;
export const LARGE_FILE_WARNING_BYTES = 5 * BYTES_PER_MB;

/** Types the general file check allows (spec 1 §9: jpeg, png, gif, pdf). */
export const ALLOWED_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

/** The `accept` attribute of the upload inputs that take the general types. */
export const ALLOWED_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif';

/** Magic numbers each allowed type's content starts with. */
export const FILE_SIGNATURES: Record<AllowedFileType, readonly (readonly number[])[]> = {
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
  ],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
};
/** How many leading bytes the check needs (the longest signature). */
export const FILE_SIGNATURE_BYTES = 8;

export const DANGEROUS_EXTENSIONS = ['exe', 'bat', 'cmd', 'scr', 'vbs', 'js'] as const;

export const FILE_CHECK_MESSAGES = {
  noFile: 'No file provided',
  couldNotRead: 'Could not read file',
  signatureMismatch: 'File signature does not match declared type',
  /** Toast titles (spec 2 §5). */
  errorTitle: 'File Validation Error',
  warningTitle: 'File Warning',
} as const;

/** 'File type {type} not allowed. Allowed types: image/jpeg, image/png, image/gif, application/pdf' */
export function fileTypeNotAllowedMessage(type: string): string {
  return `File type ${type || 'unknown'} not allowed. Allowed types: ${ALLOWED_FILE_TYPES.join(', ')}`;
}

/**
 * 'File size X MB exceeds maximum limit of 10MB'. Our reading of X: the size in binary megabytes with
 * 2 decimals (10.5 MB file -> '10.50').
 */
export function fileTooLargeMessage(sizeBytes: number): string {
  return `File size ${(sizeBytes / BYTES_PER_MB).toFixed(2)} MB exceeds maximum limit of 10MB`;
}

// The spec names the warnings but not their words; these are ours.
export function dangerousExtensionWarning(extension: string): string {
  return `File name ends in .${extension}, which is an executable or script type. Make sure this is the document you meant to upload.`;
}
export function largeFileWarning(sizeBytes: number): string {
  return `Large file (${(sizeBytes / BYTES_PER_MB).toFixed(2)} MB): uploading and processing may take longer.`;
}

export interface FileToCheck {
  name: string;
  /** The declared MIME type (File.type, or the upload's Content-Type). */
  type: string;
  size: number;
  /**
   * The file's first bytes (at least FILE_SIGNATURE_BYTES when the file has them); null or undefined when
   * they could not be read.
   */
  head: Uint8Array | null | undefined;
}

export type FileCheckResult = { valid: true; warnings: string[] } | { valid: false; error: string; warnings: string[] };

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** Whether the first bytes match the declared type's signature. */
export function matchesSignature(type: AllowedFileType, head: Uint8Array): boolean {
  return FILE_SIGNATURES[type].some((signature) => startsWith(head, signature));
}

/** The allowed type whose signature the bytes carry, or null. */
export function detectFileType(head: Uint8Array): AllowedFileType | null {
  return ALLOWED_FILE_TYPES.find((type) => matchesSignature(type, head)) ?? null;
}

/** Non-blocking warnings: a dangerous extension, a size over 5 MB. */
export function fileWarnings(file: Pick<FileToCheck, 'name' | 'size'>): string[] {
  const warnings: string[] = [];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  if (extension && (DANGEROUS_EXTENSIONS as readonly string[]).includes(extension)) warnings.push(dangerousExtensionWarning(extension));
  if (file.size > LARGE_FILE_WARNING_BYTES) warnings.push(largeFileWarning(file.size));
  return warnings;
}

/**
 * The general file check (spec 1 §5, spec 2 §5), in order: a file is given; its declared type is allowed;
 * it is at most 10 MB; its first bytes could be read; they match the declared type. Warnings come along
 * either way and never block.
 */
export function checkFile(file: FileToCheck | null | undefined): FileCheckResult {
  if (!file) return { valid: false, error: FILE_CHECK_MESSAGES.noFile, warnings: [] };
  const warnings = fileWarnings(file);
  const type = file.type.trim().toLowerCase();
  if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(type)) return { valid: false, error: fileTypeNotAllowedMessage(file.type), warnings };
  if (file.size > MAX_UPLOAD_BYTES) return { valid: false, error: fileTooLargeMessage(file.size), warnings };
  if (!file.head || file.head.length === 0) return { valid: false, error: FILE_CHECK_MESSAGES.couldNotRead, warnings };
  if (!matchesSignature(type as AllowedFileType, file.head)) return { valid: false, error: FILE_CHECK_MESSAGES.signatureMismatch, warnings };
  return { valid: true, warnings };
}

export const UPLOAD_CHECK_MESSAGES = {
  invalidType: 'Invalid file type. Please upload a PDF or image file.',
  tooLarge: 'File size too large. Maximum size is 10MB.',
} as const;

/** The simpler upload check (last-year form, W-2): PDF or any image, at most 10 MB. */
export function checkUpload(file: { type: string; size: number }): { valid: true } | { valid: false; error: string } {
  const type = file.type.trim().toLowerCase();
  if (type !== 'application/pdf' && !type.startsWith('image/')) return { valid: false, error: UPLOAD_CHECK_MESSAGES.invalidType };
  if (file.size > MAX_UPLOAD_BYTES) return { valid: false, error: UPLOAD_CHECK_MESSAGES.tooLarge };
  return { valid: true };
}
