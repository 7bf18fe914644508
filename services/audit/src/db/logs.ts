// Reads of audit_logs for the admin viewer. The table is append-only (migration 0003): nothing here writes
// but the insert of an entry.
import type { Knex } from 'knex';
import type { Db } from '@taxapp/platform';
import { AUDIT_PAGE_SIZE } from '@taxapp/contracts/audit';
import type { AuditFilters } from '@taxapp/contracts/api/audit';

/** The columns the viewer receives (ip_address stays in the database: the spec's viewer does not show it). */
const COLUMNS = [
  'a.id',
  'a.created_at',
  'a.user_id',
  'a.action',
  'a.resource_type',
  'a.resource_id',
  'a.details',
  'a.user_agent',
  'a.session_id',
  'a.ip_geolocation',
  'a.data_before',
  'a.data_after',
  'a.calculation_context',
  'a.document_hash',
  'a.compliance_flags',
  'a.risk_score',
  'a.document_type',
  'a.tax_year',
  'a.processing_duration_ms',
  'a.error_details',
  'a.file_size_bytes',
  'u.email as user_email',
];

/** `%`, `_` and `\` in the user's text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filters: AuditFilters): Knex.QueryBuilder {
  const query = db('audit_logs as a').leftJoin('users as u', 'u.id', 'a.user_id');
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query.where((q) => q.whereILike('a.action', pattern).orWhereILike('a.resource_type', pattern));
  }
  if (filters.user) query.whereILike('u.email', likePattern(filters.user));
  if (filters.minRisk !== undefined) query.where('a.risk_score', '>=', filters.minRisk);
  // Newest first; the id breaks ties between entries of the same instant so pages never overlap.
  return query.orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.id', order: 'desc' }]);
}

/** Page `page` (1 = newest) of AUDIT_PAGE_SIZE entries matching `filters`. */
export function auditLogPage(db: Db, filters: AuditFilters, page: number) {
  return filtered(db, filters)
    .select(COLUMNS)
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
}

/** Every entry matching `filters`, newest first, at most `limit`. */
export function auditLogRows(db: Db, filters: AuditFilters, limit: number) {
  return filtered(db, filters).select(COLUMNS).limit(limit);
}

/** spec 1 §6: the role of the user_roles record; no record (or a failed read) is 'user'. */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  try {
    const row = await db('user_roles').where({ user_id: userId }).first('role');
    return row?.role === 'admin';
  } catch {
    return false;
  }
}
