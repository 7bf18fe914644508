import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, checkFile, checkUpload, detectFileType, fileWarnings } from './files';

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const GIF = new TextEncoder().encode('GIF89a..');
const MB = 1024 * 1024;

describe('general file check (spec 1 §5, spec 2 §5)', () => {
  it('accepts jpeg, png, gif and pdf whose bytes match', () => {
    expect(checkFile({ name: 'w2.pdf', type: 'application/pdf', size: 2000, head: PDF })).toEqual({ valid: true, warnings: [] });
    expect(checkFile({ name: 'w2.png', type: 'image/png', size: 2000, head: PNG }).valid).toBe(true);
    expect(checkFile({ name: 'w2.jpg', type: 'image/jpeg', size: 2000, head: JPEG }).valid).toBe(true);
    expect(checkFile({ name: 'w2.gif', type: 'image/gif', size: 2000, head: GIF }).valid).toBe(true);
  });

  it('needs a file', () => {
    expect(checkFile(null)).toEqual({ valid: false, error: 'No file provided', warnings: [] });
  });

  it('rejects other types, naming them and the allowed ones', () => {
    expect(checkFile({ name: 'a.webp', type: 'image/webp', size: 10, head: PNG })).toMatchObject({
      valid: false,
      error: 'File type image/webp not allowed. Allowed types: image/jpeg, image/png, image/gif, application/pdf',
    });
  });

  it('rejects files over 10MB with the size in MB to 2 decimals', () => {
    expect(checkFile({ name: 'big.pdf', type: 'application/pdf', size: 10.5 * MB, head: PDF })).toMatchObject({
      valid: false,
      error: 'File size 10.50 MB exceeds maximum limit of 10MB',
    });
    expect(checkFile({ name: 'edge.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES, head: PDF }).valid).toBe(true);
  });

  it('reports a file that could not be read', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10, head: null })).toMatchObject({ valid: false, error: 'Could not read file' });
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10, head: bytes() })).toMatchObject({ valid: false, error: 'Could not read file' });
  });

  it('rejects bytes that do not match the declared type', () => {
    expect(checkFile({ name: 'fake.pdf', type: 'application/pdf', size: 10, head: PNG })).toMatchObject({
      valid: false,
      error: 'File signature does not match declared type',
    });
    expect(checkFile({ name: 'x.png', type: 'image/png', size: 10, head: bytes(0x89, 0x50) })).toMatchObject({ error: 'File signature does not match declared type' });
  });

  it('warns, without blocking, on dangerous extensions and sizes over 5 MB', () => {
    for (const extension of ['exe', 'bat', 'cmd', 'scr', 'vbs', 'js', 'EXE']) {
      expect(fileWarnings({ name: `w2.${extension}`, size: 1 })).toHaveLength(1);
    }
    expect(fileWarnings({ name: 'w2.json', size: 1 })).toEqual([]);
    expect(fileWarnings({ name: 'w2.pdf', size: 5 * MB })).toEqual([]);
    const result = checkFile({ name: 'scan.pdf', type: 'application/pdf', size: 6 * MB, head: PDF });
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual(['Large file (6.00 MB): uploading and processing may take longer.']);
  });

  it('detects the type from the bytes', () => {
    expect(detectFileType(PDF)).toBe('application/pdf');
    expect(detectFileType(GIF)).toBe('image/gif');
    expect(detectFileType(bytes(1, 2, 3))).toBeNull();
  });
});

describe('simple upload check (spec 1 §5, spec 2 §5)', () => {
  it('accepts a PDF or any image up to 10MB', () => {
    expect(checkUpload({ type: 'application/pdf', size: 100 })).toEqual({ valid: true });
    expect(checkUpload({ type: 'image/heic', size: 100 })).toEqual({ valid: true });
    expect(checkUpload({ type: 'text/plain', size: 100 })).toEqual({ valid: false, error: 'Invalid file type. Please upload a PDF or image file.' });
    expect(checkUpload({ type: 'image/png', size: 10 * MB + 1 })).toEqual({ valid: false, error: 'File size too large. Maximum size is 10MB.' });
  });
});
