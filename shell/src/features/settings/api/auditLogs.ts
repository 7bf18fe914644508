import { auditApi, type AuditLogRow } from '@taxapp/contracts/api/audit';
import type { AuditEntryInput } from '@taxapp/contracts/audit';
import { callEndpoint } from '../../../lib/http';

export interface AuditQuery {
  page: number;
  search?: string;
  user?: string;
  minRisk?: number;
}

/** One page of the audit log (admins only: 403 otherwise). */
export async function fetchAuditLogs(query: AuditQuery, signal?: AbortSignal): Promise<AuditLogRow[]> {
  return (await callEndpoint(auditApi.logs, query, { signal })).logs;
}

/** The CSV export's address for the same filters (a download link, not a JSON call). */
export function auditCsvHref(query: Omit<AuditQuery, 'page'>): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.user?.trim()) params.set('user', query.user.trim());
  if (query.minRisk !== undefined) params.set('minRisk', String(query.minRisk));
  const text = params.toString();
  return text ? `${auditApi.exportCsv.path}?${text}` : auditApi.exportCsv.path;
}

/** An entry about the signed-in user's own action (spec 1 §2.6: opening /settings logs view_settings). */
export function recordAudit(entry: AuditEntryInput): Promise<{ ok: true }> {
  return callEndpoint(auditApi.record, entry);
}
