// Audit entries (spec 1 §7.1, §9 risk scores). Writing one never blocks or fails the request it describes.
import type { Request } from 'express';
import { RISK_SCORES, type AuditAction } from '@taxapp/contracts/audit';
import type { Knex } from 'knex';
import type { Db } from './db';
import { redactSensitive } from './redact';


export interface AuditEntry {
  /** One of AUDIT_ACTIONS in contracts (other names are stored as they are). */
  action: AuditAction | (string & {});
  resourceType?: string;
  resourceId?: string | null;
  details?: unknown;
  dataBefore?: unknown;
  dataAfter?: unknown;
  calculationContext?: unknown;
  documentHash?: string | null;
  complianceFlags?: string[];
  riskScore?: number;
  documentType?: string | null;
  taxYear?: number;
  processingDurationMs?: number | null;
  errorDetails?: string | null;
  fileSizeBytes?: number | null;
  ipGeolocation?: { timezone?: string; language?: string; platform?: string } | null;
  /** Defaults to the signed-in user of the request. */
  userId?: string | null;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const value = (data: unknown) => (data === undefined ? null : data);

/** The row written for `entry` in the context of `req` (exported for tests and the audit service). */
export function auditRow(entry: AuditEntry, req?: Request) {
  const record = auditRecord(entry, req);
  return {
    ...record,
    details: json(entry.details),
    ip_geolocation: json(record.ip_geolocation),
    data_before: json(entry.dataBefore),
    data_after: json(entry.dataAfter),
    calculation_context: json(entry.calculationContext),
    compliance_flags: JSON.stringify(record.compliance_flags),
  };
}

/**
 * The same row with the jsonb columns as values instead of JSON text: `JSON.stringify(auditRecord(scrubbed(...)))`
 * is an audit_outbox record, so a service can queue the entry in the statement that makes the change (forms
 * does, for saves; the drain reads it with json_populate_record).
 */
export function auditRecord(entry: AuditEntry, req?: Request) {
  return {
    user_id: entry.userId !== undefined ? entry.userId : (req?.session?.userId ?? null),
    action: entry.action,
    resource_type: entry.resourceType ?? null,
    resource_id: entry.resourceId ?? null,
    details: value(entry.details),
    user_agent: req?.get('user-agent') ?? null,
    session_id: req?.sessionID ?? null,
    ip_address: req?.ip ?? null,
    ip_geolocation: value(entry.ipGeolocation ?? (req ? geolocationOf(req) : null)),
    data_before: value(entry.dataBefore),
    data_after: value(entry.dataAfter),
    calculation_context: value(entry.calculationContext),
    document_hash: entry.documentHash ?? null,
    compliance_flags: entry.complianceFlags ?? [],
    risk_score: entry.riskScore ?? RISK_SCORES.otherAuthentication,
    document_type: entry.documentType ?? null,
    tax_year: entry.taxYear ?? 2024,
    processing_duration_ms: entry.processingDurationMs ?? null,
    error_details: entry.errorDetails ?? null,
    file_size_bytes: entry.fileSizeBytes ?? null,
  };
}

/** What the browser tells about itself (the spec's ip_geolocation: timezone, language, platform). */
function geolocationOf(req: Request) {
  const language = req.get('accept-language')?.split(',')[0] || undefined;
  const platform = req.get('sec-ch-ua-platform')?.replace(/"/g, '') || undefined;
  const timezone = req.get('x-timezone') || undefined;
  return language || platform || timezone ? { timezone, language, platform } : null;
}

/** `entry` with no plaintext SSN, phone or date of birth in what it carries (issue 10: field names, not values). */
export function scrubbed(entry: AuditEntry): AuditEntry {
  return {
    ...entry,
    details: redactSensitive(entry.details),
    dataBefore: redactSensitive(entry.dataBefore),
    dataAfter: redactSensitive(entry.dataAfter),
    calculationContext: redactSensitive(entry.calculationContext),
    errorDetails: typeof entry.errorDetails === 'string' ? (redactSensitive(entry.errorDetails) as string) : entry.errorDetails,
  };
}

/**
 * Queues `entry` (made in the context of `req`) in audit_outbox, the one path of audit events (issue 10; the
 * audit service moves them into audit_logs, see auditOutbox.ts). Pass the transaction of the change the entry
 * describes so both are written or neither. The event keeps the time it happened, not its delivery's.
 */
export async function enqueueAudit(db: Db | Knex.Transaction, req: Request | undefined, entry: AuditEntry): Promise<void> {
  const record = { ...auditRecord(scrubbed(entry), req), created_at: new Date().toISOString() };
  await db('audit_outbox').insert({ record: JSON.stringify(record) });
}

/**
 * Queues an audit entry in the background (enqueueAudit). The returned promise never rejects (a failure is
 * logged), so callers do `void audit(...)` and tests may await it.
 */
export function audit(db: Db, req: Request | undefined, entry: AuditEntry): Promise<void> {
  let queued: Promise<void>;
  try {
    queued = enqueueAudit(db, req, entry);
  } catch (error) {
    console.error('audit entry could not be built:', error);
    return Promise.resolve();
  }
  return queued.then(
    () => undefined,
    (error) => console.error(`audit entry ${entry.action} not written:`, error),
  );
}

/** The columns auditRecord() sets, in its order. */
export const AUDIT_COLUMNS = Object.keys(auditRecord({ action: 'x' }));
