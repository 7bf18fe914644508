// The documents table: only the file's SHA-256, type, size and extracted fields (never the file itself).
import type { Db } from '@taxapp/platform';
import type { StoredDocument } from '@taxapp/contracts/documents';

export interface NewDocument {
  userId: string;
  documentType: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  extractedData: unknown;
  status: 'complete' | 'error';
  errorDetails?: string | null;
}

interface DocumentRow {
  id: string;
  document_type: string;
  file_name: string;
  mime_type: string;
  size_bytes: number | string;
  sha256: string;
  extracted_data: Record<string, unknown> | null;
  created_at: Date | string;
}

function toStored(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    documentType: row.document_type,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    extractedData: row.extracted_data ?? {},
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function insertDocument(db: Db, document: NewDocument): Promise<StoredDocument> {
  const [row] = await db('documents')
    .insert({
      user_id: document.userId,
      document_type: document.documentType,
      file_name: document.fileName,
      mime_type: document.mimeType,
      size_bytes: document.sizeBytes,
      sha256: document.sha256,
      extracted_data: JSON.stringify(document.extractedData ?? {}),
      status: document.status,
      error_details: document.errorDetails ?? null,
    })
    .returning(['id', 'document_type', 'file_name', 'mime_type', 'size_bytes', 'sha256', 'extracted_data', 'created_at']);
  return toStored(row as DocumentRow);
}

/** The user's own document of that type, or null: another user's id finds nothing. */
export async function findDocument(db: Db, userId: string, id: string, documentType: string): Promise<StoredDocument | null> {
  const row = await db('documents').where({ id, user_id: userId, document_type: documentType }).first();
  return row ? toStored(row as DocumentRow) : null;
}

export async function deleteDocument(db: Db, userId: string, id: string): Promise<boolean> {
  return (await db('documents').where({ id, user_id: userId }).delete()) > 0;
}
