// POST /api/functions/analyze-last-year-form (spec 1 §7.3): reads a prior-year Form 1040 and returns
// the §3.3 fields; DELETE .../:id removes the stored record when the user removes the document.
// Audit (spec 1 §7.1, §9): the upload (a data write, 40), the processing result (60 on error, else 25),
// the removal (a data delete, 70).
import { Router } from 'express';
import { audit, badRequest, describeErrorForLog, enqueueAudit, HttpError, notFound, parseWith, requireUser, userIdOf, type Db } from '@taxapp/platform';
import { documentsApi } from '@taxapp/contracts/api/documents';
import { dataOperationRiskScore, documentProcessingRiskScore, type AuditAction } from '@taxapp/contracts/audit';
import { analyzeDocumentRequestSchema, redactExtraction, type AnalyzeLastYearResponse } from '@taxapp/contracts/documents';
import { deleteDocument, findDocument, insertDocument } from '../db/documents';
import type { LastYearReader } from '../readers';
import { ReaderFailed, SandboxFailed } from '../sandbox/sandbox';
import { checkUpload } from '../upload';
import { DocumentRejected } from '../validate';

export const LAST_YEAR_PATH = documentsApi.analyzeLastYearForm.path;
export const LAST_YEAR_DOCUMENT_TYPE = 'last_year_form';
export const LAST_YEAR_ERRORS = {
  failed: 'Failed to analyze last year form. Please try again.',
  notFound: 'Document not found',
} as const;

export function lastYearFormRouter(deps: { db: Db; readLastYearForm: LastYearReader }): Router {
  const router = Router();
  router.use(LAST_YEAR_PATH, requireUser);

  router.post(LAST_YEAR_PATH, async (req, res) => {
    const userId = userIdOf(req);
    const body = parseWith(analyzeDocumentRequestSchema, req.body ?? {});
    const upload = checkUpload(body);
    if (!upload.valid) {
      void audit(deps.db, req, {
        action: 'document_processing_error' satisfies AuditAction,
        resourceType: 'tax_document',
        documentType: LAST_YEAR_DOCUMENT_TYPE,
        // A refused name may hold NUL, which PostgreSQL cannot store: the audit keeps it escaped.
        details: { fileName: JSON.stringify(body.fileName).slice(1, -1), declaredType: body.fileType, reason: upload.error },
        fileSizeBytes: upload.sizeBytes,
        errorDetails: upload.error,
        riskScore: documentProcessingRiskScore(true),
      });
      throw badRequest(upload.error);
    }
    const base = {
      resourceType: 'tax_document',
      documentType: LAST_YEAR_DOCUMENT_TYPE,
      documentHash: upload.sha256,
      fileSizeBytes: upload.sizeBytes,
    };
    void audit(deps.db, req, {
      ...base,
      action: 'document_upload_initiated' satisfies AuditAction,
      details: { fileName: body.fileName, fileType: body.fileType, warnings: upload.warnings },
      complianceFlags: upload.warnings.length ? ['upload_warning'] : [],
      riskScore: dataOperationRiskScore('write'),
    });

    const started = performance.now();
    let extracted;
    try {
      extracted = await deps.readLastYearForm(upload.bytes, body.fileType);
    } catch (error) {
      // A bad file: 400 in the user's words. The sandbox failing (crash, timeout, memory): 5xx for this request
      // only. The reader failing on this document: the spec's failure message, 422.
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
        console.error(`analyze-last-year-form: ${error.message}`);
        throw new HttpError(error.kind === 'timeout' ? 504 : error.kind === 'busy' ? 503 : 500, LAST_YEAR_ERRORS.failed);
      }
      if (!(error instanceof ReaderFailed)) console.error(`analyze-last-year-form failed: ${describeErrorForLog(error)}`); // kind and frames only: a reader's error can quote the document
      throw new HttpError(422, LAST_YEAR_ERRORS.failed);
    }
    const processingDurationMs = Math.round(performance.now() - started);
    const found = Object.entries(extracted).filter(([key, value]) => key !== 'isFullYearResident' && value !== '').map(([key]) => key);
    // The stored document and its audit event are written together or not at all (issue 10).
    const stored = await deps.db.transaction(async (trx) => {
      const document = await insertDocument(trx, {
        userId,
        documentType: LAST_YEAR_DOCUMENT_TYPE,
        fileName: body.fileName,
        mimeType: body.fileType,
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
        // The full values go back to the user's browser only; the server keeps SSNs and phone masked.
        extractedData: redactExtraction(extracted),
        status: 'complete',
      });
      await enqueueAudit(trx, req, {
        ...base,
        action: 'document_processed' satisfies AuditAction,
        resourceId: document.id,
        // Field names only: the values (SSNs among them) stay out of the audit log.
        details: { fileName: body.fileName, result: 'success', fieldsFound: found },
        processingDurationMs,
        riskScore: documentProcessingRiskScore(false),
      });
      return document;
    });
    const response: AnalyzeLastYearResponse = { ...extracted, documentId: stored.id, warnings: upload.warnings };
    res.json(response);
  });

  router.delete(documentsApi.removeLastYearForm.path, async (req, res) => {
    const userId = userIdOf(req);
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(LAST_YEAR_ERRORS.notFound);
    const document = await findDocument(deps.db, userId, id, LAST_YEAR_DOCUMENT_TYPE);
    if (!document) throw notFound(LAST_YEAR_ERRORS.notFound);
    // The removal and its audit event are written together or not at all (issue 10).
    await deps.db.transaction(async (trx) => {
      await deleteDocument(trx, userId, id);
      await enqueueAudit(trx, req, {
        action: 'document_removed' satisfies AuditAction,
        resourceType: 'tax_document',
        resourceId: id,
        documentType: LAST_YEAR_DOCUMENT_TYPE,
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
