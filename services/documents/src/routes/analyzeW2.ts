// POST /api/functions/analyze-w2 (spec 2 §7): reads a W-2 and answers its boxes; DELETE .../:id removes the
// stored record when the user removes the W-2. A file that is not a W-2 is refused in the user's words and
// nothing is stored. Audit (spec 2 §7): document_upload_initiated, then upload_w2_document (risk 80 above
// $1,000,000 of wages, else 20; flags income_verification and w2_processed) or document_processing_error
// (60); document_removed on removal.
import { Router } from 'express';
import { audit, badRequest, describeErrorForLog, enqueueAudit, HttpError, notFound, parseWith, requireUser, userIdOf, type Db } from '@taxapp/platform';
import { COMPLIANCE_FLAGS, dataOperationRiskScore, documentProcessingRiskScore, w2UploadRiskScore, type AuditAction } from '@taxapp/contracts/audit';
import { analyzeDocumentRequestSchema, maskSsn, type AnalyzeW2Response, type W2Extraction } from '@taxapp/contracts/documents';
import { deleteDocument, findDocument, insertDocument } from '../db/documents';
import { ReaderFailed, SandboxFailed } from '../sandbox/sandbox';
import { checkUpload } from '../upload';
import { DocumentRejected } from '../validate';

export type W2Reader = (bytes: Uint8Array, mimeType: string) => Promise<W2Extraction>;

export const W2_PATH = '/api/functions/analyze-w2';
export const W2_DOCUMENT_TYPE = 'W2';
export const W2_ERRORS = {
  /** Spec 2 §8 'W-2 analysis'. */
  failed: 'Failed to analyze W2 document. Please try again.',
  notFound: 'Document not found',
} as const;

export function analyzeW2Router(deps: { db: Db; readW2: W2Reader }): Router {
  const router = Router();
  router.use(W2_PATH, requireUser);

  router.post(W2_PATH, async (req, res) => {
    const userId = userIdOf(req);
    const body = parseWith(analyzeDocumentRequestSchema, req.body ?? {});
    const upload = checkUpload(body);
    if (!upload.valid) {
      void audit(deps.db, req, {
        action: 'document_processing_error' satisfies AuditAction,
        resourceType: 'tax_document',
        documentType: W2_DOCUMENT_TYPE,
        details: { fileName: JSON.stringify(body.fileName).slice(1, -1), declaredType: body.fileType, reason: upload.error },
        fileSizeBytes: upload.sizeBytes,
        errorDetails: upload.error,
        riskScore: documentProcessingRiskScore(true),
      });
      throw badRequest(upload.error);
    }
    const base = { resourceType: 'tax_document', documentType: W2_DOCUMENT_TYPE, documentHash: upload.sha256, fileSizeBytes: upload.sizeBytes };
    void audit(deps.db, req, {
      ...base,
      action: 'document_upload_initiated' satisfies AuditAction,
      details: { fileName: body.fileName, fileType: body.fileType, warnings: upload.warnings },
      complianceFlags: upload.warnings.length ? ['upload_warning'] : [],
      riskScore: dataOperationRiskScore('write'),
    });

    const started = performance.now();
    let extracted: W2Extraction;
    try {
      extracted = await deps.readW2(upload.bytes, body.fileType);
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
        console.error(`analyze-w2: ${error.message}`);
        throw new HttpError(error.kind === 'timeout' ? 504 : error.kind === 'busy' ? 503 : 500, W2_ERRORS.failed);
      }
      if (!(error instanceof ReaderFailed)) console.error(`analyze-w2 failed: ${describeErrorForLog(error)}`); // kind and frames only: a reader's error can quote the document
      throw new HttpError(422, W2_ERRORS.failed);
    }
    const processingDurationMs = Math.round(performance.now() - started);
    const found = Object.entries(extracted).filter(([, value]) => value !== '' && value !== false).map(([key]) => key);
    // The stored document and its audit event are written together or not at all (issue 10).
    const stored = await deps.db.transaction(async (trx) => {
      const document = await insertDocument(trx, {
        userId,
        documentType: W2_DOCUMENT_TYPE,
        fileName: body.fileName,
        mimeType: body.fileType,
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
        // The employee SSN goes back to the browser only; the server keeps its last 4 digits.
        extractedData: { ...extracted, ssn: maskSsn(extracted.ssn) },
        status: 'complete',
      });
      await enqueueAudit(trx, req, {
        ...base,
        action: 'upload_w2_document' satisfies AuditAction,
        resourceId: document.id,
        details: { fileName: body.fileName, size: upload.sizeBytes, extractedFields: found.length, status: 'success' },
        complianceFlags: [COMPLIANCE_FLAGS.incomeVerification, COMPLIANCE_FLAGS.w2Processed],
        processingDurationMs,
        riskScore: w2UploadRiskScore(Number(extracted.wages) || 0),
      });
      return document;
    });
    const response: AnalyzeW2Response = { ...extracted, documentId: stored.id, warnings: upload.warnings };
    res.json(response);
  });

  router.delete(`${W2_PATH}/:id`, async (req, res) => {
    const userId = userIdOf(req);
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(W2_ERRORS.notFound);
    const document = await findDocument(deps.db, userId, id, W2_DOCUMENT_TYPE);
    if (!document) throw notFound(W2_ERRORS.notFound);
    // The removal and its audit event are written together or not at all (issue 10).
    await deps.db.transaction(async (trx) => {
      await deleteDocument(trx, userId, id);
      await enqueueAudit(trx, req, {
        action: 'document_removed' satisfies AuditAction,
        resourceType: 'tax_document',
        resourceId: id,
        documentType: W2_DOCUMENT_TYPE,
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
