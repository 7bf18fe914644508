// POST /api/functions/analyze-1099 (spec 2 §7): reads a 1099 of the kind asked for (a card id such as
// 1099int or a type such as 1099-int) and answers its boxes; DELETE .../:id removes the stored record when
// the user removes the document. A file that is not that form is refused in the user's words, nothing
// stored. Audit: document_upload_initiated, document_processed (25) or document_processing_error (60),
// document_removed.
import { Router } from 'express';
import { audit, badRequest, describeErrorForLog, enqueueAudit, HttpError, notFound, parseWith, requireUser, userIdOf, type Db } from '@taxapp/platform';
import { dataOperationRiskScore, documentProcessingRiskScore, type AuditAction } from '@taxapp/contracts/audit';
import { analyze1099RequestSchema, FORM_1099_KINDS, form1099KindOf, type Analyze1099Response, type Form1099Extraction, type Form1099Kind } from '@taxapp/contracts/documents';
import { deleteDocument, findDocument, insertDocument } from '../db/documents';
import { ReaderFailed, SandboxFailed } from '../sandbox/sandbox';
import { checkUpload } from '../upload';
import { DocumentRejected } from '../validate';

/** What a 1099 reader answers: the boxes, and what the taxpayer should check (readers that disagreed). */
export interface Form1099Reading {
  extraction: Form1099Extraction;
  notices: string[];
}
export type Form1099Reader = (bytes: Uint8Array, mimeType: string, kind: Form1099Kind) => Promise<Form1099Reading>;

export const FORM_1099_PATH = '/api/functions/analyze-1099';
export const FORM_1099_ERRORS = {
  /** Spec 2 §8 'Income-card upload failure'. */
  failed: 'Error processing document: Please try again or enter the amount manually.',
  unsupported: 'This document type cannot be read. Please enter the amount manually.',
  notFound: 'Document not found',
} as const;

export function analyze1099Router(deps: { db: Db; read1099: Form1099Reader }): Router {
  const router = Router();
  router.use(FORM_1099_PATH, requireUser);

  router.post(FORM_1099_PATH, async (req, res) => {
    const userId = userIdOf(req);
    const body = parseWith(analyze1099RequestSchema, req.body ?? {});
    const kind = form1099KindOf(body.documentType);
    if (!kind) throw badRequest(FORM_1099_ERRORS.unsupported);
    const documentType = kind.toUpperCase();
    const upload = checkUpload(body);
    if (!upload.valid) {
      void audit(deps.db, req, {
        action: 'document_processing_error' satisfies AuditAction,
        resourceType: 'tax_document',
        documentType,
        details: { fileName: JSON.stringify(body.fileName).slice(1, -1), declaredType: body.fileType, reason: upload.error },
        fileSizeBytes: upload.sizeBytes,
        errorDetails: upload.error,
        riskScore: documentProcessingRiskScore(true),
      });
      throw badRequest(upload.error);
    }
    const base = { resourceType: 'tax_document', documentType, documentHash: upload.sha256, fileSizeBytes: upload.sizeBytes };
    void audit(deps.db, req, {
      ...base,
      action: 'document_upload_initiated' satisfies AuditAction,
      details: { fileName: body.fileName, fileType: body.fileType, warnings: upload.warnings },
      complianceFlags: upload.warnings.length ? ['upload_warning'] : [],
      riskScore: dataOperationRiskScore('write'),
    });

    const started = performance.now();
    let extracted: Form1099Extraction;
    let notices: string[];
    try {
      ({ extraction: extracted, notices } = await deps.read1099(upload.bytes, body.fileType, kind));
    } catch (error) {
      const rejected = error instanceof DocumentRejected;
      const sandboxFailed = error instanceof SandboxFailed;
      const message = rejected ? error.reason : error instanceof Error ? error.message : String(error);
      void audit(deps.db, req, {
        ...base,
        action: 'document_processing_error' satisfies AuditAction,
        details: { fileName: body.fileName, result: rejected ? 'rejected' : sandboxFailed ? error.kind : 'error' },
        errorDetails: message,
        processingDurationMs: Math.round(performance.now() - started),
        riskScore: documentProcessingRiskScore(true),
      });
      if (rejected) throw badRequest(error.message);
      if (sandboxFailed) {
        console.error(`analyze-1099: ${error.message}`);
        throw new HttpError(error.kind === 'timeout' ? 504 : error.kind === 'busy' ? 503 : 500, FORM_1099_ERRORS.failed);
      }
      if (!(error instanceof ReaderFailed)) console.error(`analyze-1099 failed: ${describeErrorForLog(error)}`); // kind and frames only: a reader's error can quote the document
      throw new HttpError(422, FORM_1099_ERRORS.failed);
    }
    // The stored document and its audit event are written together or not at all (issue 10).
    const stored = await deps.db.transaction(async (trx) => {
      const document = await insertDocument(trx, {
        userId,
        documentType,
        fileName: body.fileName,
        mimeType: body.fileType,
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
        extractedData: extracted,
        status: 'complete',
      });
      await enqueueAudit(trx, req, {
        ...base,
        action: 'document_processed' satisfies AuditAction,
        resourceId: document.id,
        details: { fileName: body.fileName, result: 'success', fieldsFound: Object.keys(extracted.fieldDetails) },
        processingDurationMs: Math.round(performance.now() - started),
        riskScore: documentProcessingRiskScore(false),
      });
      return document;
    });
    const response = { ...extracted, documentId: stored.id, warnings: [...upload.warnings, ...notices] } as Analyze1099Response;
    res.json(response);
  });

  router.delete(`${FORM_1099_PATH}/:id`, async (req, res) => {
    const userId = userIdOf(req);
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(FORM_1099_ERRORS.notFound);
    let document = null;
    for (const kind of FORM_1099_KINDS) document ??= await findDocument(deps.db, userId, id, kind.toUpperCase());
    if (!document) throw notFound(FORM_1099_ERRORS.notFound);
    // The removal and its audit event are written together or not at all (issue 10).
    await deps.db.transaction(async (trx) => {
      await deleteDocument(trx, userId, id);
      await enqueueAudit(trx, req, {
        action: 'document_removed' satisfies AuditAction,
        resourceType: 'tax_document',
        resourceId: id,
        documentType: document.documentType,
        documentHash: document.sha256,
        fileSizeBytes: document.sizeBytes,
        details: { fileName: document.fileName },
        riskScore: dataOperationRiskScore('delete'),
      });
    });
    res.json({ ok: true });
  });

  return router;
}
