// The general file check on what the documents service receives (spec 1 §5).
import { describe, expect, it } from 'vitest';
import { checkUpload, decodeBase64 } from './upload';

const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('the upload check', () => {
  it('accepts a PDF whose first bytes say %PDF- and keeps only its hash', () => {
    const result = checkUpload({ fileContent: b64(PDF_HEAD), fileName: 'return.pdf', fileType: 'application/pdf' });
    expect(result.valid).toBe(true);
    if (result.valid) {
      expect(result.sizeBytes).toBe(PDF_HEAD.length);
      expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(result.warnings).toEqual([]);
    }
  });

  it('rejects a file whose first bytes do not match the declared type', () => {
    expect(checkUpload({ fileContent: b64(PNG_HEAD), fileName: 'return.pdf', fileType: 'application/pdf' })).toMatchObject({
      valid: false,
      error: 'File signature does not match declared type',
    });
    expect(checkUpload({ fileContent: b64(PDF_HEAD), fileName: 'scan.png', fileType: 'image/png' })).toMatchObject({
      valid: false,
      error: 'File signature does not match declared type',
    });
  });

  it('rejects a file over 10 MB with its size in the message', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 512 * 1024);
    big.set(PDF_HEAD);
    expect(checkUpload({ fileContent: b64(big), fileName: 'big.pdf', fileType: 'application/pdf' })).toMatchObject({
      valid: false,
      error: 'File size 10.50 MB exceeds maximum limit of 10MB',
    });
  });

  it('accepts exactly 10 MB, warning that it is large', () => {
    const tenMb = new Uint8Array(10 * 1024 * 1024);
    tenMb.set(PDF_HEAD);
    const result = checkUpload({ fileContent: b64(tenMb), fileName: 'big.pdf', fileType: 'application/pdf' });
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual(['Large file (10.00 MB): uploading and processing may take longer.']);
  });

  it('rejects a type outside jpeg, png, gif and pdf', () => {
    expect(checkUpload({ fileContent: b64(Buffer.from('hello')), fileName: 'notes.txt', fileType: 'text/plain' })).toMatchObject({
      valid: false,
      error: 'File type text/plain not allowed. Allowed types: image/jpeg, image/png, image/gif, application/pdf',
    });
  });

  it('says so when there is no file, or its content cannot be read', () => {
    expect(checkUpload({ fileContent: '', fileName: 'a.pdf', fileType: 'application/pdf' })).toMatchObject({ valid: false, error: 'No file provided' });
    expect(checkUpload({ fileContent: '%%%not base64%%%', fileName: 'a.pdf', fileType: 'application/pdf' })).toMatchObject({
      valid: false,
      error: 'Could not read file',
    });
  });

  it('warns, without blocking, about a name ending in an executable extension', () => {
    const result = checkUpload({ fileContent: b64(PDF_HEAD), fileName: 'return.pdf.exe', fileType: 'application/pdf' });
    expect(result.valid).toBe(true);
    expect(result.warnings[0]).toMatch(/\.exe/);
  });

  it('refuses a name with a path separator or a control character (NUL among them)', () => {
    for (const fileName of ['../../etc/passwd.pdf', 'C:\\temp\\return.pdf', 'return\u0000.pdf', 'ret\nurn.pdf']) {
      expect(checkUpload({ fileContent: b64(PDF_HEAD), fileName, fileType: 'application/pdf' })).toMatchObject({
        valid: false,
        error: 'File name must not contain path separators or control characters',
      });
    }
  });

  it('decodes a data URL as well as bare base64', () => {
    expect(Array.from(decodeBase64(`data:application/pdf;base64,${b64(PDF_HEAD)}`)!)).toEqual(Array.from(PDF_HEAD));
  });
});
