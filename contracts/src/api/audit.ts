// audit service endpoints (issue 10; spec 1 §2.6-2.7, §7.1): the admin viewer's page of audit_logs, its CSV
// export with the same filters, and the entries the browser sends (view_settings). The viewer checks the
// role on the server: a visitor gets 401 'Not authenticated', a signed-in user who is not an admin 403.
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, auditEntrySchema, auditLogRecordSchema } from '../audit';
import { endpoint, okResponseSchema } from './common';

export { AUDIT_PAGE_SIZE };

const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** The viewer's filters. `search` is contained in the action or the resource type (spec 1 §2.7). */
export const auditFiltersSchema = z.object({
  search: optionalText,
  /** Contained in the email of the user the entry belongs to. */
  user: optionalText,
  /** Entries whose risk score is at least this. */
  minRisk: z.coerce.number().int().min(0).max(100).optional(),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** One page: 1 is the newest AUDIT_PAGE_SIZE entries. */
export const auditLogsRequestSchema = auditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/** A row as the viewer shows it: the stored record plus the email of its user (null once the user is gone). */
export const auditLogRowSchema = auditLogRecordSchema.extend({ user_email: z.string().nullable() });
export type AuditLogRow = z.output<typeof auditLogRowSchema>;

export const auditLogsResponseSchema = z.object({ logs: z.array(auditLogRowSchema) });

/** The CSV export's columns, in order (every column of spec 1 §2.7 and who and when). */
export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'user_email',
  'action',
  'resource_type',
  'resource_id',
  'document_type',
  'document_hash',
  'file_size_bytes',
  'risk_score',
  'compliance_flags',
  'details',
  'processing_duration_ms',
  'error_details',
  'data_before',
  'data_after',
  'calculation_context',
  'tax_year',
] as const;

/** Most rows one export holds (newest first). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const auditApi = {
  /** GET with the query `page`, `search`, `user`, `minRisk`: newest first, AUDIT_PAGE_SIZE rows. 401 visitor, 403 non-admin. */
  logs: endpoint({ method: 'GET', path: '/api/audit/logs', request: auditLogsRequestSchema, response: auditLogsResponseSchema }),
  /** The filtered rows as text/csv (an attachment; a link, not a JSON call). 401 visitor, 403 non-admin. */
  exportCsv: endpoint({ method: 'GET', path: '/api/audit/logs.csv', request: auditFiltersSchema, response: z.string() }),
  /** An entry about the signed-in user's own action (the spec's audit logging helper). 201. */
  record: endpoint({ method: 'POST', path: '/api/audit/entries', request: auditEntrySchema, response: okResponseSchema }),
} as const;
