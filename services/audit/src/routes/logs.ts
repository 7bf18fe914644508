// The admin viewer (spec 1 §2.7) and the browser's own entries (spec 1 §7.1 audit logging helper).
import { Router, type RequestHandler } from 'express';
import { auditRow, forbidden, parseWith, route, scrubbed, userIdOf, type Db } from '@taxapp/platform';
import { auditLogRecordSchema } from '@taxapp/contracts/audit';
import { AUDIT_CSV_MAX_ROWS, auditApi, auditFiltersSchema } from '@taxapp/contracts/api/audit';
import { auditCsv } from '../csv';
import { auditLogPage, auditLogRows, isAdmin } from '../db/logs';

/** Rows as the contract reads them (jsonb columns as values, times as ISO text). */
const asRecord = (row: Record<string, unknown>) => ({ ...auditLogRecordSchema.parse(row), user_email: (row.user_email as string | null) ?? null });

export function auditRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();

  // 401 for a visitor, 403 for a user: the role is read from user_roles on every call, so a revoke holds at once.
  const requireAdmin: RequestHandler = async (req, _res, next) => {
    try {
      if (!(await isAdmin(db, userIdOf(req)))) throw forbidden();
      next();
    } catch (error) {
      next(error);
    }
  };
  router.use(auditApi.logs.path, requireAdmin);

  route(router, auditApi.logs, async (input) => {
    const rows = await auditLogPage(db, input, input.page);
    return { logs: rows.map(asRecord) };
  });

  router.get(auditApi.exportCsv.path, requireAdmin, async (req, res) => {
    const filters = parseWith(auditApi.exportCsv.request, req.query);
    const rows = (await auditLogRows(db, auditFiltersSchema.parse(filters), AUDIT_CSV_MAX_ROWS)).map(asRecord);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-logs-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send(auditCsv(rows));
  });

  route(router, auditApi.record, async (entry, req, res) => {
    userIdOf(req);
    // Awaited, unlike a service's background audit(): the caller's one job here is the entry.
    await db('audit_logs').insert(auditRow(scrubbed(entry), req));
    res.status(201);
    return { ok: true as const };
  });

  return router;
}
